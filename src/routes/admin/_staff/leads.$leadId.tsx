import { createFileRoute, notFound } from '@tanstack/react-router'
import { LeadView } from '#/features/lead-inbox/index.ts'

// Issue 18 "Leads": one lead. An id that cannot be a lead's is not found before anything is asked.
const LEAD_ID = /^[A-Za-z0-9_-]{1,64}$/

export const Route = createFileRoute('/admin/_staff/leads/$leadId')({
  beforeLoad: ({ params }) => {
    if (!LEAD_ID.test(params.leadId)) throw notFound()
  },
  component: function Lead() {
    const { staff } = Route.useRouteContext()
    const { leadId } = Route.useParams()
    return <LeadView key={leadId} id={leadId} staff={staff} />
  },
})
