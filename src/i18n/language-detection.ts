import { isLocale, type Locale } from './locales.ts'

/** Cookie that remembers the visitor's language choice (spec §7: detection reads a cookie). */
export const LANGUAGE_COOKIE = 'lang'
/** localStorage key the spec names for the cached choice (spec §7). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng'
/** One year: the choice is a preference, not a session. */
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

export type DetectionInput = {
  /** value of the `lng` query parameter */
  query?: string | null
  /** value of the language cookie */
  cookie?: string | null
  /** the Accept-Language request header */
  acceptLanguage?: string | null
}

/**
 * Chooses the language for a visitor arriving without one in the path (spec §7):
 * `lng` query, then cookie, then Accept-Language (by quality), then the configured default.
 * Only enabled languages are ever chosen.
 */
export function detectLanguage(input: DetectionInput, enabled: ReadonlyArray<Locale>, fallback: Locale): Locale {
  const pick = (value: string | null | undefined): Locale | undefined => {
    const code = value?.trim().toLowerCase().slice(0, 2)
    return isLocale(code) && enabled.includes(code) ? code : undefined
  }
  return (
    pick(input.query) ??
    pick(input.cookie) ??
    parseAcceptLanguage(input.acceptLanguage)
      .map(pick)
      .find((l) => l !== undefined) ??
    fallback
  )
}

/** Language ranges of an Accept-Language header, best first; `*` and q=0 entries are dropped. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number.parseFloat(q.slice(2)) : 1
      return { range: range.trim(), quality: Number.isNaN(quality) ? 0 : quality, index }
    })
    .filter((entry) => entry.range !== '' && entry.range !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.range)
}

/** A leading enabled two-letter segment sets the language (spec §2 "Language switcher"). */
export function languageFromPath(pathname: string, enabled: ReadonlyArray<Locale>): Locale | undefined {
  const match = /^\/([a-z]{2})(\/|$)/.exec(pathname)
  const code = match?.[1]
  return isLocale(code) && enabled.includes(code) ? code : undefined
}
