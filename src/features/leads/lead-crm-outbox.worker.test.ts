import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRET, captchaVerifier } from '#/server/captcha.server.ts'
import { CAPTCHA_FIELD } from '#/server/captcha-field.ts'
import { crmCredentials, omnicasaClient } from '#/server/crm/omnicasa-client.ts'
import { healthResponse } from '#/server/health.server.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { postLead } from '../../../tests/support/lead-door.ts'
import { MAX_CRM_ATTEMPTS, deliverDueCrmLeads } from './lead-crm-outbox.server.ts'
import { LEAD_HEALTH_GAUGES } from './lead-store.server.ts'

// Decision 016: leads delivered into the CRM through their own outbox, inside workerd against D1 with the
// real migrations and the stand-in CRM (scripts/crm-stand-in/) over HTTP. This file is the stand-in's
// customer `test-leads-outbox`: its own copy of the demo CRM, its own faults and received calls.

const DB = (env as unknown as { DB: D1Database }).DB
const CRM_URL = (env as unknown as { OMNICASA_URL?: string }).OMNICASA_URL ?? ''
const CUSTOMER = 'test-leads-outbox'
const crmEnv = { OMNICASA_URL: CRM_URL, OMNICASA_CUSTOMER_NAME: CUSTOMER, OMNICASA_CUSTOMER_PASSWORD: 'demo-password' }
const baseEnv = { DB, TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET, CAPTCHA_STAND_IN: 'true', LEAD_RATE_LIMIT: '1000' }
const withCrm = { ...baseEnv, ...crmEnv } as unknown as AppEnv
const withoutCrm = baseEnv as unknown as AppEnv
const verifyCaptcha = captchaVerifier({ TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET, CAPTCHA_STAND_IN: 'true' })
const PROPERTY_ID = 4501

/** The stand-in's control API, for this file's customer. */
async function control(path: string, body?: unknown): Promise<unknown> {
  const url = new URL(`/__control/${path}?customer=${CUSTOMER}`, CRM_URL)
  const response = await fetch(
    url,
    body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  )
  if (!response.ok) throw new Error(`stand-in control ${path}: ${response.status}`)
  return response.json()
}

type Received = { method: string; args: Record<string, unknown>; language: string }
const received = async () => (await control('received')) as Received[]
const crmIsDown = () => control('faults', { down: true })
const crmIsBack = () => control('faults', {})

type RecordingMailer = Mailer & { mails: OutgoingMail[] }
function recordingMailer(): RecordingMailer {
  const mailer: RecordingMailer = {
    mails: [],
    async send(mail) {
      mailer.mails.push(mail)
    },
  }
  return mailer
}

async function submit(form: string, fields: Record<string, string>, appEnv: AppEnv, mailer: Mailer = recordingMailer()): Promise<Response> {
  const url = new URL(`https://immo.test/api/leads/${form}`)
  const body = new URLSearchParams({
    locale: 'fr',
    idempotencyKey: crypto.randomUUID(),
    [CAPTCHA_FIELD]: TURNSTILE_DUMMY_TOKEN,
    privacy: 'on',
    ...fields,
  })
  const request = new Request(url, {
    method: 'POST',
    headers: { Accept: 'application/json', 'CF-Connecting-IP': '198.51.100.7', 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  })
  const ctx = createExecutionContext()
  const response = await postLead({ request, env: appEnv, ctx, url, services: { mailer, verifyCaptcha } })
  if (!response) throw new Error('no answer on a lead path')
  // The first tries (mails, then the CRM) run in waitUntil after the answer.
  await waitOnExecutionContext(ctx)
  return response
}

const contact = { title: 'mrs', firstName: 'Ann', lastName: 'Peeters', email: 'ann.peeters@example.be', phone: '0470 12 34 56' }
const siteContact = { ...contact, remark: 'Pourriez-vous me rappeler ?' }

type DeliveryRow = {
  lead_id: string
  method: string
  status: string
  attempts: number
  next_attempt_at: string
  last_error: string | null
  delivered_at: string | null
  crm_id: string | null
}
async function deliveries(): Promise<DeliveryRow[]> {
  return (await DB.prepare('SELECT * FROM lead_crm_deliveries').all<DeliveryRow>()).results
}
async function leadIds(): Promise<string[]> {
  return (await DB.prepare('SELECT id FROM leads ORDER BY created_at').all<{ id: string }>()).results.map((row) => row.id)
}

const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000)
const client = () => omnicasaClient(crmCredentials(crmEnv)!, { retries: 0 })

