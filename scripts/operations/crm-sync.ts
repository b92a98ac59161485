// npm run sync [-- --full | --force] [-- --remote]: one CRM sync now (decision 016). --force: a full sync
// that may withdraw more than a fifth of the catalogue (when the CRM really dropped that many).
// Locally it runs the sync's own code (src/features/crm-sync/) against the local D1 and the CRM of
// .dev.vars (the stand-in CRM by default: `npm run crm:stand-in`, started by npm start), and waits for
// it. With --remote it asks the production Worker to start one (POST {siteUrl}/api/sync with the
// operator token from the OPERATOR_TOKEN environment variable) and prints the run's id; its outcome
// shows in GET /api/health.
import { parseArgs } from 'node:util'
import siteConfig from '../../app.config.ts'
import { omnicasaClient } from '../../src/server/crm/omnicasa-client.ts'
import { inlineSteps, runCrmSync } from '../../src/features/crm-sync/crm-sync.server.ts'
import { openDatabase } from '../development/d1-access.ts'
import { describeSync, withLocalCrm } from '../development/local-crm.ts'

const { values } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    site: { type: 'string' },
  },
})

if (values.remote) {
  const token = process.env.OPERATOR_TOKEN
  if (!token) {
    console.error('Set OPERATOR_TOKEN to the Worker secret of the same name: OPERATOR_TOKEN=… npm run sync -- --remote')
    process.exit(2)
  }
  const site = values.site ?? siteConfig.siteUrl
  const response = await fetch(new URL(`/api/sync${values.force ? '?force=1' : values.full ? '?full=1' : ''}`, site), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  })
  console.log(`${site}: ${response.status} ${await response.text()}`)
  process.exit(response.status === 202 ? 0 : 1)
}

await withLocalCrm(async (credentials) => {
  if (!credentials) {
    console.error("No OMNICASA_URL in .dev.vars: nothing to sync (npm run db:setup writes the stand-in CRM's address there).")
    process.exitCode = 2
    return
  }
  const { db, media, close } = await openDatabase(false)
  try {
    const client = omnicasaClient(credentials)
    const started = Date.now()
    const outcome = await runCrmSync(inlineSteps(), {
      db,
      client,
      now: new Date(),
      runId: `local-${Date.now()}`,
      media,
      forceFull: values.full || values.force,
      forceWithdrawal: values.force,
    })
    console.log(describeSync(outcome, client.calls, Date.now() - started))
    if (outcome.status === 'failed') process.exitCode = 1
  } finally {
    await close()
  }
})
