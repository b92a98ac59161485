import { createFileRoute } from '@tanstack/react-router'
import { staffRouteAnswer } from '#/admin/staff-check.server.ts'
import { leadsCsvExport } from '#/features/lead-inbox/index.server.ts'
import { door } from '#/server/server-door.server.ts'

// DESIGN.md "Staff and owners", leads: the inbox's CSV export of the current filters, a download the
// browser asks for by its address, so a server route (decision 033) behind the staff check.
export const Route = createFileRoute('/api/admin/leads.csv')({
  server: {
    handlers: door({
      GET: ({ request, env, url }) => staffRouteAnswer(request, env, 'agent', (context) => leadsCsvExport(context, url)),
    }),
  },
})
