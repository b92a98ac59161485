import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { subscriptionActionResponse } from '#/features/subscriptions/index.server.ts'

/** POST /api/subscriptions/{alert|newsletter}/{action} (decision 033): the manage and confirm pages' forms (subscription-doors.server.ts). */
export const Route = createFileRoute('/api/subscriptions/$kind/$action')({
  caseSensitive: true,
  server: {
    handlers: door<{ kind: string; action: string }>({
      POST: (input) => subscriptionActionResponse(input, input.params.kind, input.params.action),
    }),
  },
})
