import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { OwnerPageView } from '#/features/owner-admin/index.ts'

// DESIGN.md "Staff and owners", owners: one owner, their properties and their invitation, drawn on
// the server with them (decision 033).
export const Route = createFileRoute('/admin/_staff/owners/$ownerId')({
  // The loader stays in the route tree that every page loads: TanStack Query comes with the back office's own chunks.
  loader: async ({ params }) => {
    const [{ prefetchAdminQueries }, { ownerQuery }] = await Promise.all([
      import('#/admin/admin-query.ts'),
      import('#/features/owner-admin/owner-admin-queries.ts'),
    ])
    return prefetchAdminQueries([ownerQuery(params.ownerId)])
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
