import type { AppEnv } from './env.server'
import { failedMailCount } from './leads/lead-store.server'

export const CRON_HEARTBEAT_KEY = 'last_cron_run'

/** GET /api/health: answers 200 when the database answers, 503 when it does not. */
export async function healthResponse(env: Pick<AppEnv, 'DB'>): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' }
  try {
    const row = await env.DB.prepare('SELECT value FROM app_meta WHERE key = ?').bind(CRON_HEARTBEAT_KEY).first<{ value: string }>()
    // Lead mails given up on: the agency has those leads only in D1 (README "Leads").
    const failedLeadMails = await failedMailCount(env.DB)
    return Response.json({ status: 'ok', database: 'ok', lastCronRun: row?.value ?? null, failedLeadMails }, { headers })
  } catch (error) {
    console.error('health check: database unavailable', error)
    return Response.json({ status: 'degraded', database: 'unavailable' }, { status: 503, headers })
  }
}

/** The cron trigger's heartbeat, so the operator can see scheduled work is running. */
export async function recordCronRun(env: Pick<AppEnv, 'DB'>, at: Date): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO app_meta (key, value) VALUES (?1, ?2)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  )
    .bind(CRON_HEARTBEAT_KEY, at.toISOString())
    .run()
}
