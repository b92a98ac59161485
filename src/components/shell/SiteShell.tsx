import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { PageAnnouncer } from './PageAnnouncer.tsx'
import { ScrollToTop } from './ScrollToTop.tsx'
import { SiteFooter, type CookieSettingsButtonType } from './SiteFooter.tsx'
import { SiteHeader } from './SiteHeader.tsx'

/** Header, main content, footer, the scroll-to-top button and the page-change announcer around every page. */
export function SiteShell({
  children,
  headerExtra,
  cookieSettingsButton,
}: {
  children: ReactNode
  headerExtra?: ReactNode
  cookieSettingsButton: CookieSettingsButtonType
}) {
  const { t } = useLingui()
  // The home page opens on its banner: the only page a transparent header can lie over.
  const onHome = /^\/[a-z]{2}\/$/.test(useLocation().pathname)
  return (
    <>
      <div id="top" tabIndex={-1} className="outline-none" />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-ink shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t`Skip to content`}
      </a>
      <SiteHeader overHero={onHome} extra={headerExtra} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter cookieSettingsButton={cookieSettingsButton} />
      <ScrollToTop />
      <PageAnnouncer />
    </>
  )
}
