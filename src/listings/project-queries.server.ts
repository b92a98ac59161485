import type { Locale } from '#/i18n/locales.ts'
import { townName } from '#/domain/town-names.ts'
import { descriptionParagraphs } from '#/domain/text-cleaning.ts'
import type { ProjectDetail, ProjectSummary, ProjectUnit } from './catalogue-types.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import { cardQuery, LISTED, pickLanguage, PROJECT_PUBLISHED, toCard, type PropertyRow } from './property-rows.server.ts'

// The projects (decision 010: the catalogue's SQL cut by what it reads): their list, one with its
// units and listed properties, and what a project's address is made of.

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
    .first<
      ProjectRow & {
        number: string | null
        street: string | null
        house_number: string | null
        public_address: number
        web_id: number | null
        descriptions: string
      }
    >()
  if (!row) return undefined
  const [units, properties] = await db.batch([
    db
      .prepare(
        'SELECT id, floor, name, price, sold, bedrooms, surface_living, property_id FROM project_units WHERE project_id = ? ORDER BY position',
      )
      .bind(id),
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
    units: (
      (units?.results ?? []) as Array<{
        id: number
        floor: string | null
        name: string
        price: number | null
        sold: number
        bedrooms: number | null
        surface_living: number | null
        property_id: number | null
      }>
    ).map(
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

/** What a project's address is made of (`projectHref`); undefined when unknown. */
export async function projectAddress(
  db: D1Queryable,
  id: number,
): Promise<Pick<ProjectSummary, 'id' | 'city' | 'name' | 'externalUrl'> | undefined> {
  const row = await db
    .prepare(`SELECT pr.id, pr.city, pr.name, pr.external_url FROM projects pr WHERE pr.id = ? AND ${PROJECT_PUBLISHED}`)
    .bind(id)
    .first<{ id: number; city: string; name: string; external_url: string | null }>()
  return row ? { id: row.id, city: row.city, name: row.name, externalUrl: row.external_url } : undefined
}
