import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader, getRequestUrl } from '@tanstack/react-start/server'
import { siteConfig } from '~/config/site-config'
import { detectionInputOf, detectLanguage, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, readCookie } from './language-detection'
import type { Locale } from './locales'

/**
 * The language of a visitor whose URL has none (spec §7 detection order, issue 2): on the server
 * from `lng`, the cookie and Accept-Language; in the browser from `lng`, the cookie, the cached
 * choice and the browser's languages.
 */
export const detectVisitorLanguage = createIsomorphicFn()
  .server((): Locale => {
    return detectLanguage(detectionInputOf(getRequestUrl(), getRequestHeader), siteConfig.languages.enabled, siteConfig.languages.default)
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
        cookie: readCookie(document.cookie, LANGUAGE_COOKIE) ?? stored,
        acceptLanguage: navigator.languages.join(','),
      },
      siteConfig.languages.enabled,
      siteConfig.languages.default,
    )
  })

/** Remembers the language the visitor is reading in (spec §7: cached in localStorage; a cookie for the server). */
export function rememberLanguage(locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
  } catch {
    // Private mode or storage disabled: the cookie alone remembers the choice.
  }
}
