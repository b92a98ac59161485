import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { staffRegisterVerifyResponse } from '#/features/staff/index.server.ts'

/** POST /api/admin/register/verify (decision 033): an invited member's first passkey, which spends the link (passkey-doors.server.ts, decision 018). */
export const Route = createFileRoute('/api/admin/register/verify')({
  caseSensitive: true,
  server: { handlers: door({ POST: staffRegisterVerifyResponse }) },
})
