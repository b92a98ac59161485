import * as v from 'valibot'
import type { PropertyTypeId } from '#/domain/catalogue-ids.ts'
import { PropertyTypeIdSchema } from '#/domain/catalogue-schemas.ts'
import { LOCALES } from '#/i18n/locales.ts'
import { hrefFor } from '#/i18n/path-table.ts'

/** Cards per listing page: 4 per row on desktop, 3 rows (spec §2: property-list, 4 per row). */
export const LISTING_PAGE_SIZE = 12

// spec §2 "Listing query parameters": city (city name, a pipe, then zip) and type (a property-type
// web id); plus the page number. Decision 019 adds what buyers filter and sort on. Invalid values are
// dropped and the visitor redirected to the clean URL.

/**
 * The bounds of the decision 019 filters, written once (the form's fields and the validation read them):
 * a price up to €50 million (the dearest Belgian listings stay below it; rents are far lower), at
 * least 1 to 10 bedrooms (the select offers 1–5; more is an estate, still a valid URL), a living
 * area from 1 to 10,000 m².
 */
export const FILTER_BOUNDS = {
  price: { min: 0, max: 50_000_000 },
  bedrooms: { min: 1, max: 10 },
  surface: { min: 1, max: 10_000 },
} as const

/** Energy letters a visitor filters on, best first (decision 019: A++ and A+ count as A, B+ and B- as B). */
export const EPC_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const
export type EpcLetter = (typeof EPC_LETTERS)[number]

/** Decision 019: `newest` (first seen by the site) is the default order and never written in the URL. */
export const LISTING_SORTS = ['newest', 'price-asc', 'price-desc', 'surface-desc'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]
export const LISTING_VIEWS = ['list', 'map'] as const
export type ListingView = (typeof LISTING_VIEWS)[number]

const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))]),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  )

const CityParam = v.pipe(v.string(), v.trim(), v.regex(/^[^|<>]{1,80}\|\d{4}$/))
const TypeParam = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), PropertyTypeIdSchema)
const PageParam = wholeNumber(1, 10_000)
const PriceParam = wholeNumber(FILTER_BOUNDS.price.min, FILTER_BOUNDS.price.max)
const BedroomsParam = wholeNumber(FILTER_BOUNDS.bedrooms.min, FILTER_BOUNDS.bedrooms.max)
const SurfaceParam = wholeNumber(FILTER_BOUNDS.surface.min, FILTER_BOUNDS.surface.max)

/** The longest last segment of a listing path worth looking up (a town or type slug); longer ones are not found. */
export const LISTING_SEGMENT_MAX_LENGTH = 100

export type ListingFilters = {
  priceMin?: number
  priceMax?: number
  bedrooms?: number
  surfaceMin?: number
  epc?: EpcLetter
  sort?: Exclude<ListingSort, 'newest'>
}
/** The filters and order as a server function takes them (already parsed from the URL). */
export const ListingFiltersSchema = v.object({
  priceMin: v.optional(PriceParam),
  priceMax: v.optional(PriceParam),
  bedrooms: v.optional(BedroomsParam),
  surfaceMin: v.optional(SurfaceParam),
  epc: v.optional(v.picklist(EPC_LETTERS)),
  sort: v.optional(v.picklist(['price-asc', 'price-desc', 'surface-desc'] as const)),
})

export type ListingSearch = { city?: string; type?: PropertyTypeId; page?: number; view?: Exclude<ListingView, 'list'> } & ListingFilters

const FIELDS = {
  city: CityParam,
  type: TypeParam,
  priceMin: PriceParam,
  priceMax: PriceParam,
  bedrooms: BedroomsParam,
  surfaceMin: SurfaceParam,
  epc: v.picklist(EPC_LETTERS),
  sort: v.picklist(LISTING_SORTS),
  view: v.picklist(LISTING_VIEWS),
  page: PageParam,
} as const

/** The values that are the listing itself: written in no URL, so each view has one address. */
const DEFAULTS: Partial<Record<keyof ListingSearch, unknown>> = { page: 1, sort: 'newest', view: 'list' }

const LISTING_PATHS = new Set(LOCALES.flatMap((locale) => [hrefFor('for-sale', locale), hrefFor('for-rent', locale)]))
export const LISTING_PARAMS: readonly string[] = Object.keys(FIELDS)

const REFERENCES_PATHS = new Set(LOCALES.map((locale) => hrefFor('references', locale)))
const PAGE_ONLY: readonly string[] = ['page']

/** The query parameters a page is cached with at the edge (decision 005): the listing's own, the references' page; other pages none. */
export function cacheableQueryParams(pathname: string): readonly string[] {
  if (LISTING_PATHS.has(pathname)) return LISTING_PARAMS
  return REFERENCES_PATHS.has(pathname) ? PAGE_ONLY : []
}

/** A paged list without filters (the references, decision 019): its page number from 2 on; `dropped` when the URL must be cleaned. */
export function parsePageSearch(raw: Record<string, unknown>): { search: { page?: number }; dropped: boolean } {
  if (raw.page === undefined) return { search: {}, dropped: false }
  const result = v.safeParse(PageParam, raw.page)
  return result.success && result.output > 1 ? { search: { page: result.output }, dropped: false } : { search: {}, dropped: true }
}

/** Keeps the valid listing parameters; `dropped` says whether any had to go (a default counts: one URL per view). */
export function parseListingSearch(raw: Record<string, unknown>): { search: ListingSearch; dropped: boolean } {
  const search: ListingSearch = {}
  let dropped = false
  for (const [key, schema] of Object.entries(FIELDS) as Array<[keyof ListingSearch, v.GenericSchema]>) {
    if (raw[key] === undefined) continue
    const result = v.safeParse(schema, raw[key])
    if (result.success && result.output !== DEFAULTS[key]) (search as Record<string, unknown>)[key] = result.output
    else dropped = true
  }
  return { search, dropped }
}

/** Whether the list shown is narrowed or reordered: its canonical is then the plain list, not indexed. */
export function isFilteredOrSorted(search: ListingSearch): boolean {
  return (['city', 'type', 'priceMin', 'priceMax', 'bedrooms', 'surfaceMin', 'epc', 'sort'] as const).some(
    (key) => search[key] !== undefined,
  )
}

/** Whether any decision 019 filter narrows the list (sorting does not). */
export function hasFilters(search: ListingSearch): boolean {
  return (['city', 'type', 'priceMin', 'priceMax', 'bedrooms', 'surfaceMin', 'epc'] as const).some((key) => search[key] !== undefined)
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
