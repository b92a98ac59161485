import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { addPasskeyOptionsResponse } from '#/features/staff/index.server.ts'

/** POST /api/admin/passkeys/options (decision 033): a member's challenge to add a passkey, behind the staff check (passkey-doors.server.ts, decision 018). */
export const Route = createFileRoute('/api/admin/passkeys/options')({
  caseSensitive: true,
  server: { handlers: door({ POST: addPasskeyOptionsResponse }) },
})
