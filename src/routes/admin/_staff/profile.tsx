import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { pageTitle } from '#/components/content-head.ts'
import { StaffProfileView } from '#/features/staff/index.ts'

// DESIGN.md "Staff and owners": the member's profile: name, language, passkeys, signing out
// everywhere; drawn on the server with it (decision 033).
export const Route = createFileRoute('/admin/_staff/profile')({
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n._(msg`My profile`)) }] }),
  // The loader stays in the route tree that every page loads: TanStack Query comes with the back office's own chunks.
  loader: async () => {
    const [{ prefetchAdminQueries }, { staffProfileQuery }] = await Promise.all([
      import('#/admin/admin-query.ts'),
      import('#/features/staff/staff-queries.ts'),
    ])
    return prefetchAdminQueries([staffProfileQuery()])
  },
  component: function Profile() {
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <StaffProfileView />
      </HydrationBoundary>
    )
  },
})
