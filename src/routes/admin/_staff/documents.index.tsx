import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import { PropertyPicker } from '#/features/viewing-slots/index.ts'
import { prefetchAdmin } from '../-prefetch.ts'

// DESIGN.md "Staff and owners", documents: choose the property whose documents to manage.
export const Route = createFileRoute('/admin/_staff/documents/')({
  // The picker's first list, drawn on the server (decision 033). The loader stays in the route tree that
  // every page loads: its reads come with the back office's own chunks (-prefetch.ts).
  loader: async () => {
    return prefetchAdmin('propertyChoices')
  },
  component: function DocumentsIndex() {
    const { t } = useLingui()
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <AdminPageHeader
          title={t`Documents`}
          intro={t`Upload a property's documents and choose who sees each: visitors on the site, or only the owner.`}
        />
        <AdminPanel>
          <PropertyPicker label={t`Find a property`} page="/admin/documents/$propertyId/" />
        </AdminPanel>
      </HydrationBoundary>
    )
  },
})
