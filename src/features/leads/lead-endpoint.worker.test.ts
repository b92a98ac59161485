import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { siteConfig } from '#/config/site-config.ts'
import type { AppEnv } from '#/server/env.server.ts'
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRET, captchaVerifier } from '#/server/captcha.server.ts'
import { CAPTCHA_FIELD } from '#/server/captcha-field.ts'
import { LEAD_BODY_LIMIT_BYTES, LEAD_RATE_LIMIT } from './lead-endpoint.server.ts'
import { postLead } from '../../../tests/support/lead-door.ts'
import { MAX_MAIL_ATTEMPTS, deliverDueMails } from './lead-outbox.server.ts'
import { LEAD_HEALTH_GAUGES } from './lead-store.server.ts'
import { healthResponse } from '#/server/health.server.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { catalogueText } from './catalogue-texts.test-support.ts'

// POST /api/leads/{form} inside workerd, against D1 with the real migrations, the real captcha
// verifier talking to its stand-in of Cloudflare's verify endpoint, and a recording mailer in place
// of the send_email binding.

const DB = (env as unknown as { DB: D1Database }).DB
const appEnv = { DB, TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET, CAPTCHA_STAND_IN: 'true' } as unknown as AppEnv
const verifyCaptcha = captchaVerifier({ TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET, CAPTCHA_STAND_IN: 'true' })

type RecordingMailer = Mailer & { mails: OutgoingMail[]; tries: number }

/** The send_email binding's stand-in: keeps every mail it is given, or refuses them all. */
function recordingMailer({ failing = false } = {}): RecordingMailer {
  const mailer: RecordingMailer = {
    mails: [],
    tries: 0,
    async send(mail) {
      mailer.tries += 1
      if (failing) throw new Error('mail server unavailable')
      mailer.mails.push(mail)
    },
  }
  return mailer
}

type Fields = Record<string, string | undefined>

type Post = {
  form?: string
  fields?: Fields
  /** the answer a page with JavaScript asks for; false is a plain form POST */
  json?: boolean
  ip?: string
  method?: string
  contentType?: string
  body?: BodyInit
  headers?: Record<string, string>
  mailer?: Mailer
  appEnv?: AppEnv
}

function urlEncoded(fields: Fields): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) params.append(name, value)
  return params.toString()
}

async function submit(post: Post): Promise<{ response: Response; ctx: ExecutionContext; mailer: Mailer }> {
  const url = new URL(`https://immo.test/api/leads/${post.form ?? 'site-contact'}`)
  const method = post.method ?? 'POST'
  const headers: Record<string, string> = {
    'CF-Connecting-IP': post.ip ?? '198.51.100.1',
    ...(post.json === false ? { Accept: 'text/html' } : { Accept: 'application/json' }),
    ...(method === 'GET' ? {} : { 'Content-Type': post.contentType ?? 'application/x-www-form-urlencoded' }),
    ...post.headers,
  }
  const body = method === 'GET' ? undefined : (post.body ?? urlEncoded(post.fields ?? {}))
  const request = new Request(url, { method, headers, body })
  const ctx = createExecutionContext()
  const mailer = post.mailer ?? recordingMailer()
  const response = await postLead({ request, env: post.appEnv ?? appEnv, ctx, url, services: { mailer, verifyCaptcha } })
  if (!response) throw new Error('leadResponse did not answer a lead path')
  return { response, ctx, mailer }
}

function siteContact(overrides: Fields = {}): Fields {
  return {
    title: 'mr',
    firstName: 'Jean',
    lastName: 'Dupont',
    email: 'Jean.Dupont@Example.BE',
    phone: '0470 12 34 56',
    remark: 'Je cherche une maison à Wavre avec un jardin.',
    privacy: 'on',
    locale: 'fr',
    idempotencyKey: crypto.randomUUID(),
    page: '/fr/contact/',
    [CAPTCHA_FIELD]: TURNSTILE_DUMMY_TOKEN,
    ...overrides,
  }
}

type LeadRow = {
  id: string
  form: string
  locale: string
  email: string | null
  fields: string
  page_path: string | null
  campaign: string | null
}
type MailRow = {
  lead_id: string
  kind: string
  status: string
  attempts: number
  next_attempt_at: string
  last_error: string | null
  sent_at: string | null
}

async function leads(): Promise<LeadRow[]> {
  return (await DB.prepare('SELECT * FROM leads ORDER BY created_at').all<LeadRow>()).results
}

