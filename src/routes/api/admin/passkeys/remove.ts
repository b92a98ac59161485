import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { removePasskeyResponse } from '#/features/staff/index.server.ts'

/** POST /api/admin/passkeys/remove (decision 033): removes one of a member's passkeys, never the last, behind the staff check (passkey-doors.server.ts, decision 018). */
export const Route = createFileRoute('/api/admin/passkeys/remove')({
  caseSensitive: true,
  server: { handlers: door({ POST: removePasskeyResponse }) },
})
