import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { OwnerPageView } from '#/features/owner-admin/index.ts'
import { prefetchAdmin } from '../-prefetch.ts'

// DESIGN.md "Staff and owners", owners: one owner, their properties and their invitation, drawn on
// the server with them (decision 033).
export const Route = createFileRoute('/admin/_staff/owners/$ownerId')({
  // The loader stays in the route tree that every page loads: its reads come with the back office's own chunks (-prefetch.ts).
  loader: async ({ params }) => {
    return prefetchAdmin('owner', params.ownerId)
  },
  component: function OwnerPage() {
    const { staff } = Route.useRouteContext()
    const { ownerId } = Route.useParams()
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <OwnerPageView ownerId={ownerId} language={staff.language} />
      </HydrationBoundary>
    )
  },
})
