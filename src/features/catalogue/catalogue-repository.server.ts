import * as v from 'valibot'
import { isLocale, pickAlongChain, type Locale } from '~/i18n/locales'
import { findTown, townName } from '~/domain/town-names'
import { epcOf } from '~/domain/epc'
import { goalOf, type Goal, type PropertyTypeId } from '~/domain/catalogue-ids'
import { headlineStatus } from '~/domain/price'
import { descriptionParagraphs } from '~/domain/text-cleaning'
import { siteConfig } from '~/config/site-config'
import type { LanguagePaths } from '~/i18n/language-paths'
import { propertyHref } from './property-paths'
import { PropertyDetailsSchema, type PropertyDetails } from './property-details'
import type {
  CatalogueStats,
  ListingFilter,
  ListingPage,
  PictureRef,
  ProjectDetail,
  ProjectSummary,
  ProjectUnit,
  PropertyCard,
  PropertyDetail,
  PropertyProject,
  PropertyStatus,
  PropertyType,
} from './catalogue-types'
import type { D1Queryable } from '~/server/d1-queryable'

// The catalogue's only SQL. Every function takes the D1 database, binds its parameters and maps
// rows to the language the page is read in.

/** Cards per listing page: 4 per row on desktop, 3 rows (spec §2: property-list, 4 per row). */
export const LISTING_PAGE_SIZE = 12
/** A property row (alias `p`) a visitor may see at all: a full import withdrew none of these (issue 15). */
export const PUBLISHED = 'p.withdrawn_at IS NULL'
/** A property (alias `p`) in the lists: published, and still on offer; sold and rented ones leave the lists (spec §4). */
export const LISTED = `p.status IN ('available', 'option') AND ${PUBLISHED}`
/** A project row (alias `pr`) a visitor may see. */
const PROJECT_PUBLISHED = 'pr.withdrawn_at IS NULL'

// The type's name in the reader's language (property_type_names); its locale is the first bound value.
const TYPE_NAME_JOIN = 'LEFT JOIN property_type_names tn ON tn.type_id = p.web_id AND tn.locale = ?'

/** A stored per-language text (JSON by language) in the reader's language, along the one fallback chain. */
export function pickLanguage(json: string | null, locale: Locale, recordLanguage: string): { text: string; language: Locale } {
  let texts: Record<string, string> = {}
  try {
    texts = JSON.parse(json ?? '{}') as Record<string, string>
  } catch {
    texts = {}
  }
  return pickAlongChain(texts, locale, recordLanguage)
}

type PropertyRow = ProjectColumns & {
  id: number
  goal: number
  status: PropertyStatus
  city: string
  zip: string
  web_id: number | null
  type_name: string | null
  headlines: string
  language: string
  price: number | null
  price_unit: number | null
  publish_price: number
  marquee: number
  bedrooms: number | null
  bathrooms: number | null
  surface_living: number | null
  surface_ground: number | null
  epc_label: string | null
  epc_value: number | null
  country_id: number
  small_picture: string | null
  created_at: string
}

const CARD_COLUMNS = `p.id, p.goal, p.status, p.city, p.zip, p.web_id, p.headlines, p.language, p.price, p.price_unit,
  p.publish_price, p.marquee, p.bedrooms, p.bathrooms, p.surface_living, p.surface_ground, p.epc_label, p.epc_value, p.country_id,
  p.small_picture, p.project_id, p.created_at, pj.name AS project_name, pj.city AS project_city, pj.external_url AS project_external_url`

/** The project a property belongs to: a unit's address is under its project's (spec §2). */
const PROJECT_JOIN = 'LEFT JOIN projects pj ON pj.id = p.project_id AND pj.withdrawn_at IS NULL'
type ProjectColumns = { project_id: number | null; project_name: string | null; project_city: string | null; project_external_url: string | null }

function projectOf(row: ProjectColumns): PropertyProject | null {
  return row.project_id !== null && row.project_name !== null ? { id: row.project_id, name: row.project_name, city: row.project_city ?? '', externalUrl: row.project_external_url } : null
}

/** Cards matching `where`: bind the reader's locale first, then the values of `where` and `tail`. */
function cardQuery(where: string, tail = ''): string {
  return `SELECT ${CARD_COLUMNS}, tn.name AS type_name FROM properties p ${TYPE_NAME_JOIN} ${PROJECT_JOIN} WHERE ${where} ${tail}`
}

