/// <reference types="vite/client" />
import type { ReactNode } from 'react'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useLocation } from '@tanstack/react-router'
import type { RouterContext } from '#/router.tsx'
import { siteConfig } from '#/config/site-config.ts'
import { activateLocale, withSection } from '#/i18n/i18n.ts'
import { languageFromPath } from '#/i18n/language-detection.ts'
import { alternateLinks, matchCanonicalQuery, matchLanguagePaths } from '#/i18n/language-paths.ts'
import { LOCALE_TAGS, isLocale } from '#/i18n/locales.ts'
import { detectVisitorLanguage } from '#/server/visitor-language.ts'
import { SiteShell } from '#/components/shell/SiteShell.tsx'
import { FavouritesHeaderLink } from '#/features/favourites/index.ts'
import { useLocale } from '#/components/shell/use-locale.ts'
import { useHydratedMarker } from '#/components/shell/use-hydrated-marker.ts'
import { NotFoundPage } from '#/features/not-found/index.ts'
import { siteShareMeta } from '#/components/share-meta.ts'
import { pageTitle } from '#/components/content-head.ts'
import { msg } from '@lingui/core/macro'
import { ConsentManager, CookieSettingsButton, getAnalyticsSettings } from '#/features/consent/index.ts'
import { getCatalogueChunks } from '#/i18n/catalogue-chunks.functions.ts'
import { cataloguePreloadLinks } from '#/i18n/catalogue-preloads.ts'
import appCss from '#/styles/app.css?url'
import { FONT_PRELOADS } from '#/styles/fonts/font-preloads.ts'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location, matches }) => {
    // A leading enabled language segment sets the language (spec §2); otherwise detection (spec §7).
    // Decision 018: the back office speaks its member's language, which its own layout sets; moving
    // between its pages keeps it rather than switching to the visitor's detected language and back.
    const backOffice = location.pathname === '/admin' || location.pathname.startsWith('/admin/')
    if (backOffice && isLocale(context.i18n.locale)) return { locale: context.i18n.locale }
    const locale = languageFromPath(location.pathname, siteConfig().languages.enabled) ?? detectVisitorLanguage()
    await activateLocale(context.i18n, locale)
    // Decision 018: the sections' catalogues the page's routes name (forms, owner portal, back office).
    const sections = new Set(matches.flatMap((match) => match.staticData.catalogues ?? []))
    await Promise.all([...sections].map((section) => withSection(context.i18n, section)))
    return { locale }
  },
  // Which analytics tags exist and where they load from, fixed per deployment, and where the first
  // page's language has its catalogues, for the head to announce them: read once (staleTime below),
  // since later pages find the catalogues in the browser already.
  loader: async ({ context }) => {
    const [analytics, catalogueChunks] = await Promise.all([getAnalyticsSettings(), getCatalogueChunks({ data: context.locale })])
    return { analytics, catalogueLocale: context.locale, catalogueChunks }
  },
  head: ({ matches, loaderData }) => {
    const last = matches[matches.length - 1]
    // Decision 018: the back office is in its member's language; its pages have no addresses to announce.
    const backOffice = matches.some((match) => (match.routeId as string) === '/admin')
    const locale = (backOffice ? last?.context.locale : matches[0]?.context.locale) ?? siteConfig().languages.default
    const i18n = matches[0]!.context.i18n
    const { languages, siteUrl, brand } = siteConfig()
    // A page was found when a page route (not the root or the language layout) matched without a notFound.
    const pageFound =
      last !== undefined &&
      last.routeId !== '__root__' &&
      last.routeId !== '/$lang' &&
      !matches.some((match) => match.status === 'notFound' || match._notFound)
    const addressLinks =
      pageFound && last && !backOffice
        ? alternateLinks(siteUrl, matchLanguagePaths(last, languages.enabled), locale, languages.default, matchCanonicalQuery(last))
        : []
    const canonicalUrl = addressLinks.find((link) => link.rel === 'canonical')?.href
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        { name: 'theme-color', content: brand.color },
        // A page's own route names it; a page not found says so in its language (decision 015).
        { title: pageFound ? siteConfig().agency.name : pageTitle(i18n._(msg`Page not found`)) },
        ...(pageFound ? [] : [{ name: 'robots', content: 'noindex' }]),
        ...siteShareMeta(locale, canonicalUrl),
      ],
      links: [
        ...FONT_PRELOADS,
        { rel: 'stylesheet', href: appCss },
        // Decision 023: the page's catalogues load while its scripts do, not after them.
        ...(loaderData && locale === loaderData.catalogueLocale
          ? cataloguePreloadLinks(loaderData.catalogueChunks, new Set(matches.flatMap((match) => match.staticData.catalogues ?? [])))
          : []),
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        ...addressLinks,
      ],
    }
  },
  staleTime: Infinity,
  shellComponent: RootDocument,
  component: function Root() {
    const { analytics } = Route.useLoaderData()
    // Decision 018: the back office has its own frame, and no analytics to ask consent for.
    const backOffice = useLocation({ select: (location) => location.pathname === '/admin' || location.pathname.startsWith('/admin/') })
    if (backOffice) return <Outlet />
    return (
      <>
        <SiteShell headerExtra={<FavouritesHeaderLink />} cookieSettingsButton={CookieSettingsButton}>
          <Outlet />
        </SiteShell>
        <ConsentManager settings={analytics} />
      </>
    )
  },
  notFoundComponent: NotFoundPage,
})

function RootDocument({ children }: { children: ReactNode }) {
  const locale = useLocale()
  useHydratedMarker()
  const style = { '--brand': siteConfig().brand.color, '--brand-dark': siteConfig().brand.colorDark } as React.CSSProperties
  return (
    <html lang={LOCALE_TAGS[locale]} style={style}>
      <head>
        <HeadContent />
      </head>
      <body className="min-h-dvh bg-white antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  )
}
