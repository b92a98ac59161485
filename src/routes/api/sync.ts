import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { syncRequestResponse } from '#/features/crm-sync/index.server.ts'

/** POST /api/sync (decision 033): the operator starts a CRM sync now, with the operator token (crm-sync-door.server.ts). */
export const Route = createFileRoute('/api/sync')({
  caseSensitive: true,
  server: { handlers: door({ POST: syncRequestResponse }) },
})
