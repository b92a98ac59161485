import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { pageTitle } from '#/components/content-head.ts'
import { TeamEditorView } from '#/features/team-editor/index.ts'
import { prefetchAdmin } from '../-prefetch.ts'

// Decision 034: the agency's team, for agents and admins (the server functions check the session
// again, through the staff middleware); drawn on the server with its data (decision 033).
export const Route = createFileRoute('/admin/_staff/team')({
  // The loader stays in the route tree that every page loads: its reads come with the back office's own chunks (-prefetch.ts).
  loader: () => prefetchAdmin('teamEditor'),
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n._(msg`Team`)) }] }),
  component: function TeamPage() {
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <TeamEditorView />
      </HydrationBoundary>
    )
  },
})