beforeEach(async () => {
  if (!CRM_URL) throw new Error('the workers project binds OMNICASA_URL to the stand-in CRM (vitest.config.ts)')
  await control('reset', {})
  await DB.batch([
    DB.prepare('DELETE FROM lead_crm_deliveries'),
    DB.prepare('DELETE FROM lead_mails'),
    DB.prepare('DELETE FROM testimonials'),
    DB.prepare('DELETE FROM leads'),
    DB.prepare('DELETE FROM rate_limits'),
    DB.prepare('DELETE FROM properties'),
    DB.prepare(
      `INSERT INTO properties (id, goal, city, city_key, zip, web_id, language, price, headlines)
       VALUES (?, 0, 'Wavre', 'wavre', '1300', 1, 'fr', 395000, '{"fr":"Villa lumineuse"}')`,
    ).bind(PROPERTY_ID),
  ])
})

describe('a lead while the CRM is down', () => {
  it('is stored and mailed, and its delivery waits with the error; back up, one cron run delivers it once and the next sends nothing', async () => {
    await crmIsDown()
    const mailer = recordingMailer()
    const response = await submit('site-contact', siteContact, withCrm, mailer)
    expect(response.status).toBe(200)

    const [id] = await leadIds()
    expect(id).toBeDefined()
    expect(mailer.mails).toHaveLength(2)
    const [waiting] = await deliveries()
    expect(waiting).toMatchObject({ lead_id: id, method: 'ContactOnMe', status: 'pending', attempts: 1, delivered_at: null })
    expect(waiting!.last_error).toContain('HTTP 503')
    // The CRM's URL carries the password: it never reaches the table.
    expect(waiting!.last_error).not.toContain('demo-password')
    expect(await received()).toEqual([])

    await crmIsBack()
    // Not due yet (the first retry waits a minute): a run now sends nothing.
    expect(await deliverDueCrmLeads(DB, client(), { now: new Date() })).toEqual({ delivered: 0, retrying: 0, failed: 0 })
    expect(await deliverDueCrmLeads(DB, client(), { now: minutesLater(2) })).toEqual({ delivered: 1, retrying: 0, failed: 0 })
    const calls = await received()
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({
      method: 'ContactOnMe',
      language: 'fr',
      args: { Name: 'Peeters', FirstName: 'Ann', Email: 'ann.peeters@example.be', CustomStr1: id },
    })
    const [delivered] = await deliveries()
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 2, last_error: null })
    expect(delivered!.delivered_at).not.toBeNull()
    // The id the CRM answered for what it created is kept with the delivery.
    expect(delivered!.crm_id).toMatch(/^\d+$/)

    expect(await deliverDueCrmLeads(DB, client(), { now: minutesLater(500) })).toEqual({ delivered: 0, retrying: 0, failed: 0 })
    expect(await received()).toHaveLength(1)
  })

  it('shows as pending in the operator health figures, then failed after the last attempt', async () => {
    await crmIsDown()
    await submit('site-contact', siteContact, withCrm)
    const figures = async () => {
      const answer = await healthResponse(
        new Request('https://immo.test/api/health', { headers: { Authorization: 'Bearer operator-token-for-tests' } }),
        { DB, OPERATOR_TOKEN: 'operator-token-for-tests' },
        LEAD_HEALTH_GAUGES,
      )
      return (await answer.json()) as Record<string, unknown>
    }
    expect(await figures()).toMatchObject({ pendingCrmLeads: 1, failedCrmLeads: 0 })
    // Every retry fails: 1, 5, 15, 60 and 240 minutes after the tries before, then every 240 minutes
    // for about a week; the delivery is pending all that while.
    let minutes = 0
    for (const wait of [1, 5, 15, 60, 240]) {
      minutes += wait + 1
      await deliverDueCrmLeads(DB, client(), { now: minutesLater(minutes) })
    }
    expect(await deliveries()).toMatchObject([{ status: 'pending', attempts: 6 }])
    for (let attempt = 7; attempt <= MAX_CRM_ATTEMPTS; attempt++) {
      minutes += 241
      await deliverDueCrmLeads(DB, client(), { now: minutesLater(minutes) })
    }
    expect(minutes / (24 * 60)).toBeGreaterThan(6.5)
    expect(await deliveries()).toMatchObject([{ status: 'failed', attempts: MAX_CRM_ATTEMPTS }])
    expect(await figures()).toMatchObject({ pendingCrmLeads: 0, failedCrmLeads: 1 })
    expect(await received()).toEqual([])
  })
})

