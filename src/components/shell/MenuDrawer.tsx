import { openingHoursText } from '#/domain/opening-hours.ts'
import { phoneHref } from '#/domain/phone.ts'
import { useEffect, useRef } from 'react'
import { PageLink } from '#/components/PageLink.tsx'
import { useLingui } from '@lingui/react/macro'
import { siteConfig } from '#/config/site-config.ts'
import type { ResolvedMenuItem } from '#/config/menu.ts'
import { CloseIcon, MailIcon, PhoneIcon } from '../icons.tsx'
import { keepTabInside } from '../dialog-focus-trap.ts'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { SiteLink } from './SiteLink.tsx'
import { useLocale } from './use-locale.ts'

/**
 * The mobile and tablet drawer menu. A modal <dialog>: the browser keeps focus inside it and makes
 * the page behind inert; Escape, the close button, the backdrop and following a link close it.
 * The free-evaluation button is always here (spec §2).
 */
export function MenuDrawer({ open, onClose, items }: { open: boolean; onClose: () => void; items: ResolvedMenuItem[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const { agency } = siteConfig()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      document.documentElement.style.overflow = 'hidden'
    } else if (!open && dialog.open) {
      dialog.close()
    }
    if (!open) document.documentElement.style.overflow = ''
  }, [open])

  return (
    <dialog
      ref={dialogRef}
      className="drawer m-0 h-dvh max-h-none w-[min(24rem,88vw)] max-w-none overflow-y-auto bg-white p-0 text-ink shadow-2xl open:animate-[drawer-in_200ms_ease-out]"
      aria-label={t`Menu`}
      // A modal makes the page inert, but Tab can still leave for the browser's controls (spec §2: shell).
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose()
        else if ((event.target as HTMLElement).closest('a')) onClose()
      }}
    >
      <div className="flex h-full flex-col">
        <div className="flex h-16 items-center justify-between border-b border-line px-5">
          <span className="font-display text-lg">{agency.name}</span>
          <button
            type="button"
            onClick={onClose}
            className="-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-sand"
          >
            <CloseIcon size={22} />
            <span className="sr-only">{t`Close the menu`}</span>
          </button>
        </div>
        <nav aria-label={t`Main menu`} className="px-3 py-4">
          <ul className="space-y-0.5">
            {items.map((item) => (
              <li key={item.href + item.label}>
                <SiteLink href={item.href} className="block rounded-md px-3 py-3 text-lg font-medium hover:bg-sand">
                  {item.label}
                </SiteLink>
                {item.children.length > 0 && (
                  <ul className="mb-2 ml-3 border-l border-line pl-3">
                    {item.children.map((child) => (
                      <li key={child.href + child.label}>
                        <SiteLink href={child.href} className="block rounded-md px-3 py-2.5 text-muted hover:bg-sand hover:text-ink">
                          {child.label}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="px-5">
          <PageLink
            to="/$lang/contact-demand/"
            params={{ lang: locale }}
            className="flex w-full items-center justify-center rounded-full bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
          >
            {t`Free valuation`}
          </PageLink>
        </div>
        <div className="mt-auto space-y-3 border-t border-line px-5 py-5 text-sm">
          <a href={phoneHref(agency.phone)} className="flex items-center gap-2 hover:text-brand-dark">
            <PhoneIcon size={18} /> {agency.phone}
          </a>
          <a href={`mailto:${agency.email}`} className="flex items-center gap-2 hover:text-brand-dark">
            <MailIcon size={18} /> {agency.email}
          </a>
          <p className="text-muted">{openingHoursText(agency.openingHours, locale)}</p>
          <LanguageSwitcher className="-ml-2 pt-2" />
        </div>
      </div>
    </dialog>
  )
}