async function mailRows(): Promise<MailRow[]> {
  return (await DB.prepare('SELECT * FROM lead_mails ORDER BY kind').all<MailRow>()).results
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

beforeEach(async () => {
  await DB.batch([DB.prepare('DELETE FROM lead_mails'), DB.prepare('DELETE FROM leads'), DB.prepare('DELETE FROM rate_limits')])
})

describe('a valid submission', () => {
  it('is stored in D1 before the answer, answered with the thank-you page, and mailed to the agency and the visitor afterwards', async () => {
    const mailer = recordingMailer()
    const { response, ctx } = await submit({ fields: siteContact(), ip: '198.51.100.10', mailer })

    // The answer is there and so is the lead, while the mails still wait for waitUntil.
    const stored = await leads()
    expect(stored).toHaveLength(1)
    const lead = stored[0]!
    expect(lead).toMatchObject({
      form: 'site-contact',
      locale: 'fr',
      email: 'jean.dupont@example.be',
      page_path: '/fr/contact/',
      campaign: null,
    })
    expect(JSON.parse(lead.fields)).toMatchObject({
      title: 'mr',
      firstName: 'Jean',
      lastName: 'Dupont',
      phone: '0470 12 34 56',
      remark: 'Je cherche une maison à Wavre avec un jardin.',
      privacy: true,
    })
    const waiting = await mailRows()
    expect(waiting.map((row) => [row.lead_id, row.kind])).toEqual([
      [lead.id, 'agency'],
      [lead.id, 'visitor'],
    ])
    // Not sent yet: pending, or at most claimed by the send that waitUntil started.
    for (const row of waiting) {
      expect(['pending', 'sending']).toContain(row.status)
      expect(row.sent_at).toBeNull()
    }

    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({ ok: true, redirect: '/fr/merci/site-contact/' })

    await waitOnExecutionContext(ctx)
    const sent = await mailRows()
    expect(sent.map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ['agency', 'sent', 1],
      ['visitor', 'sent', 1],
    ])
    expect(mailer.mails).toHaveLength(2)

    const agencyMail = mailer.mails.find((mail) => mail.to.email === siteConfig().leads.notify)
    expect(agencyMail, 'a mail to the agency').toBeDefined()
    expect(agencyMail!.replyTo?.email).toBe('jean.dupont@example.be')
    expect(agencyMail!.text).toContain('Jean')
    expect(agencyMail!.text).toContain('0470 12 34 56')

    const visitorMail = mailer.mails.find((mail) => mail.to.email === 'jean.dupont@example.be')
    expect(visitorMail, 'a mail to the visitor').toBeDefined()
    expect(visitorMail!.language).toBe('fr')
    expect(visitorMail!.subject).toContain(catalogueText('fr', 'We have received your request'))
  })

  it('sent twice with the same idempotency key is stored once, with its two mails', async () => {
    const fields = siteContact()
    const mailer = recordingMailer()
    const first = await submit({ fields, ip: '198.51.100.11', mailer })
    await waitOnExecutionContext(first.ctx)
    const second = await submit({ fields, ip: '198.51.100.11', mailer })
    await waitOnExecutionContext(second.ctx)

    expect(second.response.status).toBe(200)
    expect(await second.response.json()).toEqual({ ok: true, redirect: '/fr/merci/site-contact/' })
    expect(await leads()).toHaveLength(1)
    expect(await mailRows()).toHaveLength(2)
    expect(mailer.mails).toHaveLength(2)
  })

  it('sent twice at the same moment (a double click) is stored once and each mail goes out once', async () => {
    const fields = siteContact()
    const mailer = recordingMailer()
    const answers = await Promise.all([submit({ fields, ip: '198.51.100.12', mailer }), submit({ fields, ip: '198.51.100.12', mailer })])
    for (const { response } of answers) expect(response.status).toBe(200)
    await Promise.all(answers.map(({ ctx }) => waitOnExecutionContext(ctx)))

    expect(await leads()).toHaveLength(1)
    expect(await mailRows()).toHaveLength(2)
    expect(mailer.mails).toHaveLength(2)
  })

  it('keeps the campaign parameters the page passed on, and only the known ones', async () => {
    const campaign = JSON.stringify({ utm_source: 'newsletter', utm_campaign: 'autumn', evil: '<script>' })
    const { response } = await submit({ fields: siteContact({ campaign }), ip: '198.51.100.13' })
    expect(response.status).toBe(200)
    const [lead] = await leads()
    expect(JSON.parse(lead!.campaign!)).toEqual({ utm_source: 'newsletter', utm_campaign: 'autumn' })
  })
})

