import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { notFound, redirect } from '@tanstack/react-router'
import { asLocale } from '~/i18n/locales'
import { HOME_LABEL } from '~/i18n/path-table'
import { setPageStatus } from '~/server/response-status'
import type { Goal } from './catalogue-types'
import { getPropertyPage, type PropertyPageData } from './catalogue.functions'
import { propertyHead } from './property-head'
import { propertySlugs } from './property-paths'
import { getLeadFormContext } from '~/features/leads/lead-form.functions'
import type { LeadFormContext } from '~/features/leads/LeadForm'

type PropertyParams = { lang: string; city: string; slug: string; id: string }
export type FoundPropertyPage = Exclude<PropertyPageData, { availability: 'not-found' }> & { leadForm: LeadFormContext }

/** The largest id D1 keeps as an integer here; longer numbers are not ours. */
const MAX_ID = 2_147_483_647

/**
 * Loads a property page of `/for-sale/` or `/for-rent/`: 404 for an unknown id, a 301 to the one
 * canonical address when the goal, town or slug differ, and 410 for sold and rented listings (spec §8).
 */
export async function loadPropertyPage(params: PropertyParams, goal: Goal): Promise<FoundPropertyPage> {
  const locale = asLocale(params.lang)
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0
  if (id < 1 || id > MAX_ID) throw notFound()
  const [data, leadForm] = await Promise.all([getPropertyPage({ data: { id, locale } }), getLeadFormContext({ data: { locale, propertyId: id } })])
  if (data.availability === 'not-found') throw notFound()
  const { property } = data
  const slugs = propertySlugs(property, locale)
  if (property.goal !== goal || slugs.city !== params.city || slugs.slug !== params.slug || params.id !== String(id)) {
    const to = property.goal === 0 ? '/$lang/for-sale/$city/$slug/$id/' : '/$lang/for-rent/$city/$slug/$id/'
    throw redirect({ to, params: { lang: locale, city: slugs.city, slug: slugs.slug, id: String(property.id) }, statusCode: 301 })
  }
  if (data.availability !== 'available') setPageStatus(410)
  return { ...data, leadForm }
}

export function propertyPageHead(data: FoundPropertyPage | undefined, lang: string, goal: Goal, i18n: I18n) {
  if (!data) return {}
  const listing = i18n._(goal === 0 ? msg`For sale` : msg`For rent`)
  const head = propertyHead(data.seo, data.property.city, asLocale(lang), { home: i18n._(HOME_LABEL), listing, listingPath: goal === 0 ? 'for-sale' : 'for-rent' })
  return data.availability === 'available' ? head : { meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
}
