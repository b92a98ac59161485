import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { pageTitle } from '#/components/content-head.ts'
import { PagesListView } from '#/features/site-editor/index.ts'
import { prefetchAdmin } from '../-prefetch.ts'

// Decision 034: the pages the agency edits, for agents and admins; drawn on the server with the list (decision 033).
export const Route = createFileRoute('/admin/_staff/pages/')({
  // The loader stays in the route tree that every page loads: its reads come with the back office's own chunks (-prefetch.ts).
  loader: () => prefetchAdmin('pagesOverview'),
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n._(msg`Pages`)) }] }),
  component: function PagesPage() {
    const { staff } = Route.useRouteContext()
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <PagesListView language={staff.language} />
      </HydrationBoundary>
    )
  },
})
