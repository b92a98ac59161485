// npm run bench:leads — leads under load while the mail service fails (decision 007).
// Builds, serves the build with `vite preview` with a share of mail sends failing on purpose
// (MAIL_FAULT_RATE), sends N submissions of the three lead forms from C clients at once (some of
// them twice, as a double click would), then runs the cron trigger at later and later times until
// every mail is sent or given up. Prints accepted, stored, delivered, duplicates and lost.
// Target (DESIGN.md "Leads never get lost"): 0 lost, 0 duplicates.
import { spawnSync } from 'node:child_process'
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import { openDatabase } from '../development/d1-access.ts'
import { startPreview, stopPreview, waitForPreview } from '../development/local-browser.ts'

const PORT = 4178
const BASE = `http://localhost:${PORT}`
const SUBMISSIONS = 240
const CLIENTS = 24
/** share of submissions sent a second time with the same key, as a double click or a retry does */
const RESENT_SHARE = 0.15
const MAIL_FAULT_RATE = 0.3
/** cron runs, minutes after the submissions: past every retry delay of the outbox */
const CRON_MINUTES = [2, 7, 25, 90, 340, 700]
const DEV_VARS = 'dist/server/.dev.vars'

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// The preview reads the vars copied into the build; the fault rate is added for this run only.
const originalVars = readFileSync(DEV_VARS, 'utf8')
appendFileSync(DEV_VARS, `\nMAIL_FAULT_RATE=${MAIL_FAULT_RATE}\n`)
const server = startPreview(PORT)
const restore = () => {
  writeFileSync(DEV_VARS, originalVars)
  stopPreview(server)
}
process.on('exit', restore)
// Ctrl-C must not leave the fault rate in the build that npm start would serve next.
process.on('SIGINT', () => process.exit(130))
await waitForPreview(BASE)

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
  key: `${run}-bench-${String(i).padStart(6, '0')}`,
  lastName: `Bench${run}n${i}`,
  form: FORMS[i % FORMS.length]!,
}))
const resent = submissions.filter((_, i) => i % Math.round(1 / RESENT_SHARE) === 0)

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

// C clients take submissions from one queue; the resent ones are mixed in.
const queue = [...submissions, ...resent].sort(() => Math.random() - 0.5)
const accepted = new Set<string>()
let acceptedAnswers = 0
let refused = 0
const started = performance.now()
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (await send(next)) {
        acceptedAnswers += 1
        accepted.add(next.lastName)
      } else refused += 1
    }
  }),
)
const seconds = (performance.now() - started) / 1000

// The first tries run in waitUntil after each answer; give them a moment, then the cron runs.
await new Promise((resolve) => setTimeout(resolve, 3000))
for (const minutes of CRON_MINUTES) {
  // Miniflare reads `time` as the scheduled time in milliseconds.
  const time = Date.now() + minutes * 60_000
  const response = await fetch(`${BASE}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}&time=${time}`)
  if (!response.ok) throw new Error(`cron run failed: ${response.status}`)
}

const { db, close } = await openDatabase(false)
const { results: leads } = await db
  .prepare(`SELECT json_extract(fields, '$.lastName') AS lastName, id FROM leads WHERE json_extract(fields, '$.lastName') LIKE ?`)
  .bind(`Bench${run}n%`)
  .all<{ lastName: string; id: string }>()
const { results: mails } = await db
  .prepare(
    `SELECT m.status, COUNT(*) AS count FROM lead_mails m JOIN leads l ON l.id = m.lead_id
     WHERE json_extract(l.fields, '$.lastName') LIKE ? GROUP BY m.status`,
  )
  .bind(`Bench${run}n%`)
  .all<{ status: string; count: number }>()
await close()

const stored = new Map<string, number>()
for (const lead of leads) stored.set(lead.lastName, (stored.get(lead.lastName) ?? 0) + 1)
const duplicates = [...stored.values()].reduce((sum, count) => sum + count - 1, 0)
const lost = [...accepted].filter((name) => !stored.has(name)).length
const mailCount = (status: string) => mails.find((row) => row.status === status)?.count ?? 0

console.log(
  `\n${SUBMISSIONS} submissions (+${resent.length} sent twice) from ${CLIENTS} clients in ${seconds.toFixed(1)} s (${((SUBMISSIONS + resent.length) / seconds).toFixed(0)} per second); mail sends failing: ${MAIL_FAULT_RATE * 100}%`,
)
console.log(
  `  accepted answers: ${acceptedAnswers}, refused: ${refused}${refusals.size > 0 ? ` (${[...refusals].map(([reason, count]) => `${count}× ${reason}`).join('; ')})` : ''}`,
)
console.log(`  stored leads: ${stored.size} of ${accepted.size} accepted submissions`)
console.log(
  `  mails after ${CRON_MINUTES.length} cron runs: delivered ${mailCount('sent')}, given up ${mailCount('failed')}, still due ${mailCount('pending') + mailCount('sending')} (of ${stored.size * 2})`,
)
console.log(`  duplicates: ${duplicates}`)
console.log(`  lost: ${lost}`)
const met = lost === 0 && duplicates === 0
console.log(`\nTarget 0 lost, 0 duplicates: ${met ? 'met' : 'NOT met'}`)
process.exit(met ? 0 : 1)
