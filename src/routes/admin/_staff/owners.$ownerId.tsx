import { createFileRoute } from '@tanstack/react-router'
import { OwnerPageView } from '#/features/owner-admin/index.ts'

// Issue 18 "Owners": one owner, their properties and their invitation.
export const Route = createFileRoute('/admin/_staff/owners/$ownerId')({
  component: function OwnerPage() {
    const { staff } = Route.useRouteContext()
    const { ownerId } = Route.useParams()
    return <OwnerPageView ownerId={ownerId} language={staff.language} />
  },
})
