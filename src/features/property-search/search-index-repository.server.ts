import { siteConfig } from '#/config/site-config.ts'
import type { Locale } from '#/i18n/locales.ts'
import { headlineStatus } from '#/domain/price.ts'
import type { IndexSourceProperty, IndexSourceType } from '#/domain/search-index.ts'
import { LISTED, parsePicture, pickLanguage, typeNamesOf } from '#/listings/property-rows.server.ts'
import type { PropertyStatus } from '#/listings/catalogue-types.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// What the search index of a language is built from (spec §2 "Home hero and search"): the property types and the listed
// properties, read with the catalogue's own rules for what is listed and which language a text is in.

/** The types with their names in every language, and the listed properties, for the search index of `locale`. */
export async function searchIndexSources(
  db: D1Queryable,
  locale: Locale,
): Promise<{ types: IndexSourceType[]; properties: IndexSourceProperty[] }> {
  const [types, properties] = await db.batch<Record<string, unknown>>([
    db.prepare(
      'SELECT t.id, (SELECT json_group_object(locale, name) FROM property_type_names WHERE type_id = t.id) AS names FROM property_types t ORDER BY t.show_order',
    ),
    db.prepare(
      `SELECT p.id, p.goal, p.status, p.web_id, p.city, p.zip, p.headlines, p.descriptions, p.language, p.small_picture, p.created_at
       FROM properties p WHERE ${LISTED} ORDER BY p.created_at DESC, p.id DESC`,
    ),
  ])
  const typeRows = (types?.results ?? []) as Array<{ id: number; names: string | null }>
  const propertyRows = (properties?.results ?? []) as Array<{
    id: number
    goal: number
    status: PropertyStatus
    web_id: number | null
    city: string
    zip: string
    headlines: string
    descriptions: string
    language: string
    small_picture: string | null
    created_at: string
  }>
  return {
    types: typeRows.map((row) => ({ id: row.id, names: typeNamesOf(row.names) ?? {} })),
    properties: propertyRows.map((row) => {
      const headline = pickLanguage(row.headlines, locale, row.language)
      const description = pickLanguage(row.descriptions, locale, row.language)
      return {
        id: row.id,
        goal: row.goal,
        status: row.status,
        typeId: row.web_id,
        city: row.city,
        zip: row.zip,
        // The same headline as the cards, so the search links to the same address as the listing.
        headline: headlineStatus(headline.text, siteConfig().agency.name).headline,
        headlineLanguage: headline.language,
        description: description.text,
        descriptionLanguage: description.language,
        picture: parsePicture(row.small_picture)?.url ?? null,
        pictureVersion: row.created_at.slice(0, 10),
      }
    }),
  }
}
