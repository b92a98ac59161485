import { createFileRoute, notFound } from '@tanstack/react-router'
import { siteConfig } from '~/config/site-config'
import { asLocale } from '~/i18n/locales'
import { getOwnerIdentity, getOwnerProperty } from '~/features/owner-portal/owner.functions'
import { ownerPageHead, toLogin } from '~/features/owner-portal/owner-route'
import { OwnerPropertyStatsView } from '~/features/owner-portal/OwnerPortalViews'

// Issue 6 "Per property": visits, sources, the 30-day graph, calendar, communications, media and
// documents. Another owner's property is not found (404), as an unknown one is.
export const Route = createFileRoute('/$lang/owner/$propertyId')({
  staleTime: 0,
  gcTime: 0,
  loader: async ({ params }) => {
    const locale = asLocale(params.lang)
    const propertyId = /^\d{1,10}$/.test(params.propertyId) ? Number(params.propertyId) : 0
    if (propertyId < 1 || propertyId > 2_147_483_647) throw notFound()
    const [result, identity] = await Promise.all([getOwnerProperty({ data: { locale, propertyId } }), getOwnerIdentity()])
    if (result.kind === 'signed-out') return toLogin(locale, result.hadSession)
    if (result.kind === 'not-found' || identity.kind !== 'ok') throw notFound()
    return { view: result.data, owner: identity.data }
  },
  head: ({ loaderData }) => ownerPageHead(loaderData ? [loaderData.view.card.typeName, loaderData.view.card.city].filter(Boolean).join(' · ') : undefined, siteConfig.agency.name),
  component: function OwnerProperty() {
    const { view, owner } = Route.useLoaderData()
    return <OwnerPropertyStatsView view={view} owner={owner} />
  },
})