export function parsePicture(json: string | null): PictureRef | null {
  if (!json) return null
  try {
    const picture = JSON.parse(json) as { Url?: string; Width?: number; Height?: number }
    return picture.Url ? { url: picture.Url, width: picture.Width ?? 400, height: picture.Height ?? 267 } : null
  } catch {
    return null
  }
}

function toCard(row: PropertyRow, locale: Locale): PropertyCard {
  const headline = pickLanguage(row.headlines, locale, row.language)
  return {
    id: row.id,
    goal: goalOf(row.goal),
    status: row.status,
    city: row.city,
    town: townName(row.city, row.zip, locale),
    zip: row.zip,
    typeId: row.web_id,
    typeName: row.type_name,
    // The status prefix ('- OPTION - Immo Dyle') shows as the card's ribbon, not in its title.
    headline: headlineStatus(headline.text, siteConfig.agency.name).headline,
    headlineLanguage: headline.language,
    recordLanguage: isLocale(row.language) ? row.language : headline.language,
    price: row.price,
    priceUnit: row.price_unit,
    publishPrice: row.publish_price === 1,
    marquee: row.marquee,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    surfaceLiving: row.surface_living,
    surfaceGround: row.surface_ground,
    epcLabel: epcOf({ zip: row.zip, countryId: row.country_id, epcValue: row.epc_value, epcLabel: row.epc_label }).label ?? null,
    epcValue: row.epc_value,
    picture: parsePicture(row.small_picture),
    projectId: row.project_id,
    project: projectOf(row),
    createdAt: row.created_at,
  }
}

/** The SQL of a town filter: the town by any of its names, and its postal code. */
function townClauses(town: ListingFilter['town']): { clauses: string[]; params: unknown[] } {
  const clauses: string[] = []
  const params: unknown[] = []
  if (!town) return { clauses, params }
  // spec §5: a town matches ignoring case and accents, and with an equal postal code; issue 14: by
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
 * The WHERE of a listing's filters: the listing's cards and the map of all its results (issue 19)
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
 * The listing's orders (issue 19). Newest is by when the site first saw a listing, so a price change
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
  // Issue 21: the count and the asked-for page in one round trip; only a page past the last (which
  // the listing answers with 404) or below the first needs a second query for the clamped page.
  const asked = Math.max(1, page)
  const [countResult, pageResult] = await db.batch([countStatement(db, where), cards(asked)])
  const total = (countResult?.results[0] as { total: number } | undefined)?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE))
  const current = Math.min(asked, pageCount)
  const rows = current === asked ? (pageResult?.results as PropertyRow[] | undefined) ?? [] : (await cards(current).all<PropertyRow>()).results
  return { items: rows.map((row) => toCard(row, locale)), total, page: current, pageCount }
}

/** A property (alias `p`) on the references page (issue 19): sold or rented, and still published. */
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

