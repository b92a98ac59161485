// npm run bench:crm-leads — leads into the CRM while the CRM is down for the first half (decision 016).
// Builds, serves the build with `vite preview` pointed at a stand-in CRM started in this process (its
// own port and customer), sends N submissions of the forms the CRM receives (the CRM down for the
// first half, up for the second), then runs the cron trigger at later and later times. Counts, from
// what the stand-in received (CustomStr1 is our lead id), the leads delivered, delivered twice and
// lost. Target (decision 016): every stored lead delivered, 0 twice, 0 lost.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { openDatabase } from '../development/d1-access.ts'
import { startPreview, stopPreview, waitForPreview } from '../development/local-browser.ts'
import { DEMO_PASSWORD, startCrmStandIn } from '../crm-stand-in/server.ts'

const PORT = 4179
const BASE = `http://localhost:${PORT}`
/** Not the stand-in of npm start (8790) nor vitest's (8791). */
const CRM_PORT = 8795
const CUSTOMER = `bench-crm-leads-${Date.now().toString(36)}`
const SUBMISSIONS = 200
/** The CRM is down while the first this many are submitted, then up. */
const DOWN_FOR = 100
const CLIENTS = 10
/** cron runs, minutes after the submissions: past every retry delay of the outbox */
const CRON_MINUTES = [2, 7, 25, 90, 340, 700]
const DEV_VARS = 'dist/server/.dev.vars'

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const standIn = await startCrmStandIn({ port: CRM_PORT })
const crmVars: Record<string, string> = {
  OMNICASA_URL: standIn.baseUrl,
  OMNICASA_CUSTOMER_NAME: CUSTOMER,
  OMNICASA_CUSTOMER_PASSWORD: DEMO_PASSWORD,
}
// The preview reads the vars copied into the build; the CRM's are replaced for this run only.
const originalVars = readFileSync(DEV_VARS, 'utf8')
const keptVars = originalVars
  .split('\n')
  .filter((line) => !Object.keys(crmVars).some((name) => line.startsWith(`${name}=`)))
  .join('\n')
writeFileSync(
  DEV_VARS,
  `${keptVars.trimEnd()}\n${Object.entries(crmVars)
    .map(([name, value]) => `${name}=${value}`)
    .join('\n')}\n`,
)
const server = startPreview(PORT)
const restore = () => {
  writeFileSync(DEV_VARS, originalVars)
  stopPreview(server)
}
process.on('exit', restore)
// Ctrl-C must not leave the bench's CRM in the build that npm start would serve next.
process.on('SIGINT', () => process.exit(130))
await waitForPreview(BASE)

async function control(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(
    `${standIn.url}/__control/${path}?customer=${CUSTOMER}`,
    body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  )
  if (!response.ok) throw new Error(`stand-in control ${path}: ${response.status}`)
  return response.json()
}

const run = Date.now().toString(36)
const FORMS = [
  { id: 'site-contact', page: '/fr/contact/', fields: { remark: 'Bonjour, je voudrais visiter.' } },
  { id: 'search-request', page: '/nl/ik-zoek/', fields: { goal: 'buy', propertyType: '1', budgetMax: '400000' } },
  {
    id: 'contact-demand',
    page: '/fr/estimation-gratuite/',
    fields: { propertyType: '3', street: 'Rue du Moulin', houseNumber: '12', zip: '1300', city: 'Wavre' },
  },
] as const

type Submission = { key: string; lastName: string; form: (typeof FORMS)[number] }
const submissions: Submission[] = Array.from({ length: SUBMISSIONS }, (_, i) => ({
  key: `${run}-crm-${String(i).padStart(6, '0')}`,
  lastName: `Crm${run}n${i}`,
  form: FORMS[i % FORMS.length]!,
}))

