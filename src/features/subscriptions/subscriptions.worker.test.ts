import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRET, captchaVerifier } from '#/server/captcha.server.ts'
import { CAPTCHA_FIELD } from '#/server/captcha-field.ts'
import { isCrossSiteWrite } from '#/server/security-headers.ts'
import { signToken } from '#/server/signed-token.ts'
import type { DoorInput } from '#/server/http-door.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { postLead } from '../../../tests/support/lead-door.ts'
import { ALERT_LINK_RESEND_MS, ALERT_REPEAT_WINDOW_MS } from '#/features/leads/search-alerts.server.ts'
import { deliverDueCrmLeads } from '#/features/leads/lead-crm-outbox.server.ts'
import { crmCredentials, omnicasaClient } from '#/server/crm/omnicasa-client.ts'
import { ONE_CLICK_UNSUBSCRIBE_PATH, oneClickUnsubscribeResponse, subscriptionActionResponse } from './subscription-doors.server.ts'
import { purgeUnconfirmedSubscriptions } from './subscription-pages.ts'

// Decision 017 inside workerd against D1 with the real migrations: a search alert and a newsletter
// sign-up from their forms, confirmed, managed and left through their signed links, and the CRM
// (the stand-in, customer `test-subscriptions`) told of a confirmed alert and of leaving it.

const DB = (env as unknown as { DB: D1Database }).DB
const SECRET = 'workers-test-secret-0123456789-abcdefghij'
const CRM_URL = (env as unknown as { OMNICASA_URL?: string }).OMNICASA_URL ?? ''
const CUSTOMER = 'test-subscriptions'
const crmEnv = { OMNICASA_URL: CRM_URL, OMNICASA_CUSTOMER_NAME: CUSTOMER, OMNICASA_CUSTOMER_PASSWORD: 'demo-password' }
const baseEnv = {
  DB,
  SESSION_SECRET: SECRET,
  TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET,
  CAPTCHA_STAND_IN: 'true',
  LEAD_RATE_LIMIT: '1000',
}
const verifyCaptcha = captchaVerifier({ TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET, CAPTCHA_STAND_IN: 'true' })

/** The doors as their server routes call them: /api/leads/{form}, /api/subscriptions/{kind}/{action}, /api/unsubscribe/{kind}/{token}. */
function answer(input: DoorInput): Promise<Response> | Response {
  const [, api, area, kind = '', last = ''] = input.url.pathname.split('/')
  if (api === 'api' && area === 'leads') return postLead(input)
  if (api === 'api' && area === 'subscriptions') return subscriptionActionResponse(input, kind, last)
  if (api === 'api' && area === 'unsubscribe') return oneClickUnsubscribeResponse(input, kind, last)
  throw new Error(`no door at ${input.url.pathname}`)
}

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

async function control(path: string, body?: unknown): Promise<unknown> {
  const url = new URL(`/__control/${path}?customer=${CUSTOMER}`, CRM_URL)
  const response = await fetch(
    url,
    body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  )
  if (!response.ok) throw new Error(`stand-in control ${path}: ${response.status}`)
  return response.json()
}