describe('without JavaScript (a plain form POST)', () => {
  it('redirects a valid submission to the thank-you page in the language of the form', async () => {
    const { response } = await submit({ fields: siteContact({ locale: 'nl', page: '/nl/contact/' }), json: false, ip: '198.51.100.20' })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/nl/bedankt/site-contact/')
    const [lead] = await leads()
    expect(lead?.locale).toBe('nl')
  })

  it('answers an invalid submission with a page in Dutch that says which field is missing', async () => {
    const { response } = await submit({ fields: siteContact({ locale: 'nl', firstName: undefined }), json: false, ip: '198.51.100.21' })
    expect(response.status).toBe(422)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain('<html lang="nl-BE">')
    const firstName = catalogueText('nl', 'First name')
    const required = catalogueText('nl', '{field} is a required field').replace('{field}', firstName)
    expect(html).toContain(escapeHtml(required))
    expect(await leads()).toHaveLength(0)
  })
})

describe('an invalid submission writes nothing', () => {
  it('refuses missing required fields with a message per field, in the language of the page', async () => {
    const { response } = await submit({
      fields: siteContact({ firstName: undefined, phone: undefined, privacy: undefined }),
      ip: '198.51.100.30',
    })
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { ok: boolean; message: string; errors: Record<string, string> }
    expect(answer.ok).toBe(false)
    expect(Object.keys(answer.errors).sort()).toEqual(['firstName', 'phone', 'privacy'])
    const firstName = catalogueText('fr', 'First name')
    expect(answer.errors.firstName).toBe(catalogueText('fr', '{field} is a required field').replace('{field}', firstName))
    expect(answer.message).toBe(catalogueText('fr', 'Data not sent: please check the fields marked in red.'))
    expect(await leads()).toHaveLength(0)
    expect(await mailRows()).toHaveLength(0)
  })

  it('names each refused field in English when the page is English', async () => {
    const { response } = await submit({
      fields: siteContact({ locale: 'en', firstName: '', email: 'not-an-address', privacy: undefined }),
      ip: '198.51.100.31',
    })
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { message: string; errors: Record<string, string> }
    expect(answer.message).toBe('Data not sent: please check the fields marked in red.')
    expect(answer.errors).toEqual({
      firstName: 'First name is a required field',
      email: 'The email address is not valid',
      privacy: 'Please accept the privacy policy so we can answer your request',
    })
    expect(await leads()).toHaveLength(0)
  })

  it('refuses a wrong captcha token on the captcha field and stores nothing', async () => {
    const mailer = recordingMailer()
    const { response, ctx } = await submit({
      fields: siteContact({ locale: 'en', [CAPTCHA_FIELD]: 'a-token-a-robot-made-up' }),
      ip: '198.51.100.32',
      mailer,
    })
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { errors: Record<string, string> }
    expect(answer.errors).toEqual({ [CAPTCHA_FIELD]: 'The entered characters are not valid' })
    await waitOnExecutionContext(ctx)
    expect(await leads()).toHaveLength(0)
    expect(await mailRows()).toHaveLength(0)
    expect(mailer.mails).toHaveLength(0)
  })

  it('refuses a submission without captcha token', async () => {
    const { response } = await submit({ fields: siteContact({ [CAPTCHA_FIELD]: undefined }), ip: '198.51.100.33' })
    expect(response.status).toBe(422)
    expect(Object.keys(((await response.json()) as { errors: Record<string, string> }).errors)).toEqual([CAPTCHA_FIELD])
    expect(await leads()).toHaveLength(0)
  })

  it('refuses a filled-in honeypot with 400', async () => {
    const { response } = await submit({ fields: siteContact({ fax: '+32 10 00 00 00' }), ip: '198.51.100.34' })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { ok: boolean }).ok).toBe(false)
    expect(await leads()).toHaveLength(0)
  })

  it('answers 404 for a form that does not exist', async () => {
    const { response } = await submit({ form: 'newsletter-signup', fields: siteContact(), ip: '198.51.100.35' })
    expect(response.status).toBe(404)
    expect(await leads()).toHaveLength(0)
  })

  // 405 to GET, naming POST: the door's server route answers it (src/server/http-door.test.ts,
  // e2e/hardening.spec.ts "public doors"), before this function is called.

  it('answers 415 to a JSON body', async () => {
    const { response } = await submit({ contentType: 'application/json', body: JSON.stringify(siteContact()), ip: '198.51.100.37' })
    expect(response.status).toBe(415)
    expect(await leads()).toHaveLength(0)
  })

  it('accepts the same submission as multipart/form-data', async () => {
    const data = new FormData()
    for (const [name, value] of Object.entries(siteContact())) if (value !== undefined) data.append(name, value)
    const request = new Request('https://immo.test/api/leads/site-contact', {
      method: 'POST',
      headers: { Accept: 'application/json', 'CF-Connecting-IP': '198.51.100.38' },
      body: data,
    })
    const ctx = createExecutionContext()
    const response = await postLead({
      request,
      env: appEnv,
      ctx,
      url: new URL(request.url),
      services: { mailer: recordingMailer(), verifyCaptcha },
    })
    expect(response?.status).toBe(200)
    await waitOnExecutionContext(ctx)
    expect(await leads()).toHaveLength(1)
  })

  it('answers 413 to a body over 64 KB', async () => {
    const fields = siteContact({ remark: 'x'.repeat(LEAD_BODY_LIMIT_BYTES + 1024) })
    const { response } = await submit({ fields, ip: '198.51.100.39' })
    expect(response.status).toBe(413)
    expect(await leads()).toHaveLength(0)
  })

  it('answers 413 to a body over 64 KB sent in chunks, without a Content-Length', async () => {
    const encoded = new TextEncoder().encode(urlEncoded(siteContact({ remark: 'y'.repeat(LEAD_BODY_LIMIT_BYTES + 1024) })))
    const chunk = 8 * 1024
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < encoded.byteLength; offset += chunk) controller.enqueue(encoded.slice(offset, offset + chunk))
        controller.close()
      },
    })
    const { response } = await submit({ body: stream, ip: '198.51.100.40' })
    expect(response.status).toBe(413)
    expect(await leads()).toHaveLength(0)
  })

  it('refuses a remark longer than the form allows', async () => {
    const { response } = await submit({ fields: siteContact({ locale: 'en', remark: 'z'.repeat(5000) }), ip: '198.51.100.41' })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({ remark: 'Your message is too long' })
    expect(await leads()).toHaveLength(0)
  })
})

