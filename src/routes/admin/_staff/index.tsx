import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { DashboardView } from '#/features/lead-inbox/index.ts'

// DESIGN.md "Staff and owners", the dashboard: drawn on the server with its figures (decision 033).
export const Route = createFileRoute('/admin/_staff/')({
  // The loader stays in the route tree that every page loads: TanStack Query comes with the back office's own chunks.
  loader: async () => {
    const [{ prefetchAdminQueries }, { dashboardQuery }] = await Promise.all([
      import('#/admin/admin-query.ts'),
      import('#/features/lead-inbox/lead-inbox-queries.ts'),
    ])
    return prefetchAdminQueries([dashboardQuery()])
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
