import { createFileRoute, notFound } from '@tanstack/react-router'
import { PropertyFilesPage } from '#/features/property-files/index.ts'

// Issue 18 "Documents": one property's documents. A path that is no property id is not found.
export const Route = createFileRoute('/admin/_staff/documents/$propertyId')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,9}$/.test(params.propertyId)) throw notFound()
  },
  component: function PropertyDocuments() {
    const { propertyId } = Route.useParams()
    return <PropertyFilesPage propertyId={Number(propertyId)} />
  },
})
