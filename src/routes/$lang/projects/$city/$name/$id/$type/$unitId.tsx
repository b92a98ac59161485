import { createFileRoute, notFound } from '@tanstack/react-router'
import { rowIdFromParam } from '~/domain/catalogue-ids'
import { siteConfig } from '~/config/site-config'
import { getPropertyPage } from '~/features/catalogue/catalogue.functions'
import { propertyHead } from '~/features/catalogue/property-head'
import { propertyHref, PROJECT_UNIT_SEGMENT } from '~/features/catalogue/property-paths'
import { PropertyView } from '~/features/catalogue/components/PropertyView'
import { HOME_LABEL } from '~/i18n/path-table'
import { msg } from '@lingui/core/macro'
import { getLeadFormContext } from '~/features/leads/lead-form.functions'

// spec §2: project units sit under the project path plus /appartement/{id}/.
export const Route = createFileRoute('/$lang/projects/$city/$name/$id/$type/$unitId')({
  loader: async ({ params, context: { locale } }) => {
    const unitId = rowIdFromParam(params.unitId)
    if (params.type !== PROJECT_UNIT_SEGMENT || unitId === undefined) throw notFound()
    const [data, leadForm] = await Promise.all([getPropertyPage({ data: { id: unitId, locale } }), getLeadFormContext({ data: { locale, propertyId: unitId } })])
    if (data.availability !== 'available' || String(data.property.projectId) !== params.id) throw notFound()
    return { ...data, leadForm }
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return {}
    const { locale, i18n } = match.context
    const head = propertyHead(loaderData.seo, loaderData.property.town, locale, { home: i18n._(HOME_LABEL), listing: i18n._(msg`New-build projects`), listingPath: 'projects' })
    // The unit's listing page is the canonical address of its content.
    return { ...head, links: [{ rel: 'canonical', href: siteConfig.siteUrl.replace(/\/$/, '') + propertyHref(loaderData.property, locale) }] }
  },
  component: function Unit() {
    const data = Route.useLoaderData()
    return <PropertyView property={data.property} similar={data.similar} leadForm={data.leadForm} />
  },
})
