import { GOALS, type PropertyTypeId } from '#/domain/catalogue-ids.ts'
import { GoalSchema, PropertyTypeIdSchema, RowIdSchema } from '#/domain/catalogue-schemas.ts'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '#/i18n/locale-schema.ts'
import { findTown, townName } from '#/domain/town-names.ts'
import { countCities } from '#/domain/city-counts.ts'
import { approvedTestimonials } from '#/features/testimonials/index.server.ts'
import { bindings } from '#/server/bindings.server.ts'
import {
  catalogueStats,
  countProperties,
  latestProperties,
  listedTowns,
  listReferences,
  propertyTypes,
} from '#/listings/listing-queries.server.ts'
import { getProperty, similarProperties } from '#/listings/property-queries.server.ts'
import { getProject, listProjects } from '#/listings/project-queries.server.ts'
import { LISTING_SEGMENT_MAX_LENGTH, ListingFiltersSchema, townParam } from '#/listings/listing-search.ts'
import { listingFilter, listingPage } from '#/listings/listing-page.server.ts'
import { propertySeo, type PropertySeo } from './property-seo.ts'
import { citySlug, slugify } from '#/domain/slugs.ts'
import { conditionsMet } from '#/domain/condition-rules.ts'
import { HOME_MODULES } from '#/content/home-modules.ts'

/** Testimonials shown on /temoignages/: enough to read through, few enough for one page. */
const TESTIMONIALS_PAGE_MAX = 30
/** The home page's reviews: as many as its reviews module shows (content/home-modules.ts), one row of three without it. */
const homeTestimonialsMax = () => HOME_MODULES.find((module) => module.relation === 'testimonials')?.maxItems ?? 3

/** A listing page: the cards, and the towns and types its filters offer, with their counts (listing-page.server.ts). */
export const getListing = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      goal: GoalSchema,
      city: v.optional(v.pipe(v.string(), v.maxLength(90))),
      type: v.optional(PropertyTypeIdSchema),
      page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
      locale: LocaleSchema,
      ...ListingFiltersSchema.entries,
    }),
  )
  .handler(async ({ data }) => listingPage(bindings().DB, data))

/**
 * How many listings the filters match: the phone's filter sheet shows it before applying (decision 019).
 * A GET server function: its URL is its validated input, never an arbitrary query string.
 */
export const getListingCount = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      goal: GoalSchema,
      city: v.optional(v.pipe(v.string(), v.maxLength(90))),
      type: v.optional(PropertyTypeIdSchema),
      ...ListingFiltersSchema.entries,
    }),
  )
  .handler(async ({ data }) => countProperties(bindings().DB, listingFilter(data)))

type FoundProperty = {
  property: NonNullable<Awaited<ReturnType<typeof getProperty>>>
  similar: Awaited<ReturnType<typeof similarProperties>>
  seo: PropertySeo
}
export type PropertyPageData = ({ availability: 'available' | 'sold' | 'rented' } & FoundProperty) | { availability: 'not-found' }

/** spec §4 "Availability messages: not found, sold, rented". */
export const getPropertyPage = createServerFn({ method: 'GET' })
  .validator(v.object({ id: RowIdSchema, locale: LocaleSchema }))
  .handler(async ({ data }): Promise<PropertyPageData> => {
    const { DB } = bindings()
    const property = await getProperty(DB, data.id, data.locale)
    if (!property) return { availability: 'not-found' }
    const similar = await similarProperties(DB, property, data.locale)
    const availability = property.status === 'sold' ? 'sold' : property.status === 'rented' ? 'rented' : 'available'
    return { availability, property, similar, seo: propertySeo(property, data.locale) }
  })

/** The home page's catalogue modules: latest offers, figures, reviews and the hero counts. */
export const getHomeCatalogue = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(async ({ data }) => {
    const { DB } = bindings()
    const [latest, stats, testimonials] = await Promise.all([
      latestProperties(DB, data.locale),
      catalogueStats(DB),
      approvedTestimonials(DB, data.locale, homeTestimonialsMax()),
    ])
    // spec §3/§5: page modules show when Published and their condition rules are met.
    const facts = { stats, latest: { count: latest.length }, reviews: { count: testimonials.length } }
    const modules = HOME_MODULES.filter((module) => module.status === 'Published' && conditionsMet(module.conditions, facts)).map(
      (module) => ({
        view: module.view,
        maxItems: module.maxItems,
      }),
    )
    return { latest, stats, testimonials, modules }
  })

export const getProjectList = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(async ({ data }) => listProjects(bindings().DB, data.locale))

export const getProjectPage = createServerFn({ method: 'GET' })
  .validator(v.object({ id: RowIdSchema, locale: LocaleSchema }))
  .handler(async ({ data }) => (await getProject(bindings().DB, data.id, data.locale)) ?? null)

/**
 * spec §2: /for-sale/ and /for-rent/ fall back to a path matched on its last segment — a town
 * (`/nl/te-koop/waver/`) or a property type (`/fr/a-vendre/appartement/`).
 */
export const resolveListingSegment = createServerFn({ method: 'GET' })
  .validator(v.object({ goal: GoalSchema, segment: v.pipe(v.string(), v.maxLength(LISTING_SEGMENT_MAX_LENGTH)), locale: LocaleSchema }))
  .handler(async ({ data }): Promise<{ type: PropertyTypeId } | { city: string } | null> => {
    const { DB } = bindings()
    const types = await propertyTypes(DB, data.locale)
    const type = types.find((item) => slugify(item.name) === data.segment)
    if (type) return { type: type.id }
    // A town is found by the slug of any of its names (/nl/te-koop/waver/ and /nl/te-koop/wavre/).
    const slugsOf = (town: { name: string; zip: string }) => [town.name, ...(findTown(town)?.names ?? [])].map(citySlug)
    const towns = countCities(await listedTowns(DB))
      .filter((town) => town[GOALS[data.goal].count] > 0 && slugsOf(town).includes(data.segment))
      .sort((a, b) => b.total - a.total)
    const town = towns[0]
    return town ? { city: townParam({ name: townName(town.name, town.zip, data.locale), zip: town.zip }) } : null
  })

/** Decision 019: the references page, one page of sold and rented properties. */
export const getReferences = createServerFn({ method: 'GET' })
  .validator(v.object({ page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), locale: LocaleSchema }))
  .handler(async ({ data }) => listReferences(bindings().DB, data.page, data.locale))

/** spec §2 "/temoignages/": the approved testimonials, newest first. */
export const getTestimonials = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(async ({ data }) => approvedTestimonials(bindings().DB, data.locale, TESTIMONIALS_PAGE_MAX))
