import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import { PropertyPicker } from '#/features/viewing-slots/index.ts'

// Issue 18 "Documents": choose the property whose documents to manage.
export const Route = createFileRoute('/admin/_staff/documents/')({
  component: function DocumentsIndex() {
    const { t } = useLingui()
    return (
      <>
        <AdminPageHeader
          title={t`Documents`}
          intro={t`Upload a property's documents and choose who sees each: visitors on the site, or only the owner.`}
        />
        <AdminPanel>
          <PropertyPicker label={t`Find a property`} page="/admin/documents/$propertyId/" />
        </AdminPanel>
      </>
    )
  },
})
