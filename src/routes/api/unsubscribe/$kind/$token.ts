import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { oneClickUnsubscribeResponse } from '#/features/subscriptions/index.server.ts'

/**
 * GET and POST /api/unsubscribe/{alert|newsletter}/{token} (RFC 8058, decision 033): the one-click
 * address of a mail; src/server.ts lets its POST through the cross-site check (subscription-doors.server.ts).
 */
export const Route = createFileRoute('/api/unsubscribe/$kind/$token')({
  caseSensitive: true,
  server: {
    handlers: door<{ kind: string; token: string }>({
      GET: (input) => oneClickUnsubscribeResponse(input, input.params.kind, input.params.token),
      POST: (input) => oneClickUnsubscribeResponse(input, input.params.kind, input.params.token),
    }),
  },
})
