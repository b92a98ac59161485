import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { localizePathname, neutralizePathname } from './i18n/path-table.ts'
import { activateLocale, createI18n, loadedSectionsOf, withSection } from './i18n/i18n.ts'
import { CATALOGUE_SECTIONS, type CatalogueSection } from './i18n/catalogue-sections.ts'
import { isLocale } from './i18n/locales.ts'
import { routeTree } from './routeTree.gen.ts'
import { NotFoundPage, ErrorPage } from '#/features/not-found/index.ts'
import { NONCE_HEADER } from './server/nonce-header.ts'
import { parseQueryValue } from './domain/query-values.ts'
import { siteConfig, adoptPageConfig } from './config/site-config.ts'
import { configOfPageSettings, pageSettingsOf, type PageSettings } from './config/page-settings.ts'

export type RouterContext = { i18n: I18n }

const isCatalogueSection = (name: string): name is CatalogueSection => (CATALOGUE_SECTIONS as readonly string[]).includes(name)

// The per-request CSP nonce, handed from src/server.ts to the SSR scripts the router writes.
const readNonce = createIsomorphicFn()
  .server(() => getRequestHeader(NONCE_HEADER) ?? undefined)
  .client(() => undefined)

export function getRouter() {
  const i18n = createI18n()
  const router = createRouter({
    routeTree,
    context: { i18n },
    // spec §2: every path ends with a slash (/nl/te-koop/).
    trailingSlash: 'always',
    // Decision 022: '?price=300.000' (a GET form's amount) stays the text it is, not the number 300.
    parseSearch: parseSearchWith(parseQueryValue),
    stringifySearch: stringifySearchWith(JSON.stringify, parseQueryValue),
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    ssr: { nonce: readNonce() },
    // spec §2 "URL rewrites": the browser sees /nl/te-koop/, the route tree knows /nl/for-sale/.
    rewrite: {
      input: ({ url }) => {
        const neutral = neutralizePathname(url.pathname)
        if (neutral === url.pathname) return undefined
        url.pathname = neutral
        return url
      },
      output: ({ url }) => {
        const localized = localizePathname(url.pathname)
        if (localized === url.pathname) return undefined
        url.pathname = localized
        return url
      },
    },
    Wrap: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
    // Decision 023: the page names its language and sections, and the browser loads their catalogues
    // from chunks it caches across pages, instead of every page's HTML carrying the whole catalogue
    // again (33–47 KB of each listing and property page, and the Worker's time to serialize it).
    // Decision 034: and the agency's settings it was drawn with, when they are not the bundle's own.
    dehydrate: () => ({ locale: i18n.locale, sections: loadedSectionsOf(i18n), settings: pageSettingsOf(siteConfig()) }),
    hydrate: async (state: { locale: string; sections: string[]; settings?: PageSettings }) => {
      if (state.settings) adoptPageConfig(configOfPageSettings(state.settings))
      if (!isLocale(state.locale)) return
      // The public catalogue and the page's sections are fetched side by side, not one after the other.
      const locale = state.locale
      await Promise.all([
        activateLocale(i18n, locale),
        ...state.sections.filter(isCatalogueSection).map((section) => withSection(i18n, section, locale)),
      ])
    },
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}

declare module '@tanstack/router-core' {
  interface StaticDataRouteOption {
    /** The catalogues besides the public one that the route's pages show (decision 018). */
    catalogues?: readonly CatalogueSection[]
  }
}
