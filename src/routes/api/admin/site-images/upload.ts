import { createFileRoute } from '@tanstack/react-router'
import { staffRouteAnswer } from '#/admin/staff-check.server.ts'
import { uploadSiteImageResponse } from '#/features/site-media/index.server.ts'
import { door } from '#/server/server-door.server.ts'

// Decision 034: one of the agency's pictures uploaded as a multipart form, for agents and admins. A
// server route (decision 033), so the staff check and the size are read before the body.
export const Route = createFileRoute('/api/admin/site-images/upload')({
  server: {
    handlers: door({
      POST: ({ request, env }) => staffRouteAnswer(request, env, 'agent', (context) => uploadSiteImageResponse(context, request)),
    }),
  },
})
