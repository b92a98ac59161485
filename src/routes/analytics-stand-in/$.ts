import { createFileRoute } from '@tanstack/react-router'
import { door } from '#/server/server-door.server.ts'
import { analyticsStandInOn, analyticsStandInResponse } from '#/features/consent/index.server.ts'

/** GET /analytics-stand-in/… (decision 033): the analytics tags' stand-ins, only with ANALYTICS_STAND_IN=true (analytics-stand-in.server.ts). */
export const Route = createFileRoute('/analytics-stand-in/$')({
  caseSensitive: true,
  server: { handlers: door({ GET: ({ url }) => analyticsStandInResponse(url) }, { when: analyticsStandInOn, trailingSlash: 'optional' }) },
})
