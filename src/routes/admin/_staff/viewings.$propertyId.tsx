import { createFileRoute, notFound } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { ViewingSlotsPage } from '#/features/viewing-slots/index.ts'

// DESIGN.md "Staff and owners", viewings: one property's slots and bookings, drawn on the server
// with them (decision 033). A path that is no property id is not found.
export const Route = createFileRoute('/admin/_staff/viewings/$propertyId')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,9}$/.test(params.propertyId)) throw notFound()
  },
  // The loader stays in the route tree that every page loads: TanStack Query comes with the back office's own chunks.
  loader: async ({ params }) => {
    const [{ prefetchAdminQueries }, { viewingSlotsQuery }] = await Promise.all([
      import('#/admin/admin-query.ts'),
      import('#/features/viewing-slots/viewing-slots-queries.ts'),
    ])
    return prefetchAdminQueries([viewingSlotsQuery(Number(params.propertyId))])
  },
  component: function PropertyViewings() {
    const { propertyId } = Route.useParams()
    const { staff } = Route.useRouteContext()
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <ViewingSlotsPage propertyId={Number(propertyId)} staffId={staff.id} />
      </HydrationBoundary>
    )
  },
})
