import type { AppEnv } from './env.server.ts'
import { operatorAccess, operatorRefused } from './operator-token.ts'
import type { D1Queryable } from './d1-queryable.ts'
import { setMetaStatement } from './app-meta.server.ts'

export const CRON_HEARTBEAT_KEY = 'last_cron_run'

/** A figure a capability reports in the health answer, read from D1 (the leads' failed mails, the last CRM sync). */
export type HealthGauge = (db: D1Queryable) => Promise<unknown>

/**
 * GET /api/health: answers 200 when the database answers, 503 when it does not. Anyone learns only
 * that (a monitor needs no secret); the figures (the last cron run, the capabilities' gauges such
 * as failed lead mails) are the operator's, asked with the operator token (operator-token.ts).
 */
export async function healthResponse(
  request: Request,
  env: Pick<AppEnv, 'DB' | 'OPERATOR_TOKEN'>,
  gauges: Record<string, HealthGauge> = {},
): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' }
  const access = await operatorAccess(request, env)
  if (access === 'refused') return operatorRefused()
  try {
    const row = await env.DB.prepare('SELECT value FROM app_meta WHERE key = ?').bind(CRON_HEARTBEAT_KEY).first<{ value: string }>()
    if (access === 'public') return Response.json({ status: 'ok', database: 'ok' }, { headers })
    const figures: Record<string, unknown> = {}
    for (const [name, gauge] of Object.entries(gauges)) figures[name] = await gauge(env.DB)
    return Response.json({ status: 'ok', database: 'ok', lastCronRun: row?.value ?? null, ...figures }, { headers })
  } catch (error) {
    console.error('health check: database unavailable', error)
    return Response.json({ status: 'degraded', database: 'unavailable' }, { status: 503, headers })
  }
}

/** The cron trigger's heartbeat, so the operator can see scheduled work is running. */
export async function recordCronRun(env: Pick<AppEnv, 'DB'>, at: Date): Promise<void> {
  await setMetaStatement(env.DB, CRON_HEARTBEAT_KEY, at.toISOString()).run()
}
