import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import * as v from 'valibot'
import { LeadInboxView, INBOX_FILTERS, inboxSearchParams } from '#/features/lead-inbox/index.ts'
import { prefetchAdmin } from '../-prefetch.ts'

// DESIGN.md "Staff and owners", leads: the inbox; its filters live in the URL, so a filtered view can
// be bookmarked. Drawn on the server with the page of leads it shows (decision 033).
export const Route = createFileRoute('/admin/_staff/leads/')({
  validateSearch: v.pipe(INBOX_FILTERS, v.transform(inboxSearchParams)),
  loaderDeps: ({ search }) => ({ search }),
  // The loader stays in the route tree that every page loads: its reads come with the back office's own chunks (-prefetch.ts).
  loader: async ({ deps: { search } }) => {
    return prefetchAdmin('inbox', search)
  },
  component: function LeadInbox() {
    const { staff } = Route.useRouteContext()
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <LeadInboxView search={Route.useSearch()} staff={staff} />
      </HydrationBoundary>
    )
  },
})
