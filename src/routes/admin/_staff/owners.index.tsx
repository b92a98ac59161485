import { createFileRoute } from '@tanstack/react-router'
import { OwnerListView } from '#/features/owner-admin/index.ts'

// Issue 18 "Owners".
export const Route = createFileRoute('/admin/_staff/owners/')({
  component: function OwnersPage() {
    const { staff } = Route.useRouteContext()
    return <OwnerListView language={staff.language} />
  },
})
