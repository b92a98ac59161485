import type { AppEnv } from '#/server/env.server.ts'
import { crmCredentials, omnicasaClient } from '#/server/crm/omnicasa-client.ts'
import { operatorAccess, operatorRefused } from '#/server/operator-token.ts'
import type { DoorInput } from '#/server/http-door.ts'
import { inlineSteps, runCrmSync, type SyncOutcome } from './crm-sync.server.ts'
import type { CrmSyncParams } from './crm-sync-workflow.server.ts'

// Where a sync starts (decision 016): the cron trigger every five minutes, and the operator's
// `POST /api/sync` (`npm run sync -- --remote`; its server route is src/routes/api/sync.ts, decision 033). With the Workflow binding the sync runs as durable
// steps; without it (tests, a Worker deployed without Workflows) it runs inline.

export type CrmSyncEnv = AppEnv & { CRM_SYNC?: Workflow<CrmSyncParams> }

export type SyncStart = { status: 'started'; id: string; workflow: boolean } | { status: 'not-configured' }

/** Starts one sync; the id names the run in crm_sync_runs (and the Workflow instance). */
export async function startCrmSync(
  env: CrmSyncEnv,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  now: Date,
  params: CrmSyncParams = {},
): Promise<SyncStart> {
  const credentials = crmCredentials(env)
  if (!credentials) return { status: 'not-configured' }
  const id = `sync-${now.toISOString().replace(/[^0-9]/g, '')}-${crypto.randomUUID().slice(0, 8)}`
  if (env.CRM_SYNC) {
    await env.CRM_SYNC.create({ id, params })
    return { status: 'started', id, workflow: true }
  }
  ctx.waitUntil(syncInline(env, now, id, params))
  return { status: 'started', id, workflow: false }
}

/** One sync run to its end in this request (tests, and Workers without the Workflow binding). */
export function syncInline(env: AppEnv, now: Date, runId: string, params: CrmSyncParams = {}): Promise<SyncOutcome> {
  const credentials = crmCredentials(env)
  if (!credentials) return Promise.resolve({ status: 'skipped', reason: 'no OMNICASA_URL' })
  return runCrmSync(inlineSteps(), {
    db: env.DB,
    client: omnicasaClient(credentials),
    now,
    runId,
    forceFull: params.forceFull,
    forceWithdrawal: params.forceWithdrawal,
    media: env.MEDIA,
  })
}

/** POST /api/sync: the operator starts a sync now (npm run sync -- --remote); the token alone opens it. */
export async function syncRequestResponse({
  request,
  env,
  ctx,
  url,
}: Pick<DoorInput, 'request' | 'env' | 'ctx' | 'url'>): Promise<Response> {
  const access = await operatorAccess(request, env)
  if (access !== 'operator')
    return access === 'refused'
      ? operatorRefused()
      : Response.json({ error: 'operator token required' }, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } })
  if (!(env as CrmSyncEnv).CRM_SYNC)
    return Response.json({ error: 'no CRM_SYNC Workflow binding: syncs run from the cron trigger' }, { status: 409 })
  // full=1: a full sync now; force=1: it may withdraw more than a fifth of the catalogue.
  const params = {
    forceFull: url.searchParams.get('full') === '1' || url.searchParams.get('force') === '1',
    forceWithdrawal: url.searchParams.get('force') === '1',
  }
  const started = await startCrmSync(env as CrmSyncEnv, ctx, new Date(), params)
  if (started.status === 'not-configured') return Response.json({ error: 'no CRM configured (OMNICASA_URL is empty)' }, { status: 409 })
  return Response.json(started, { status: 202, headers: { 'Cache-Control': 'no-store' } })
}

/** The cron trigger's sync: a Workflow instance, or (without the binding) the whole sync awaited here. */
export async function scheduledCrmSync(env: CrmSyncEnv, now: Date): Promise<void> {
  if (!crmCredentials(env)) return
  if (env.CRM_SYNC) {
    await startCrmSync(env, { waitUntil: () => {} }, now)
    return
  }
  const outcome = await syncInline(env, now, `sync-${now.toISOString().replace(/[^0-9]/g, '')}`)
  if (outcome.status === 'failed') console.error(`CRM sync failed: ${outcome.error}`)
}
