import { createFileRoute } from '@tanstack/react-router'
import { staffRouteAnswer } from '#/admin/staff-check.server.ts'
import { subscribersCsvResponse } from '#/features/subscriber-admin/index.server.ts'
import { door } from '#/server/server-door.server.ts'
import { Refusal } from '#/server/refusals.ts'

// DESIGN.md "Staff and owners", search alerts and newsletter: each list's CSV export
// (alerts.csv, newsletter.csv), a download the browser asks for by its address, so a server route
// (decision 033) behind the staff check.
const FILES = { 'alerts.csv': 'alerts', 'newsletter.csv': 'newsletter' } as const

export const Route = createFileRoute('/api/admin/subscribers/$file')({
  server: {
    handlers: door<{ file: string }>({
      GET: ({ request, env, params }) =>
        staffRouteAnswer(request, env, 'agent', async (context) => {
          if (!Object.hasOwn(FILES, params.file)) throw new Refusal('not-found')
          return subscribersCsvResponse(context, FILES[params.file as keyof typeof FILES])
        }),
    }),
  },
})
