import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { AdminFrame } from '#/admin/AdminFrame.tsx'

// Decision 018: the back office's one page guard. Without a live staff session every page sends the
// visitor to the sign-in (saying the session ended when there was one); the API checks again.
export const Route = createFileRoute('/admin/_staff')({
  beforeLoad: ({ context }) => {
    const read = context.staffRead
    if (read.kind !== 'ok')
      throw redirect({ href: read.hadSession ? '/admin/sign-in/?ended=1' : '/admin/sign-in/' } as Parameters<typeof redirect>[0])
    return { staff: read.staff }
  },
  component: function StaffSection() {
    const { staff } = Route.useRouteContext()
    return (
      <AdminFrame staff={staff}>
        <Outlet />
      </AdminFrame>
    )
  },
})
