import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { SubscribersView } from '#/features/subscriber-admin/index.ts'
import { prefetchAdmin } from '../-prefetch.ts'

// DESIGN.md "Staff and owners", search alerts and newsletter: drawn on the server with the lists
// the page opens with (decision 033).
export const Route = createFileRoute('/admin/_staff/subscribers')({
  // The loader stays in the route tree that every page loads: its reads come with the back office's own chunks (-prefetch.ts).
  loader: async () => {
    return prefetchAdmin('subscribers')
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
