// npm run bench:alerts — search alert mails at scale (decision 017), on a database of its own
// (.wrangler/bench-alerts, the real migrations, opened through getPlatformProxy):
//  1. 10,000 confirmed alerts (8,000 subscribers, some with two alerts; towns by either name, postal
//     codes, budgets, types, bedrooms), then 50 new listings imported through importFeed;
//  2. the cron step (queueAlertMails): matching time, subscribers and messages queued;
//  3. the queue's consumer (deliverAlertMails) with 30 % of mail sends failing (withInjectedFaults).
//     The Queue's delivery is simulated here, in Node: messages are handed to the consumer in
//     batches of wrangler.toml's max_batch_size, a message the consumer retries is delivered again
//     with its attempt count raised, up to max_retries, as the Queue would (without its delays);
//  4. a second cron step, which must queue nothing.
// Counts, from the mails the mailer really sent, every (subscriber, property) mailed twice
// (duplicates) and every one queued but never mailed (lost). Target: 0 and 0. Prints one line.
// The consumer's modules use Lingui macros and .po catalogues, so they are loaded through Vite's
// module loader with the Lingui plugin, as the Worker's build loads them.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { lingui } from '@lingui/vite-plugin'
import { createServer } from 'vite'
import { getPlatformProxy } from 'wrangler'
import { importFeed } from '../../src/listings/catalogue-import.server.ts'
import { patientDatabase } from '../development/d1-access.ts'

const PERSIST = '.wrangler/bench-alerts'
const ALERTS = 10_000
const SUBSCRIBERS = 8_000
const LISTINGS = 50
const FAULT_RATE = '0.3'
/** wrangler.toml [[queues.consumers]] max_batch_size */
const QUEUE_BATCH = 5

process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'
rmSync(PERSIST, { recursive: true, force: true })
const migrate = spawnSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', PERSIST], {
  stdio: ['ignore', 'ignore', 'inherit'],
})
if (migrate.status !== 0) process.exit(migrate.status ?? 1)
const proxy = await getPlatformProxy<{ DB: D1Database }>({ persist: { path: `${PERSIST}/v3` } })
const db = patientDatabase(proxy.env.DB)

const vite = await createServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
  resolve: { tsconfigPaths: true },
  plugins: [
    lingui({ macroTransform: true }),
    {
      // The mailer module imports the Worker's send_email class; Node has none and the bench sends nothing real.
      name: 'no-cloudflare-email',
      resolveId: (id) => (id === 'cloudflare:email' ? '\0cloudflare-email' : undefined),
      load: (id) => (id === '\0cloudflare-email' ? 'export class EmailMessage {}' : undefined),
    },
  ],
})
const run = (await vite.ssrLoadModule(
  '/src/features/alert-mails/alert-run.server.ts',
)) as typeof import('../../src/features/alert-mails/alert-run.server.ts')
const consumer = (await vite.ssrLoadModule(
  '/src/features/alert-mails/alert-mail-queue.server.ts',
)) as typeof import('../../src/features/alert-mails/alert-mail-queue.server.ts')
const mailerModule = (await vite.ssrLoadModule('/src/server/mailer.server.ts')) as typeof import('../../src/server/mailer.server.ts')

