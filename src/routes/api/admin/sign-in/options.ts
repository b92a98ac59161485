import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { staffSignInOptionsResponse } from '#/features/staff/index.server.ts'

/** POST /api/admin/sign-in/options (decision 033): a passkey sign-in's challenge (passkey-doors.server.ts, decision 018). */
export const Route = createFileRoute('/api/admin/sign-in/options')({
  caseSensitive: true,
  server: { handlers: door({ POST: staffSignInOptionsResponse }) },
})
