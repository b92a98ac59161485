import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { PageLink } from '#/components/PageLink.tsx'
import { useLingui } from '@lingui/react/macro'
import { siteConfig } from '#/config/site-config.ts'
import { resolveMenu, type ResolvedMenuItem } from '#/config/menu.ts'
import { HEADER_SCROLL_THRESHOLD_PX } from '#/domain/shell-timing.ts'
import { headerState } from '#/domain/header-state.ts'
import { ChevronDownIcon, MenuIcon } from '../icons.tsx'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { MenuDrawer } from './MenuDrawer.tsx'
import { SiteLink } from './SiteLink.tsx'
import { TopBar } from './TopBar.tsx'
import { useLocale } from './use-locale.ts'
import { useScrolledPast } from './use-scroll-position.ts'

function MenuLink({ item, className }: { item: { href: string; label: string; external: boolean }; className: string }) {
  return item.external ? (
    <a href={item.href} className={className} target="_blank" rel="noopener noreferrer">
      {item.label}
    </a>
  ) : (
    <SiteLink href={item.href} className={className}>
      {item.label}
    </SiteLink>
  )
}

/** A top-level entry with children: the entry is a link, the chevron opens its submenu. */
function MenuEntryWithChildren({ item }: { item: ResolvedMenuItem }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const submenuId = useId()
  const rootRef = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])
  const label = item.label
  return (
    <li
      ref={rootRef}
      className="relative flex items-center"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          rootRef.current?.querySelector('button')?.focus()
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <MenuLink item={item} className="rounded-md px-3 py-2 text-[0.9375rem] font-medium text-ink hover:text-brand-dark" />
      <button
        type="button"
        aria-expanded={open}
        aria-controls={submenuId}
        onClick={() => setOpen((value) => !value)}
        className="-ml-2 inline-flex h-9 w-7 items-center justify-center rounded-md text-muted hover:text-ink"
      >
        <ChevronDownIcon size={16} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
        <span className="sr-only">{t`Submenu of ${label}`}</span>
      </button>
      <ul
        id={submenuId}
        hidden={!open}
        className="absolute top-full left-0 z-20 mt-2 min-w-60 rounded-lg border border-line bg-white p-2 shadow-xl shadow-black/5"
      >
        {item.children.map((child) => (
          <li key={child.href + child.label}>
            <MenuLink item={child} className="block rounded-md px-3 py-2.5 text-[0.9375rem] text-ink hover:bg-sand" />
          </li>
        ))}
      </ul>
    </li>
  )
}

/**
 * The site header (spec §2 "Shell"): top bar, logo, header menu and free-evaluation button on
 * desktop; menu toggle, logo and language switcher with a drawer on mobile and tablet.
 */
export function SiteHeader({ overHero = false, extra }: { overHero?: boolean; extra?: ReactNode }) {
  const { t } = useLingui()
  const locale = useLocale()
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const { header, menu, languages, agency, brand } = siteConfig()
  const items = resolveMenu(menu, locale, languages.default)
  const state = headerState(header, overHero, scrolled)
  const { transparent } = state
  const agencyName = agency.name

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      data-print="hidden"
      className={`top-0 z-40 w-full transition-[background-color,box-shadow] duration-200 ${state.position} ${
        transparent ? 'bg-gradient-to-b from-black/45 to-transparent' : 'bg-white/95 backdrop-blur'
      } ${state.raised && !transparent ? 'shadow-[0_1px_0_rgb(0_0_0/0.06),0_8px_24px_-12px_rgb(0_0_0/0.18)]' : ''}`}
    >
      <TopBar />
      <div className="container-page flex h-16 items-center gap-2 md:h-20 md:gap-4">
        <button
          ref={toggleRef}
          type="button"
          className={`-ml-2 inline-flex h-11 w-11 items-center justify-center rounded-md xl:hidden ${transparent ? 'text-white' : 'text-ink'}`}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon size={24} />
          <span className="sr-only">{t`Open the menu`}</span>
        </button>
        <SiteLink
          href={`/${locale}/`}
          className={`mr-auto flex shrink-0 items-center transition-opacity duration-300 max-xl:mx-auto ${state.logoVisible ? 'opacity-100' : 'invisible opacity-0'}`}
          aria-label={t`${agencyName}, home page`}
        >
          <img
            src={brand.logo.src}
            width={brand.logo.width}
            height={brand.logo.height}
            alt=""
            className={`h-8 w-auto md:h-10 ${transparent ? 'brightness-0 invert' : ''}`}
          />
        </SiteLink>
        <nav aria-label={t`Main menu`} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {items.map((item) =>
              item.children.length > 0 ? (
                <MenuEntryWithChildren key={item.href + item.label} item={item} />
              ) : (
                <li key={item.href + item.label}>
                  <MenuLink
                    item={item}
                    className={`rounded-md px-3 py-2 text-[0.9375rem] font-medium hover:text-brand-dark ${transparent ? 'text-white' : 'text-ink'}`}
                  />
                </li>
              ),
            )}
          </ul>
        </nav>
        {header.showFreeEvaluation && (
          <PageLink
            to="/$lang/contact-demand/"
            params={{ lang: locale }}
            className="ml-2 hidden items-center rounded-full bg-brand px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-dark xl:inline-flex"
          >
            {t`Free valuation`}
          </PageLink>
        )}
        {/* What a capability adds beside the languages (decision 021: the favourites' count), given by the root route; `contents`: no box of its own, so nothing shown adds no gap. */}
        {extra && <div className={`contents ${transparent ? '[&_a]:text-white [&_svg]:text-white' : ''}`}>{extra}</div>}
        <LanguageSwitcher className={`-mr-2 md:ml-2 ${transparent ? '[&_a]:text-white' : ''}`} />
      </div>
      <MenuDrawer
        open={drawerOpen}
        onClose={() => {
          setDrawerOpen(false)
          toggleRef.current?.focus()
        }}
        items={items}
      />
    </header>
  )
}
