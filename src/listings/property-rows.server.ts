import { isLocale, pickAlongChain, type Locale } from '#/i18n/locales.ts'
import { townName } from '#/domain/town-names.ts'
import { epcOf } from '#/domain/epc.ts'
import { goalOf } from '#/domain/catalogue-ids.ts'
import { headlineStatus } from '#/domain/price.ts'
import { siteConfig } from '#/config/site-config.ts'
import type { PictureRef, PropertyCard, PropertyProject, PropertyStatus } from './catalogue-types.ts'

// The catalogue's SQL is cut by what it reads (listing-, property-, project-queries and
// property-addresses, decision 010); this is what they share: which rows a visitor may see, a
// card's columns and joins, and a row read as a card in the language the page is read in.

/** A property row (alias `p`) a visitor may see at all: a full import withdrew none of these (decision 016). */
export const PUBLISHED = 'p.withdrawn_at IS NULL'
/** A property (alias `p`) in the lists: published, and still on offer; sold and rented ones leave the lists (spec §4). */
export const LISTED = `p.status IN ('available', 'option') AND ${PUBLISHED}`
/** A project row (alias `pr`) a visitor may see. */
export const PROJECT_PUBLISHED = 'pr.withdrawn_at IS NULL'

// The type's name in the reader's language (property_type_names); its locale is the first bound value.
export const TYPE_NAME_JOIN = 'LEFT JOIN property_type_names tn ON tn.type_id = p.web_id AND tn.locale = ?'

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

export type PropertyRow = ProjectColumns & {
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

export const CARD_COLUMNS = `p.id, p.goal, p.status, p.city, p.zip, p.web_id, p.headlines, p.language, p.price, p.price_unit,
  p.publish_price, p.marquee, p.bedrooms, p.bathrooms, p.surface_living, p.surface_ground, p.epc_label, p.epc_value, p.country_id,
  p.small_picture, p.project_id, p.created_at, pj.name AS project_name, pj.city AS project_city, pj.external_url AS project_external_url`

/** The project a property belongs to: a unit's address is under its project's (spec §2). */
export const PROJECT_JOIN = 'LEFT JOIN projects pj ON pj.id = p.project_id AND pj.withdrawn_at IS NULL'
export type ProjectColumns = {
  project_id: number | null
  project_name: string | null
  project_city: string | null
  project_external_url: string | null
}

export function projectOf(row: ProjectColumns): PropertyProject | null {
  return row.project_id !== null && row.project_name !== null
    ? { id: row.project_id, name: row.project_name, city: row.project_city ?? '', externalUrl: row.project_external_url }
    : null
}

/** Cards matching `where`: bind the reader's locale first, then the values of `where` and `tail`. */
export function cardQuery(where: string, tail = ''): string {
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

export function toCard(row: PropertyRow, locale: Locale): PropertyCard {
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
    headline: headlineStatus(headline.text, siteConfig().agency.name).headline,
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

/** A type's names by language, from `json_group_object(locale, name)`; null for an untyped property. */
export function typeNamesOf(json: string | null): Partial<Record<Locale, string>> | null {
  const names = json ? (JSON.parse(json) as Partial<Record<Locale, string>>) : {}
  return Object.keys(names).length > 0 ? names : null
}

/** A property type's names in every language, as JSON (`typeNamesOf` reads it). */
export const TYPE_NAMES_BY_LANGUAGE =
  '(SELECT json_group_object(locale, name) FROM property_type_names WHERE type_id = p.web_id) AS type_names'