const refusals = new Map<string, number>()
async function send(submission: Submission): Promise<boolean> {
  const body = new URLSearchParams({
    locale: submission.form.page.slice(1, 3),
    idempotencyKey: submission.key,
    page: submission.form.page,
    title: 'mrs',
    firstName: 'Marie',
    lastName: submission.lastName,
    email: `${submission.lastName.toLowerCase()}@exemple.be`,
    phone: '0470 12 34 56',
    privacy: 'on',
    'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
    ...submission.form.fields,
  })
  const response = await fetch(`${BASE}/api/leads/${submission.form.id}`, {
    method: 'POST',
    body,
    headers: { Accept: 'application/json', Origin: BASE, 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  const answer = (await response.json().catch(() => ({}))) as { ok?: boolean; message?: string }
  if (response.ok && answer.ok === true) return true
  const reason = `${response.status} ${answer.message ?? ''}`.trim()
  refusals.set(reason, (refusals.get(reason) ?? 0) + 1)
  return false
}

/** C clients take submissions from one queue. */
async function sendAll(batch: Submission[]): Promise<Submission[]> {
  const queue = [...batch]
  const accepted: Submission[] = []
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) if (await send(next)) accepted.push(next)
    }),
  )
  return accepted
}

const started = performance.now()
await control('faults', { down: true })
const acceptedWhileDown = await sendAll(submissions.slice(0, DOWN_FOR))
// The first tries run in waitUntil after each answer: they must meet the CRM still down.
await new Promise((resolve) => setTimeout(resolve, 3000))
await control('faults', {})
const acceptedWhileUp = await sendAll(submissions.slice(DOWN_FOR))
const seconds = (performance.now() - started) / 1000
const accepted = [...acceptedWhileDown, ...acceptedWhileUp]

// The first tries of the second half finish, then the cron runs.
await new Promise((resolve) => setTimeout(resolve, 3000))
for (const minutes of CRON_MINUTES) {
  // Miniflare reads `time` as the scheduled time in milliseconds.
  const time = Date.now() + minutes * 60_000
  const response = await fetch(`${BASE}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}&time=${time}`)
  if (!response.ok) throw new Error(`cron run failed: ${response.status}`)
}

const { db, close } = await openDatabase(false)
const { results: leads } = await db
  .prepare(
    `SELECT l.id, json_extract(l.fields, '$.lastName') AS lastName, d.status FROM leads l LEFT JOIN lead_crm_deliveries d ON d.lead_id = l.id
     WHERE json_extract(l.fields, '$.lastName') LIKE ?`,
  )
  .bind(`Crm${run}n%`)
  .all<{ id: string; lastName: string; status: string | null }>()
await close()
const received = (await control('received')) as Array<{ method: string; args: { CustomStr1?: string } }>
await standIn.close()

const timesReceived = new Map<string, number>()
for (const call of received)
  if (call.args.CustomStr1) timesReceived.set(call.args.CustomStr1, (timesReceived.get(call.args.CustomStr1) ?? 0) + 1)
const storedNames = new Set(leads.map((lead) => lead.lastName))
const delivered = leads.filter((lead) => timesReceived.has(lead.id)).length
const twice = leads.reduce((sum, lead) => sum + Math.max(0, (timesReceived.get(lead.id) ?? 0) - 1), 0)
// Lost: accepted but never stored, or stored but never received by the CRM.
const lost =
  accepted.filter((submission) => !storedNames.has(submission.lastName)).length + leads.filter((lead) => !timesReceived.has(lead.id)).length
const statuses = new Map<string, number>()
for (const lead of leads) statuses.set(lead.status ?? 'not queued', (statuses.get(lead.status ?? 'not queued') ?? 0) + 1)

console.log(
  `\n${SUBMISSIONS} submissions from ${CLIENTS} clients in ${seconds.toFixed(1)} s, the CRM down for the first ${DOWN_FOR}; ${CRON_MINUTES.length} cron runs after`,
)
if (refusals.size > 0) console.log(`  refused: ${[...refusals].map(([reason, count]) => `${count}× ${reason}`).join('; ')}`)
console.log(`  deliveries: ${[...statuses].map(([status, count]) => `${status} ${count}`).join(', ')}`)
console.log(`submitted ${SUBMISSIONS}, stored ${leads.length}, delivered to the CRM ${delivered}, delivered twice ${twice}, lost ${lost}`)
const met = leads.length === SUBMISSIONS && delivered === SUBMISSIONS && twice === 0 && lost === 0
console.log(`\nTarget ${SUBMISSIONS} / 0 / 0: ${met ? 'met' : 'NOT met'}`)
process.exit(met ? 0 : 1)
