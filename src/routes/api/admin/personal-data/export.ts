import { createFileRoute } from '@tanstack/react-router'
import { staffRouteAnswer } from '#/admin/staff-check.server.ts'
import { personalDataExport } from '#/features/personal-data/index.server.ts'
import { door } from '#/server/server-door.server.ts'

// DESIGN.md "Staff and owners", personal data: everything one address left, as a file the browser
// downloads by its address, so a server route (decision 033) behind the staff check.
export const Route = createFileRoute('/api/admin/personal-data/export')({
  server: {
    handlers: door({
      GET: ({ request, env, url }) => staffRouteAnswer(request, env, 'agent', (context) => personalDataExport(context, url)),
    }),
  },
})
