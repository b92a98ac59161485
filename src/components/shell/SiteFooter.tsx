import type { ComponentType, CSSProperties } from 'react'
import { useLingui } from '@lingui/react/macro'
import { siteConfig } from '#/config/site-config.ts'
import { publicFooterColumns } from '#/config/menu.ts'
import { configuredHref, findEntry } from '#/i18n/path-table.ts'
import { pickText } from '#/i18n/locales.ts'
import { SiteLink } from './SiteLink.tsx'
import { useLocale } from './use-locale.ts'

/** Renders operator text with its line breaks kept. */
function Lines({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {text.split('\n').map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </p>
  )
}

/** spec §2 "Footer": configurable public columns on a 12-column grid, and a copyright line. */
/** The button that reopens the cookie settings: the consent feature's, handed in by the root route (decision 010: shared UI imports no feature). */
export type CookieSettingsButtonType = ComponentType<{ className?: string; children: string }>

export function SiteFooter({ cookieSettingsButton: CookieSettingsButton }: { cookieSettingsButton: CookieSettingsButtonType }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { footer, languages } = siteConfig()
  const text = (value: Parameters<typeof pickText>[0] | undefined) => (value ? pickText(value, locale, languages.default) : '')
  const year = String(new Date().getFullYear())
  return (
    <footer className="bg-ink text-white/80">
      <h2 className="sr-only">{t`Site information`}</h2>
      <div className="container-page grid grid-cols-12 gap-x-8 gap-y-10 py-16">
        {publicFooterColumns(siteConfig()).map((column, index) => (
          <section
            key={index}
            className="footer-col"
            style={{ '--span-sm': column.widths.sm, '--span-md': column.widths.md, '--span-lg': column.widths.lg } as CSSProperties}
          >
            <h3 className="mb-4 font-display text-xl text-white">{text(column.title)}</h3>
            {column.intro && <p className="mb-4 max-w-prose text-white/90">{text(column.intro)}</p>}
            {column.text && <Lines text={text(column.text)} className="mb-4 text-sm leading-relaxed text-white/70" />}
            {column.links && column.links.length > 0 && (
              <ul className="space-y-1">
                {column.links.map((link) => {
                  const entry = findEntry(link.path)
                  const label = link.label ? text(link.label) : entry ? i18n._(entry.label) : link.path
                  return (
                    <li key={link.path}>
                      <SiteLink href={configuredHref(link.path, locale)} className="inline-block py-1.5 hover:text-white hover:underline">
                        {label}
                      </SiteLink>
                    </li>
                  )
                })}
              </ul>
            )}
            {column.images && column.images.length > 0 && (
              <div className="mt-4 flex flex-wrap gap-4">
                {column.images.map((image) => (
                  <img
                    key={image.src}
                    src={image.src}
                    width={image.width}
                    height={image.height}
                    alt={text(image.alt)}
                    loading="lazy"
                    decoding="async"
                  />
                ))}
              </div>
            )}
          </section>
        ))}
      </div>
      <div className="border-t border-white/10">
        {/* Room at the bottom for the scroll-to-top button, so the last line is never under it. */}
        <div className="container-page flex flex-col gap-2 pt-6 pb-(--scroll-top-room) text-sm text-white/70 md:flex-row md:items-center md:justify-between">
          <p>{text(footer.copyright).replace('{year}', year)}</p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {/* spec §2 and decision 009: the footer reopens the cookie settings. */}
            <CookieSettingsButton className="min-h-6 text-white/85 underline underline-offset-4 hover:text-white">{t`Cookie settings`}</CookieSettingsButton>
            <p>{siteConfig().agency.bivNumber}</p>
          </div>
        </div>
      </div>
    </footer>
  )
}
