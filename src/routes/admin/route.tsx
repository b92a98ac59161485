import { createFileRoute, Outlet } from '@tanstack/react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { activateLocale, withSection } from '#/i18n/i18n.ts'
import { getStaffIdentity } from '#/features/staff/index.ts'
import { createAdminQueryClient } from '#/admin/admin-query.ts'

// Decision 018: the back office. Its query client lives here only, so no public page loads TanStack
// Query; its pages speak the signed-in member's language (their profile), are never cached and
// never indexed.
export const Route = createFileRoute('/admin')({
  // Decision 018: the catalogues of what this page shows besides the public one.
  staticData: { catalogues: ['admin'] },
  beforeLoad: async ({ context }) => {
    const read = await getStaffIdentity()
    if (read.kind === 'ok') await activateLocale(context.i18n, read.staff.language)
    await withSection(context.i18n, 'admin')
    return { staffRead: read, locale: read.kind === 'ok' ? read.staff.language : context.locale }
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  component: function AdminSection() {
    const [queryClient] = useState(createAdminQueryClient)
    return (
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    )
  },
})
