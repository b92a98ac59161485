import { createFileRoute, notFound } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { PropertyFilesPage } from '#/features/property-files/index.ts'
import { prefetchAdmin } from '../-prefetch.ts'

// DESIGN.md "Staff and owners", documents: one property's documents, drawn on the server with them
// (decision 033). A path that is no property id is not found.
export const Route = createFileRoute('/admin/_staff/documents/$propertyId')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,9}$/.test(params.propertyId)) throw notFound()
  },
  // The loader stays in the route tree that every page loads: its reads come with the back office's own chunks (-prefetch.ts).
  loader: async ({ params }) => {
    return prefetchAdmin('documents', Number(params.propertyId))
  },
  component: function PropertyDocuments() {
    const { propertyId } = Route.useParams()
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <PropertyFilesPage propertyId={Number(propertyId)} />
      </HydrationBoundary>
    )
  },
})
