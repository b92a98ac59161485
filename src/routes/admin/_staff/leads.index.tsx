import { createFileRoute } from '@tanstack/react-router'
import { LeadInboxView } from '~/features/lead-inbox/LeadInboxView'
import * as v from 'valibot'
import { INBOX_FILTERS, inboxSearchParams } from '~/features/lead-inbox/lead-inbox-filters'

// Issue 18 "Leads": the inbox; its filters live in the URL, so a filtered view can be bookmarked.
export const Route = createFileRoute('/admin/_staff/leads/')({
  validateSearch: v.pipe(INBOX_FILTERS, v.transform(inboxSearchParams)),
  component: function LeadInbox() {
    const { staff } = Route.useRouteContext()
    return <LeadInboxView search={Route.useSearch()} staff={staff} />
  },
})
