import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep, type WorkflowStepConfig } from 'cloudflare:workers'
import type { AppEnv } from '#/server/env.server.ts'
import { crmCredentials, omnicasaClient } from '#/server/crm/omnicasa-client.ts'
import { runCrmSync, type SyncSteps } from './crm-sync.server.ts'

// The sync as a Cloudflare Workflow (DESIGN.md "Engines for scale"): each page read and each write is
// a durable step, retried on its own with a growing wait, and a Worker restarted mid-sync resumes
// where it stopped instead of reading the CRM again from the first page.

/** A step that fails is tried this often again, 5 s, 10 s, 20 s… apart, before the sync gives up. */
const STEP_CONFIG: WorkflowStepConfig = { retries: { limit: 4, delay: '5 seconds', backoff: 'exponential' }, timeout: '5 minutes' }

export type CrmSyncParams = { forceFull?: boolean; forceWithdrawal?: boolean }

export class CrmSyncWorkflow extends WorkflowEntrypoint<AppEnv, CrmSyncParams> {
  override async run(event: Readonly<WorkflowEvent<CrmSyncParams>>, step: WorkflowStep): Promise<unknown> {
    const credentials = crmCredentials(this.env)
    if (!credentials) return { status: 'skipped', reason: 'no OMNICASA_URL' }
    const client = omnicasaClient(credentials)
    const steps: SyncSteps = { do: (name, run) => step.do(name, STEP_CONFIG, run as () => Promise<never>) }
    return runCrmSync(steps, {
      db: this.env.DB,
      client,
      now: event.timestamp,
      runId: event.instanceId,
      forceFull: event.payload?.forceFull,
      forceWithdrawal: event.payload?.forceWithdrawal,
      media: this.env.MEDIA,
    })
  }
}
