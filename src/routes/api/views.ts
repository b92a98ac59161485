import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { ownerPageViewResponse } from '#/features/owner-portal/index.server.ts'

/** POST /api/views (decision 033): a property page's view, counted for its owner (page-views.server.ts). */
export const Route = createFileRoute('/api/views')({
  caseSensitive: true,
  server: { handlers: door({ POST: ownerPageViewResponse }) },
})
