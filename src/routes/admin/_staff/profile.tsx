import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { pageTitle } from '#/components/content-head.ts'
import { StaffProfileView } from '#/features/staff/index.ts'
import { prefetchAdmin } from '../-prefetch.ts'

// DESIGN.md "Staff and owners": the member's profile: name, language, passkeys, signing out
// everywhere; drawn on the server with it (decision 033).
export const Route = createFileRoute('/admin/_staff/profile')({
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n._(msg`My profile`)) }] }),
  // The loader stays in the route tree that every page loads: its reads come with the back office's own chunks (-prefetch.ts).
  loader: async () => {
    return prefetchAdmin('profile')
  },
  component: function Profile() {
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <StaffProfileView />
      </HydrationBoundary>
    )
  },
})
