import { GOALS, goalOf, type Goal } from '#/domain/catalogue-ids.ts'
import { localizePathname } from '#/i18n/path-table.ts'
import type { Locale } from '#/i18n/locales.ts'
import { citySlug, propertySlug, slugify } from '#/domain/slugs.ts'
import { PROJECT_UNIT_SEGMENT } from '#/domain/project-unit-address.ts'
import type { PropertyCard, PropertyProject, ProjectSummary, ProjectUnit } from './catalogue-types.ts'

/** The neutral listing path of a goal (spec §4: 0 for sale, anything else for rent). */
export function listingSegment(goal: number): 'for-sale' | 'for-rent' {
  return GOALS[goalOf(goal)].segment
}

/** The listing route of each goal, for typed links and redirects. */
export const LISTING_ROUTES = { 0: '/$lang/for-sale/', 1: '/$lang/for-rent/' } as const satisfies Record<Goal, string>
/** The property route of each goal. */
export const PROPERTY_ROUTES = { 0: '/$lang/for-sale/$city/$slug/$id/', 1: '/$lang/for-rent/$city/$slug/$id/' } as const satisfies Record<
  Goal,
  string
>

/** The city and type-or-title segments of a property's address (spec §2 "Property detail"). */
export function propertySlugs(property: Pick<PropertyCard, 'city' | 'typeName' | 'headline' | 'status'>, locale: Locale) {
  return {
    city: citySlug(property.city),
    slug: propertySlug({ typeName: property.typeName, title: property.headline, status: property.status, language: locale }),
  }
}

/**
 * A property's one address: `/{lang}/{te-koop|a-vendre|…}/{city}/{type-or-title}/{id}/`, or, for a
 * unit on offer of a project on this site, its page under the project (spec §2; decision 014: one address each).
 */
export function propertyHref(
  property: Pick<PropertyCard, 'id' | 'goal' | 'city' | 'typeName' | 'headline' | 'status'> & { project?: PropertyProject | null },
  locale: Locale,
): string {
  // A sold or rented unit keeps the listing address, where its page answers 410 (the unit page shows offers only).
  const onOffer = property.status !== 'sold' && property.status !== 'rented'
  if (onOffer && property.project && !property.project.externalUrl) return unitHref(property.project, { propertyId: property.id }, locale)
  const { city, slug } = propertySlugs(property, locale)
  return propertyPath(locale, property.goal, city, slug, property.id)
}

/** A property's address from its ready-made city and type-or-title segments (the search index carries them). */
export function propertyPath(locale: Locale, goal: number, citySegment: string, slug: string, id: number): string {
  return localizePathname(`/${locale}/${listingSegment(goal)}/${citySegment}/${slug}/${id}/`)
}

/** The city and project-name segments of a project's address (spec §2 "Project detail"). */
export function projectSlugs(project: Pick<ProjectSummary, 'city' | 'name'>) {
  return { city: citySlug(project.city), name: slugify(project.name) || 'project' }
}

/** `/{lang}/{projecten|projets|…}/{city}/{project-name}/{id}/`, or the project's external address. */
export function projectHref(project: Pick<ProjectSummary, 'id' | 'city' | 'name' | 'externalUrl'>, locale: Locale): string {
  if (project.externalUrl) return project.externalUrl
  return projectPath(project, locale)
}

/** The project's own page on the site, even when its links lead to an external address. */
function projectPath(project: Pick<ProjectSummary, 'id' | 'city' | 'name'>, locale: Locale): string {
  const { city, name } = projectSlugs(project)
  return localizePathname(`/${locale}/projects/${city}/${name}/${project.id}/`)
}

/** A project unit's page, under the project's address (spec §2 "Project detail"). */
export function unitHref(
  project: Pick<ProjectSummary, 'id' | 'city' | 'name' | 'externalUrl'>,
  unit: Pick<ProjectUnit, 'propertyId'>,
  locale: Locale,
): string {
  return `${projectPath(project, locale)}${PROJECT_UNIT_SEGMENT}/${unit.propertyId}/`
}
