// npm run sync [-- --full] [-- --remote]: one CRM sync now (issue 16).
// Locally it runs the sync's own code (src/features/crm-sync/) against the local D1 and the CRM of
// .dev.vars (the stand-in CRM by default: `npm run crm:stand-in`, started by npm start), and waits for
// it. With --remote it asks the production Worker to start one (POST {siteUrl}/api/sync with the
// operator token from the OPERATOR_TOKEN environment variable) and prints the run's id; its outcome
// shows in GET /api/health.
import { existsSync, readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import siteConfig from '../app.config.ts'
import { crmCredentials, omnicasaClient } from '../src/server/crm/omnicasa-client.ts'
import { inlineSteps, runCrmSync } from '../src/features/crm-sync/crm-sync.server.ts'
import { openDatabase } from './d1-access.ts'

const { values } = parseArgs({ options: { remote: { type: 'boolean', default: false }, full: { type: 'boolean', default: false }, site: { type: 'string' } } })

/** The local Worker's settings: the CRM address and account a local sync uses. */
export function devVars(file = '.dev.vars'): Record<string, string> {
  if (!existsSync(file)) return {}
  return Object.fromEntries([...readFileSync(file, 'utf8').matchAll(/^([A-Z0-9_]+)\s*=\s*(.*)$/gm)].map((match) => [match[1]!, match[2]!.trim().replace(/^"(.*)"$/, '$1')]))
}

if (values.remote) {
  const token = process.env.OPERATOR_TOKEN
  if (!token) {
    console.error('Set OPERATOR_TOKEN to the Worker secret of the same name: OPERATOR_TOKEN=… npm run sync -- --remote')
    process.exit(2)
  }
  const site = values.site ?? siteConfig.siteUrl
  const response = await fetch(new URL(`/api/sync${values.full ? '?full=1' : ''}`, site), { method: 'POST', headers: { Authorization: `Bearer ${token}` } })
  console.log(`${site}: ${response.status} ${await response.text()}`)
  process.exit(response.status === 202 ? 0 : 1)
}

const credentials = crmCredentials(devVars())
if (!credentials) {
  console.error('No OMNICASA_URL in .dev.vars: nothing to sync (npm run db:setup writes the stand-in CRM\'s address there).')
  process.exit(2)
}
const { db, close } = await openDatabase(false)
try {
  const client = omnicasaClient(credentials)
  const started = Date.now()
  const outcome = await runCrmSync(inlineSteps(), { db, client, now: new Date(), runId: `local-${Date.now()}`, forceFull: values.full })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (outcome.status === 'succeeded') {
    const r = outcome.report
    console.log(
      `CRM sync (${r.mode}) in ${seconds} s, ${client.calls} calls: read ${r.read.properties} property and ${r.read.projects} project records; ` +
        `wrote ${r.written.properties} properties and ${r.written.projects} projects, ${r.unchanged} unchanged, withdrew ${r.withdrawn.properties + r.withdrawn.projects}.`,
    )
    for (const reason of r.withdrawalSkipped) console.log(`nothing withdrawn: ${reason}`)
    for (const rejected of r.rejected) console.log(`rejected ${rejected.kind} ID ${rejected.id ?? '(none readable)'}: ${rejected.reason}`)
  } else if (outcome.status === 'skipped') {
    console.log(`CRM sync skipped: ${outcome.reason}`)
  } else {
    console.error(`CRM sync failed after ${seconds} s (nothing visitors see changed): ${outcome.error}`)
    process.exitCode = 1
  }
} finally {
  await close()
}