describe('rate limit per IP and form', () => {
  it(`refuses submission ${LEAD_RATE_LIMIT.limit + 1} from one IP within the window with 429, while another IP is still accepted`, async () => {
    const ip = '203.0.113.50'
    const contexts: ExecutionContext[] = []
    for (let i = 0; i < LEAD_RATE_LIMIT.limit; i++) {
      const { response, ctx } = await submit({ fields: siteContact({ firstName: `Jean ${i}` }), ip })
      contexts.push(ctx)
      expect(response.status, `submission ${i + 1}`).toBe(200)
    }
    const over = await submit({ fields: siteContact({ firstName: 'Jean the eleventh', locale: 'en' }), ip })
    contexts.push(over.ctx)
    expect(over.response.status).toBe(429)
    expect(((await over.response.json()) as { message: string }).message).toMatch(/many times/)

    const other = await submit({ fields: siteContact({ firstName: 'Marie' }), ip: '203.0.113.51' })
    contexts.push(other.ctx)
    expect(other.response.status).toBe(200)

    // The limit is per form: the same IP may still ask for a valuation.
    const valuation = await submit({
      form: 'contact-demand',
      fields: siteContact({
        remark: undefined,
        propertyType: '1',
        street: 'Rue de la Station',
        houseNumber: '12',
        zip: '1300',
        city: 'Wavre',
      }),
      ip,
    })
    contexts.push(valuation.ctx)
    expect(valuation.response.status).toBe(200)

    await Promise.all(contexts.map((ctx) => waitOnExecutionContext(ctx)))
    expect(await leads()).toHaveLength(LEAD_RATE_LIMIT.limit + 2)
  })
})

