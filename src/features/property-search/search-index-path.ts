import type { Locale } from '~/i18n/locales'

// Where the browser fetches the search index of a language (issue 4): a plain JSON address rather
// than a server function, so browsers and the edge can cache it like any other file.

export const SEARCH_INDEX_PATTERN = /^\/api\/search-index\/([a-z]{2})\.json$/

export function searchIndexPath(locale: Locale): string {
  return `/api/search-index/${locale}.json`
}
