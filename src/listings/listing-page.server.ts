import { GOALS, type Goal, type PropertyTypeId } from '#/domain/catalogue-ids.ts'
import { countCities } from '#/domain/city-counts.ts'
import { findTown, townName } from '#/domain/town-names.ts'
import { LOCALE_TAGS, type Locale } from '#/i18n/locales.ts'
import { listedTowns, listProperties, propertyTypes } from './listing-queries.server.ts'
import type { ListingFilter, ListingPageData } from './catalogue-types.ts'
import { townFromParam, townParam, type ListingFilters } from './listing-search.ts'
import { townParamIn } from './listing-town.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// What a listing page shows (spec §2 "/for-sale/", "/for-rent/"): its cards, and the town and type
// filters with their counts, every town named in the page's language (decision 013).

export type ListingQuery = { goal: Goal; city?: string; type?: PropertyTypeId; page: number; locale: Locale } & ListingFilters

/** The queries' filter for a listing's URL parameters; a town is found by any of its names (Waver|1300 lists Wavre). */
export function listingFilter(query: Omit<ListingQuery, 'page' | 'locale'>): ListingFilter {
  const param = townFromParam(query.city)
  const { goal, type, priceMin, priceMax, bedrooms, surfaceMin, epc, sort } = query
  return { goal, town: param ? findTown(param) : undefined, typeId: type, priceMin, priceMax, bedrooms, surfaceMin, epc, sort }
}

export async function listingPage(db: D1Queryable, query: ListingQuery): Promise<ListingPageData> {
  const param = townFromParam(query.city)
  // Any name of the town finds it: Waver|1300 lists the properties stored as Wavre.
  const town = param ? findTown(param) : undefined
  const { count: goalCount } = GOALS[query.goal]
  const [listing, types, towns] = await Promise.all([
    listProperties(db, listingFilter(query), query.page, query.locale),
    propertyTypes(db, query.locale, town),
    listedTowns(db),
  ])
  const options = countCities(towns)
    .filter((count) => count[goalCount] > 0)
    .map((count) => {
      const label = townName(count.name, count.zip, query.locale)
      return {
        label,
        zip: count.zip,
        count: count[goalCount],
        value: townParam({ name: label, zip: count.zip }),
        key: findTown({ name: label, zip: count.zip })?.key,
      }
    })
    // Sorted as the reader reads the names: Luik goes under L on a Dutch page.
    .sort((a, b) => a.label.localeCompare(b.label, LOCALE_TAGS[query.locale]) || a.zip.localeCompare(b.zip, undefined, { numeric: true }))
  const chosenTown = town ? options.find((option) => option.key === town.key)?.value : undefined
  return {
    listing,
    types,
    towns: options.map(({ label, zip, count, value }) => ({ label, zip, count, value })),
    chosenTown,
    city: query.city === undefined ? undefined : townParamIn(query.city, query.locale),
  }
}
