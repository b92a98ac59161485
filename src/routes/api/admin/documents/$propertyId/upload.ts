import { createFileRoute } from '@tanstack/react-router'
import { staffRouteAnswer } from '#/admin/staff-check.server.ts'
import { uploadDocumentResponse } from '#/features/property-files/index.server.ts'
import { door } from '#/server/server-door.server.ts'
import { Refusal } from '#/server/refusals.ts'

// DESIGN.md "Staff and owners", documents: a property's document uploaded as a multipart form. A
// server route (decision 033), so the staff check, the size and the type are read before the body.
const ID = /^[1-9]\d{0,9}$/

export const Route = createFileRoute('/api/admin/documents/$propertyId/upload')({
  server: {
    handlers: door<{ propertyId: string }>({
      POST: ({ request, env, params }) =>
        staffRouteAnswer(request, env, 'agent', async (context) => {
          if (!ID.test(params.propertyId)) throw new Refusal('not-found')
          return uploadDocumentResponse(context, Number(params.propertyId), request)
        }),
    }),
  },
})
