import { localizePathname } from './path-table'
import { LOCALE_TAGS, type Locale } from './locales'

/** Replaces the language segment of a router (neutral) pathname. */
function withLanguage(neutralPathname: string, locale: Locale): string {
  const rest = neutralPathname.replace(/^\/[a-z]{2}(?=\/|$)/, '')
  return `/${locale}${rest === '' ? '/' : rest}`
}

/**
 * Where the language switcher goes: the same page in another language, with its query string
 * (spec §2 "Language switcher": navigates to the same page's path in that language).
 */
export function switchLanguageHref(neutralPathname: string, search: string, locale: Locale): string {
  return localizePathname(withLanguage(neutralPathname, locale)) + search
}

export type HeadLink = { rel: string; href: string; hrefLang?: string }

/** Canonical URL, one `hreflang` alternate per enabled language and `x-default` (issue 2). */
export function alternateLinks(
  siteUrl: string,
  neutralPathname: string,
  current: Locale,
  enabled: ReadonlyArray<Locale>,
  defaultLocale: Locale,
): HeadLink[] {
  const origin = siteUrl.replace(/\/$/, '')
  const urlFor = (locale: Locale) => origin + localizePathname(withLanguage(neutralPathname, locale))
  return [
    { rel: 'canonical', href: urlFor(current) },
    ...enabled.map((locale) => ({ rel: 'alternate', hrefLang: LOCALE_TAGS[locale], href: urlFor(locale) })),
    { rel: 'alternate', hrefLang: 'x-default', href: urlFor(defaultLocale) },
  ]
}
