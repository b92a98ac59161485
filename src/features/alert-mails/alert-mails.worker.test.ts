import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { importFeed } from '#/listings/catalogue-import.server.ts'
import { queueAlertMails, type AlertMailMessage } from './alert-run.server.ts'
import { deliverAlertMails } from './alert-mail-queue.server.ts'
import { wavreHouseRecord } from '../../../tests/fixtures/feed-record-fixture.ts'

// Decision 017, end to end: a confirmed alert, a matching property imported, the cron step
// and the queue's consumer: one mail to that subscriber with the property, none to a non-matching
// alert, none twice; a price drop once more; nothing for unconfirmed, paused or stopped alerts; a
// failed send retried without a duplicate.

const testEnv = env as unknown as { DB: D1Database; SESSION_SECRET: string }
const DB = testEnv.DB
const ORIGIN = 'https://www.immo-dyle.be'
const CONFIRMED = '2026-01-01T00:00:00.000Z'

function record(id: number, overrides: Record<string, unknown> = {}) {
  return wavreHouseRecord(id, {
    Price: 350_000,
    Bedrooms: 3,
    SurfaceLiving: 180,
    Pictures: [{ Url: `/media/demo/${id}-1.svg`, Width: 1360, Height: 907 }],
    SmallPictureItem: { Url: `/media/demo/${id}-1.svg`, Width: 400, Height: 267 },
    Details: { hasGarden: true },
    ...overrides,
  })
}

type AlertSpec = {
  email: string
  locale?: string
  goal?: number
  towns?: string[]
  zips?: string[]
  types?: number[]
  budgetMax?: number
  confirmedAt?: string | null
  pausedAt?: string
  status?: string
}

