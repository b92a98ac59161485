import type { Locale } from '#/i18n/locales.ts'

// Where the browser fetches the search index of a language (spec §2 "Home hero and search"): a plain
// JSON address rather than a server function, so browsers and the edge can cache it like any other
// file. Its server route is src/routes/api/search-index/$file.ts (decision 033).

/** The file part of the address, `nl.json`: its group is the language. */
export const SEARCH_INDEX_FILE = /^([a-z]{2})\.json$/

/**
 * The shape of the index (src/domain/search-index.ts); raised with every change to it, so neither a
 * browser nor the edge cache hands a new page an index of the old shape (2: towns by identity, a city
 * slug per property; 3: a property's text language when it is a fallback).
 */
export const SEARCH_INDEX_FORMAT = 3

export function searchIndexPath(locale: Locale): string {
  return `/api/search-index/${locale}.json?format=${SEARCH_INDEX_FORMAT}`
}
