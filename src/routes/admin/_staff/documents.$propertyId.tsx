import { createFileRoute, notFound } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { PropertyFilesPage } from '#/features/property-files/index.ts'

// DESIGN.md "Staff and owners", documents: one property's documents, drawn on the server with them
// (decision 033). A path that is no property id is not found.
export const Route = createFileRoute('/admin/_staff/documents/$propertyId')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,9}$/.test(params.propertyId)) throw notFound()
  },
  // The loader stays in the route tree that every page loads: TanStack Query comes with the back office's own chunks.
  loader: async ({ params }) => {
    const [{ prefetchAdminQueries }, { propertyDocumentsQuery }] = await Promise.all([
      import('#/admin/admin-query.ts'),
      import('#/features/property-files/property-files-queries.ts'),
    ])
    return prefetchAdminQueries([propertyDocumentsQuery(Number(params.propertyId))])
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
