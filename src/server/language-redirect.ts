import { siteConfig } from '#/config/site-config.ts'
import { detectLanguage, LANGUAGE_COOKIE, type DetectionInput } from '#/i18n/language-detection.ts'
import type { Locale } from '#/i18n/locales.ts'
import { readCookie } from './cookies.ts'

/** What a request tells about its visitor's language: the `lng` query, the language cookie and Accept-Language. */
export function detectionInputOf(url: URL, header: (name: string) => string | null | undefined): DetectionInput {
  return {
    query: url.searchParams.get('lng'),
    cookie: readCookie(header('cookie'), LANGUAGE_COOKIE),
    acceptLanguage: header('accept-language'),
  }
}

/** The language of a visitor whose URL names none (spec §7: `lng`, cookie, Accept-Language, the default). */
export function requestLanguage(request: Request, url: URL): Locale {
  return detectLanguage(
    detectionInputOf(url, (name) => request.headers.get(name)),
    siteConfig().languages.enabled,
    siteConfig().languages.default,
  )
}

/**
 * A 301 from an address without a language to `target`, a page in the visitor's language. Permanent,
 * so a search engine moves an old link's standing to the page; never stored, because the same address
 * sends the next visitor to another language: a kept copy would send a Dutch reader to French.
 * `lng` has done its work and stays behind; other query parameters (a listing's filters) go along.
 */
export function languageRedirect(target: string, url: URL): Response {
  const location = new URL(target, url)
  if (location.origin === url.origin) {
    const search = new URLSearchParams(url.search)
    search.delete('lng')
    location.search = search.toString()
  }
  return new Response(null, {
    status: 301,
    headers: { Location: location.toString(), Vary: 'Accept-Language, Cookie', 'Cache-Control': 'no-store' },
  })
}
