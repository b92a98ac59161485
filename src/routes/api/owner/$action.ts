import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { ownerActionResponse } from '#/features/owner-portal/index.server.ts'

/** POST /api/owner/{login|logout|forgot|reset|password} (decision 033): the owner's forms, with JavaScript or without (owner-doors.server.ts). */
export const Route = createFileRoute('/api/owner/$action')({
  caseSensitive: true,
  server: { handlers: door<{ action: string }>({ POST: (input) => ownerActionResponse(input, input.params.action) }) },
})