let alertCount = 0
async function addAlert(spec: AlertSpec): Promise<number> {
  alertCount += 1
  const leadId = `lead-alert-${alertCount}-${Date.now()}`
  await DB.prepare(`INSERT INTO leads (id, form, locale, email, fields) VALUES (?, 'demand-register', ?, ?, '{}')`)
    .bind(leadId, spec.locale ?? 'nl', spec.email)
    .run()
  const row = await DB.prepare(
    `INSERT INTO search_alerts (lead_id, email, locale, goal, budget_max, confirmed_at, paused_at, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      leadId,
      spec.email,
      spec.locale ?? 'nl',
      spec.goal ?? 0,
      spec.budgetMax ?? null,
      spec.confirmedAt === undefined ? CONFIRMED : spec.confirmedAt,
      spec.pausedAt ?? null,
      spec.status ?? 'active',
    )
    .first<{ id: number }>()
  const id = row!.id
  for (const town of spec.towns ?? [])
    await DB.prepare(`INSERT INTO search_alert_zones (alert_id, kind, value) VALUES (?, 'town', ?)`).bind(id, town).run()
  for (const zip of spec.zips ?? [])
    await DB.prepare(`INSERT INTO search_alert_zones (alert_id, kind, value) VALUES (?, 'zip', ?)`).bind(id, zip).run()
  for (const type of spec.types ?? [])
    await DB.prepare(`INSERT INTO search_alert_types (alert_id, type_id) VALUES (?, ?)`).bind(id, type).run()
  return id
}

type FakeMessage = { body: unknown; attempts: number; acked: boolean; retried: boolean; ack(): void; retry(): void }
function messagesOf(bodies: ReadonlyArray<unknown>, attempts = 1): FakeMessage[] {
  return bodies.map(
    (body): FakeMessage => ({
      body,
      attempts,
      acked: false,
      retried: false,
      ack() {
        this.acked = true
      },
      retry() {
        this.retried = true
      },
    }),
  )
}

/** A mailer that keeps what it sends; `failFor` addresses fail once each. */
function recordingMailer(failFor: string[] = []) {
  const sent: OutgoingMail[] = []
  const failing = new Set(failFor)
  return {
    sent,
    async send(mail: OutgoingMail) {
      if (failing.delete(mail.to.email)) throw new Error('mail service down')
      sent.push(mail)
    },
  }
}

/** One cron step and the queue's delivery of what it queued; returns the queued messages. */
async function cronStep(): Promise<FakeMessage[]> {
  const bodies: AlertMailMessage[] = []
  await queueAlertMails(DB, { sendBatch: async (messages) => void [...messages].forEach((message) => bodies.push(message.body)) })
  return messagesOf(bodies)
}

async function runAndDeliver(mailer = recordingMailer()) {
  const messages = await cronStep()
  const report = await deliverAlertMails(
    { messages: messages as never },
    { db: DB, mailer, secret: testEnv.SESSION_SECRET, origin: ORIGIN },
  )
  return { mails: mailer.sent, messages, report }
}

/** The database clock moves on: a write after this falls in the next run's window. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('search alert mails (decision 017)', () => {
  beforeEach(async () => {
    await DB.batch([
      DB.prepare('DELETE FROM alert_ledger'),
      DB.prepare('DELETE FROM search_alert_zones'),
      DB.prepare('DELETE FROM search_alert_types'),
      DB.prepare('DELETE FROM search_alerts'),
      DB.prepare('DELETE FROM properties'),
      DB.prepare("DELETE FROM app_meta WHERE key = 'alert_mails_until'"),
    ])
    // The first run sets the watermark: what was there before is not news.
    await cronStep()
    await tick()
  })

  it('mails a confirmed alert once about a matching property, in its language, and nothing to an alert it does not match', async () => {
    await addAlert({ email: 'an@example.be', locale: 'nl', towns: ['waver'], types: [1], budgetMax: 400_000 })
    await addAlert({ email: 'rent@example.be', locale: 'fr', goal: 1, towns: ['wavre'] })
    await addAlert({ email: 'limal@example.be', locale: 'fr', towns: ['limal'] })
    await importFeed(DB, { properties: [record(501)] })
    await tick()
    const { mails, report } = await runAndDeliver()
    expect(report).toMatchObject({ sent: 1, failed: 0 })
    expect(mails.map((mail) => mail.to.email)).toEqual(['an@example.be'])
    const mail = mails[0]!
    expect(mail.subject).toBe('1 nieuw pand voor uw zoekopdracht')
    expect(mail.language).toBe('nl')
    // Type, town in the reader's language, price, facts, a tagged link in that language, the picture on the site's origin.
    expect(mail.text).toContain('Waver')
    expect(mail.text).toContain('€\u00a0350.000')
    expect(mail.text).toContain('3 slaapkamers')
    // The address keeps the stored town (addresses never change); the reader sees Waver.
    expect(mail.text).toContain(`${ORIGIN}/nl/te-koop/wavre/huis/501/?utm_source=alert&utm_medium=email`)
    expect(mail.html).toContain(`src="${ORIGIN}/media/demo/501-1.svg?w=600`)
    expect(mail.listUnsubscribe).toMatch(new RegExp(`^${ORIGIN}/api/unsubscribe/alert/`))
    expect(mail.html).toContain('Deze zoekopdracht beheren of stopzetten')

    const again = await runAndDeliver()
    expect(again.mails).toEqual([])
    // The same listing read again, changed but not cheaper: still nothing.
    await importFeed(DB, { properties: [record(501, { Bedrooms: 4 })] })
    await tick()
    expect((await runAndDeliver()).mails).toEqual([])
  })

  it('tells the subscriber in French, with the subject counting every new property', async () => {
    await addAlert({ email: 'fr@example.be', locale: 'fr', zips: ['1300'] })
    await importFeed(DB, { properties: [record(511), record(512), record(513, { Zip: '1340', City: 'Ottignies' })] })
    await tick()
    const { mails } = await runAndDeliver()
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('2 nouveaux biens pour votre recherche')
    expect(mails[0]!.text).toContain('/fr/a-vendre/wavre/')
  })

  it('mails a price drop once more, saying so, and not a second drop', async () => {
    await addAlert({ email: 'drop@example.be', locale: 'fr', towns: ['wavre'], budgetMax: 340_000 })
    await importFeed(DB, { properties: [record(521)] })
    await tick()
    // 350,000 €: over the budget, nothing yet.
    expect((await runAndDeliver()).mails).toEqual([])
    await importFeed(DB, { properties: [record(521, { Price: 330_000 })] })
    await tick()
    const { mails } = await runAndDeliver()
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Un prix en baisse pour votre recherche')
    expect(mails[0]!.text).toContain('Prix en baisse\u00a0: €\u00a0330.000 au lieu de €\u00a0350.000')
    await importFeed(DB, { properties: [record(521, { Price: 320_000 })] })
    await tick()
    expect((await runAndDeliver()).mails).toEqual([])
  })

  it('mails a subscriber who already had the listing as new its price drop once', async () => {
    await addAlert({ email: 'both@example.be', towns: ['wavre'] })
    await importFeed(DB, { properties: [record(531)] })
    await tick()
    expect((await runAndDeliver()).mails).toHaveLength(1)
    await importFeed(DB, { properties: [record(531, { Price: 300_000 })] })
    await tick()
    const { mails } = await runAndDeliver()
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('Prijsdaling: €\u00a0300.000 in plaats van €\u00a0350.000')
  })

  it('sends nothing to an unconfirmed, a paused or a stopped alert, nor about a listing that arrived before the confirmation', async () => {
    await addAlert({ email: 'unconfirmed@example.be', towns: ['wavre'], confirmedAt: null })
    await addAlert({ email: 'paused@example.be', towns: ['wavre'], pausedAt: CONFIRMED })
    await addAlert({ email: 'stopped@example.be', towns: ['wavre'], status: 'stopped' })
    await importFeed(DB, { properties: [record(541)] })
    await tick()
    await addAlert({ email: 'late@example.be', towns: ['wavre'], confirmedAt: new Date().toISOString() })
    const { mails, messages } = await runAndDeliver()
    expect(mails).toEqual([])
    expect(messages).toEqual([])
  })

  it('sends nothing when the alert is stopped between the run and the delivery (one-click unsubscribe)', async () => {
    const id = await addAlert({ email: 'leaves@example.be', towns: ['wavre'] })
    await importFeed(DB, { properties: [record(551)] })
    await tick()
    const messages = await cronStep()
    expect(messages).toHaveLength(1)
    await DB.prepare(`UPDATE search_alerts SET status = 'stopped' WHERE id = ?`).bind(id).run()
    const mailer = recordingMailer()
    await deliverAlertMails({ messages: messages as never }, { db: DB, mailer, secret: testEnv.SESSION_SECRET, origin: ORIGIN })
    expect(mailer.sent).toEqual([])
    expect(messages[0]!.acked).toBe(true)
  })

  it('retries a message whose send failed, and the retry mails only whom it missed', async () => {
    await addAlert({ email: 'one@example.be', towns: ['wavre'] })
    await addAlert({ email: 'two@example.be', towns: ['wavre'] })
    await importFeed(DB, { properties: [record(561)] })
    await tick()
    const messages = await cronStep()
    expect(messages).toHaveLength(1)
    const mailer = recordingMailer(['two@example.be'])
    const first = await deliverAlertMails(
      { messages: messages as never },
      { db: DB, mailer, secret: testEnv.SESSION_SECRET, origin: ORIGIN },
    )
    expect(first).toMatchObject({ sent: 1, failed: 1, retried: 1 })
    expect(messages[0]!.retried).toBe(true)
    // The Queue delivers the same message again.
    const redelivered = messagesOf([messages[0]!.body], 2)
    const second = await deliverAlertMails(
      { messages: redelivered as never },
      { db: DB, mailer, secret: testEnv.SESSION_SECRET, origin: ORIGIN },
    )
    expect(second).toMatchObject({ sent: 1, nothingNew: 1, failed: 0 })
    expect(redelivered[0]!.acked).toBe(true)
    expect(mailer.sent.map((mail) => mail.to.email).sort()).toEqual(['one@example.be', 'two@example.be'])
    // And once more, as a duplicate delivery would: nobody is mailed twice.
    await deliverAlertMails(
      { messages: messagesOf([messages[0]!.body], 3) as never },
      { db: DB, mailer, secret: testEnv.SESSION_SECRET, origin: ORIGIN },
    )
    expect(mailer.sent).toHaveLength(2)
  })

  it('mails a subscriber with two matching alerts once, listing the property once', async () => {
    await addAlert({ email: 'twice@example.be', towns: ['waver'] })
    await addAlert({ email: 'TWICE@example.be', zips: ['1300'] })
    await importFeed(DB, { properties: [record(571)] })
    await tick()
    const { mails } = await runAndDeliver()
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text.match(/\/571\/\?utm_source=alert/g)).toHaveLength(1)
  })

  it('drops a message it cannot read instead of retrying it forever', async () => {
    const messages = messagesOf([{ subscribers: [{ email: 'not an address' }] }])
    const report = await deliverAlertMails(
      { messages: messages as never },
      { db: DB, mailer: recordingMailer(), secret: testEnv.SESSION_SECRET, origin: ORIGIN },
    )
    expect(report.dropped).toBe(1)
    expect(messages[0]!.acked).toBe(true)
  })
})
