import { GOALS, goalOf, type Goal } from '~/domain/catalogue-ids'
import { localizePathname } from '~/i18n/path-table'
import type { Locale } from '~/i18n/locales'
import { citySlug, propertySlug } from '~/domain/slugs'
import { slugify } from '~/domain/slugs'
import type { PropertyCard, ProjectSummary, ProjectUnit } from './catalogue-types'

/** The neutral listing path of a goal (spec §4: 0 for sale, anything else for rent). */
export function listingSegment(goal: number): 'for-sale' | 'for-rent' {
  return GOALS[goalOf(goal)].segment
}

/** The listing route of each goal, for typed links and redirects. */
export const LISTING_ROUTES = { 0: '/$lang/for-sale/', 1: '/$lang/for-rent/' } as const satisfies Record<Goal, string>
/** The property route of each goal. */
export const PROPERTY_ROUTES = { 0: '/$lang/for-sale/$city/$slug/$id/', 1: '/$lang/for-rent/$city/$slug/$id/' } as const satisfies Record<Goal, string>

/** The city and type-or-title segments of a property's address (spec §2 "Property detail"). */
export function propertySlugs(property: Pick<PropertyCard, 'city' | 'typeName' | 'headline' | 'status'>, locale: Locale) {
  return {
    city: citySlug(property.city),
    slug: propertySlug({ typeName: property.typeName, title: property.headline, status: property.status, language: locale }),
  }
}

/** `/{lang}/{te-koop|a-vendre|…}/{city}/{type-or-title}/{id}/` */
export function propertyHref(property: Pick<PropertyCard, 'id' | 'goal' | 'city' | 'typeName' | 'headline' | 'status'>, locale: Locale): string {
  const { city, slug } = propertySlugs(property, locale)
  return propertyPath(locale, property.goal, city, slug, property.id)
}

/** A property's address from its ready-made city and type-or-title segments (the search index carries them). */
export function propertyPath(locale: Locale, goal: number, citySegment: string, slug: string, id: number): string {
  return localizePathname(`/${locale}/${listingSegment(goal)}/${citySegment}/${slug}/${id}/`)
}

/** `/{lang}/{projecten|projets|…}/{city}/{project-name}/{id}/`, or the project's external address. */
export function projectHref(project: Pick<ProjectSummary, 'id' | 'city' | 'name' | 'externalUrl'>, locale: Locale): string {
  if (project.externalUrl) return project.externalUrl
  return localizePathname(`/${locale}/projects/${citySlug(project.city)}/${slugify(project.name) || 'project'}/${project.id}/`)
}

/** The type segment of a unit's address: spec §2 puts project units under `…/appartement/{id}/`. */
export const PROJECT_UNIT_SEGMENT = 'appartement'

/** A project unit's page, under the project's address (spec §2 "Project detail"). */
export function unitHref(project: Pick<ProjectSummary, 'id' | 'city' | 'name' | 'externalUrl'>, unit: Pick<ProjectUnit, 'propertyId'>, locale: Locale): string {
  const base = localizePathname(`/${locale}/projects/${citySlug(project.city)}/${slugify(project.name) || 'project'}/${project.id}/`)
  return `${base}${PROJECT_UNIT_SEGMENT}/${unit.propertyId}/`
}
