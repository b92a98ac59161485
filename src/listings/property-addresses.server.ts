import type { Locale } from '#/i18n/locales.ts'
import { goalOf, type Goal } from '#/domain/catalogue-ids.ts'
import { headlineStatus } from '#/domain/price.ts'
import { siteConfig } from '#/config/site-config.ts'
import type { LanguagePaths } from '#/i18n/language-paths.ts'
import { propertyHref } from './property-paths.ts'
import type { PropertyProject, PropertyStatus } from './catalogue-types.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import {
  LISTED,
  pickLanguage,
  PROJECT_JOIN,
  projectOf,
  PUBLISHED,
  TYPE_NAMES_BY_LANGUAGE,
  typeNamesOf,
  type ProjectColumns,
} from './property-rows.server.ts'

// A property's address in every language (decision 010: the catalogue's SQL cut by what it reads):
// what the sitemap, the neutral addresses and a property page's language links are made of.

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

/**
 * A property's own address in every enabled language: the type slug and headline are the
 * language's own (decision 015: an `en` alternate never keeps the French type slug).
 */
export function propertyLanguagePaths(
  property: Pick<SitemapProperty, 'id' | 'goal' | 'city' | 'status' | 'headlines' | 'language' | 'typeNames' | 'project'>,
): LanguagePaths {
  return Object.fromEntries(
    siteConfig().languages.enabled.map((locale) => {
      const headline = headlineStatus(pickLanguage(property.headlines, locale, property.language).text, siteConfig().agency.name).headline
      const { id, goal, city, status, project } = property
      return [locale, propertyHref({ id, goal, city, typeName: property.typeNames?.[locale] ?? null, headline, status, project }, locale)]
    }),
  )
}

/** The columns of a property's address in every language (`propertyLanguagePaths`), with what the sitemap adds. */
const ADDRESS_COLUMNS = `p.id, p.goal, p.city, p.status, p.headlines, p.language, p.updated_at, p.project_id, ${TYPE_NAMES_BY_LANGUAGE},
  pj.name AS project_name, pj.city AS project_city, pj.external_url AS project_external_url`
type AddressRow = {
  id: number
  goal: number
  city: string
  status: PropertyStatus
  headlines: string
  language: string
  updated_at: string
  type_names: string | null
} & ProjectColumns

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
  const { results } = await db
    .prepare(`SELECT ${ADDRESS_COLUMNS} FROM properties p ${PROJECT_JOIN} WHERE ${LISTED} ORDER BY p.id`)
    .all<AddressRow>()
  return results.map(toSitemapProperty)
}

/** One property's address facts, whatever its status (a sold one's page says so with 410); undefined when unknown or withdrawn. */
export async function propertyAddress(db: D1Queryable, id: number): Promise<SitemapProperty | undefined> {
  const row = await db
    .prepare(`SELECT ${ADDRESS_COLUMNS} FROM properties p ${PROJECT_JOIN} WHERE p.id = ? AND ${PUBLISHED}`)
    .bind(id)
    .first<AddressRow>()
  return row ? toSitemapProperty(row) : undefined
}