// Walloon Brabant and around: [town as stored, its other name or undefined, postal code]. Listings
// go to the first ten; alerts ask for any of the forty.
const TOWNS: Array<[string, string | undefined, string]> = [
  ['Wavre', 'Waver', '1300'],
  ['Ottignies', undefined, '1340'],
  ['Rixensart', undefined, '1330'],
  ['La Hulpe', 'Terhulpen', '1310'],
  ['Grez-Doiceau', 'Graven', '1390'],
  ['Jodoigne', 'Geldenaken', '1370'],
  ['Nivelles', 'Nijvel', '1400'],
  ['Genappe', 'Genepiën', '1470'],
  ['Waterloo', undefined, '1410'],
  ["Braine-l'Alleud", 'Eigenbrakel', '1420'],
  ['Tubize', 'Tubeke', '1480'],
  ['Perwez', 'Perwijs', '1360'],
  ['Chaumont-Gistoux', undefined, '1325'],
  ['Beauvechain', 'Bevekom', '1320'],
  ['Incourt', undefined, '1315'],
  ['Court-Saint-Etienne', undefined, '1490'],
  ['Villers-la-Ville', undefined, '1495'],
  ['Mont-Saint-Guibert', undefined, '1435'],
  ['Walhain', undefined, '1457'],
  ['Chastre', undefined, '1450'],
  ['Lasne', undefined, '1380'],
  ['Rebecq', 'Roosbeek', '1430'],
  ['Ittre', 'Itter', '1460'],
  ['Hélécine', 'Heylissem', '1357'],
  ['Orp-Jauche', undefined, '1350'],
  ['Ramillies', undefined, '1367'],
  ['Braine-le-Château', 'Kasteelbrakel', '1440'],
  ['Leuven', 'Louvain', '3000'],
  ['Namur', 'Namen', '5000'],
  ['Gembloux', 'Gembloers', '5030'],
  ['Liège', 'Luik', '4000'],
  ['Hannut', 'Hannuit', '4280'],
  ['Mons', 'Bergen', '7000'],
  ['Tournai', 'Doornik', '7500'],
  ['Bruxelles', 'Brussel', '1000'],
  ['Uccle', 'Ukkel', '1180'],
  ['Ixelles', 'Elsene', '1050'],
  ['Tervuren', undefined, '3080'],
  ['Overijse', undefined, '3090'],
  ['Halle', 'Hal', '1500'],
]
const LOCALES = ['fr', 'nl', 'en', 'de'] as const
/** A small deterministic random, so two runs of the bench compare. */
let seed = 17
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(random() * items.length)]!

// 1. Alerts, written in bulk through json_each.
const alertRows = Array.from({ length: ALERTS }, (_, i) => {
  const [city, other, zip] = pick(TOWNS)
  const byZip = random() < 0.3
  const name = other && random() < 0.5 ? other : city
  return {
    lead: `bench-alert-${i}`,
    email: `subscriber-${i % SUBSCRIBERS}@example.be`,
    locale: pick(LOCALES),
    goal: random() < 0.85 ? 0 : 1,
    budget_max: random() < 0.5 ? pick([250_000, 350_000, 450_000, 600_000]) : null,
    min_bedrooms: random() < 0.4 ? pick([1, 2, 3, 4]) : null,
    garden: random() < 0.2 ? 1 : 0,
    zone_kind: byZip ? 'zip' : 'town',
    zone: byZip ? zip : name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
    type: random() < 0.5 ? pick([1, 2]) : null,
  }
})
for (let i = 0; i < alertRows.length; i += 2_000) {
  const chunk = JSON.stringify(alertRows.slice(i, i + 2_000))
  await db.batch([
    db
      .prepare(
        `INSERT INTO leads (id, form, locale, email, fields) SELECT json_extract(value, '$.lead'), 'demand-register', json_extract(value, '$.locale'), json_extract(value, '$.email'), '{}' FROM json_each(?)`,
      )
      .bind(chunk),
    db
      .prepare(
        `INSERT INTO search_alerts (lead_id, email, locale, goal, budget_max, min_bedrooms, garden, confirmed_at)
         SELECT json_extract(value, '$.lead'), json_extract(value, '$.email'), json_extract(value, '$.locale'), json_extract(value, '$.goal'),
           json_extract(value, '$.budget_max'), json_extract(value, '$.min_bedrooms'), json_extract(value, '$.garden'), '2026-01-01T00:00:00.000Z' FROM json_each(?)`,
      )
      .bind(chunk),
    db
      .prepare(
        `INSERT INTO search_alert_zones (alert_id, kind, value) SELECT a.id, json_extract(value, '$.zone_kind'), json_extract(value, '$.zone') FROM json_each(?) j JOIN search_alerts a ON a.lead_id = json_extract(j.value, '$.lead')`,
      )
      .bind(chunk),
    db
      .prepare(
        `INSERT INTO search_alert_types (alert_id, type_id) SELECT a.id, json_extract(value, '$.type') FROM json_each(?) j JOIN search_alerts a ON a.lead_id = json_extract(j.value, '$.lead') WHERE json_extract(j.value, '$.type') IS NOT NULL`,
      )
      .bind(chunk),
  ])
}

type Queued = { body: unknown; attempts: number }
const queued: Queued[] = []
const producer = {
  sendBatch: async (messages: Iterable<{ body: unknown }>) =>
    void [...messages].forEach((message) => queued.push({ body: message.body, attempts: 1 })),
}

