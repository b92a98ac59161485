import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { AdminPageHeader } from '~/features/back-office/AdminFrame'

// Issue 18 "Dashboard".
export const Route = createFileRoute('/admin/_staff/')({
  component: function Dashboard() {
    const { t } = useLingui()
    const { staff } = Route.useRouteContext()
    return <AdminPageHeader title={t`Dashboard`} intro={t`Welcome, ${staff.name || staff.email}`} />
  },
})
