import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { ownerPageHead, ownerOverviewQuery, OwnerPropertiesView } from '#/features/owner-portal/index.ts'
import { useLocale } from '#/components/shell/use-locale.ts'

// Decision 008, "My properties": the owner's properties with picture, address, status and their broker.
export const Route = createFileRoute('/$lang/owner/')({
  staticData: { catalogues: ['catalogue'] },
  staleTime: 0,
  gcTime: 0,
  // The loader stays in the route tree that every page loads: TanStack Query comes with the portal's own chunk.
  loader: async ({ context: { locale } }) => {
    const { ownerOverviewQuery, prefetchOwnerQuery } = await import('#/features/owner-portal/owner-queries.ts')
    return prefetchOwnerQuery(ownerOverviewQuery(locale))
  },
  head: ({ match }) => ownerPageHead(match.context.i18n._(msg`My properties`)),
  component: function OwnerHome() {
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <OwnerOverview />
      </HydrationBoundary>
    )
  },
})

function OwnerOverview() {
  const { data } = useSuspenseQuery(ownerOverviewQuery(useLocale()))
  return <OwnerPropertiesView overview={data} />
}
