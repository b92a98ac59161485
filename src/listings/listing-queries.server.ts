import { findTown } from '#/domain/town-names.ts'
import type { PropertyTypeId } from '#/domain/catalogue-ids.ts'
import type { Locale } from '#/i18n/locales.ts'
import type { CatalogueStats, ListingFilter, ListingPage, PropertyCard, PropertyType } from './catalogue-types.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import { LISTING_PAGE_SIZE } from './listing-search.ts'
import { cardQuery, LISTED, PROJECT_PUBLISHED, PUBLISHED, toCard, type PropertyRow } from './property-rows.server.ts'

// The lists of the catalogue (decision 010: its SQL cut by what it reads): a listing's page and
// count, the references, the latest offers, the types and towns with their counts, the home's figures.
// Every function takes the D1 database, binds its parameters and maps rows to the reader's language.

/** Cards per listing page, written once with the listing's search (listing-search.ts). */
export { LISTING_PAGE_SIZE }

/** The SQL of a town filter: the town by any of its names, and its postal code. */
function townClauses(town: ListingFilter['town']): { clauses: string[]; params: unknown[] } {
  const clauses: string[] = []
  const params: unknown[] = []
  if (!town) return { clauses, params }
  // spec §5: a town matches ignoring case and accents, and with an equal postal code; decision 013: by
  // any of its names, since the CRM stores Wavre in French records and Waver in Dutch ones.
  if (town.names.length > 0) {
    clauses.push('p.city_key IN (SELECT value FROM json_each(?))')
    params.push(JSON.stringify(town.names))
  }
  if (town.zip !== undefined) {
    clauses.push('p.zip = ?')
    params.push(town.zip)
  }
  return { clauses, params }
}

/**
 * The WHERE of a listing's filters: the listing's cards and the map of all its results (decision 019)
 * share it. `p.shown_price` is the price a card shows, NULL for a price on request or one a marquee
 * replaces (migrations/0023), so those never match a price filter; `p.epc_letter` is the letter of
 * the label a card shows (A++ and A+ are A), NULL without a label, so those never match an EPC filter.
 */
export function listingWhere(filter: ListingFilter): { sql: string; params: unknown[] } {
  const town = townClauses(filter.town)
  const clauses = [`p.goal = ?`, LISTED, ...town.clauses]
  const params: unknown[] = [filter.goal, ...town.params]
  const add = (clause: string, value: unknown) => {
    clauses.push(clause)
    params.push(value)
  }
  if (filter.typeId !== undefined) add('p.web_id = ?', filter.typeId)
  if (filter.priceMin !== undefined) add('p.shown_price >= ?', filter.priceMin)
  if (filter.priceMax !== undefined) add('p.shown_price <= ?', filter.priceMax)
  if (filter.bedrooms !== undefined) add('p.bedrooms >= ?', filter.bedrooms)
  if (filter.surfaceMin !== undefined) add('p.surface_living >= ?', filter.surfaceMin)
  // 'A' < 'B' < … < 'G': "this letter or better" is every letter up to it.
  if (filter.epc !== undefined) add('p.epc_letter <= ?', filter.epc)
  return { sql: clauses.join(' AND '), params }
}

/**
 * The listing's orders (decision 019). Newest is by when the site first saw a listing, so a price change
 * does not move it; prices on request and marquee-replaced prices (NULL shown_price) come last in both
 * price orders; ties are broken by id so a page never repeats or skips a card.
 */
const LISTING_ORDER: Record<NonNullable<ListingFilter['sort']> | 'newest', string> = {
  newest: 'p.first_seen_at DESC, p.id DESC',
  'price-asc': 'p.shown_price IS NULL, p.shown_price ASC, p.id DESC',
  'price-desc': 'p.shown_price DESC, p.id DESC',
  'surface-desc': 'p.surface_living DESC, p.id DESC',
}

/** How many properties (alias `p`) a condition matches: one statement for the count alone and for a page's batch. */
function countStatement(db: D1Queryable, where: { sql: string; params: ReadonlyArray<unknown> }) {
  return db.prepare(`SELECT COUNT(*) AS total FROM properties p WHERE ${where.sql}`).bind(...where.params)
}

/** How many listings the filters match (the phone's filter sheet shows it before applying). */
export async function countProperties(db: D1Queryable, filter: ListingFilter): Promise<number> {
  const row = await countStatement(db, listingWhere(filter)).first<{ total: number }>()
  return row?.total ?? 0
}

export async function listProperties(db: D1Queryable, filter: ListingFilter, page: number, locale: Locale): Promise<ListingPage> {
  const where = listingWhere(filter)
  const cards = (pageNumber: number) =>
    db
      .prepare(cardQuery(where.sql, `ORDER BY ${LISTING_ORDER[filter.sort ?? 'newest']} LIMIT ? OFFSET ?`))
      .bind(locale, ...where.params, LISTING_PAGE_SIZE, (pageNumber - 1) * LISTING_PAGE_SIZE)
  // Decision 027: the count and the asked-for page in one round trip; only a page past the last (which
  // the listing answers with 404) or below the first needs a second query for the clamped page.
  const asked = Math.max(1, page)
  const [countResult, pageResult] = await db.batch([countStatement(db, where), cards(asked)])
  const total = (countResult?.results[0] as { total: number } | undefined)?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE))
  const current = Math.min(asked, pageCount)
  const rows =
    current === asked ? ((pageResult?.results as PropertyRow[] | undefined) ?? []) : (await cards(current).all<PropertyRow>()).results
  return { items: rows.map((row) => toCard(row, locale)), total, page: current, pageCount }
}

