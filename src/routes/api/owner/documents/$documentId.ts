import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { ownerDocumentResponse } from '#/features/owner-portal/index.server.ts'

/** GET /api/owner/documents/{id} (decision 033): one of the signed-in owner's documents (owner-doors.server.ts). */
export const Route = createFileRoute('/api/owner/documents/$documentId')({
  caseSensitive: true,
  server: { handlers: door<{ documentId: string }>({ GET: (input) => ownerDocumentResponse(input, input.params.documentId) }) },
})
