import type { I18n } from '@lingui/core'
import { GOAL_LABELS } from '#/domain/goal-labels.ts'
import { type Goal } from '#/domain/catalogue-ids.ts'
import { msg, plural } from '@lingui/core/macro'
import { formatEuro } from '#/domain/price.ts'
import { formatArea } from '#/domain/display-formats.ts'
import type { Locale } from '#/i18n/locales.ts'
import { pageTitle } from '#/components/content-head.ts'
import type { ListingFilters, ListingSearch } from '#/listings/listing-search.ts'

/** The filters of decision 019 a title names (the town and type filters show in the page's own fields). */
export type FilterSummary = Omit<ListingFilters, 'sort'>

export function filterSummaryParts(search: ListingSearch): FilterSummary {
  const { priceMin, priceMax, bedrooms, surfaceMin, epc } = search
  return Object.fromEntries(Object.entries({ priceMin, priceMax, bedrooms, surfaceMin, epc }).filter(([, value]) => value !== undefined))
}

/** The filters in words, for the title and the count: '€ 200.000 – € 400.000, 3+ bedrooms, EPC C or better'. */
export function describeFilters(i18n: I18n, filters: FilterSummary, locale: Locale): string {
  const parts: string[] = []
  const { priceMin, priceMax, bedrooms, surfaceMin, epc } = filters
  const lowest = priceMin === undefined ? '' : formatEuro(priceMin)
  const highest = priceMax === undefined ? '' : formatEuro(priceMax)
  if (lowest && highest) parts.push(`${lowest}–${highest}`)
  else if (lowest) parts.push(i18n._(msg`from ${lowest}`))
  else if (highest) parts.push(i18n._(msg`up to ${highest}`))
  if (bedrooms !== undefined) parts.push(i18n._(msg`${bedrooms}+ bedrooms`))
  const area = surfaceMin === undefined ? '' : formatArea(surfaceMin, locale)
  if (area) parts.push(i18n._(msg`${area}+ living area`))
  if (epc !== undefined) parts.push(i18n._(msg`EPC ${epc} or better`))
  return parts.join(', ')
}

/** spec §2: page titles follow 'page X of Y [N items]', in the reader's language; decision 019: with the filters. */
export function listingTitle(
  i18n: I18n,
  goal: Goal,
  page: number,
  pageCount: number,
  total: number,
  filters: FilterSummary,
  locale: Locale,
): string {
  const base = i18n._(GOAL_LABELS[goal].listingTitle)
  const described = describeFilters(i18n, filters, locale)
  const heading = described ? `${base} (${described})` : base
  return pageTitle(i18n._(msg`${heading} – page ${page} of ${pageCount} [${plural(total, { one: '# item', other: '# items' })}]`))
}

export function listingDescription(i18n: I18n, goal: Goal, total: number): string {
  return goal === 0
    ? i18n._(msg`${total} houses, apartments, land and commercial properties for sale in Walloon Brabant and around.`)
    : i18n._(msg`${total} houses, apartments, studios and commercial properties for rent in Walloon Brabant and around.`)
}
