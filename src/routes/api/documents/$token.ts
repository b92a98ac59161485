import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { documentDownloadResponse } from '#/features/leads/index.server.ts'

/** GET /api/documents/{token} (decision 033): a property's document from the link in the visitor's mail (document-download.server.ts). */
export const Route = createFileRoute('/api/documents/$token')({
  caseSensitive: true,
  server: { handlers: door<{ token: string }>({ GET: (input) => documentDownloadResponse(input, input.params.token) }) },
})
