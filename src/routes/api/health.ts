import { createFileRoute } from '@tanstack/react-router'
import { healthResponse } from '#/server/health.server.ts'
import { door } from '#/server/server-door.server.ts'
import { LEAD_HEALTH_GAUGES } from '#/features/leads/index.server.ts'
import { syncHealth } from '#/features/crm-sync/index.server.ts'
import { openIncidentsGauge } from '#/features/operator-incidents/index.server.ts'

/** GET /api/health: the monitor's probe; the operator's figures with the operator token (health.server.ts). */
export const Route = createFileRoute('/api/health')({
  caseSensitive: true,
  server: {
    handlers: door({
      GET: ({ request, env }) => healthResponse(request, env, { ...LEAD_HEALTH_GAUGES, crm: syncHealth, incidents: openIncidentsGauge }),
    }),
  },
})
