import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { OwnerListView } from '#/features/owner-admin/index.ts'

// DESIGN.md "Staff and owners", owners: drawn on the server with the list (decision 033).
export const Route = createFileRoute('/admin/_staff/owners/')({
  // The loader stays in the route tree that every page loads: TanStack Query comes with the back office's own chunks.
  loader: async () => {
    const [{ prefetchAdminQueries }, { ownersQuery }] = await Promise.all([
      import('#/admin/admin-query.ts'),
      import('#/features/owner-admin/owner-admin-queries.ts'),
    ])
    return prefetchAdminQueries([ownersQuery()])
  },
  component: function OwnersPage() {
    const { staff } = Route.useRouteContext()
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <OwnerListView language={staff.language} />
      </HydrationBoundary>
    )
  },
})
