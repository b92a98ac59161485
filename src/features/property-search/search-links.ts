import type { Locale } from '#/i18n/locales.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import { townParam } from '#/listings/listing-search.ts'
import { listingSegment } from '#/listings/property-paths.ts'

/** The localized listing of a goal with the search's `type` and `city` filters (spec §2 "Listing query parameters"). */
export function listingHref(locale: Locale, goal: 0 | 1, filter: { type?: number; city?: { name: string; zip: string } } = {}): string {
  const params = new URLSearchParams()
  if (filter.city) params.set('city', townParam(filter.city))
  if (filter.type) params.set('type', String(filter.type))
  const query = params.toString()
  const base = hrefFor(listingSegment(goal), locale)
  return query ? `${base}?${query}` : base
}