describe('many leads while the CRM is down', () => {
  it('a cron run stops after three calls the CRM did not answer, so the others keep their attempts; back up, each arrives once', async () => {
    await crmIsDown()
    for (let i = 0; i < 5; i++) await submit('site-contact', { ...siteContact, lastName: `Peeters${i}` }, withCrm)
    expect((await deliveries()).map((row) => row.attempts)).toEqual([1, 1, 1, 1, 1])

    expect(await deliverDueCrmLeads(DB, client(), { now: minutesLater(2) })).toEqual({ delivered: 0, retrying: 3, failed: 0 })
    expect((await deliveries()).map((row) => row.attempts).sort()).toEqual([1, 1, 2, 2, 2])

    await crmIsBack()
    expect(await deliverDueCrmLeads(DB, client(), { now: minutesLater(3) })).toEqual({ delivered: 2, retrying: 0, failed: 0 })
    expect(await deliverDueCrmLeads(DB, client(), { now: minutesLater(8) })).toEqual({ delivered: 3, retrying: 0, failed: 0 })
    const ids = (await received()).map((call) => call.args.CustomStr1).sort()
    expect(ids).toEqual((await leadIds()).sort())
  })
})

describe('many leads while the CRM refuses the account', () => {
  it('a cron run stops after the same refusal three times in a row, so the others keep their attempts', async () => {
    await control('faults', { errorMethods: ['ContactOnMe'] })
    for (let i = 0; i < 5; i++) await submit('site-contact', { ...siteContact, lastName: `Janssens${i}` }, withCrm)
    expect((await deliveries()).map((row) => row.attempts)).toEqual([1, 1, 1, 1, 1])
    expect(await deliverDueCrmLeads(DB, client(), { now: minutesLater(2) })).toEqual({ delivered: 0, retrying: 3, failed: 0 })
    expect((await deliveries()).map((row) => row.attempts).sort()).toEqual([1, 1, 2, 2, 2])
    await crmIsBack()
    expect(await deliverDueCrmLeads(DB, client(), { now: minutesLater(8) })).toEqual({ delivered: 5, retrying: 0, failed: 0 })
  })
})

describe('a lead while the CRM is up', () => {
  it('is delivered at once by the request, with the property it is about, exactly once', async () => {
    const response = await submit(
      'contact-me',
      { ...contact, request: 'visit', remark: 'Le jardin est-il orienté sud ?', subjectId: String(PROPERTY_ID) },
      withCrm,
    )
    expect(response.status).toBe(200)
    const [id] = await leadIds()
    expect(await deliveries()).toMatchObject([{ lead_id: id, status: 'delivered', attempts: 1 }])
    const calls = await received()
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ method: 'ContactOnMe', args: { ObjectID: PROPERTY_ID, CustomStr1: id, GSM: '0470 12 34 56' } })
    expect(await deliverDueCrmLeads(DB, client(), { now: minutesLater(30) })).toEqual({ delivered: 0, retrying: 0, failed: 0 })
    expect(await received()).toHaveLength(1)
  })
})

describe('leads never sent to the CRM', () => {
  it.each([
    ['contact-testimonial', { author: 'Ann P.', comment: 'Une agence formidable.', email: 'ann@example.be' }],
    [
      'send-to-friend',
      { firstName: 'Ann', lastName: 'Peeters', email: 'ann@example.be', friendEmail: 'paul@example.org', subjectId: String(PROPERTY_ID) },
    ],
    ['sign-newsletter', { email: 'ann@example.be' }],
  ])('%s is stored and mailed, never queued for the CRM', async (form, fields) => {
    const mailer = recordingMailer()
    expect((await submit(form, fields, withCrm, mailer)).status).toBe(200)
    expect(await leadIds()).toHaveLength(1)
    expect(mailer.mails.length).toBeGreaterThan(0)
    expect(await deliveries()).toEqual([])
    expect(await received()).toEqual([])
  })

  it('a queued lead of a form the CRM no longer receives is given up at once, never sent', async () => {
    await DB.batch([
      DB.prepare(
        `INSERT INTO leads (id, form, locale, email, fields) VALUES ('queued-newsletter', 'sign-newsletter', 'fr', 'ann@example.be', '{"email":"ann@example.be"}')`,
      ),
      DB.prepare(`INSERT INTO lead_crm_deliveries (lead_id, method) VALUES ('queued-newsletter', 'ContactOnMe')`),
    ])
    expect(await deliverDueCrmLeads(DB, client(), { now: minutesLater(1) })).toEqual({ delivered: 0, retrying: 0, failed: 1 })
    expect(await deliveries()).toMatchObject([
      { status: 'failed', attempts: 1, last_error: 'Unsendable: form sign-newsletter is not sent to the CRM' },
    ])
    expect(await received()).toEqual([])
  })

  it('no lead is queued when no OMNICASA_URL is set', async () => {
    expect((await submit('site-contact', siteContact, withoutCrm)).status).toBe(200)
    expect(await leadIds()).toHaveLength(1)
    expect(await deliveries()).toEqual([])
    expect(await received()).toEqual([])
  })
})
