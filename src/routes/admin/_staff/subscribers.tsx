import { createFileRoute } from '@tanstack/react-router'
import { SubscribersView } from '#/features/subscriber-admin/index.ts'

// Issue 18 "Search alerts and newsletter".
export const Route = createFileRoute('/admin/_staff/subscribers')({
  component: function SubscribersPage() {
    const { staff } = Route.useRouteContext()
    return <SubscribersView language={staff.language} />
  },
})
