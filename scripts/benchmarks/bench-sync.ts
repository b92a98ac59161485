// npm run bench:sync — the CRM sync against the stand-in CRM (decision 016), on a database of its own
// (.wrangler/bench-sync, the real migrations), through the same code npm run sync runs:
//  1. a full sync of the demo CRM (every property and project in nl, fr and en);
//  2. an incremental sync after 10 changes in the CRM (8 prices, one new listing, one removed);
//  3. 10 more changes, then a full sync with 30 % of the CRM's calls failing and one call timing
//     out; then checks that the catalogue equals the CRM's (the same listings published, the same
//     prices and pictures), that nothing was withdrawn that the CRM still lists, and that no listing
//     is half-written (its pictures and languages all there);
//  4. npm run bench:crm-leads: 200 leads while the CRM is down for the first half.
// Prints one line per step. Flags: --no-leads skips step 4.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { getPlatformProxy } from 'wrangler'
import { inlineSteps, runCrmSync, type SyncOutcome } from '../../src/features/crm-sync/crm-sync.server.ts'
import { omnicasaClient } from '../../src/server/crm/omnicasa-client.ts'
import { OWNER_METHODS } from '../crm-stand-in/owner-methods.ts'
import { DEMO_PASSWORD, startCrmStandIn } from '../crm-stand-in/server.ts'
import { patientDatabase } from '../development/d1-access.ts'

const PERSIST = '.wrangler/bench-sync'
/** Not npm start's stand-in (8790), vitest's (8791) nor bench:crm-leads' (8795). */
const CRM_PORT = 8797
const CUSTOMER = 'bench-sync'
const FAIL_RATE = 0.3

rmSync(PERSIST, { recursive: true, force: true })
const migrate = spawnSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', PERSIST], {
  stdio: ['ignore', 'ignore', 'inherit'],
})
if (migrate.status !== 0) process.exit(migrate.status ?? 1)
const proxy = await getPlatformProxy<{ DB: D1Database }>({ persist: { path: `${PERSIST}/v3` } })
const db = patientDatabase(proxy.env.DB)
const standIn = await startCrmStandIn({ port: CRM_PORT, extraMethods: OWNER_METHODS })
const credentials = { url: standIn.baseUrl, customerName: CUSTOMER, customerPassword: DEMO_PASSWORD }