async function call(
  path: string,
  init: {
    method?: string
    fields?: Record<string, string>
    body?: string
    headers?: Record<string, string>
    appEnv?: object
    mailer?: Mailer
  } = {},
): Promise<Response> {
  const url = new URL(`https://immo.test${path}`)
  const method = init.method ?? 'POST'
  const headers = {
    'CF-Connecting-IP': '198.51.100.9',
    ...(init.fields ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    ...init.headers,
  }
  const body = init.fields ? new URLSearchParams(init.fields) : init.body
  const request = new Request(url, { method, headers, ...(body !== undefined ? { body } : {}) })
  const ctx = createExecutionContext()
  const response = await answer({
    request,
    env: (init.appEnv ?? baseEnv) as unknown as AppEnv,
    ctx,
    url,
    services: { mailer: init.mailer ?? recordingMailer(), verifyCaptcha },
  })
  if (!response) throw new Error(`no answer on ${path}`)
  await waitOnExecutionContext(ctx)
  return response
}

const contact = { title: 'mrs', firstName: 'Marie', lastName: 'Lambert', email: 'marie.lambert@example.be', phone: '0470 11 22 33' }

/** A search alert from the form (nl), and the links its visitor's mail carries. */
async function registerAlert(appEnv: object = baseEnv, extra: Record<string, string> = {}) {
  const mailer = recordingMailer()
  const fields = {
    locale: 'nl',
    idempotencyKey: crypto.randomUUID(),
    [CAPTCHA_FIELD]: TURNSTILE_DUMMY_TOKEN,
    privacy: 'on',
    goal: 'buy',
    propertyTypes: '1',
    zones: 'Waver, 1340',
    budgetMax: '400000',
    ...contact,
    ...extra,
  }
  const response = await call('/api/leads/demand-register', { fields, headers: { Accept: 'application/json' }, appEnv, mailer })
  expect(response.status).toBe(200)
  const visitor = mailer.mails.find((mail) => mail.to.email === (extra.email ?? contact.email))!
  const confirm = /https?:\/\/\S+\/nl\/zoekopdracht-bevestigen\/\?t=(\S+)/.exec(visitor.text)
  const manage = /https?:\/\/\S+\/nl\/zoekopdracht-beheren\/\?t=(\S+)/.exec(visitor.text)
  return { mailer, visitor, confirmToken: confirm![1]!, manageToken: manage![1]! }
}

const alertRow = () =>
  DB.prepare('SELECT id, status, confirmed_at, paused_at, budget_max, garden, goal FROM search_alerts').first<{
    id: number
    status: string
    confirmed_at: string | null
    paused_at: string | null
    budget_max: number | null
    garden: number
    goal: number
  }>()
const zones = async () =>
  (await DB.prepare('SELECT kind, value FROM search_alert_zones ORDER BY kind, value').all<{ kind: string; value: string }>()).results

beforeEach(async () => {
  await DB.batch([
    DB.prepare('DELETE FROM lead_crm_deliveries'),
    DB.prepare('DELETE FROM search_alert_types'),
    DB.prepare('DELETE FROM search_alert_zones'),
    DB.prepare('DELETE FROM search_alerts'),
    DB.prepare('DELETE FROM account_mails'),
    DB.prepare('DELETE FROM newsletter_subscribers'),
    DB.prepare('DELETE FROM lead_mails'),
    DB.prepare('DELETE FROM leads'),
    DB.prepare('DELETE FROM rate_limits'),
  ])
})

describe('search alerts: double opt-in (decision 017)', () => {
  it('stores the alert unconfirmed, its town as one key, and mails the confirm and manage links in the visitor’s language', async () => {
    const { visitor } = await registerAlert()
    expect(await alertRow()).toMatchObject({ status: 'active', confirmed_at: null })
    expect(await zones()).toEqual([
      { kind: 'town', value: 'wavre' },
      { kind: 'zip', value: '1340' },
    ])
    expect(visitor.language).toBe('nl')
    expect(visitor.html).toContain('Mijn zoekopdracht bevestigen')
    expect(visitor.text).toContain('Bevestig uw zoekopdracht met de link hieronder: vóór die tijd sturen we u niets.')
    expect(visitor.text).toContain('Zonder bevestiging wissen we uw zoekopdracht na 7 dagen.')
  })

  it('a repeated sign-up for the same address and criteria sends no second mail; its link goes again once the last mail is an hour old', async () => {
    const { mailer, confirmToken } = await registerAlert()
    expect(mailer.mails).toHaveLength(2)
    // The same alert again, from another page (another key), and again as the visitor wrote it in other words.
    const again = recordingMailer()
    const fields = { locale: 'nl', [CAPTCHA_FIELD]: TURNSTILE_DUMMY_TOKEN, privacy: 'on', goal: 'buy', budgetMax: '400000', ...contact }
    for (const extra of [
      { propertyTypes: '1', zones: 'Waver, 1340' },
      { propertyTypes: '1', zones: '1340; Wavre', email: 'Marie.Lambert@Example.be' },
    ]) {
      const response = await call('/api/leads/demand-register', {
        fields: { ...fields, ...extra, idempotencyKey: crypto.randomUUID() },
        headers: { Accept: 'application/json' },
        mailer: again,
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ok: true, redirect: '/nl/bedankt/demand-register/' })
    }
    expect(again.mails).toHaveLength(0)
    const count = async (table: string) => (await DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n
    expect([await count('leads'), await count('search_alerts')]).toEqual([1, 1])

    // Other criteria are another alert, with its own mails.
    const other = recordingMailer()
    await call('/api/leads/demand-register', {
      fields: { ...fields, propertyTypes: '2', zones: 'Waver, 1340', idempotencyKey: crypto.randomUUID() },
      headers: { Accept: 'application/json' },
      mailer: other,
    })
    expect(other.mails).toHaveLength(2)
    expect(await count('search_alerts')).toBe(2)

    // An hour after the first mail, the same sign-up mails the same alert's link once more, and only the visitor.
    await DB.prepare(`UPDATE lead_mails SET sent_at = ? WHERE kind = 'visitor'`)
      .bind(new Date(Date.now() - ALERT_LINK_RESEND_MS - 60_000).toISOString())
      .run()
    const later = recordingMailer()
    await call('/api/leads/demand-register', {
      fields: { ...fields, propertyTypes: '1', zones: 'Waver, 1340', idempotencyKey: crypto.randomUUID() },
      headers: { Accept: 'application/json' },
      mailer: later,
    })
    expect(later.mails.map((mail) => mail.to.email)).toEqual([contact.email])
    const alertId = confirmToken.split('.')[0]
    expect(later.mails[0]!.text).toMatch(new RegExp(`/nl/zoekopdracht-bevestigen/\\?t=${alertId}\\.`))
    expect([await count('leads'), await count('search_alerts')]).toEqual([2, 2])

    // A day later the same criteria are a sign-up of their own.
    await DB.prepare('UPDATE search_alerts SET created_at = ?')
      .bind(new Date(Date.now() - ALERT_REPEAT_WINDOW_MS - 60_000).toISOString())
      .run()
    const nextDay = recordingMailer()
    await call('/api/leads/demand-register', {
      fields: { ...fields, propertyTypes: '1', zones: 'Waver, 1340', idempotencyKey: crypto.randomUUID() },
      headers: { Accept: 'application/json' },
      mailer: nextDay,
    })
    expect(nextDay.mails).toHaveLength(2)
    expect(await count('search_alerts')).toBe(3)
  })

  it('a repeated sign-up that ticks the newsletter box the first one left empty is kept: the wish is not dropped as a repeat', async () => {
    await registerAlert()
    const mailer = recordingMailer()
    const fields = {
      locale: 'nl',
      idempotencyKey: crypto.randomUUID(),
      [CAPTCHA_FIELD]: TURNSTILE_DUMMY_TOKEN,
      privacy: 'on',
      goal: 'buy',
      propertyTypes: '1',
      zones: 'Waver, 1340',
      budgetMax: '400000',
      newsletter: 'on',
      ...contact,
    }
    expect((await call('/api/leads/demand-register', { fields, headers: { Accept: 'application/json' }, mailer })).status).toBe(200)
    expect(mailer.mails).toHaveLength(2)
    expect((await DB.prepare('SELECT COUNT(*) AS n FROM newsletter_subscribers').first<{ n: number }>())!.n).toBe(1)
  })

  it('a GET of the confirm page changes nothing; the POST of its form confirms and opens the manage page', async () => {
    const { confirmToken } = await registerAlert()
    const response = await call('/api/subscriptions/alert/confirm', { fields: { t: confirmToken, locale: 'nl' } })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('Location')!, 'https://immo.test')
    expect(location.pathname).toBe('/nl/zoekopdracht-beheren/')
    expect(location.searchParams.get('answer')).toBe('confirmed')
    expect(location.searchParams.get('t')).toMatch(/^\d+\.\d{13}\./)
    expect((await alertRow())!.confirmed_at).not.toBeNull()
  })

  it('the manage page’s forms change the criteria, pause, resume and delete the alert', async () => {
    const { manageToken } = await registerAlert()
    const criteria = {
      t: manageToken,
      locale: 'nl',
      goal: 'rent',
      propertyTypes: '2',
      zones: 'Wavre, Brussel',
      budgetMax: '1500',
      garden: 'on',
    }
    const changed = await call('/api/subscriptions/alert/criteria', { fields: criteria })
    expect(new URL(changed.headers.get('Location')!, 'https://immo.test').searchParams.get('answer')).toBe('changed')
    expect(await alertRow()).toMatchObject({ goal: 1, budget_max: 1500, garden: 1 })
    expect(await zones()).toEqual([
      { kind: 'town', value: 'bruxelles' },
      { kind: 'town', value: 'wavre' },
    ])

    const refused = await call('/api/subscriptions/alert/criteria', { fields: { ...criteria, zones: ', ;' } })
    const answer = new URL(refused.headers.get('Location')!, 'https://immo.test').searchParams
    expect([answer.get('answer'), answer.get('errors')]).toEqual(['check-fields', 'zones~zones'])

    await call('/api/subscriptions/alert/pause', { fields: { t: manageToken } })
    expect((await alertRow())!.paused_at).not.toBeNull()
    await call('/api/subscriptions/alert/resume', { fields: { t: manageToken } })
    expect((await alertRow())!.paused_at).toBeNull()
    await call('/api/subscriptions/alert/delete', { fields: { t: manageToken } })
    expect(await alertRow()).toBeNull()
    expect(await zones()).toEqual([])
  })

  it('one-click POST (RFC 8058) stops the alert by its token alone, without Origin or from a cross-site mail provider', async () => {
    const { manageToken } = await registerAlert()
    const path = `/api/unsubscribe/alert/${manageToken}`
    const crossSite = new Request(`https://immo.test${path}`, { method: 'POST', headers: { 'Sec-Fetch-Site': 'cross-site' } })
    expect(isCrossSiteWrite(crossSite)).toBe(true)
    // src/server.ts lets exactly these paths through its cross-site check.
    expect(ONE_CLICK_UNSUBSCRIBE_PATH.test(path)).toBe(true)
    expect(ONE_CLICK_UNSUBSCRIBE_PATH.test('/api/subscriptions/alert/delete')).toBe(false)

    const page = await call(path, { method: 'GET' })
    expect(page.status).toBe(303)
    expect(page.headers.get('Location')).toContain('/nl/zoekopdracht-beheren/?t=')
    expect((await alertRow())!.status).toBe('active')

    const response = await call(path, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(200)
    expect((await alertRow())!.status).toBe('stopped')
  })

  it('refuses a forged, expired or misused token without a 500', async () => {
    const { confirmToken, manageToken } = await registerAlert()
    const id = (await alertRow())!.id
    const forged = `${id}.${Date.now() + 86_400_000}.${'A'.repeat(43)}`
    const expired = await signToken(SECRET, 'alert-manage', String(id), Date.now() - 1000)
    expect((await call(`/api/unsubscribe/alert/${forged}`)).status).toBe(404)
    expect((await call(`/api/unsubscribe/alert/${expired}`)).status).toBe(410)
    expect((await call(`/api/unsubscribe/alert/${confirmToken}`)).status).toBe(404)
    expect((await call('/api/unsubscribe/alert/%3Cscript%3E')).status).toBe(404)
    const wrongPurpose = await call('/api/subscriptions/alert/confirm', { fields: { t: manageToken } })
    expect(new URL(wrongPurpose.headers.get('Location')!, 'https://immo.test').searchParams.get('answer')).toBe('invalid')
    const late = await call('/api/subscriptions/alert/pause', { fields: { t: expired } })
    expect(new URL(late.headers.get('Location')!, 'https://immo.test').searchParams.get('answer')).toBe('expired')
    expect(await alertRow()).toMatchObject({ status: 'active', confirmed_at: null, paused_at: null })
  })

  it('the cron sweep deletes alerts left unconfirmed for 7 days, and only those', async () => {
    await registerAlert()
    await registerAlert(baseEnv, { email: 'other@example.be' })
    const [first, second] = (await DB.prepare('SELECT id FROM search_alerts ORDER BY id').all<{ id: number }>()).results
    await DB.prepare('UPDATE search_alerts SET confirmed_at = ? WHERE id = ?').bind(new Date().toISOString(), second!.id).run()
    await purgeUnconfirmedSubscriptions(DB, new Date(Date.now() + 6 * 86_400_000))
    expect(await DB.prepare('SELECT COUNT(*) AS n FROM search_alerts').first('n')).toBe(2)
    await purgeUnconfirmedSubscriptions(DB, new Date(Date.now() + 7 * 86_400_000 + 60_000))
    const left = (await DB.prepare('SELECT id FROM search_alerts').all<{ id: number }>()).results.map((row) => row.id)
    expect(left).toEqual([second!.id])
    expect(first!.id).not.toBe(second!.id)
  })
})

describe('newsletter: subscribe, confirm, leave (decision 017)', () => {
  const signUp = async (mailer: RecordingMailer, form = 'sign-newsletter', extra: Record<string, string> = {}) => {
    const fields = {
      locale: 'fr',
      idempotencyKey: crypto.randomUUID(),
      [CAPTCHA_FIELD]: TURNSTILE_DUMMY_TOKEN,
      privacy: 'on',
      email: 'Jules@Example.be',
      ...extra,
    }
    return call(`/api/leads/${form}`, { fields, headers: { Accept: 'application/json' }, mailer })
  }
  const subscriber = () =>
    DB.prepare('SELECT id, email, locale, source_form, confirmed_at, unsubscribed_at FROM newsletter_subscribers').first<{
      id: number
      email: string
      source_form: string
      confirmed_at: string | null
      unsubscribed_at: string | null
    }>()

  it('subscribes unconfirmed, mails the link once an hour at most, confirms and leaves', async () => {
    const mailer = recordingMailer()
    expect((await signUp(mailer)).status).toBe(200)
    expect(await subscriber()).toMatchObject({ email: 'jules@example.be', source_form: 'sign-newsletter', confirmed_at: null })
    const visitorMails = () => mailer.mails.filter((mail) => mail.to.email.toLowerCase() === 'jules@example.be')
    expect(visitorMails()).toHaveLength(1)
    const token = /\/fr\/confirmer-newsletter\/\?t=(\S+)/.exec(visitorMails()[0]!.text)![1]!

    // A second sign-up while the first waits: no second mail within the hour.
    expect((await signUp(mailer, 'sign-newsletter', { firstName: 'Jules' })).status).toBe(200)
    expect(visitorMails()).toHaveLength(1)

    const confirmed = await call('/api/subscriptions/newsletter/confirm', { fields: { t: token }, mailer })
    expect(new URL(confirmed.headers.get('Location')!, 'https://immo.test').pathname).toBe('/fr/gerer-newsletter/')
    expect((await subscriber())!.confirmed_at).not.toBeNull()

    // Confirmed, the subscriber is told so in French, with the way out: the manage page and the one-click leave address.
    expect(visitorMails()).toHaveLength(2)
    const welcome = visitorMails()[1]!
    expect(welcome.subject).toMatch(/^Vous êtes inscrit à notre newsletter – /)
    expect(welcome.language).toBe('fr')
    expect(welcome.text).toMatch(/\/fr\/gerer-newsletter\/\?t=\S+/)
    const leave = new URL(welcome.listUnsubscribe!)
    expect(leave.pathname).toMatch(/^\/api\/unsubscribe\/newsletter\/\S+$/)
    // The link a second time confirms nothing new and mails nothing more.
    await call('/api/subscriptions/newsletter/confirm', { fields: { t: token }, mailer })
    expect(visitorMails()).toHaveLength(2)

    expect((await call(leave.pathname)).status).toBe(200)
    expect((await subscriber())!.unsubscribed_at).not.toBeNull()
  })

  it('the newsletter box of another form subscribes the same way, with the link in that form’s mail', async () => {
    const mailer = recordingMailer()
    const response = await signUp(mailer, 'site-contact', {
      title: 'mr',
      firstName: 'Jules',
      lastName: 'Dupont',
      phone: '0470 11 22 44',
      remark: 'Bonjour',
      newsletter: 'on',
    })
    expect(response.status).toBe(200)
    expect(await subscriber()).toMatchObject({ source_form: 'site-contact', confirmed_at: null })
    expect(mailer.mails.find((mail) => mail.to.email.toLowerCase() === 'jules@example.be')!.text).toMatch(
      /\/fr\/confirmer-newsletter\/\?t=/,
    )
  })
})

describe('the CRM hears of a confirmed alert and of leaving it (decision 017)', () => {
  it('queues DemandRegister on confirmation and UnsubscribeDemandPerson on leaving, against the stand-in', async () => {
    if (!CRM_URL) throw new Error('the workers project binds OMNICASA_URL to the stand-in CRM (vitest.config.ts)')
    await control('reset', {})
    const withCrm = { ...baseEnv, ...crmEnv }
    const { confirmToken, manageToken } = await registerAlert(withCrm)
    // Unconfirmed: the CRM hears nothing.
    expect(await DB.prepare('SELECT COUNT(*) AS n FROM lead_crm_deliveries').first('n')).toBe(0)
    await call('/api/subscriptions/alert/confirm', { fields: { t: confirmToken }, appEnv: withCrm })
    await call(`/api/unsubscribe/alert/${manageToken}`, { appEnv: withCrm })
    await deliverDueCrmLeads(DB, omnicasaClient(crmCredentials(crmEnv)!, { retries: 0 }), { now: new Date(Date.now() + 60 * 60_000) })
    const rows = (
      await DB.prepare('SELECT method, status, crm_id FROM lead_crm_deliveries ORDER BY method').all<{
        method: string
        status: string
        crm_id: string | null
      }>()
    ).results
    expect(rows.map((row) => [row.method, row.status])).toEqual([
      ['DemandRegister', 'delivered'],
      ['UnsubscribeDemandPerson', 'delivered'],
    ])
    const calls = (await control('received')) as Array<{ method: string; args: Record<string, unknown> }>
    const register = calls.find((entry) => entry.method === 'DemandRegister')!
    expect(register.args).toMatchObject({
      Name: 'Lambert',
      FirstName: 'Marie',
      Email: contact.email,
      Goal: 0,
      TypeOfPropertyIDs: [1],
      Zips: ['1340'],
      PriceMax: 400000,
    })
    expect(register.args).not.toHaveProperty('Password')
    const leave = calls.find((entry) => entry.method === 'UnsubscribeDemandPerson')!
    expect(String(leave.args.DemandID)).toBe(rows[0]!.crm_id)
  })
})
