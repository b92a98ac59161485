import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { LeadInboxView, INBOX_FILTERS, inboxSearchParams } from '#/features/lead-inbox/index.ts'

// Issue 18 "Leads": the inbox; its filters live in the URL, so a filtered view can be bookmarked.
export const Route = createFileRoute('/admin/_staff/leads/')({
  validateSearch: v.pipe(INBOX_FILTERS, v.transform(inboxSearchParams)),
  component: function LeadInbox() {
    const { staff } = Route.useRouteContext()
    return <LeadInboxView search={Route.useSearch()} staff={staff} />
  },
})
