import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { pageTitle } from '#/components/content-head.ts'
import { AdminPageHeader } from '#/admin/AdminFrame.tsx'
import { StaffListView } from '#/features/staff/index.ts'
import { prefetchAdmin } from '../-prefetch.ts'
import { adminOnly } from '../-admin-only.ts'

// DESIGN.md "Staff and owners": staff management, admins only (the server functions check the role
// again, through the admin middleware); drawn on the server with the list (decision 033).
export const Route = createFileRoute('/admin/_staff/staff')({
  beforeLoad: adminOnly,
  // The loader stays in the route tree that every page loads: its reads come with the back office's own chunks (-prefetch.ts).
  loader: async ({ context }) => {
    if (!context.allowed) return undefined
    return prefetchAdmin('staffList')
  },
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n._(msg`Staff`)) }] }),
  component: function StaffPage() {
    const { t } = useLingui()
    const { staff, allowed } = Route.useRouteContext()
    if (!allowed) return <AdminPageHeader title={t`No access`} intro={t`Only administrators manage staff.`} />
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <StaffListView me={staff} />
      </HydrationBoundary>
    )
  },
})
