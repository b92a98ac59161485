import { createFileRoute } from '@tanstack/react-router'
import { DashboardView } from '#/features/lead-inbox/index.ts'
// Issue 18 "Dashboard".
export const Route = createFileRoute('/admin/_staff/')({
  component: function Dashboard() {
    const { staff } = Route.useRouteContext()
    return <DashboardView staff={staff} />
  },
})
