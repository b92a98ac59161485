import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { addPasskeyVerifyResponse } from '#/features/staff/index.server.ts'

/** POST /api/admin/passkeys/verify (decision 033): a member's added passkey, behind the staff check (passkey-doors.server.ts, decision 018). */
export const Route = createFileRoute('/api/admin/passkeys/verify')({
  caseSensitive: true,
  server: { handlers: door({ POST: addPasskeyVerifyResponse }) },
})
