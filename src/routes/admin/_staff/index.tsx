import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { DashboardView } from '#/features/lead-inbox/index.ts'
import { prefetchAdmin } from '../-prefetch.ts'

// DESIGN.md "Staff and owners", the dashboard: drawn on the server with its figures (decision 033).
export const Route = createFileRoute('/admin/_staff/')({
  // The loader stays in the route tree that every page loads: its reads come with the back office's own chunks (-prefetch.ts).
  loader: async () => {
    return prefetchAdmin('dashboard')
  },
  component: function Dashboard() {
    const { staff } = Route.useRouteContext()
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <DashboardView staff={staff} />
      </HydrationBoundary>
    )
  },
})
