import { createFileRoute } from '@tanstack/react-router'
import { staffRouteAnswer } from '#/admin/staff-check.server.ts'
import { leadUploadResponse } from '#/features/lead-inbox/index.server.ts'
import { door } from '#/server/server-door.server.ts'

// DESIGN.md "Staff and owners", leads: a lead's upload (a CV, a picture), served to staff only as an
// attachment; a download addressed by the lead page's link, so a server route (decision 033).
export const Route = createFileRoute('/api/admin/leads/$leadId/uploads/$field')({
  server: {
    handlers: door<{ leadId: string; field: string }>({
      GET: ({ request, env, params }) =>
        staffRouteAnswer(request, env, 'agent', (context) => leadUploadResponse(context, params.leadId, params.field)),
    }),
  },
})
