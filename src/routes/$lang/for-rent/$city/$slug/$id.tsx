import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { asLocale } from '~/i18n/locales'
import { HOME_LABEL } from '~/i18n/path-table'
import { setPageStatus } from '~/server/response-status'
import type { Goal } from '~/features/catalogue/catalogue-types'
import { getPropertyPage } from '~/features/catalogue/catalogue.functions'
import { propertyHead } from '~/features/catalogue/property-head'
import { propertySlugs } from '~/features/catalogue/property-paths'
import { PropertyView } from '~/features/catalogue/components/PropertyView'
import { PropertyUnavailable } from '~/features/catalogue/components/PropertyUnavailable'

const GOAL = 1 as Goal

// spec §2 "Property detail": /{lang}/{for-rent, localized}/{city}/{type-or-title}/{id}/
export const Route = createFileRoute('/$lang/for-rent/$city/$slug/$id')({
  loader: async ({ params }) => {
    const locale = asLocale(params.lang)
    const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound()
    const data = await getPropertyPage({ data: { id, locale } })
    if (data.availability === 'not-found') throw notFound()
    const { property } = data
    const slugs = propertySlugs(property, locale)
    if (property.goal !== GOAL || slugs.city !== params.city || slugs.slug !== params.slug || params.id !== String(id)) {
      // One address per property: old or shortened slugs move to the current one.
      const to = property.goal === 0 ? '/$lang/for-sale/$city/$slug/$id/' : '/$lang/for-rent/$city/$slug/$id/'
      throw redirect({ to, params: { lang: locale, city: slugs.city, slug: slugs.slug, id: String(property.id) }, statusCode: 301 })
    }
    // spec §8: sold and rented listings are gone for good.
    if (data.availability !== 'available') setPageStatus(410)
    return data
  },
  head: ({ loaderData, params, match }) => {
    if (!loaderData) return {}
    const { i18n } = match.context
    const listing = i18n._(GOAL === 0 ? msg`For sale` : msg`For rent`)
    const head = propertyHead(loaderData.property, asLocale(params.lang), { home: i18n._(HOME_LABEL), listing })
    return loaderData.availability === 'available' ? head : { meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  notFoundComponent: () => <PropertyUnavailable reason="not-found" goal={GOAL} />,
  component: function Property() {
    const data = Route.useLoaderData()
    if (data.availability !== 'available') return <PropertyUnavailable reason={data.availability} goal={GOAL} similar={data.similar} />
    return <PropertyView property={data.property} similar={data.similar} />
  },
})
