import { createFileRoute, notFound } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { LeadView } from '#/features/lead-inbox/index.ts'
import { prefetchAdmin } from '../-prefetch.ts'

// DESIGN.md "Staff and owners", leads: one lead. An id that cannot be a lead's is not found before
// anything is asked; the page is drawn on the server with the lead (decision 033).
const LEAD_ID = /^[A-Za-z0-9_-]{1,64}$/

export const Route = createFileRoute('/admin/_staff/leads/$leadId')({
  beforeLoad: ({ params }) => {
    if (!LEAD_ID.test(params.leadId)) throw notFound()
  },
  // The loader stays in the route tree that every page loads: its reads come with the back office's own chunks (-prefetch.ts).
  loader: async ({ params }) => {
    return prefetchAdmin('lead', params.leadId)
  },
  component: function Lead() {
    const { staff } = Route.useRouteContext()
    const { leadId } = Route.useParams()
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <LeadView key={leadId} id={leadId} staff={staff} />
      </HydrationBoundary>
    )
  },
})
