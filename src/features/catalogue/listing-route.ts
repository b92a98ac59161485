import type { I18n } from '@lingui/core'
import { redirect } from '@tanstack/react-router'
import { asLocale } from '~/i18n/locales'
import type { Goal } from './catalogue-types'
import { getListing } from './catalogue.functions'
import { listingDescription, listingTitle } from './listing-head'
import { parseListingSearch, type ListingSearch } from './listing-search'

// The parts of the /for-sale/ and /for-rent/ routes that differ only by goal (spec §2).

export const validateListingSearch = (raw: Record<string, unknown>): ListingSearch => parseListingSearch(raw).search

/** Drops invalid filter values with a 301 to the clean URL. */
export function redirectDroppedFilters(rawSearch: unknown, lang: string, goal: Goal): void {
  const { search, dropped } = parseListingSearch(rawSearch as Record<string, unknown>)
  if (dropped) throw redirect({ to: goal === 0 ? '/$lang/for-sale/' : '/$lang/for-rent/', params: { lang }, search, statusCode: 301 })
}

export function loadListing(lang: string, search: ListingSearch, goal: Goal) {
  return getListing({ data: { goal, ...search, locale: asLocale(lang) } })
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
