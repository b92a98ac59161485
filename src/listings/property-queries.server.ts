import * as v from 'valibot'
import type { Locale } from '#/i18n/locales.ts'
import { goalOf } from '#/domain/catalogue-ids.ts'
import { descriptionParagraphs } from '#/domain/text-cleaning.ts'
import { PropertyDetailsSchema, type PropertyDetails } from './property-details.ts'
import type { PictureRef, PropertyCard, PropertyDetail } from './catalogue-types.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import {
  CARD_COLUMNS,
  cardQuery,
  LISTED,
  pickLanguage,
  PROJECT_JOIN,
  projectOf,
  PUBLISHED,
  toCard,
  TYPE_NAME_JOIN,
  TYPE_NAMES_BY_LANGUAGE,
  typeNamesOf,
  type PropertyRow,
} from './property-rows.server.ts'
import { propertyLanguagePaths } from './property-addresses.server.ts'

// One property, or a few (decision 010: the catalogue's SQL cut by what it reads): its page's
// details, the listings like it, and the cards other features show by id (favourites, alerts, owners).

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
    hasPlace: row.latitude !== null && row.longitude !== null,
    mainTypeName: row.main_type_name,
    marqueeName: row.marquee_name,
    priceUnitText: row.price_unit_text,
    details: parseDetails(row.details),
    pictures: (pictures?.results ?? []) as PictureRef[],
    documents: ((documents?.results ?? []) as Array<{ id: number; name: string; kind: string; public: number }>).map((document) => ({
      ...document,
      public: document.public === 1,
    })),
    updatedAt: row.updated_at,
    // spec §2 "URL rewrites": a property inside a project links to it, and names the project's number.
    project: projectOf(row) && { ...projectOf(row)!, number: row.project_number },
    languagePaths: propertyLanguagePaths({
      ...row,
      goal: goalOf(row.goal),
      typeNames: typeNamesOf(row.type_names),
      project: projectOf(row),
    }),
  }
}

/** Listings like this one: same goal, same type or town, nearest in price. */
export async function similarProperties(
  db: D1Queryable,
  property: Pick<PropertyCard, 'id' | 'goal' | 'typeId' | 'zip' | 'price'>,
  locale: Locale,
  limit = 4,
): Promise<PropertyCard[]> {
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
