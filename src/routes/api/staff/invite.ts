import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { staffInviteResponse } from '#/features/staff/index.server.ts'

/** POST /api/staff/invite (decision 033): the operator's command invites a member, with the operator token (staff-admin.server.ts, decision 018). */
export const Route = createFileRoute('/api/staff/invite')({
  caseSensitive: true,
  server: { handlers: door({ POST: staffInviteResponse }) },
})
