import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { staffSignOutResponse } from '#/features/staff/index.server.ts'

/** POST /api/admin/sign-out (decision 033): ends the staff session, or every one, from a form or with JavaScript (passkey-doors.server.ts, decision 018). */
export const Route = createFileRoute('/api/admin/sign-out')({
  caseSensitive: true,
  server: { handlers: door({ POST: staffSignOutResponse }) },
})
