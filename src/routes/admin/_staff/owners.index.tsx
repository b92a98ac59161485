import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { OwnerListView } from '#/features/owner-admin/index.ts'
import { prefetchAdmin } from '../-prefetch.ts'

// DESIGN.md "Staff and owners", owners: drawn on the server with the list (decision 033).
export const Route = createFileRoute('/admin/_staff/owners/')({
  // The loader stays in the route tree that every page loads: its reads come with the back office's own chunks (-prefetch.ts).
  loader: async () => {
    return prefetchAdmin('owners')
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
