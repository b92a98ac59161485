import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { omnicasaClient } from '#/server/crm/omnicasa-client.ts'
import { healthResponse } from '#/server/health.server.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { inlineSteps, runCrmSync } from '#/features/crm-sync/crm-sync.server.ts'
import { deliverDueMails } from '#/features/leads/lead-outbox.server.ts'
import { storeLead } from '#/features/leads/lead-store.server.ts'
import { deliverAlertMails, ALERT_MAIL_MAX_RETRIES } from '#/features/alert-mails/alert-mail-queue.server.ts'
import { importFeed } from '#/listings/catalogue-import.server.ts'
import { wavreHouseRecord } from '../../../tests/fixtures/feed-record-fixture.ts'
import { checkOperatorIncidents, configuredOperator, openIncidentsGauge } from './operator-incidents.server.ts'

// Decision 029, end to end: a CRM that fails three syncs → one operator mail; it recovers →
// one "resolved" mail; no repeat. Also a lead mail stuck over an hour, and an alert-mail message the
// queue drops. Real D1 with the migrations, the real sync against the stand-in CRM (a customer of
// this file's own), the real lead outbox; only the mail service is a recording stand-in.

const testEnv = env as unknown as { DB: D1Database; OMNICASA_URL: string; SESSION_SECRET: string }
const DB = testEnv.DB
const CONTROL = new URL('/__control/', testEnv.OMNICASA_URL)
const OPERATOR = { email: 'operator@example.be', language: 'fr' as const }
const TOKEN = 'operator-token-of-the-incident-test'
let customer = ''

