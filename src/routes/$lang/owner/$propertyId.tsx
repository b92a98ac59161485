import { createFileRoute, notFound } from '@tanstack/react-router'
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query'
import { rowIdFromParam } from '#/domain/catalogue-ids.ts'
import {
  ownerPageHead,
  ownerPropertyHeading,
  ownerPropertyQuery,
  OwnerPropertyStatsView,
  type OwnerPropertyView,
} from '#/features/owner-portal/index.ts'
import { useLocale } from '#/components/shell/use-locale.ts'

// spec §3 "Owner statistics", per property: visits, sources, the 30-day graph, calendar, communications, media and
// documents. Another owner's property is not found (404), as an unknown one is.
export const Route = createFileRoute('/$lang/owner/$propertyId')({
  staticData: { catalogues: ['catalogue'] },
  staleTime: 0,
  gcTime: 0,
  loader: async ({ params, context: { locale } }) => {
    const propertyId = rowIdFromParam(params.propertyId)
    if (propertyId === undefined) throw notFound()
    // The loader stays in the route tree that every page loads: TanStack Query comes with the portal's own chunk.
    const { ownerPropertyQuery, prefetchOwnerQuery } = await import('#/features/owner-portal/owner-queries.ts')
    const state = await prefetchOwnerQuery(ownerPropertyQuery(locale, propertyId))
    // The page's title needs the property's heading before the page renders.
    const view = state.queries[0]?.state.data as OwnerPropertyView
    return { state, propertyId, heading: ownerPropertyHeading(view.card) }
  },
  head: ({ loaderData }) => ownerPageHead(loaderData?.heading),
  component: function OwnerProperty() {
    const { state, propertyId } = Route.useLoaderData()
    return (
      <HydrationBoundary state={state}>
        <OwnerPropertyStats propertyId={propertyId} owner={Route.useRouteContext().owner} />
      </HydrationBoundary>
    )
  },
})

function OwnerPropertyStats({ propertyId, owner }: { propertyId: number; owner: { firstName: string; lastName: string } }) {
  const { data } = useSuspenseQuery(ownerPropertyQuery(useLocale(), propertyId))
  return <OwnerPropertyStatsView view={data} owner={owner} />
}
