import { createFileRoute, notFound } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { ViewingSlotsPage } from '#/features/viewing-slots/index.ts'
import { prefetchAdmin } from '../-prefetch.ts'

// DESIGN.md "Staff and owners", viewings: one property's slots and bookings, drawn on the server
// with them (decision 033). A path that is no property id is not found.
export const Route = createFileRoute('/admin/_staff/viewings/$propertyId')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,9}$/.test(params.propertyId)) throw notFound()
  },
  // The loader stays in the route tree that every page loads: its reads come with the back office's own chunks (-prefetch.ts).
  loader: async ({ params }) => {
    return prefetchAdmin('viewings', Number(params.propertyId))
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