/** Properties by id, whatever their status (the owner portal shows sold ones too), in the order given. */
export async function propertyCardsByIds(db: D1Queryable, ids: ReadonlyArray<number>, locale: Locale): Promise<PropertyCard[]> {
  if (ids.length === 0) return []
  const { results } = await db
    .prepare(cardQuery('p.id IN (SELECT value FROM json_each(?))'))
    .bind(locale, JSON.stringify(ids))
    .all<PropertyRow>()
  const cards = new Map(results.map((row) => [row.id, toCard(row, locale)]))
  return ids.flatMap((id) => cards.get(id) ?? [])
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

type DetailRow = PropertyRow & {
  descriptions: string
  publish_address: number
  street: string | null
  house_number: string | null
  box_nr: string | null
  country_name: string | null
  latitude: number | null
  longitude: number | null
  main_type_name: string | null
  marquee_name: string | null
  price_unit_text: string | null
  details: string
  updated_at: string
}

function parseDetails(json: string): PropertyDetails {
  try {
    const result = v.safeParse(PropertyDetailsSchema, JSON.parse(json))
    // The importer validated this JSON; a row that no longer fits shows without its details.
    return result.success ? result.output : {}
  } catch {
    return {}
  }
}

export async function getProperty(db: D1Queryable, id: number, locale: Locale): Promise<PropertyDetail | undefined> {
  const row = await db
    .prepare(
      `SELECT ${CARD_COLUMNS}, tn.name AS type_name, p.descriptions, p.publish_address, p.street,
         p.house_number, p.box_nr, p.country_name, p.latitude, p.longitude, p.main_type_name,
         p.marquee_name, p.price_unit_text, p.details, p.updated_at, ${TYPE_NAMES_BY_LANGUAGE}, pj.number AS project_number
       FROM properties p ${TYPE_NAME_JOIN} ${PROJECT_JOIN} WHERE p.id = ? AND ${PUBLISHED}`,
    )
    .bind(locale, id)
    .first<DetailRow & { type_names: string | null; project_number: string | null }>()
  if (!row) return undefined
  const [pictures, documents] = await db.batch([
    db.prepare('SELECT url, width, height FROM property_pictures WHERE property_id = ? ORDER BY position').bind(id),
    db.prepare('SELECT id, name, kind, public FROM property_documents WHERE property_id = ? ORDER BY id').bind(id),
  ])
  const description = pickLanguage(row.descriptions, locale, row.language)
  const publishAddress = row.publish_address === 1
  return {
    ...toCard(row, locale),
    descriptionParagraphs: descriptionParagraphs(description.text),
    descriptionLanguage: description.language,
    publishAddress,
    // An unpublished address never leaves the server.
    street: publishAddress ? row.street : null,
    houseNumber: publishAddress ? row.house_number : null,
    boxNr: publishAddress ? row.box_nr : null,
    countryId: row.country_id,
    countryName: row.country_name,
    latitude: publishAddress ? row.latitude : null,
    longitude: publishAddress ? row.longitude : null,
    mainTypeName: row.main_type_name,
    marqueeName: row.marquee_name,
    priceUnitText: row.price_unit_text,
    details: parseDetails(row.details),
    pictures: (pictures?.results ?? []) as PictureRef[],
    documents: ((documents?.results ?? []) as Array<{ id: number; name: string; kind: string; public: number }>).map((document) => ({ ...document, public: document.public === 1 })),
    updatedAt: row.updated_at,
    // issue 14: a property inside a project links to it, and names the project's number.
    project: projectOf(row) && { ...projectOf(row)!, number: row.project_number },
    languagePaths: propertyLanguagePaths({ ...row, goal: goalOf(row.goal), typeNames: typeNamesOf(row.type_names), project: projectOf(row) }),
  }
}

/** Listings like this one: same goal, same type or town, nearest in price. */
export async function similarProperties(db: D1Queryable, property: Pick<PropertyCard, 'id' | 'goal' | 'typeId' | 'zip' | 'price'>, locale: Locale, limit = 4): Promise<PropertyCard[]> {
  const { results } = await db
    .prepare(
      cardQuery(
        `p.goal = ? AND ${LISTED} AND p.id <> ? AND (p.web_id IS ? OR p.zip = ?)`,
        'ORDER BY (p.zip = ?) DESC, ABS(COALESCE(p.price, 0) - ?) ASC, p.id LIMIT ?',
      ),
    )
    .bind(locale, property.goal, property.id, property.typeId, property.zip, property.zip, property.price ?? 0, limit)
    .all<PropertyRow>()
  return results.map((row) => toCard(row, locale))
}

/** The property types' names in a language, without their counts (what a lead's mail needs). */
export async function propertyTypeNames(db: D1Queryable, locale: Locale): Promise<Map<number, string>> {
  const { results } = await db.prepare('SELECT type_id AS id, name FROM property_type_names WHERE locale = ?').bind(locale).all<{ id: number; name: string }>()
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
  return results.map((row) => ({ id: row.id, name: row.name, showOrder: row.show_order, forSale: row.for_sale ?? 0, forRent: row.for_rent ?? 0 }))
}

export type TownRow = { city: string; zip: string; goal: number; count: number }

/**
 * The listed properties per town spelling, postal code and goal, for the town counts of spec §3
 * "City". Counted here, not row by row in the Worker: every listing request asks (issue 19, 5,000 properties).
 */
export async function listedTowns(db: D1Queryable): Promise<TownRow[]> {
  const { results } = await db.prepare(`SELECT p.city, p.zip, p.goal, COUNT(*) AS count FROM properties p WHERE ${LISTED} GROUP BY p.city, p.zip, p.goal`).all<TownRow>()
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
  // Wavre and Waver with 1300 are one town (issue 14): count towns, not the spellings SQL sees.
  const towns = new Set(((places?.results ?? []) as Array<{ city_key: string; zip: string }>).map((place) => findTown({ name: place.city_key, zip: place.zip })?.key))
  towns.delete(undefined)
  return { forSale: row?.for_sale ?? 0, forRent: row?.for_rent ?? 0, towns: towns.size, projects: row?.projects ?? 0, soldLastYear: row?.sold ?? 0 }
}

type ProjectRow = {
  id: number
  name: string
  city: string
  zip: string
  small_picture: string | null
  delivery: string | null
  price_min: number | null
  price_max: number | null
  external_url: string | null
  unit_count: number
  units_available: number
}

const PROJECT_SUMMARY = `SELECT pr.id, pr.name, pr.city, pr.zip, pr.small_picture, pr.delivery, pr.price_min, pr.price_max,
    pr.external_url, COUNT(u.id) AS unit_count, SUM(CASE WHEN u.sold = 0 THEN 1 ELSE 0 END) AS units_available
  FROM projects pr LEFT JOIN project_units u ON u.project_id = pr.id WHERE ${PROJECT_PUBLISHED}`

function toProjectSummary(row: ProjectRow, locale: Locale | undefined): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    town: locale ? townName(row.city, row.zip, locale) : row.city,
    zip: row.zip,
    picture: row.small_picture,
    delivery: row.delivery,
    priceMin: row.price_min,
    priceMax: row.price_max,
    externalUrl: row.external_url,
    unitCount: row.unit_count,
    unitsAvailable: row.units_available ?? 0,
  }
}

