import type { I18n } from '@lingui/core'
import { redirect } from '@tanstack/react-router'
import type { Locale } from '~/i18n/locales'
import type { Goal } from '~/domain/catalogue-ids'
import { LISTING_ROUTES } from './property-paths'
import { getListing } from './catalogue.functions'
import { listingDescription, listingTitle } from './listing-head'
import { parseListingSearch, type ListingSearch } from './listing-search'

// The parts of the /for-sale/ and /for-rent/ routes that differ only by goal (spec §2).

export const validateListingSearch = (raw: Record<string, unknown>): ListingSearch => parseListingSearch(raw).search

/** Drops invalid filter values with a 301 to the clean URL. */
export function redirectDroppedFilters(rawSearch: unknown, lang: string, goal: Goal): void {
  const { search, dropped } = parseListingSearch(rawSearch as Record<string, unknown>)
  if (dropped) throw redirect({ to: LISTING_ROUTES[goal], params: { lang }, search, statusCode: 301 })
}

/**
 * The listing; a town named otherwise than the page names it (Wavre|1300 on a Dutch page) is found
 * all the same, and answered with a 301 to the page's name for it (issue 14). The server says which
 * name that is, so the names table never reaches the browser.
 */
export async function loadListing(locale: Locale, search: ListingSearch, goal: Goal) {
  const data = await getListing({ data: { goal, ...search, locale } })
  if (search.city !== undefined && data.city !== search.city) {
    throw redirect({ to: LISTING_ROUTES[goal], params: { lang: locale }, search: { ...search, city: data.city }, statusCode: 301 })
  }
  return data
}

export function listingPageHead(data: Awaited<ReturnType<typeof loadListing>> | undefined, i18n: I18n, goal: Goal) {
  if (!data) return {}
  const { page, pageCount, total } = data.listing
  return {
    meta: [
      { title: listingTitle(i18n, goal, page, pageCount, total) },
      { name: 'description', content: listingDescription(i18n, goal, total) },
    ],
  }
}