async function control(path: string, body?: unknown, method = 'POST'): Promise<any> {
  const response = await fetch(`${standIn.url}/__control/${path}?customer=${CUSTOMER}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`control ${path}: ${response.status}`)
  return response.json()
}

async function crmList(method: string, language: number): Promise<Array<Record<string, any>>> {
  const json = JSON.stringify({ CustomerName: CUSTOMER, CustomerPassword: DEMO_PASSWORD, LanguageId: language })
  const answer = (await (await fetch(`${standIn.baseUrl}${method}Json?json=${encodeURIComponent(json)}`)).json()) as Record<string, any>
  return answer[`${method}JsonResult`].Value.Items
}

async function timedSync(label: string, options: { forceFull?: boolean; timeoutMs?: number } = {}): Promise<SyncOutcome> {
  const client = omnicasaClient(credentials, { timeoutMs: options.timeoutMs })
  const started = performance.now()
  // The same retries a Workflow step has (4), quicker: the bench waits for them.
  const outcome = await runCrmSync(inlineSteps({ retries: 4, delayMs: 200 }), {
    db,
    client,
    now: new Date(),
    runId: `bench-${Date.now()}`,
    forceFull: options.forceFull,
    changeSinceMarginMinutes: 0,
  })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (outcome.status !== 'succeeded') {
    console.log(
      `${label}: ${outcome.status} after ${seconds} s, ${client.calls} calls: ${'error' in outcome ? outcome.error : outcome.reason}`,
    )
    return outcome
  }
  const r = outcome.report
  console.log(
    `${label}: ${r.mode}, ${seconds} s, ${client.calls} calls, read ${r.read.properties + r.read.projects} records, ` +
      `wrote ${r.written.properties} properties + ${r.written.projects} projects, ${r.unchanged} unchanged, withdrew ${r.withdrawn.properties + r.withdrawn.projects}, rejected ${r.rejected.length}`,
  )
  return outcome
}

/** ChangeSince has whole seconds: a change must fall in a later second than the sync before it. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100))

/** Ten changes: eight prices, one new listing (a copy of another, new ID), one listing removed. */
async function tenChanges(round: number): Promise<void> {
  const rows = await crmList('GetPropertyList', 2)
  const priced = rows.filter((row) => typeof row.Price === 'number')
  for (let i = 0; i < 8; i++) {
    const row = priced[round * 20 + i * 2]!
    await control('properties', { ID: row.ID, changes: { Price: row.Price + 1_000 * (round + 1) } })
  }
  const source = await control(`properties/${priced[round * 20 + 1]!.ID}`, undefined, 'GET')
  const newId = 4_199_100 + round
  await control('properties', {
    records: source.records.map((record: Record<string, unknown>) => ({ ...record, ID: newId, Documents: [] })),
  })
  await control(`properties/${priced[round * 20 + 3]!.ID}`, undefined, 'DELETE')
}

let failures = 0
try {
  // The demo CRM's records were last changed before the first sync (as a real CRM's are).
  await control('reset')
  await nextSecond()
  const full = await timedSync('full sync')
  if (full.status !== 'succeeded') failures += 1
  await nextSecond()
  await tenChanges(0)
  const incremental = await timedSync('incremental sync after 10 changes')
  if (incremental.status !== 'succeeded' || incremental.report.written.properties !== 9 || incremental.report.withdrawn.properties !== 1)
    failures += 1

  await nextSecond()
  await tenChanges(1)
  await control('faults', { failRate: FAIL_RATE, seed: 16 })
  // One call times out: the first GetDeletedPropertyIDs hangs until the client gives up; then the CRM answers it.
  await control('faults', { failRate: FAIL_RATE, seed: 16, timeoutMethods: ['GetDeletedPropertyIDs'] })
  const lift = setInterval(async () => {
    const calls = await control('calls', undefined, 'GET')
    if ((calls.byMethod?.GetDeletedPropertyIDs ?? 0) > 0) {
      clearInterval(lift)
      setTimeout(() => void control('faults', { failRate: FAIL_RATE, seed: 16 }), 1_000)
    }
  }, 100)
  const faulty = await timedSync(`full sync, ${FAIL_RATE * 100} % of calls failing and one timeout`, { forceFull: true, timeoutMs: 3_000 })
  clearInterval(lift)
  await control('faults', {})
  if (faulty.status !== 'succeeded') failures += 1

  // The catalogue equals the CRM's.
  const crm = new Map((await crmList('GetPropertyList', 2)).map((row) => [row.ID as number, row]))
  const { results: published } = await db
    .prepare('SELECT id, price, languages FROM properties WHERE withdrawn_at IS NULL')
    .all<{ id: number; price: number | null; languages: string }>()
  const { results: pictures } = await db
    .prepare('SELECT property_id, COUNT(*) AS n FROM property_pictures GROUP BY property_id')
    .all<{ property_id: number; n: number }>()
  const pictureCount = new Map(pictures.map((row) => [row.property_id, row.n]))
  const missing = [...crm.keys()].filter((id) => !published.some((row) => row.id === id))
  const extra = published.filter((row) => !crm.has(row.id)).map((row) => row.id)
  const wrongPrice = published.filter((row) => crm.has(row.id) && (crm.get(row.id)!.Price ?? null) !== row.price).map((row) => row.id)
  let halfWritten = 0
  for (const row of published) {
    const crmPictures = await crmPictureCount(row.id)
    if ((pictureCount.get(row.id) ?? 0) !== crmPictures || !row.languages.includes('fr') || !row.languages.includes('nl')) halfWritten += 1
  }
  console.log(
    `catalogue after the faulty sync: ${published.length} published, CRM lists ${crm.size}; withdrawn wrongly (listed by the CRM, not published) ${missing.length}, published but not in the CRM ${extra.length}, wrong price ${wrongPrice.length}, half-written ${halfWritten}`,
  )
  if (missing.length + extra.length + wrongPrice.length + halfWritten > 0) failures += 1
} finally {
  await standIn.close()
  await proxy.dispose()
}

async function crmPictureCount(id: number): Promise<number> {
  const json = JSON.stringify({ CustomerName: CUSTOMER, CustomerPassword: DEMO_PASSWORD, LanguageId: 2, ObjectID: id })
  const answer = (await (await fetch(`${standIn.baseUrl}GetPropertyPictureListJson?json=${encodeURIComponent(json)}`)).json()) as Record<
    string,
    any
  >
  return answer.GetPropertyPictureListJsonResult.Value.Items.length
}

if (!process.argv.includes('--no-leads')) {
  const leads = spawnSync('node', ['scripts/benchmarks/bench-crm-leads.ts'], { stdio: 'inherit' })
  if (leads.status !== 0) failures += 1
}
process.exit(failures > 0 ? 1 : 0)