// The first run sets the watermark; then 50 listings arrive.
await run.queueAlertMails(db, producer)
await new Promise((resolve) => setTimeout(resolve, 5))
const listings = Array.from({ length: LISTINGS }, (_, i) => {
  const [city, , zip] = TOWNS[i % 10]!
  return {
    ID: 7_100_000 + i,
    Goal: i % 7 === 0 ? 1 : 0,
    City: city,
    Zip: zip,
    TypeDescription: `Bien ${i}`,
    Description: '<p>Bench</p>',
    WebID: i % 3 === 0 ? 2 : 1,
    language: 'fr',
    Price: i % 7 === 0 ? 1_200 : 200_000 + (i % 9) * 50_000,
    Marquee: 0,
    Bedrooms: 1 + (i % 5),
    SurfaceLiving: 90 + i,
    SmallPictureItem: { Url: `/media/demo/${i}-1.svg`, Width: 400, Height: 267 },
    Details: { hasGarden: i % 2 === 0 },
  }
})
const imported = await importFeed(db, { properties: listings })
if (imported.properties !== LISTINGS)
  throw new Error(`imported ${imported.properties} of ${LISTINGS} listings: ${JSON.stringify(imported.rejected.slice(0, 3))}`)
await new Promise((resolve) => setTimeout(resolve, 5))

// 2. The cron step.
const started = performance.now()
const report = await run.queueAlertMails(db, producer)
const runMs = performance.now() - started
const expected = new Map<string, number>()
for (const message of queued)
  for (const subscriber of (message.body as { subscribers: Array<{ email: string; items: Array<{ propertyId: number }> }> }).subscribers) {
    for (const item of subscriber.items) expected.set(`${subscriber.email}|${item.propertyId}`, 0)
  }

// 3. The consumer, 30 % of sends failing, the Queue's redelivery simulated.
let sends = 0
let failedSends = 0
let mails = 0
/** Counts every (subscriber, property) a mail that went out carried, read from its links. */
const counting = {
  async send(mail: { to: { email: string }; text: string }) {
    mails += 1
    for (const match of mail.text.matchAll(/\/(\d+)\/\?utm_source=alert/g)) {
      const key = `${mail.to.email}|${match[1]}`
      expected.set(key, (expected.get(key) ?? 0) + 1)
    }
  },
}
const faulty = mailerModule.withInjectedFaults(counting as never, FAULT_RATE)
const mailer = {
  send: async (mail: Parameters<typeof faulty.send>[0]) => {
    sends += 1
    await faulty.send(mail).catch((error: unknown) => {
      failedSends += 1
      throw error
    })
  },
}
let deliveries = 0
let droppedMessages = 0
const deps = { db, mailer, secret: 'bench-alerts-secret-0123456789-abcdefghij', origin: 'https://www.immo-dyle.be' }
const consumeStarted = performance.now()
while (queued.length > 0) {
  const batch = queued.splice(0, QUEUE_BATCH).map((entry) => ({
    ...entry,
    outcome: 'pending' as 'pending' | 'ack' | 'retry',
    ack() {
      this.outcome = 'ack'
    },
    retry() {
      this.outcome = 'retry'
    },
  }))
  deliveries += batch.length
  await consumer.deliverAlertMails({ messages: batch as never }, deps)
  for (const message of batch) {
    if (message.outcome !== 'retry') continue
    if (message.attempts > consumer.ALERT_MAIL_MAX_RETRIES) droppedMessages += 1
    else queued.push({ body: message.body, attempts: message.attempts + 1 })
  }
}
const consumeMs = performance.now() - consumeStarted

// 4. The next run queues nothing: no listing is news twice.
const next = await run.queueAlertMails(db, producer)

const counts = [...expected.values()]
const duplicates = counts.filter((count) => count > 1).length
const lost = counts.filter((count) => count === 0).length
console.log(
  `bench:alerts: ${report.alerts} alerts, ${report.listings} new listings: matching ${report.matchingMs.toFixed(0)} ms (cron step ${runMs.toFixed(0)} ms), ` +
    `${report.subscribers} mails queued in ${report.messages} messages (${report.matches} matches), ${mails} sent in ${(consumeMs / 1000).toFixed(1)} s ` +
    `(${failedSends} of ${sends} sends failed, ${deliveries} message deliveries, ${droppedMessages} dropped), next run queued ${next.subscribers}, ` +
    `duplicates ${duplicates}, lost ${lost}`,
)
await vite.close()
await proxy.dispose()
process.exit(duplicates === 0 && lost === 0 && next.subscribers === 0 ? 0 : 1)
