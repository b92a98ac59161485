import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { getOwnerOverview } from '~/features/owner-portal/owner.functions'
import { ownerPageHead, portalData } from '~/features/owner-portal/owner-route'
import { OwnerPropertiesView } from '~/features/owner-portal/OwnerPropertiesView'

// Issue 6 "My properties": the owner's properties with picture, address, status and their broker.
export const Route = createFileRoute('/$lang/owner/')({
  staleTime: 0,
  gcTime: 0,
  loader: async ({ context: { locale } }) => portalData(await getOwnerOverview({ data: { locale } }), locale),
  head: ({ match }) => ownerPageHead(match.context.i18n._(msg`My properties`)),
  component: function OwnerHome() {
    return <OwnerPropertiesView overview={Route.useLoaderData()} />
  },
})