/** The projects; without a locale (the sitemap, which needs only addresses) `town` is the stored name. */
export async function listProjects(db: D1Queryable, locale?: Locale): Promise<ProjectSummary[]> {
  const { results } = await db.prepare(`${PROJECT_SUMMARY} GROUP BY pr.id ORDER BY pr.name`).all<ProjectRow>()
  return results.map((row) => toProjectSummary(row, locale))
}

export async function getProject(db: D1Queryable, id: number, locale: Locale): Promise<ProjectDetail | undefined> {
  const row = await db
    .prepare(
      `SELECT pr.id, pr.name, pr.city, pr.zip, pr.small_picture, pr.delivery, pr.price_min, pr.price_max, pr.external_url,
         pr.number, pr.street, pr.house_number, pr.public_address, pr.web_id, pr.descriptions,
         (SELECT COUNT(*) FROM project_units WHERE project_id = pr.id) AS unit_count,
         (SELECT COUNT(*) FROM project_units WHERE project_id = pr.id AND sold = 0) AS units_available
       FROM projects pr WHERE pr.id = ? AND ${PROJECT_PUBLISHED}`,
    )
    .bind(id)
    .first<ProjectRow & { number: string | null; street: string | null; house_number: string | null; public_address: number; web_id: number | null; descriptions: string }>()
  if (!row) return undefined
  const [units, properties] = await db.batch([
    db.prepare('SELECT id, floor, name, price, sold, bedrooms, surface_living, property_id FROM project_units WHERE project_id = ? ORDER BY position').bind(id),
    db.prepare(cardQuery(`p.project_id = ? AND ${LISTED}`, 'ORDER BY p.price')).bind(locale, id),
  ])
  const publicAddress = row.public_address === 1
  const description = pickLanguage(row.descriptions, locale, 'fr')
  return {
    ...toProjectSummary(row, locale),
    number: row.number,
    street: publicAddress ? row.street : null,
    houseNumber: publicAddress ? row.house_number : null,
    publicAddress,
    typeId: row.web_id,
    descriptionParagraphs: descriptionParagraphs(description.text),
    descriptionLanguage: description.language,
    units: ((units?.results ?? []) as Array<{ id: number; floor: string | null; name: string; price: number | null; sold: number; bedrooms: number | null; surface_living: number | null; property_id: number | null }>).map(
      (unit): ProjectUnit => ({
        id: unit.id,
        floor: unit.floor,
        name: unit.name,
        price: unit.price,
        sold: unit.sold === 1,
        bedrooms: unit.bedrooms,
        surfaceLiving: unit.surface_living,
        propertyId: unit.property_id,
      }),
    ),
    properties: ((properties?.results ?? []) as PropertyRow[]).map((property) => toCard(property, locale)),
  }
}