describe('rules of the other forms', () => {
  it('contact-demand without street asks for the address of the property to value', async () => {
    const { response } = await submit({
      form: 'contact-demand',
      fields: siteContact({ locale: 'en', remark: undefined, propertyType: '3', houseNumber: '12', zip: '1300', city: 'Wavre' }),
      ip: '198.51.100.60',
    })
    expect(response.status).toBe(422)
    const { errors } = (await response.json()) as { errors: Record<string, string> }
    expect(errors).toEqual({ street: 'The address of the property to value must be given' })
    expect(await leads()).toHaveLength(0)
  })

  it('search-request with a minimum budget above the maximum refuses the maximum', async () => {
    const { response } = await submit({
      form: 'search-request',
      fields: siteContact({ locale: 'en', goal: 'buy', propertyType: '1', budgetMin: '400000', budgetMax: '250000' }),
      ip: '198.51.100.61',
    })
    expect(response.status).toBe(422)
    const { errors } = (await response.json()) as { errors: Record<string, string> }
    expect(errors).toEqual({ budgetMax: 'The maximum budget must not be below the minimum budget' })
    expect(await leads()).toHaveLength(0)
  })

  it('search-request in order is stored and thanked like a question', async () => {
    const { response, ctx } = await submit({
      form: 'search-request',
      fields: siteContact({ goal: 'rent', propertyType: '2', budgetMin: '800', budgetMax: '1 200', bedrooms: '2', timeSlots: 'morning' }),
      ip: '198.51.100.62',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, redirect: '/fr/merci/contact-me/' })
    await waitOnExecutionContext(ctx)
    const [lead] = await leads()
    expect(lead?.form).toBe('search-request')
    expect(JSON.parse(lead!.fields)).toMatchObject({
      goal: 'rent',
      propertyType: '2',
      budgetMin: 800,
      budgetMax: 1200,
      bedrooms: 2,
      timeSlots: ['morning'],
    })
  })
})

describe('when mail fails, the lead is kept and the outbox retries', () => {
  it('puts the mails back as pending with a later try; the cron run sends them once due', async () => {
    const { response, ctx } = await submit({ fields: siteContact(), ip: '198.51.100.70', mailer: recordingMailer({ failing: true }) })
    expect(response.status).toBe(200)
    await waitOnExecutionContext(ctx)

    expect(await leads()).toHaveLength(1)
    const retrying = await mailRows()
    expect(retrying).toHaveLength(2)
    for (const row of retrying) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'mail server unavailable', sent_at: null })
      expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(Date.now())
    }

    // Not yet due: the cron run leaves them.
    const working = recordingMailer()
    expect(await deliverDueMails(DB, working, { now: new Date() })).toEqual({ sent: 0, retrying: 0, failed: 0 })
    expect(working.mails).toHaveLength(0)

    const due = new Date(Math.max(...retrying.map((row) => Date.parse(row.next_attempt_at))) + 1000)
    expect(await deliverDueMails(DB, working, { now: due })).toEqual({ sent: 2, retrying: 0, failed: 0 })
    expect(working.mails.map((mail) => mail.to.email).sort()).toEqual(['jean.dupont@example.be', siteConfig().leads.notify].sort())
    expect((await mailRows()).map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ['agency', 'sent', 2],
      ['visitor', 'sent', 2],
    ])
  })

  it(`gives up after ${MAX_MAIL_ATTEMPTS} tries: the mail is failed and the lead is still there`, async () => {
    const failing = recordingMailer({ failing: true })
    const { response, ctx } = await submit({ fields: siteContact(), ip: '198.51.100.71', mailer: failing })
    expect(response.status).toBe(200)
    await waitOnExecutionContext(ctx)

    const start = Date.now()
    const day = 24 * 60 * 60_000
    expect(await (await operatorHealth()).json()).toMatchObject({ status: 'ok', failedLeadMails: 0 })
    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      const before = await mailRows()
      for (const row of before) expect(row).toMatchObject({ status: 'pending', attempts: attempt - 1 })
      const run = await deliverDueMails(DB, failing, { now: new Date(start + attempt * day) })
      expect(run).toEqual(attempt === MAX_MAIL_ATTEMPTS ? { sent: 0, retrying: 0, failed: 2 } : { sent: 0, retrying: 2, failed: 0 })
    }

    const rows = await mailRows()
    for (const row of rows)
      expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS, last_error: 'mail server unavailable' })
    expect(failing.tries).toBe(2 * MAX_MAIL_ATTEMPTS)

    // Failed for good: later runs do not try again.
    expect(await deliverDueMails(DB, failing, { now: new Date(start + 100 * day) })).toEqual({ sent: 0, retrying: 0, failed: 0 })
    expect(failing.tries).toBe(2 * MAX_MAIL_ATTEMPTS)
    expect(await leads()).toHaveLength(1)
    // The operator sees them on /api/health (README "Leads").
    expect(await (await operatorHealth()).json()).toMatchObject({ status: 'ok', failedLeadMails: 2 })
  })
})

