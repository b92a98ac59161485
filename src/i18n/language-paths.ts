import { localizePathname } from './path-table.ts'
import { LOCALE_TAGS, type Locale } from './locales.ts'

/** Replaces the language segment of a router (neutral) pathname, ending it with the site's trailing slash. */
function withLanguage(neutralPathname: string, locale: Locale): string {
  const rest = neutralPathname.replace(/^\/[a-z]{2}(?=\/|$)/, '')
  const path = `/${locale}${rest === '' ? '/' : rest}`
  return path.endsWith('/') ? path : `${path}/`
}

/** A page's public path in each language (the router gives neutral paths, often without the trailing slash). */
export type LanguagePaths = Partial<Record<Locale, string>>

/** The public paths of a page whose path differs between languages only by the path table's slugs. */
export function languagePathsOf(neutralPathname: string, enabled: ReadonlyArray<Locale>): LanguagePaths {
  return Object.fromEntries(enabled.map((locale) => [locale, localizePathname(withLanguage(neutralPathname, locale))]))
}

/**
 * Where the language switcher goes: the same page in another language, with its query string
 * (spec §2 "Language switcher": navigates to the same page's path in that language). Pages whose
 * deeper segments are translated too (a property's type slug) give their own paths.
 */
export function switchLanguageHref(neutralPathname: string, search: string, locale: Locale, pagePaths?: LanguagePaths): string {
  return (pagePaths?.[locale] ?? localizePathname(withLanguage(neutralPathname, locale))) + search
}

export type HeadLink = { rel: string; href: string; hrefLang?: string }

/**
 * The canonical URL (the page's own address) and one `hreflang` alternate per language the page
 * exists in, plus `x-default` (decision 015: the same set as the sitemap's). `query` keeps a list's page.
 */
export function alternateLinks(siteUrl: string, paths: LanguagePaths, current: Locale, defaultLocale: Locale, query = ''): HeadLink[] {
  const origin = siteUrl.replace(/\/$/, '')
  const languages = Object.keys(paths) as Locale[]
  const urlFor = (locale: Locale) => `${origin}${paths[locale]}${query}`
  const fallback = paths[defaultLocale] ? defaultLocale : languages[0]
  if (!paths[current] || !fallback) return []
  return [
    { rel: 'canonical', href: urlFor(current) },
    ...languages.map((locale) => ({ rel: 'alternate', hrefLang: LOCALE_TAGS[locale], href: urlFor(locale) })),
    { rel: 'alternate', hrefLang: 'x-default', href: urlFor(fallback) },
  ]
}

/**
 * What a page's loader may say about its addresses: its own path per language when deeper segments
 * are translated (`languagePaths`), and the query its canonical keeps (a list's `?page=2`).
 */
export type PageAddressing = { languagePaths?: LanguagePaths; canonicalQuery?: string }

function addressingOf(loaderData: unknown): PageAddressing {
  return typeof loaderData === 'object' && loaderData !== null ? (loaderData as PageAddressing) : {}
}

/** The public paths of the page a route match shows, in every enabled language it exists in. */
export function matchLanguagePaths(match: { pathname: string; loaderData?: unknown }, enabled: ReadonlyArray<Locale>): LanguagePaths {
  return addressingOf(match.loaderData).languagePaths ?? languagePathsOf(match.pathname, enabled)
}

export function matchCanonicalQuery(match: { loaderData?: unknown }): string {
  return addressingOf(match.loaderData).canonicalQuery ?? ''
}
