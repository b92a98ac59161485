import { createFileRoute, notFound } from '@tanstack/react-router'
import { rowIdFromParam } from '~/domain/catalogue-ids'
import { getOwnerProperty } from '~/features/owner-portal/owner.functions'
import { ownerPageHead, ownerPropertyHeading, portalData } from '~/features/owner-portal/owner-route'
import { OwnerPropertyStatsView } from '~/features/owner-portal/OwnerPropertyStatsView'

// Issue 6 "Per property": visits, sources, the 30-day graph, calendar, communications, media and
// documents. Another owner's property is not found (404), as an unknown one is.
export const Route = createFileRoute('/$lang/owner/$propertyId')({
  staleTime: 0,
  gcTime: 0,
  loader: async ({ params, context: { locale } }) => {
    const propertyId = rowIdFromParam(params.propertyId)
    if (propertyId === undefined) throw notFound()
    return portalData(await getOwnerProperty({ data: { locale, propertyId } }), locale)
  },
  head: ({ loaderData }) => ownerPageHead(loaderData ? ownerPropertyHeading(loaderData.card) : undefined),
  component: function OwnerProperty() {
    return <OwnerPropertyStatsView view={Route.useLoaderData()} owner={Route.useRouteContext().owner} />
  },
})