/** /api/health as the operator asks it: the figures need the operator token (src/server/operator-token.ts). */
function operatorHealth(): Promise<Response> {
  const token = 'lead-test-operator-token-0123456789'
  return healthResponse(
    new Request('https://site.test/api/health', { headers: { Authorization: `Bearer ${token}` } }),
    { DB, OPERATOR_TOKEN: token },
    LEAD_HEALTH_GAUGES,
  )
}

describe('when D1 fails', () => {
  const failure = () => new Error('D1_ERROR: database unavailable')

  it('answers 503, not 500, when every query fails', async () => {
    const broken = {
      prepare: () => {
        throw failure()
      },
      batch: () => Promise.reject(failure()),
    } as unknown as D1Database
    const mailer = recordingMailer()
    const { response, ctx } = await submit({
      fields: siteContact({ locale: 'en' }),
      ip: '198.51.100.80',
      appEnv: { ...appEnv, DB: broken },
      mailer,
      headers: { 'Accept-Language': 'en' },
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      ok: false,
      message: 'Your message could not be sent. Please try again in a moment.',
      errors: {},
    })
    await waitOnExecutionContext(ctx)
    expect(mailer.mails).toHaveLength(0)
  })

  it('answers 503 when storing the lead fails, and sends no mail', async () => {
    const storeFails = {
      prepare: (query: string) => DB.prepare(query),
      batch: () => Promise.reject(failure()),
    } as unknown as D1Database
    const mailer = recordingMailer()
    const { response, ctx } = await submit({ fields: siteContact(), ip: '198.51.100.81', appEnv: { ...appEnv, DB: storeFails }, mailer })
    expect(response.status).toBe(503)
    expect(((await response.json()) as { ok: boolean }).ok).toBe(false)
    await waitOnExecutionContext(ctx)
    expect(mailer.mails).toHaveLength(0)
    expect(await leads()).toHaveLength(0)
  })

  it('answers 503 with a page without JavaScript', async () => {
    const broken = {
      prepare: () => {
        throw failure()
      },
      batch: () => Promise.reject(failure()),
    } as unknown as D1Database
    const { response } = await submit({
      fields: siteContact({ locale: 'en' }),
      json: false,
      ip: '198.51.100.82',
      appEnv: { ...appEnv, DB: broken },
      headers: { 'Accept-Language': 'en' },
    })
    expect(response.status).toBe(503)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain('Your message could not be sent. Please try again in a moment.')
  })
})

describe('hostile headers on a plain form POST', () => {
  it('answers a refusal page, not an error, when the Referer is a relative path', async () => {
    const { response } = await submit({
      fields: siteContact({ firstName: undefined }),
      json: false,
      ip: '198.51.100.90',
      headers: { Referer: '/fr/contact/' },
    })
    expect(response.status).toBe(422)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
  })

  it('answers a refusal page, not an error, when the Referer is not a URL at all', async () => {
    const { response } = await submit({
      fields: siteContact({ firstName: undefined }),
      json: false,
      ip: '198.51.100.91',
      headers: { Referer: 'http://[::1' },
    })
    expect(response.status).toBe(422)
  })

  it('links back to the form page of the same site only', async () => {
    const same = await submit({
      fields: siteContact({ firstName: undefined }),
      json: false,
      ip: '198.51.100.92',
      headers: { Referer: 'https://immo.test/fr/contact/' },
    })
    expect(await same.response.text()).toContain('href="/fr/contact/"')
    const foreign = await submit({
      fields: siteContact({ firstName: undefined }),
      json: false,
      ip: '198.51.100.93',
      headers: { Referer: 'https://evil.test/phish' },
    })
    const html = await foreign.response.text()
    expect(html).not.toContain('evil.test')
    expect(html).toContain('href="/fr/"')
  })

  it.each(['https://immo.test//evil.example/', 'https://immo.test/\\evil.example/'])(
    'never links to another site through a path of ours that is not one (%s)',
    async (referer) => {
      const { response } = await submit({
        fields: siteContact({ firstName: undefined }),
        json: false,
        ip: '198.51.100.94',
        headers: { Referer: referer },
      })
      const html = await response.text()
      expect(html).not.toContain('evil.example')
      expect(html).toContain('href="/fr/"')
    },
  )
})
