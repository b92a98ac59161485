import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { ownerPageHead } from '~/features/owner-portal/owner-route'
import { ownerOverviewQuery, prefetchOwnerQuery } from '~/features/owner-portal/owner-queries'
import { OwnerPropertiesView } from '~/features/owner-portal/OwnerPropertiesView'
import { useLocale } from '~/components/shell/use-locale'

// Issue 6 "My properties": the owner's properties with picture, address, status and their broker.
export const Route = createFileRoute('/$lang/owner/')({
  staleTime: 0,
  gcTime: 0,
  loader: ({ context: { locale } }) => prefetchOwnerQuery(ownerOverviewQuery(locale)),
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
