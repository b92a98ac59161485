import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { SubscribersView } from '#/features/subscriber-admin/index.ts'

// DESIGN.md "Staff and owners", search alerts and newsletter: drawn on the server with the lists
// the page opens with (decision 033).
export const Route = createFileRoute('/admin/_staff/subscribers')({
  // The loader stays in the route tree that every page loads: TanStack Query comes with the back office's own chunks.
  loader: async () => {
    const [{ prefetchAdminQueries }, { subscribersQuery, NO_SUBSCRIBER_FILTER }] = await Promise.all([
      import('#/admin/admin-query.ts'),
      import('#/features/subscriber-admin/subscriber-admin-queries.ts'),
    ])
    return prefetchAdminQueries([subscribersQuery(NO_SUBSCRIBER_FILTER)])
  },
  component: function SubscribersPage() {
    const { staff } = Route.useRouteContext()
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <SubscribersView language={staff.language} />
      </HydrationBoundary>
    )
  },
})
