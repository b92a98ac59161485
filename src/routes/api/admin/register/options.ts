import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { staffRegisterOptionsResponse } from '#/features/staff/index.server.ts'

/** POST /api/admin/register/options (decision 033): an invited member's registration challenge (passkey-doors.server.ts, decision 018). */
export const Route = createFileRoute('/api/admin/register/options')({
  caseSensitive: true,
  server: { handlers: door({ POST: staffRegisterOptionsResponse }) },
})