/** A property (alias `p`) on the references page (decision 019): sold or rented, and still published. */
export const REFERENCE = `p.status IN ('sold', 'rented') AND ${PUBLISHED}`

/** The references page: sold and rented properties, the latest first seen first, paged like the listing. */
export async function listReferences(db: D1Queryable, page: number, locale: Locale): Promise<ListingPage> {
  const countRow = await countStatement(db, { sql: REFERENCE, params: [] }).first<{ total: number }>()
  const total = countRow?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE))
  const current = Math.min(Math.max(1, page), pageCount)
  const { results } = await db
    .prepare(cardQuery(REFERENCE, 'ORDER BY p.first_seen_at DESC, p.id DESC LIMIT ? OFFSET ?'))
    .bind(locale, LISTING_PAGE_SIZE, (current - 1) * LISTING_PAGE_SIZE)
    .all<PropertyRow>()
  return { items: results.map((row) => toCard(row, locale)), total, page: current, pageCount }
}

/** spec §2 "/ (home)": latest offers, max 4 items. */
export const LATEST_OFFERS_MAX = 4

export async function latestProperties(db: D1Queryable, locale: Locale, limit = LATEST_OFFERS_MAX): Promise<PropertyCard[]> {
  const { results } = await db
    .prepare(cardQuery(LISTED, 'ORDER BY p.created_at DESC, p.id DESC LIMIT ?'))
    .bind(locale, limit)
    .all<PropertyRow>()
  return results.map((row) => toCard(row, locale))
}

/** The property types' names in a language, without their counts (what a lead's mail needs). */
export async function propertyTypeNames(db: D1Queryable, locale: Locale): Promise<Map<number, string>> {
  const { results } = await db
    .prepare('SELECT type_id AS id, name FROM property_type_names WHERE locale = ?')
    .bind(locale)
    .all<{ id: number; name: string }>()
  return new Map(results.map((row) => [row.id, row.name]))
}

/** The seven types with their counts; with a town, only that town's properties are counted (the listing's type filter). */
export async function propertyTypes(db: D1Queryable, locale: Locale, town?: ListingFilter['town']): Promise<PropertyType[]> {
  const inTown = townClauses(town)
  const { results } = await db
    .prepare(
      `SELECT t.id, tn.name, t.show_order,
         SUM(CASE WHEN p.goal = 0 THEN 1 ELSE 0 END) AS for_sale, SUM(CASE WHEN p.goal = 1 THEN 1 ELSE 0 END) AS for_rent
       FROM property_types t JOIN property_type_names tn ON tn.type_id = t.id AND tn.locale = ?
       LEFT JOIN properties p ON p.web_id = t.id AND ${LISTED}${inTown.clauses.map((clause) => ` AND ${clause}`).join('')}
       GROUP BY t.id ORDER BY t.show_order`,
    )
    .bind(locale, ...inTown.params)
    // property_types holds the spec's web ids 1–7 (migrations), so its ids are PropertyTypeIds.
    .all<{ id: PropertyTypeId; name: string; show_order: number; for_sale: number | null; for_rent: number | null }>()
  return results.map((row) => ({
    id: row.id,
    name: row.name,
    showOrder: row.show_order,
    forSale: row.for_sale ?? 0,
    forRent: row.for_rent ?? 0,
  }))
}

export type TownRow = { city: string; zip: string; goal: number; count: number }

/**
 * The listed properties per town spelling, postal code and goal, for the town counts of spec §3
 * "City". Counted here, not row by row in the Worker: every listing request asks (decision 019, 5,000 properties).
 */
export async function listedTowns(db: D1Queryable): Promise<TownRow[]> {
  const { results } = await db
    .prepare(`SELECT p.city, p.zip, p.goal, COUNT(*) AS count FROM properties p WHERE ${LISTED} GROUP BY p.city, p.zip, p.goal`)
    .all<TownRow>()
  return results
}

export async function catalogueStats(db: D1Queryable): Promise<CatalogueStats> {
  const [counts, places] = await db.batch<Record<string, unknown>>([
    db.prepare(
      `SELECT
         (SELECT COUNT(*) FROM properties p WHERE p.goal = 0 AND ${LISTED}) AS for_sale,
         (SELECT COUNT(*) FROM properties p WHERE p.goal = 1 AND ${LISTED}) AS for_rent,
         (SELECT COUNT(*) FROM projects pr WHERE ${PROJECT_PUBLISHED}) AS projects,
         (SELECT COUNT(*) FROM properties p WHERE p.status IN ('sold', 'rented') AND ${PUBLISHED}) AS sold`,
    ),
    db.prepare(`SELECT DISTINCT p.city_key, p.zip FROM properties p WHERE ${LISTED}`),
  ])
  const row = counts?.results[0] as { for_sale: number; for_rent: number; projects: number; sold: number } | undefined
  // Wavre and Waver with 1300 are one town (decision 013): count towns, not the spellings SQL sees.
  const towns = new Set(
    ((places?.results ?? []) as Array<{ city_key: string; zip: string }>).map(
      (place) => findTown({ name: place.city_key, zip: place.zip })?.key,
    ),
  )
  towns.delete(undefined)
  return {
    forSale: row?.for_sale ?? 0,
    forRent: row?.for_rent ?? 0,
    towns: towns.size,
    projects: row?.projects ?? 0,
    soldLastYear: row?.sold ?? 0,
  }
}
