import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader, getRequestUrl } from '@tanstack/react-start/server'
import { siteConfig } from '#/config/site-config.ts'
import { detectLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_STORAGE_KEY } from '#/i18n/language-detection.ts'
import type { Locale } from '#/i18n/locales.ts'
import { documentCookie, documentCookieWrite } from './document-cookies.ts'
import { detectionInputOf } from './language-redirect.ts'

// Where a visitor's language signals come from (the request on the server, the document in the
// browser) and where the choice is kept; the rules that weigh them are src/i18n's, which reads
// neither requests nor cookies (STYLE.md "A layout that shows the architecture").

/**
 * The language of a visitor whose URL has none (spec §7 detection order): on the server
 * from `lng`, the cookie and Accept-Language; in the browser from `lng`, the cookie, the cached
 * choice and the browser's languages.
 */
export const detectVisitorLanguage = createIsomorphicFn()
  .server((): Locale => {
    return detectLanguage(
      detectionInputOf(getRequestUrl(), getRequestHeader),
      siteConfig().languages.enabled,
      siteConfig().languages.default,
    )
  })
  .client((): Locale => {
    const stored = (() => {
      try {
        return window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
      } catch {
        return null
      }
    })()
    return detectLanguage(
      {
        query: new URLSearchParams(window.location.search).get('lng'),
        cookie: documentCookie(document.cookie, LANGUAGE_COOKIE) ?? stored,
        acceptLanguage: navigator.languages.join(','),
      },
      siteConfig().languages.enabled,
      siteConfig().languages.default,
    )
  })

/** Remembers the language the visitor is reading in (spec §7: cached in localStorage; a cookie for the server). */
export function rememberLanguage(locale: Locale): void {
  document.cookie = documentCookieWrite(LANGUAGE_COOKIE, locale, LANGUAGE_COOKIE_MAX_AGE, location.protocol === 'https:')
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
  } catch {
    // Private mode or storage disabled: the cookie alone remembers the choice.
  }
}
