import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import { PropertyPicker } from '#/features/viewing-slots/index.ts'
import { prefetchAdmin } from '../-prefetch.ts'

// DESIGN.md "Staff and owners", viewings: choose the property whose slots to make and whose bookings to see.
export const Route = createFileRoute('/admin/_staff/viewings/')({
  // The picker's first list, drawn on the server (decision 033). The loader stays in the route tree that
  // every page loads: its reads come with the back office's own chunks (-prefetch.ts).
  loader: async () => {
    return prefetchAdmin('propertyChoices')
  },
  component: function ViewingsIndex() {
    const { t } = useLingui()
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <AdminPageHeader
          title={t`Viewings`}
          intro={t`Make a property's viewing slots, one by one or as a series, and see who booked them.`}
        />
        <AdminPanel>
          <PropertyPicker label={t`Find a property`} page="/admin/viewings/$propertyId/" />
        </AdminPanel>
      </HydrationBoundary>
    )
  },
})
