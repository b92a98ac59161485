import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { staffSignInVerifyResponse } from '#/features/staff/index.server.ts'

/** POST /api/admin/sign-in/verify (decision 033): the passkey's answer that starts a staff session (passkey-doors.server.ts, decision 018). */
export const Route = createFileRoute('/api/admin/sign-in/verify')({
  caseSensitive: true,
  server: { handlers: door({ POST: staffSignInVerifyResponse }) },
})
