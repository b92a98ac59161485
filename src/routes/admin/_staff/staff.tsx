import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { pageTitle } from '#/components/content-head.ts'
import { AdminPageHeader } from '#/admin/AdminFrame.tsx'
import { StaffListView } from '#/features/staff/index.ts'
import { roleAllows } from '#/admin/staff-roles.ts'
import { setPageStatus } from '#/server/response-status.ts'

// Issue 18: staff management, admins only (the endpoints check the role again on their own).
export const Route = createFileRoute('/admin/_staff/staff')({
  beforeLoad: ({ context }) => {
    const allowed = roleAllows(context.staff.role, 'admin')
    if (!allowed) setPageStatus(403)
    return { allowed }
  },
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n._(msg`Staff`)) }] }),
  component: function StaffPage() {
    const { t } = useLingui()
    const { staff, allowed } = Route.useRouteContext()
    if (!allowed) return <AdminPageHeader title={t`No access`} intro={t`Only administrators manage staff.`} />
    return <StaffListView me={staff} />
  },
})
