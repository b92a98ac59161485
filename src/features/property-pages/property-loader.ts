import type { I18n } from '@lingui/core'
import { GOAL_LABELS } from '#/domain/goal-labels.ts'
import { msg } from '@lingui/core/macro'
import { notFound, redirect } from '@tanstack/react-router'
import type { Locale } from '#/i18n/locales.ts'
import { HOME_LABEL } from '#/i18n/path-table.ts'
import { setPageStatus } from '#/server/response-status.ts'
import { GOALS, rowIdFromParam, type Goal } from '#/domain/catalogue-ids.ts'
import { getPropertyPage, type PropertyPageData } from './property-pages.functions.ts'
import { propertyHead, referenceLabel } from './property-head.ts'
import { PROPERTY_ROUTES, projectSlugs, propertySlugs } from '#/listings/property-paths.ts'
import { PROJECT_UNIT_SEGMENT } from '#/domain/project-unit-address.ts'
import { getLeadFormContext, type LeadFormContext } from '#/features/leads/index.ts'
import type { PageAddressing } from '#/i18n/language-paths.ts'

type PropertyParams = { lang: string; city: string; slug: string; id: string }
export type FoundPropertyPage = Exclude<PropertyPageData, { availability: 'not-found' }> & { leadForm: LeadFormContext } & Required<
    Pick<PageAddressing, 'languagePaths'>
  >

/**
 * Loads a property page of `/for-sale/` or `/for-rent/`: 404 for an unknown id, a 301 to the one
 * canonical address when the goal, town or slug differ, and 410 for sold and rented listings (spec §8).
 */
export async function loadPropertyPage(params: PropertyParams, locale: Locale, goal: Goal): Promise<FoundPropertyPage> {
  const id = rowIdFromParam(params.id)
  if (id === undefined) throw notFound()
  const [data, leadForm] = await Promise.all([
    getPropertyPage({ data: { id, locale } }),
    getLeadFormContext({ data: { locale, propertyId: id } }),
  ])
  if (data.availability === 'not-found') throw notFound()
  const { property } = data
  // A unit of a project on offer has one address, under its project (spec §2): the listing's address
  // leads there. A sold or rented one stays here, where the page says so with 410.
  if (data.availability === 'available' && property.project && !property.project.externalUrl) {
    const unit = {
      lang: locale,
      ...projectSlugs(property.project),
      id: String(property.project.id),
      type: PROJECT_UNIT_SEGMENT,
      unitId: String(property.id),
    }
    throw redirect({ to: '/$lang/projects/$city/$name/$id/$type/$unitId/', params: unit, statusCode: 301 })
  }
  const slugs = propertySlugs(property, locale)
  if (property.goal !== goal || slugs.city !== params.city || slugs.slug !== params.slug || params.id !== String(id)) {
    throw redirect({
      to: PROPERTY_ROUTES[property.goal],
      params: { lang: locale, city: slugs.city, slug: slugs.slug, id: String(property.id) },
      statusCode: 301,
    })
  }
  if (data.availability !== 'available') setPageStatus(410)
  return { ...data, leadForm, languagePaths: property.languagePaths }
}

/**
 * A <title> cannot carry `lang`: a headline the CRM wrote only in another language is replaced there
 * by the type and goal in the page's language ("House for sale"), WCAG 3.1.2 (decision 011).
 */
function localTitle(property: FoundPropertyPage['property'], goal: Goal, locale: Locale, i18n: I18n): string | undefined {
  if (!property.headline || property.headlineLanguage === locale) return undefined
  const type = property.typeName ?? i18n._(msg`Property`)
  return i18n._(goal === 0 ? msg`${type} for sale` : msg`${type} for rent`)
}

export function propertyPageHead(data: FoundPropertyPage | undefined, locale: Locale, goal: Goal, i18n: I18n) {
  if (!data) return {}
  const listing = i18n._(GOAL_LABELS[goal].name)
  const head = propertyHead(data.seo, data.property.town, locale, {
    home: i18n._(HOME_LABEL),
    listing,
    listingPath: GOALS[goal].segment,
    reference: referenceLabel(i18n, data.property.id),
    localTitle: localTitle(data.property, goal, locale, i18n),
  })
  return data.availability === 'available' ? head : { meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
}
