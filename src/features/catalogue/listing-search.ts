import * as v from 'valibot'
import type { PropertyTypeId } from '~/domain/catalogue-ids'
import { PropertyTypeIdSchema } from '~/domain/catalogue-schemas'
import { LOCALES } from '~/i18n/locales'
import { hrefFor } from '~/i18n/path-table'

// spec §2 "Listing query parameters": city (city name, a pipe, then zip) and type (a property-type
// web id); plus the page number. Invalid values are dropped and the visitor redirected to the clean URL.

const CityParam = v.pipe(v.string(), v.trim(), v.regex(/^[^|<>]{1,80}\|\d{4}$/))
const TypeParam = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), PropertyTypeIdSchema)
const PageParam = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1), v.maxValue(10_000))

/** The longest last segment of a listing path worth looking up (a town or type slug); longer ones are not found. */
export const LISTING_SEGMENT_MAX_LENGTH = 100

export type ListingSearch = { city?: string; type?: PropertyTypeId; page?: number }

const FIELDS = { city: CityParam, type: TypeParam, page: PageParam } as const

const LISTING_PATHS = new Set(LOCALES.flatMap((locale) => [hrefFor('for-sale', locale), hrefFor('for-rent', locale)]))
const LISTING_PARAMS: readonly string[] = Object.keys(FIELDS)

/** The query parameters a page is cached with at the edge (issue 15): the listing's own; other pages none. */
export function cacheableQueryParams(pathname: string): readonly string[] {
  return LISTING_PATHS.has(pathname) ? LISTING_PARAMS : []
}

/** Keeps the valid listing parameters; `dropped` says whether any had to go. */
export function parseListingSearch(raw: Record<string, unknown>): { search: ListingSearch; dropped: boolean } {
  const search: ListingSearch = {}
  let dropped = false
  for (const [key, schema] of Object.entries(FIELDS) as Array<[keyof ListingSearch, v.GenericSchema]>) {
    if (raw[key] === undefined) continue
    const result = v.safeParse(schema, raw[key])
    if (result.success) (search as Record<string, unknown>)[key] = result.output
    else dropped = true
  }
  // Page 1 is the listing itself: one URL per page.
  if (search.page === 1) {
    delete search.page
    dropped = true
  }
  return { search, dropped }
}

/** `Wavre|1300` → the town filter; the name is matched ignoring case and accents, in any of the town's languages. */
export function townFromParam(city: string | undefined): { name: string; zip: string } | undefined {
  if (!city) return undefined
  const at = city.lastIndexOf('|')
  return at > 0 ? { name: city.slice(0, at), zip: city.slice(at + 1) } : undefined
}

export function townParam(town: { name: string; zip: string }): string {
  return `${town.name}|${town.zip}`
}