export type SitemapProperty = {
  id: number
  goal: Goal
  city: string
  status: PropertyStatus
  headlines: string
  language: string
  typeNames: Partial<Record<Locale, string>> | null
  updatedAt: string
  project: PropertyProject | null
}

/** A type's names by language, from `json_group_object(locale, name)`; null for an untyped property. */
export function typeNamesOf(json: string | null): Partial<Record<Locale, string>> | null {
  const names = json ? (JSON.parse(json) as Partial<Record<Locale, string>>) : {}
  return Object.keys(names).length > 0 ? names : null
}

/** A property type's names in every language, as JSON (`typeNamesOf` reads it). */
const TYPE_NAMES_BY_LANGUAGE = '(SELECT json_group_object(locale, name) FROM property_type_names WHERE type_id = p.web_id) AS type_names'

/**
 * A property's own address in every enabled language: the type slug and headline are the
 * language's own (issue 14: an `en` alternate never keeps the French type slug).
 */
export function propertyLanguagePaths(property: Pick<SitemapProperty, 'id' | 'goal' | 'city' | 'status' | 'headlines' | 'language' | 'typeNames' | 'project'>): LanguagePaths {
  return Object.fromEntries(
    siteConfig.languages.enabled.map((locale) => {
      const headline = headlineStatus(pickLanguage(property.headlines, locale, property.language).text, siteConfig.agency.name).headline
      const { id, goal, city, status, project } = property
      return [locale, propertyHref({ id, goal, city, typeName: property.typeNames?.[locale] ?? null, headline, status, project }, locale)]
    }),
  )
}

/** The columns of a property's address in every language (`propertyLanguagePaths`), with what the sitemap adds. */
const ADDRESS_COLUMNS = `p.id, p.goal, p.city, p.status, p.headlines, p.language, p.updated_at, p.project_id, ${TYPE_NAMES_BY_LANGUAGE},
  pj.name AS project_name, pj.city AS project_city, pj.external_url AS project_external_url`
type AddressRow = { id: number; goal: number; city: string; status: PropertyStatus; headlines: string; language: string; updated_at: string; type_names: string | null } & ProjectColumns

function toSitemapProperty(row: AddressRow): SitemapProperty {
  return {
    id: row.id,
    goal: goalOf(row.goal),
    city: row.city,
    status: row.status,
    headlines: row.headlines,
    language: row.language,
    typeNames: typeNamesOf(row.type_names),
    updatedAt: row.updated_at,
    project: projectOf(row),
  }
}

export async function sitemapProperties(db: D1Queryable): Promise<SitemapProperty[]> {
  const { results } = await db.prepare(`SELECT ${ADDRESS_COLUMNS} FROM properties p ${PROJECT_JOIN} WHERE ${LISTED} ORDER BY p.id`).all<AddressRow>()
  return results.map(toSitemapProperty)
}

/** One property's address facts, whatever its status (a sold one's page says so with 410); undefined when unknown or withdrawn. */
export async function propertyAddress(db: D1Queryable, id: number): Promise<SitemapProperty | undefined> {
  const row = await db.prepare(`SELECT ${ADDRESS_COLUMNS} FROM properties p ${PROJECT_JOIN} WHERE p.id = ? AND ${PUBLISHED}`).bind(id).first<AddressRow>()
  return row ? toSitemapProperty(row) : undefined
}

/** What a project's address is made of (`projectHref`); undefined when unknown. */
export async function projectAddress(db: D1Queryable, id: number): Promise<Pick<ProjectSummary, 'id' | 'city' | 'name' | 'externalUrl'> | undefined> {
  const row = await db.prepare(`SELECT pr.id, pr.city, pr.name, pr.external_url FROM projects pr WHERE pr.id = ? AND ${PROJECT_PUBLISHED}`).bind(id).first<{ id: number; city: string; name: string; external_url: string | null }>()
  return row ? { id: row.id, city: row.city, name: row.name, externalUrl: row.external_url } : undefined
}
