import { createFileRoute, notFound } from '@tanstack/react-router'
import { asLocale } from '~/i18n/locales'
import { getOwnerProperty } from '~/features/owner-portal/owner.functions'
import { ownerPageHead, ownerPropertyHeading, toLogin } from '~/features/owner-portal/owner-route'
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
    const result = await getOwnerProperty({ data: { locale, propertyId } })
    if (result.kind === 'signed-out') return toLogin(locale, result.hadSession)
    if (result.kind === 'not-found') throw notFound()
    return result.data
  },
  head: ({ loaderData }) => ownerPageHead(loaderData ? ownerPropertyHeading(loaderData.view.card) : undefined),
  component: function OwnerProperty() {
    const { view, owner } = Route.useLoaderData()
    return <OwnerPropertyStatsView view={view} owner={owner} />
  },
})
