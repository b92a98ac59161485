import { createFileRoute } from '@tanstack/react-router'
import { LeadInboxView, inboxSearchParams, readInboxFilters } from '~/features/lead-inbox'

// Issue 18 "Leads": the inbox; its filters live in the URL, so a filtered view can be bookmarked.
export const Route = createFileRoute('/admin/_staff/leads/')({
  validateSearch: (search: Record<string, unknown>): Record<string, string> => inboxSearchParams(readInboxFilters((name) => search[name])),
  component: function LeadInbox() {
    const { staff } = Route.useRouteContext()
    return <LeadInboxView search={Route.useSearch()} staff={staff} />
  },
})