async function control(path: string, body?: unknown): Promise<void> {
  const url = new URL(path, CONTROL)
  url.searchParams.set('customer', customer)
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`)
}

function sync() {
  const client = omnicasaClient(
    { url: testEnv.OMNICASA_URL, customerName: customer, customerPassword: 'demo-password' },
    { timeoutMs: 2_000, retries: 0 },
  )
  return runCrmSync(inlineSteps({ retries: 0 }), {
    db: DB,
    client,
    now: new Date(),
    runId: `incident-test-${crypto.randomUUID()}`,
    changeSinceMarginMinutes: 0,
  })
}

/** The mail service: keeps what it sends; fails every send while `down`, and those to the addresses in `failFor`. */
function recordingMailer() {
  const sent: OutgoingMail[] = []
  return {
    sent,
    down: false,
    failFor: new Set<string>(),
    async send(mail: OutgoingMail) {
      if (this.down || this.failFor.has(mail.to.email)) throw new Error('mail service down')
      sent.push(mail)
    },
  }
}

const minutes = (n: number) => n * 60_000

async function health(authorization?: string): Promise<Record<string, unknown>> {
  const request = new Request('https://site.test/api/health', { headers: authorization ? { Authorization: authorization } : {} })
  return (await healthResponse(request, { DB, OPERATOR_TOKEN: TOKEN }, { incidents: openIncidentsGauge })).json()
}

describe('operator incidents, end to end (decision 029)', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    customer = `test-incidents-${crypto.randomUUID().slice(0, 8)}`
    await control('reset')
    await DB.batch(
      [
        'operator_incidents',
        'alert_mail_drops',
        'crm_sync_runs',
        'crm_sync_staging',
        'lead_mails',
        'lead_crm_deliveries',
        'account_mails',
        'search_alerts',
        'leads',
      ].map((table) => DB.prepare(`DELETE FROM ${table}`)),
    )
    await DB.prepare("DELETE FROM app_meta WHERE key = 'alert_mails_delivered_at'").run()
  })

  it('an invitation mail still waiting after an hour is undelivered mail too; sent, the incident resolves', async () => {
    const mailer = recordingMailer()
    const start = Date.now()
    const check = (at: number) =>
      checkOperatorIncidents(DB, mailer, { now: new Date(at), operator: OPERATOR, origin: 'https://www.immo-dyle.be' })
    const asked = new Date(start).toISOString()
    const { meta } = await DB.prepare(
      "INSERT INTO account_mails (kind, recipient_id, origin, attempts, last_error, created_at) VALUES ('staff-invitation', 1, 'https://www.immo-dyle.be', 3, 'mail service down', ?)",
    )
      .bind(asked)
      .run()
    await check(start + minutes(30))
    expect(mailer.sent).toHaveLength(0)
    await check(start + minutes(61))
    expect(mailer.sent).toHaveLength(1)
    expect(((await health(`Bearer ${TOKEN}`)).incidents as { kind: string }[]).map((incident) => incident.kind)).toEqual([
      'mails-undelivered',
    ])
    await DB.prepare("UPDATE account_mails SET status = 'sent' WHERE id = ?").bind(meta.last_row_id).run()
    await check(start + minutes(66))
    await check(start + minutes(71))
    expect(mailer.sent).toHaveLength(2)
    expect((await health(`Bearer ${TOKEN}`)).incidents).toEqual([])
  })

  it('mails the operator in app.config.ts’s operator.email, in leads.language', () => {
    expect(configuredOperator()).toEqual({ email: 'webmaster@immo-dyle.be', language: 'fr' })
  })

  it('a CRM that fails three syncs: one operator mail; it recovers: one "resolved" mail; never a repeat', async () => {
    const mailer = recordingMailer()
    const check = () => checkOperatorIncidents(DB, mailer, { now: new Date(), operator: OPERATOR, origin: 'https://www.immo-dyle.be' })
    await control('faults', { down: true })
    for (let failure = 1; failure <= 2; failure += 1) {
      expect((await sync()).status).toBe('failed')
      await check()
    }
    // Two failures in a row are not yet an incident.
    expect(mailer.sent).toHaveLength(0)
    expect(await health(`Bearer ${TOKEN}`)).toMatchObject({ incidents: [] })

    expect((await sync()).status).toBe('failed')
    expect(await check()).toMatchObject({ opened: ['crm-sync-failing'], mailed: 1 })
    expect(mailer.sent).toHaveLength(1)
    const [opened] = mailer.sent
    expect(opened!.to.email).toBe(OPERATOR.email)
    // leads.language is French in app.config.ts: subject and body are the French catalogue's.
    expect(opened!.subject).toBe('Incident : La synchronisation du CRM échoue sans cesse')
    expect(opened!.language).toBe('fr')
    expect(opened!.text).toContain('npm run sync -- --remote')
    expect(opened!.text).toContain('https://www.immo-dyle.be/api/health')
    expect(opened!.text).toMatch(/dernier catalogue/)

    // The operator sees it in /api/health with the token; anyone else sees no more than before.
    const withToken = (await health(`Bearer ${TOKEN}`)) as {
      incidents: Array<{ kind: string; since: string; detail: { count: number; lastError: string } }>
    }
    expect(withToken.incidents).toHaveLength(1)
    expect(withToken.incidents[0]).toMatchObject({ kind: 'crm-sync-failing', detail: { count: 3 } })
    expect(withToken.incidents[0]!.detail.lastError).toBeTruthy()
    expect(await health()).toEqual({ status: 'ok', database: 'ok' })

    // A fourth failure: the incident stays open and nobody is mailed again.
    expect((await sync()).status).toBe('failed')
    expect(await check()).toMatchObject({ opened: [], mailed: 0 })
    expect(mailer.sent).toHaveLength(1)
    expect(((await health(`Bearer ${TOKEN}`)) as { incidents: Array<{ detail: { count: number } }> }).incidents[0]!.detail.count).toBe(4)

    // The CRM answers again: one "resolved" mail.
    await control('faults', {})
    expect((await sync()).status).toBe('succeeded')
    expect(await check()).toMatchObject({ resolved: ['crm-sync-failing'], mailed: 1 })
    expect(mailer.sent).toHaveLength(2)
    expect(mailer.sent[1]!.subject).toBe('Résolu : La synchronisation du CRM fonctionne à nouveau')
    expect(await health(`Bearer ${TOKEN}`)).toMatchObject({ incidents: [] })

    // Then nothing more, whatever the checks that follow.
    await check()
    await check()
    expect(mailer.sent).toHaveLength(2)
    const rows = await DB.prepare('SELECT opened_mail, resolved_mail, resolved_at FROM operator_incidents').all()
    expect(rows.results).toEqual([{ opened_mail: 'sent', resolved_mail: 'sent', resolved_at: expect.any(String) }])
  })

  it('a lead mail stuck over an hour: an incident and one mail (retried while it fails); delivered: one "resolved" mail', async () => {
    const mailer = recordingMailer()
    const agency = 'leads@immo-dyle.be'
    await storeLead(DB, {
      id: 'stuck-lead',
      form: 'site-contact',
      locale: 'nl',
      email: 'visitor@example.be',
      propertyId: null,
      projectId: null,
      fields: { name: 'Visitor', email: 'visitor@example.be', remark: 'Hello' },
      pagePath: '/nl/contact/',
      campaign: null,
      mails: ['agency'],
    })
    const start = Date.now()
    // The cron trigger every five minutes: the lead outbox's run, then the incident check.
    const tick = async (minute: number) => {
      const now = new Date(start + minutes(minute))
      await deliverDueMails(DB, mailer, { now })
      return checkOperatorIncidents(DB, mailer, { now, operator: OPERATOR, origin: 'https://www.immo-dyle.be' })
    }
    // The agency's mail fails at every try, and so does the operator's at first.
    mailer.failFor.add(agency).add(OPERATOR.email)
    let openedAt: number | undefined
    for (let minute = 5; minute <= 120 && openedAt === undefined; minute += 5) {
      const check = await tick(minute)
      if (check.opened.length > 0) {
        expect(check).toMatchObject({ opened: ['mails-undelivered'], mailed: 0, mailFailures: 1 })
        openedAt = minute
      }
    }
    // Not before the hour, and within a few cron runs of it (the retries' own schedule dates the wait).
    expect(openedAt).toBeGreaterThan(60)
    expect(openedAt).toBeLessThanOrEqual(85)
    expect(mailer.sent).toHaveLength(0)
    // The operator's mail is tried again at the next run, and goes once.
    mailer.failFor.delete(OPERATOR.email)
    expect(await tick(openedAt! + 5)).toMatchObject({ opened: [], mailed: 1 })
    expect(await tick(openedAt! + 10)).toMatchObject({ opened: [], mailed: 0 })
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Incident : Des e-mails attendent depuis plus d’une heure'])
    // The mail service takes the agency's mail again: the outbox delivers it at its next try, and the check resolves.
    mailer.failFor.delete(agency)
    let resolvedAt: number | undefined
    for (let minute = openedAt! + 15; minute <= 400 && resolvedAt === undefined; minute += 5) {
      if ((await tick(minute)).resolved.length > 0) resolvedAt = minute
    }
    expect(resolvedAt).toBeDefined()
    for (const later of [5, 10, 15]) await tick(resolvedAt! + later)
    expect(mailer.sent.map((mail) => `${mail.to.email} ${mail.subject}`)).toEqual([
      `${OPERATOR.email} Incident : Des e-mails attendent depuis plus d’une heure`,
      expect.stringMatching(new RegExp(`^${agency} `)),
      `${OPERATOR.email} Résolu : Les e-mails partent à nouveau`,
    ])
  })

  it('a lead waiting over an hour to reach the CRM opens an incident; delivered, it resolves', async () => {
    const mailer = recordingMailer()
    const now = new Date()
    const twoHoursAgo = new Date(now.getTime() - minutes(120)).toISOString()
    await DB.prepare(
      `INSERT INTO leads (id, form, locale, email, fields, created_at) VALUES ('crm-lead', 'site-contact', 'nl', 'visitor@example.be', '{}', ?)`,
    )
      .bind(twoHoursAgo)
      .run()
    // Never tried since it was stored two hours ago (no cron ran, or the CRM's runs stopped early).
    await DB.prepare(`INSERT INTO lead_crm_deliveries (lead_id, method, next_attempt_at) VALUES ('crm-lead', 'ContactOnMe', ?)`)
      .bind(twoHoursAgo)
      .run()
    const check = () => checkOperatorIncidents(DB, mailer, { now, operator: OPERATOR, origin: 'https://www.immo-dyle.be' })
    expect(await check()).toMatchObject({ opened: ['crm-deliveries-undelivered'], mailed: 1 })
    expect(mailer.sent[0]!.subject).toBe('Incident : Des leads attendent depuis plus d’une heure d’arriver dans le CRM')
    await DB.prepare(`UPDATE lead_crm_deliveries SET status = 'delivered', delivered_at = ? WHERE lead_id = 'crm-lead'`)
      .bind(now.toISOString())
      .run()
    expect(await check()).toMatchObject({ resolved: ['crm-deliveries-undelivered'], mailed: 1 })
    expect(await check()).toMatchObject({ mailed: 0 })
    expect(mailer.sent.map((mail) => mail.subject)).toEqual([
      'Incident : Des leads attendent depuis plus d’une heure d’arriver dans le CRM',
      'Résolu : Les leads arrivent à nouveau dans le CRM',
    ])
  })

  it('an alert-mail message dropped on its last delivery opens an incident; without operator.email nobody is mailed', async () => {
    const mailer = recordingMailer()
    await importFeed(DB, { properties: [wavreHouseRecord(931)] })
    await DB.prepare(
      `INSERT INTO leads (id, form, locale, email, fields) VALUES ('alert-lead', 'demand-register', 'nl', 'subscriber@example.be', '{}')`,
    ).run()
    const alert = await DB.prepare(
      `INSERT INTO search_alerts (lead_id, email, locale, goal, confirmed_at, status) VALUES ('alert-lead', 'subscriber@example.be', 'nl', 0, '2026-01-01T00:00:00.000Z', 'active') RETURNING id`,
    ).first<{ id: number }>()
    const body = {
      subscribers: [
        {
          email: 'subscriber@example.be',
          locale: 'nl',
          alertIds: [alert!.id],
          items: [{ propertyId: 931, kind: 'new', price: 350_000, previousPrice: null }],
        },
      ],
    }
    const message = (attempts: number) => ({ body, attempts, ack() {}, retry() {} })
    const deps = { db: DB, mailer, secret: testEnv.SESSION_SECRET, origin: 'https://www.immo-dyle.be' }
    mailer.down = true
    // A failure before its last delivery is retried by the queue: no incident.
    expect(await deliverAlertMails({ messages: [message(ALERT_MAIL_MAX_RETRIES)] as never }, deps)).toMatchObject({
      retried: 1,
      dropped: 0,
    })
    expect(await checkOperatorIncidents(DB, mailer, { now: new Date(), operator: null })).toMatchObject({ opened: [] })
    // Its last allowed delivery fails: the queue drops it, and the check opens an incident, mailing nobody.
    expect(await deliverAlertMails({ messages: [message(ALERT_MAIL_MAX_RETRIES + 1)] as never }, deps)).toMatchObject({
      retried: 1,
      dropped: 1,
    })
    expect(await checkOperatorIncidents(DB, mailer, { now: new Date(), operator: null })).toMatchObject({
      opened: ['alert-mails-dropped'],
      mailed: 0,
    })
    expect(((await health(`Bearer ${TOKEN}`)) as { incidents: unknown[] }).incidents).toEqual([
      {
        kind: 'alert-mails-dropped',
        since: expect.any(String),
        openedAt: expect.any(String),
        detail: { count: 1, lastError: expect.any(String) },
      },
    ])
    // The mails go again: a message delivered whole resolves it, and nobody was mailed about any of it,
    // not even an operator set in the meantime (they were never told it began).
    mailer.down = false
    expect(await deliverAlertMails({ messages: [message(1)] as never }, deps)).toMatchObject({ sent: 1 })
    expect(await checkOperatorIncidents(DB, mailer, { now: new Date(), operator: OPERATOR })).toMatchObject({
      resolved: ['alert-mails-dropped'],
      mailed: 0,
    })
    expect(mailer.sent.filter((mail) => mail.to.email === OPERATOR.email)).toHaveLength(0)
  })
})
