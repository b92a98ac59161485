import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import { PropertyPicker } from '#/features/viewing-slots/index.ts'

// Issue 18 "Viewings": choose the property whose slots to make and whose bookings to see.
export const Route = createFileRoute('/admin/_staff/viewings/')({
  component: function ViewingsIndex() {
    const { t } = useLingui()
    return (
      <>
        <AdminPageHeader
          title={t`Viewings`}
          intro={t`Make a property's viewing slots, one by one or as a series, and see who booked them.`}
        />
        <AdminPanel>
          <PropertyPicker label={t`Find a property`} page="/admin/viewings/$propertyId/" />
        </AdminPanel>
      </>
    )
  },
})
