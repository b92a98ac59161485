import { createFileRoute, notFound } from '@tanstack/react-router'
import { ViewingSlotsPage } from '#/features/viewing-slots/index.ts'

// Issue 18 "Viewings": one property's slots and bookings. A path that is no property id is not found.
export const Route = createFileRoute('/admin/_staff/viewings/$propertyId')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,9}$/.test(params.propertyId)) throw notFound()
  },
  component: function PropertyViewings() {
    const { propertyId } = Route.useParams()
    const { staff } = Route.useRouteContext()
    return <ViewingSlotsPage propertyId={Number(propertyId)} staffId={staff.id} />
  },
})
