import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { GoalSchema, RowIdSchema } from '#/domain/catalogue-schemas.ts'
import { LocaleSchema } from '#/i18n/locale-schema.ts'
import { bindings } from '#/server/bindings.server.ts'
import { parseListingSearch } from '#/listings/listing-search.ts'
import { listingFilter } from '#/listings/listing-page.server.ts'
import { listingPoints, mapHasLabels, propertyPlace } from './map-place.server.ts'

/** A property page's map: the property's pin or area, and whether fonts and sprites were uploaded. */
export const getPropertyPlace = createServerFn({ method: 'GET' })
  .validator(v.object({ id: RowIdSchema }))
  .handler(async ({ data }) => {
    const { DB, MEDIA, SESSION_SECRET } = bindings()
    const [place, labels] = await Promise.all([propertyPlace(DB, data.id, SESSION_SECRET), mapHasLabels(MEDIA)])
    return { place, labels }
  })

/** A listing URL's search params as its page received them, before the listing's own validation. */
const ListingSearchParams = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(30)), v.union([v.pipe(v.string(), v.maxLength(100)), v.number()])),
  v.check((params) => Object.keys(params).length <= 20),
)

/**
 * A listing's map: every result of its filters. The search params are read as the listing reads
 * them (invalid ones dropped) and become the listing's own filter, so map and list show the same.
 */
export const getListingPoints = createServerFn({ method: 'GET' })
  .validator(v.object({ goal: GoalSchema, search: ListingSearchParams, locale: LocaleSchema }))
  .handler(async ({ data }) => {
    const { DB, MEDIA, SESSION_SECRET } = bindings()
    const { search } = parseListingSearch(data.search)
    const filter = listingFilter({ ...search, goal: data.goal })
    const [points, labels] = await Promise.all([listingPoints(DB, filter, data.locale, SESSION_SECRET), mapHasLabels(MEDIA)])
    return { points, labels }
  })
