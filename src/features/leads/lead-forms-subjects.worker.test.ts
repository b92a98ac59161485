import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { siteConfig } from '#/config/site-config.ts'
import type { Locale } from '#/i18n/locales.ts'
import { getProperty } from '#/listings/property-queries.server.ts'
import { getProject } from '#/listings/project-queries.server.ts'
import { projectHref, propertyHref } from '#/listings/property-paths.ts'
import type { AppEnv } from '#/server/env.server.ts'
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRET, captchaVerifier } from '#/server/captcha.server.ts'
import { CAPTCHA_FIELD } from '#/server/captcha-field.ts'
import { postLead } from '../../../tests/support/lead-door.ts'
import { FRIEND_MAIL_CAPS } from './lead-effects.server.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { catalogueText } from './catalogue-texts.test-support.ts'

// The lead forms about a property or a project (contact-me, send-to-friend, documents,
// contact-construction) and the search alert (demand-register), through POST /api/leads/{form}
// inside workerd, against D1 with the real migrations and a small catalogue seeded per test.

const DB = (env as unknown as { DB: D1Database }).DB
const appEnv = {
  DB,
  TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET,
  CAPTCHA_STAND_IN: 'true',
  SESSION_SECRET: 'workers-test-secret-0123456789-abcdefghij',
} as unknown as AppEnv
const verifyCaptcha = captchaVerifier({ TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET, CAPTCHA_STAND_IN: 'true' })

const PROPERTY_ID = 501
const OTHER_PROPERTY_ID = 502
const PROJECT_ID = 9001
const MISSING_ID = '999999'
const ORIGIN = siteConfig().siteUrl.replace(/\/$/, '')

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

type Fields = Record<string, string | string[] | undefined>

type Post = { form: string; fields: Fields; json?: boolean; ip?: string; mailer?: RecordingMailer; appEnv?: AppEnv }

function urlEncoded(fields: Fields): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one)
  }
  return params.toString()
}

/** Posts a form and waits for the mails its request tries after the answer. */
async function submit(post: Post): Promise<{ response: Response; mailer: RecordingMailer }> {
  const url = new URL(`https://immo.test/api/leads/${post.form}`)
  const request = new Request(url, {
    method: 'POST',
    headers: {
      'CF-Connecting-IP': post.ip ?? '203.0.113.1',
      Accept: post.json === false ? 'text/html' : 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: urlEncoded(post.fields),
  })
  const ctx = createExecutionContext()
  const mailer = post.mailer ?? recordingMailer()
  const response = await postLead({ request, env: post.appEnv ?? appEnv, ctx, url, services: { mailer, verifyCaptcha } })
  if (!response) throw new Error('leadResponse did not answer a lead path')
  await waitOnExecutionContext(ctx)
  return { response, mailer }
}

/** What every form sends besides its own fields. */
function hidden(locale: Locale, overrides: Fields = {}): Fields {
  return { locale, idempotencyKey: crypto.randomUUID(), [CAPTCHA_FIELD]: TURNSTILE_DUMMY_TOKEN, ...overrides }
}

function contact(overrides: Fields = {}): Fields {
  return {
    title: 'mrs',
    firstName: 'Marie',
    lastName: 'Lambert',
    email: 'Marie.Lambert@Example.BE',
    phone: '0470 11 22 33',
    privacy: 'on',
    ...overrides,
  }
}

function contactMe(overrides: Fields = {}): Fields {
  return {
    ...hidden('fr'),
    ...contact(),
    request: 'visit',
    remark: 'Samedi matin ?',
    subjectId: String(PROPERTY_ID),
    page: `/fr/a-vendre/wavre/villa/${PROPERTY_ID}/`,
    ...overrides,
  }
}

function documents(overrides: Fields = {}): Fields {
  return {
    ...hidden('en'),
    firstName: 'Marie',
    lastName: 'Lambert',
    email: 'marie.lambert@example.be',
    privacy: 'on',
    subjectId: String(PROPERTY_ID),
    ...overrides,
  }
}

function sendToFriend(overrides: Fields = {}): Fields {
  return {
    ...hidden('en'),
    firstName: 'Marie',
    lastName: 'Lambert',
    email: 'Marie.Lambert@Example.BE',
    friendEmail: 'paul.friend@example.org',
    remark: 'Look at this one, Paul!',
    privacy: 'on',
    subjectId: String(PROPERTY_ID),
    ...overrides,
  }
}

function contactConstruction(overrides: Fields = {}): Fields {
  return { ...hidden('fr'), ...contact(), remark: 'Reste-t-il un appartement au rez ?', subjectId: String(PROJECT_ID), ...overrides }
}

function demandRegister(overrides: Fields = {}): Fields {
  return {
    ...hidden('en'),
    ...contact(),
    goal: 'buy',
    propertyTypes: ['1', '3'],
    zones: 'Wavre, 1340',
    budgetMin: '250000',
    budgetMax: '450000',
    bedrooms: '3',
    garden: 'on',
    ...overrides,
  }
}

type LeadRow = {
  id: string
  form: string
  locale: string
  email: string | null
  property_id: number | null
  project_id: number | null
  fields: string
  page_path: string | null
}
type MailRow = { lead_id: string; kind: string; status: string }
type AlertRow = {
  id: number
  lead_id: string
  email: string
  locale: string
  goal: number
  budget_min: number | null
  budget_max: number | null
  min_bedrooms: number | null
  garden: number
  terrace: number
  confirmed_at: string | null
  status: string
}

async function leads(): Promise<LeadRow[]> {
  return (await DB.prepare('SELECT * FROM leads ORDER BY created_at, id').all<LeadRow>()).results
}

async function mailRows(): Promise<MailRow[]> {
  return (await DB.prepare('SELECT lead_id, kind, status FROM lead_mails ORDER BY kind').all<MailRow>()).results
}

async function alerts(): Promise<AlertRow[]> {
  return (await DB.prepare('SELECT * FROM search_alerts ORDER BY id').all<AlertRow>()).results
}

async function count(table: string): Promise<number> {
  return (await DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n
}

/** The French of a message; the test fails when the catalogues have none. */
function fr(msgid: string): string {
  return catalogueText('fr', msgid)
}

async function propertyLink(id: number, locale: Locale): Promise<string> {
  const property = await getProperty(DB, id, locale)
  if (!property) throw new Error(`property ${id} is not seeded`)
  return ORIGIN + propertyHref(property, locale)
}

async function projectLink(id: number, locale: Locale): Promise<string> {
  const project = await getProject(DB, id, locale)
  if (!project) throw new Error(`project ${id} is not seeded`)
  const href = projectHref(project, locale)
  return href.startsWith('http') ? href : ORIGIN + href
}

beforeEach(async () => {
  await DB.batch([
    DB.prepare('DELETE FROM property_brokers'),
    DB.prepare('DELETE FROM brokers'),
    DB.prepare('DELETE FROM search_alert_zones'),
    DB.prepare('DELETE FROM search_alert_types'),
    DB.prepare('DELETE FROM search_alerts'),
    DB.prepare('DELETE FROM lead_mails'),
    DB.prepare('DELETE FROM leads'),
    DB.prepare('DELETE FROM rate_limits'),
    DB.prepare('DELETE FROM properties'),
    DB.prepare('DELETE FROM projects'),
  ])
  await DB.batch([
    DB.prepare(
      `INSERT INTO projects (id, name, city, zip, descriptions) VALUES (?, 'Les Jardins de la Dyle', 'Wavre', '1300', '{"fr":"Un projet neuf"}')`,
    ).bind(PROJECT_ID),
    DB.prepare(
      `INSERT INTO properties (id, goal, city, city_key, zip, web_id, language, price, headlines)
       VALUES (?, 0, 'Wavre', 'wavre', '1300', 1, 'fr', 395000, '{"fr":"Villa lumineuse","en":"Bright villa"}')`,
    ).bind(PROPERTY_ID),
    DB.prepare(
      `INSERT INTO properties (id, goal, city, city_key, zip, web_id, language, price, headlines)
       VALUES (?, 1, 'Rixensart', 'rixensart', '1330', 3, 'fr', 1100, '{"fr":"Appartement deux chambres"}')`,
    ).bind(OTHER_PROPERTY_ID),
  ])
})

describe('forms about a property or a project', () => {
  it('contact-me about a property that does not exist is refused with 422 and a message, and nothing is stored', async () => {
    const { response, mailer } = await submit({ form: 'contact-me', fields: contactMe({ subjectId: MISSING_ID }) })
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { ok: boolean; message: string }
    expect(answer.ok).toBe(false)
    expect(answer.message).toBe(fr('This property is no longer on offer.'))
    expect(await leads()).toHaveLength(0)
    expect(await mailRows()).toHaveLength(0)
    expect(mailer.mails).toHaveLength(0)
  })

  it.each([
    ['no subjectId', undefined],
    ['an empty subjectId', ''],
    ['a subjectId that is not a number', '501 OR 1=1'],
    ['the id of a project instead of a property', String(PROJECT_ID)],
  ])('contact-me with %s is refused with 422 in English', async (_case, subjectId) => {
    const { response } = await submit({ form: 'contact-me', fields: contactMe({ locale: 'en', subjectId }) })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { message: string }).message).toBe('This property is no longer on offer.')
    expect(await leads()).toHaveLength(0)
  })

  it('without a key (a page without JavaScript sent none), the same words about two properties are two leads, and the same post twice is one', async () => {
    const mailer = recordingMailer()
    const about = (id: number) => contactMe({ idempotencyKey: '', subjectId: String(id), page: undefined })
    for (const fields of [about(PROPERTY_ID), about(OTHER_PROPERTY_ID), about(PROPERTY_ID)]) {
      expect((await submit({ form: 'contact-me', fields, json: false, mailer })).response.status).toBe(303)
    }
    expect((await leads()).map((lead) => lead.property_id).sort()).toEqual([PROPERTY_ID, OTHER_PROPERTY_ID])
    // Each lead's agency mail names its own property, once.
    const agency = mailer.mails.filter((mail) => mail.to.email === siteConfig().leads.notify)
    expect(agency.map((mail) => mail.text.includes(`/${OTHER_PROPERTY_ID}/`))).toEqual([false, true])
  })

  it('without a key, documents for two properties are two requests, each answered and mailed about its own property', async () => {
    const mailer = recordingMailer()
    for (const id of [PROPERTY_ID, OTHER_PROPERTY_ID]) {
      expect(
        (await submit({ form: 'documents', fields: documents({ idempotencyKey: '', subjectId: String(id) }), json: false, mailer }))
          .response.status,
      ).toBe(200)
    }
    expect((await leads()).map((lead) => lead.property_id).sort()).toEqual([PROPERTY_ID, OTHER_PROPERTY_ID])
    const visitor = mailer.mails.filter((mail) => mail.to.email === 'marie.lambert@example.be')
    expect(visitor.map((mail) => [mail.text.includes(`/${PROPERTY_ID}/`), mail.text.includes(`/${OTHER_PROPERTY_ID}/`)])).toEqual([
      [true, false],
      [false, true],
    ])
  })

  it('contact-me about an existing property is stored with its property_id, and the agency mail names its reference and link', async () => {
    const { response, mailer } = await submit({ form: 'contact-me', fields: contactMe() })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, redirect: '/fr/merci/contact-me/' })

    const [lead, ...others] = await leads()
    expect(others).toHaveLength(0)
    expect(lead).toMatchObject({
      form: 'contact-me',
      locale: 'fr',
      email: 'marie.lambert@example.be',
      property_id: PROPERTY_ID,
      project_id: null,
    })
    expect(JSON.parse(lead!.fields)).toMatchObject({ request: 'visit', firstName: 'Marie' })
    expect((await mailRows()).map((row) => [row.kind, row.status])).toEqual([
      ['agency', 'sent'],
      ['visitor', 'sent'],
    ])

    // The agency reads its mail in the site's main language (fr).
    const link = await propertyLink(PROPERTY_ID, 'fr')
    expect(link).toContain(`/${PROPERTY_ID}/`)
    const reference = `${fr('ref.')} ${PROPERTY_ID}`
    const agencyMail = mailer.mails.find((mail) => mail.to.email === siteConfig().leads.notify)
    expect(agencyMail, 'a mail to the agency').toBeDefined()
    expect(agencyMail!.subject).toContain(reference)
    expect(agencyMail!.text).toContain(reference)
    expect(agencyMail!.text).toContain('Villa lumineuse')
    expect(agencyMail!.text).toContain(link)
    expect(agencyMail!.html).toContain(link)

    // The visitor's copy also says which property it was about.
    const visitorMail = mailer.mails.find((mail) => mail.to.email === 'marie.lambert@example.be')
    expect(visitorMail, 'a mail to the visitor').toBeDefined()
    expect(visitorMail!.text).toContain(link)
  })

  it("the agency mail names the property's broker", async () => {
    await DB.batch([
      DB.prepare(
        `INSERT INTO brokers (id, name, roles, phone, email) VALUES (31, 'Sophie Laurent', '{"fr":"Agent immobilier"}', '010223345', 'sophie@immo-dyle.be')`,
      ),
      DB.prepare('INSERT INTO property_brokers (property_id, broker_id) VALUES (?, 31)').bind(PROPERTY_ID),
    ])
    const { mailer } = await submit({ form: 'contact-me', fields: contactMe() })
    const agencyMail = mailer.mails.find((mail) => mail.to.email === siteConfig().leads.notify)!
    expect(agencyMail.text).toContain(`${fr('Broker')}\u00a0: Sophie Laurent · sophie@immo-dyle.be · 010 22 33 45`)
    expect(mailer.mails.find((mail) => mail.to.email === 'marie.lambert@example.be')!.text).not.toContain('Sophie Laurent')
  })

  it('contact-construction about an existing project is stored with its project_id and thanked on /fr/merci/contact-construction/', async () => {
    const { response, mailer } = await submit({ form: 'contact-construction', fields: contactConstruction() })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, redirect: '/fr/merci/contact-construction/' })

    const stored = await leads()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ form: 'contact-construction', locale: 'fr', project_id: PROJECT_ID, property_id: null })

    const agencyMail = mailer.mails.find((mail) => mail.to.email === siteConfig().leads.notify)
    expect(agencyMail, 'a mail to the agency').toBeDefined()
    expect(agencyMail!.subject).toContain(`${fr('ref.')} ${PROJECT_ID}`)
    expect(agencyMail!.text).toContain('Les Jardins de la Dyle')
    expect(agencyMail!.text).toContain(await projectLink(PROJECT_ID, 'fr'))
  })

  it('contact-construction without JavaScript redirects to the thank-you page', async () => {
    const { response } = await submit({ form: 'contact-construction', fields: contactConstruction(), json: false })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/fr/merci/contact-construction/')
    expect((await leads())[0]?.project_id).toBe(PROJECT_ID)
  })

  it.each([
    ['a project that does not exist', MISSING_ID],
    ['the id of a property instead of a project', String(PROPERTY_ID)],
  ])('contact-construction about %s is refused with 422 and nothing is stored', async (_case, subjectId) => {
    const { response, mailer } = await submit({ form: 'contact-construction', fields: contactConstruction({ subjectId }) })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { message: string }).message).toBe(fr('This project is no longer on offer.'))
    expect(await leads()).toHaveLength(0)
    expect(await mailRows()).toHaveLength(0)
    expect(mailer.mails).toHaveLength(0)
  })
})

describe('documents', () => {
  // Property 501 has no documents online: the agency sends them (document-download.worker.test.ts has the rest).
  const thanks = 'This property has no documents online yet: the agency will send them to you by e-mail within one working day.'
  const already = 'You have already requested the documents for this property.'

  it('thanks in place: JSON with ok and the message, and no redirect', async () => {
    const { response } = await submit({ form: 'documents', fields: documents() })
    expect(response.status).toBe(200)
    const answer = (await response.json()) as Record<string, unknown>
    expect(answer).toEqual({ ok: true, message: thanks })
    expect('redirect' in answer).toBe(false)
    const stored = await leads()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ form: 'documents', locale: 'en', email: 'marie.lambert@example.be', property_id: PROPERTY_ID })
  })

  it('without JavaScript answers an HTML page (200) with the message', async () => {
    const { response } = await submit({ form: 'documents', fields: documents(), json: false })
    expect(response.status).toBe(200)
    expect(response.headers.get('Location')).toBeNull()
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain(thanks)
    expect(await leads()).toHaveLength(1)
  })

  it('a second request by the same address for the same property is refused with 409', async () => {
    const first = await submit({ form: 'documents', fields: documents() })
    expect(first.response.status).toBe(200)

    // Another submission (another key, other names, the address in other letters).
    const mailer = recordingMailer()
    const second = await submit({ form: 'documents', fields: documents({ firstName: 'M.', email: 'MARIE.Lambert@example.be' }), mailer })
    expect(second.response.status).toBe(409)
    const answer = (await second.response.json()) as { ok: boolean; message: string }
    expect(answer).toMatchObject({ ok: false, message: already })
    expect(await leads()).toHaveLength(1)
    expect(mailer.mails).toHaveLength(0)
  })

  it('a second request without JavaScript gets a 409 page that says why', async () => {
    await submit({ form: 'documents', fields: documents() })
    const { response } = await submit({ form: 'documents', fields: documents(), json: false })
    expect(response.status).toBe(409)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain(already)
    expect(await leads()).toHaveLength(1)
  })

  it('re-posting the very same submission (same key, same values) is still a success, stored once', async () => {
    const fields = documents()
    const mailer = recordingMailer()
    const first = await submit({ form: 'documents', fields, mailer })
    const again = await submit({ form: 'documents', fields, mailer })
    expect(first.response.status).toBe(200)
    expect(again.response.status).toBe(200)
    expect(await again.response.json()).toEqual({ ok: true, message: thanks })
    expect(await leads()).toHaveLength(1)
    expect(await mailRows()).toHaveLength(2)
    expect(mailer.mails).toHaveLength(2)
  })

  it('the same address may ask for another property, and another address for the same one', async () => {
    expect((await submit({ form: 'documents', fields: documents() })).response.status).toBe(200)
    expect((await submit({ form: 'documents', fields: documents({ subjectId: String(OTHER_PROPERTY_ID) }) })).response.status).toBe(200)
    expect((await submit({ form: 'documents', fields: documents({ email: 'someone.else@example.be' }) })).response.status).toBe(200)
    const stored = await leads()
    expect(stored.map((lead) => [lead.property_id, lead.email]).sort()).toEqual(
      [
        [PROPERTY_ID, 'marie.lambert@example.be'],
        [OTHER_PROPERTY_ID, 'marie.lambert@example.be'],
        [PROPERTY_ID, 'someone.else@example.be'],
      ].sort(),
    )
  })

  it('about a property that does not exist is refused with 422', async () => {
    const { response } = await submit({ form: 'documents', fields: documents({ subjectId: MISSING_ID }) })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { message: string }).message).toBe('This property is no longer on offer.')
    expect(await leads()).toHaveLength(0)
  })
})

describe('forms of one goal (decision 007): the server refuses them on a property of the other', () => {
  const offer = (subjectId: number): Fields => ({
    ...hidden('fr'),
    firstName: 'Marie',
    lastName: 'Dubois',
    email: 'marie@exemple.be',
    phone: '0470 12 34 56',
    street: 'Rue du Moulin',
    houseNumber: '12',
    zip: '1300',
    city: 'Wavre',
    amount: '235000',
    amountInLetters: 'deux cent trente-cinq mille euros',
    validFrom: '2026-12-01',
    validUntil: '2026-12-15',
    signPlace: 'Wavre',
    signDate: '2026-11-30',
    advance: 'on',
    privacy: 'on',
    subjectId: String(subjectId),
  })
  const application = (subjectId: number): Fields => ({
    ...hidden('en'),
    ...contact(),
    adults: '2',
    moveDate: '2027-01-01',
    income1: '2800',
    subjectId: String(subjectId),
  })

  it('a purchase offer on a rental is refused with 422 and a message in the visitor’s language; nothing is stored or mailed', async () => {
    const { response, mailer } = await submit({ form: 'purchase-offer', fields: offer(OTHER_PROPERTY_ID) })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { message: string }).message).toBe(
      fr('This form is for properties for sale, and this property is for rent.'),
    )
    expect(await leads()).toHaveLength(0)
    expect(mailer.mails).toHaveLength(0)
  })

  it('a rental application on a property for sale is refused too', async () => {
    const { response } = await submit({ form: 'rental-application', fields: application(PROPERTY_ID) })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { message: string }).message).toBe(
      'This form is for properties for rent, and this property is for sale.',
    )
    expect(await leads()).toHaveLength(0)
  })

  it('each on a property of its own goal is stored', async () => {
    expect((await submit({ form: 'purchase-offer', fields: offer(PROPERTY_ID) })).response.status).toBe(200)
    expect((await submit({ form: 'rental-application', fields: application(OTHER_PROPERTY_ID) })).response.status).toBe(200)
    expect(await leads()).toHaveLength(2)
  })
})

describe('send-to-friend', () => {
  it(`is capped at ${FRIEND_MAIL_CAPS.perSender.limit} friend mails a day per sender address, whatever the IP`, async () => {
    for (let i = 0; i < FRIEND_MAIL_CAPS.perSender.limit; i++) {
      const { response } = await submit({
        form: 'send-to-friend',
        fields: sendToFriend({ friendEmail: `friend${i}@example.org` }),
        ip: `203.0.113.${10 + i}`,
      })
      expect(response.status).toBe(200)
    }
    const mailer = recordingMailer()
    const refused = await submit({
      form: 'send-to-friend',
      fields: sendToFriend({ email: 'MARIE.lambert@example.be', friendEmail: 'one.more@example.org' }),
      ip: '203.0.113.99',
      mailer,
    })
    expect(refused.response.status).toBe(429)
    expect(((await refused.response.json()) as { message: string }).message).toBe(
      'You have sent many properties to friends today. Please try again tomorrow.',
    )
    expect(mailer.mails).toHaveLength(0)
    expect(await leads()).toHaveLength(FRIEND_MAIL_CAPS.perSender.limit)
    // Another sender is not held back.
    expect(
      (await submit({ form: 'send-to-friend', fields: sendToFriend({ email: 'someone.else@example.be' }), ip: '203.0.113.99' })).response
        .status,
    ).toBe(200)
  })

  it('counts the sender’s mailbox, not its spelling: +tags, case and Gmail’s dots are one sender', async () => {
    const spellings = [
      'marie.lambert@gmail.com',
      'marie.lambert+1@gmail.com',
      'Marie.Lambert+2@Gmail.com',
      'marielambert@gmail.com',
      'm.a.r.i.e.lambert+x@gmail.com',
    ]
    expect(spellings).toHaveLength(FRIEND_MAIL_CAPS.perSender.limit)
    for (const [i, email] of spellings.entries()) {
      const { response } = await submit({
        form: 'send-to-friend',
        fields: sendToFriend({ email, friendEmail: `friend${i}@example.org` }),
        ip: `203.0.113.${20 + i}`,
      })
      expect(response.status).toBe(200)
    }
    for (const email of ['marie.lambert+3@gmail.com', 'M.ARIELAMBERT@gmail.com']) {
      const { response } = await submit({
        form: 'send-to-friend',
        fields: sendToFriend({ email, friendEmail: 'one.more@example.org' }),
        ip: '203.0.113.98',
      })
      expect(response.status).toBe(429)
    }
    expect(await leads()).toHaveLength(FRIEND_MAIL_CAPS.perSender.limit)
    // Dots are part of the name elsewhere: marie.lambert@example.be is someone else.
    expect(
      (await submit({ form: 'send-to-friend', fields: sendToFriend({ email: 'marie.lambert@example.be' }), ip: '203.0.113.98' })).response
        .status,
    ).toBe(200)
  })

  it(`is capped at ${FRIEND_MAIL_CAPS.perIp.limit} friend mails a day per IP, whatever the sender address`, async () => {
    for (let i = 0; i < FRIEND_MAIL_CAPS.perIp.limit; i++) {
      // The endpoint's own limit (10 per IP and form in 10 minutes) would stop this first: as if the windows passed.
      await DB.prepare(`DELETE FROM rate_limits WHERE bucket LIKE 'lead:%'`).run()
      const { response } = await submit({
        form: 'send-to-friend',
        fields: sendToFriend({ email: `sender${i}@example.be` }),
        ip: '203.0.113.50',
      })
      expect(response.status).toBe(200)
    }
    await DB.prepare(`DELETE FROM rate_limits WHERE bucket LIKE 'lead:%'`).run()
    const { response } = await submit({
      form: 'send-to-friend',
      fields: sendToFriend({ email: 'sender-last@example.be' }),
      ip: '203.0.113.50',
    })
    expect(response.status).toBe(429)
  })

  it('stores an agency mail and a friend mail (no visitor mail); the friend mail goes to the friend, Reply-To the sender, with the property link', async () => {
    const { response, mailer } = await submit({ form: 'send-to-friend', fields: sendToFriend() })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, redirect: '/en/thank-you/send-to-friend/' })

    const [lead, ...others] = await leads()
    expect(others).toHaveLength(0)
    expect(lead).toMatchObject({ form: 'send-to-friend', locale: 'en', email: 'marie.lambert@example.be', property_id: PROPERTY_ID })
    expect((await mailRows()).map((row) => [row.lead_id, row.kind, row.status])).toEqual([
      [lead!.id, 'agency', 'sent'],
      [lead!.id, 'friend', 'sent'],
    ])

    expect(mailer.mails).toHaveLength(2)
    expect(mailer.mails.some((mail) => mail.to.email === 'marie.lambert@example.be')).toBe(false)

    const friendMail = mailer.mails.find((mail) => mail.to.email === 'paul.friend@example.org')
    expect(friendMail, 'a mail to the friend').toBeDefined()
    expect(friendMail!.replyTo?.email).toBe('marie.lambert@example.be')
    expect(friendMail!.language).toBe('en')
    const link = await propertyLink(PROPERTY_ID, 'en')
    expect(link).toContain(`/${PROPERTY_ID}/`)
    expect(friendMail!.text).toContain(link)
    expect(friendMail!.html).toContain(link)
    // The agency's own words come first; the sender's note follows, quoted as theirs.
    const text = friendMail!.text
    expect(text.indexOf('sent you this property through the website of Immo Dyle')).toBeLessThan(text.indexOf('Look at this one, Paul!'))
    expect(text).toContain('Their message, as they wrote it (not checked by Immo Dyle):\n> Look at this one, Paul!')
    expect(friendMail!.html).toMatch(/<blockquote[^>]*>Look at this one, Paul!<\/blockquote>/)
    // The subject is the agency's: a sender's name there would read as our words.
    expect(friendMail!.subject).toBe('A property from Immo Dyle: Bright villa – 1300 Wavre')

    const agencyMail = mailer.mails.find((mail) => mail.to.email === siteConfig().leads.notify)
    expect(agencyMail, 'a mail to the agency').toBeDefined()
    expect(agencyMail!.replyTo?.email).toBe('marie.lambert@example.be')
    expect(agencyMail!.text).toContain('paul.friend@example.org')
    expect(agencyMail!.text).toContain(await propertyLink(PROPERTY_ID, 'fr'))
  })

  it('without a valid friend address is refused on friendEmail', async () => {
    const { response } = await submit({ form: 'send-to-friend', fields: sendToFriend({ friendEmail: 'not-an-address' }) })
    expect(response.status).toBe(422)
    const { errors } = (await response.json()) as { errors: Record<string, string> }
    expect(errors).toEqual({ friendEmail: "Your friend's email address is missing or not valid" })
    expect(await leads()).toHaveLength(0)
  })

  it('about a property that does not exist is refused with 422 and sends nothing', async () => {
    const { response, mailer } = await submit({ form: 'send-to-friend', fields: sendToFriend({ subjectId: MISSING_ID }) })
    expect(response.status).toBe(422)
    expect(await leads()).toHaveLength(0)
    expect(mailer.mails).toHaveLength(0)
  })
})

describe('demand-register', () => {
  it('writes the search alert, its types and its zones; stored unconfirmed, the confirmation link in the visitor’s mail', async () => {
    const { response, mailer } = await submit({ form: 'demand-register', fields: demandRegister() })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, redirect: '/en/thank-you/demand-register/' })

    const [lead, ...others] = await leads()
    expect(others).toHaveLength(0)
    expect(lead).toMatchObject({
      form: 'demand-register',
      locale: 'en',
      email: 'marie.lambert@example.be',
      property_id: null,
      project_id: null,
    })

    const [alert, ...moreAlerts] = await alerts()
    expect(moreAlerts).toHaveLength(0)
    expect(alert).toMatchObject({
      lead_id: lead!.id,
      email: 'marie.lambert@example.be',
      locale: 'en',
      goal: 0,
      budget_min: 250000,
      budget_max: 450000,
      min_bedrooms: 3,
      garden: 1,
      terrace: 0,
      status: 'active',
    })
    const types = (
      await DB.prepare('SELECT alert_id, type_id FROM search_alert_types ORDER BY type_id').all<{ alert_id: number; type_id: number }>()
    ).results
    expect(types).toEqual([
      { alert_id: alert!.id, type_id: 1 },
      { alert_id: alert!.id, type_id: 3 },
    ])
    const zones = (
      await DB.prepare('SELECT alert_id, kind, value FROM search_alert_zones ORDER BY kind, value').all<{
        alert_id: number
        kind: string
        value: string
      }>()
    ).results
    expect(zones).toEqual([
      { alert_id: alert!.id, kind: 'town', value: 'wavre' },
      { alert_id: alert!.id, kind: 'zip', value: '1340' },
    ])

    // Unconfirmed: nothing is mailed to it before its link is followed (decision 017).
    expect(alert!.confirmed_at).toBeNull()
    const fields = JSON.parse(lead!.fields) as Record<string, unknown>
    expect(fields).toMatchObject({ goal: 'buy', propertyTypes: ['1', '3'], zones: 'Wavre, 1340', budgetMin: 250000, garden: true })

    // The agency's mail and the visitor's, which carries the confirmation link of this alert.
    expect((await mailRows()).map((row) => [row.kind, row.status])).toEqual([
      ['agency', 'sent'],
      ['visitor', 'sent'],
    ])
    expect(mailer.mails).toHaveLength(2)
    const visitor = mailer.mails.find((mail) => mail.to.email === 'marie.lambert@example.be')!
    expect(visitor.text).toMatch(new RegExp(`/en/confirm-alert/\\?t=${alert!.id}\\.\\d{13}\\.`))
    // The mail asks for the link it carries, instead of repeating the page's "we sent you an e-mail".
    expect(visitor.text).toContain('Confirm your search alert with the link below: we send you nothing before.')
    expect(visitor.text).not.toContain('sent you an e-mail with a confirmation link')
  })

  it('writes the alert rows in the same batch as the lead', async () => {
    // A D1 that notes the SQL of every statement in each batch, and otherwise is the real one.
    const sqlOf = new WeakMap<D1PreparedStatement, string>()
    const batches: string[][] = []
    const recording = {
      prepare(query: string) {
        const statement = DB.prepare(query)
        sqlOf.set(statement, query)
        return new Proxy(statement, {
          get(target, property) {
            if (property === 'bind') {
              return (...values: unknown[]) => {
                const bound = target.bind(...values)
                sqlOf.set(bound, query)
                return bound
              }
            }
            const value = Reflect.get(target, property, target) as unknown
            return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
          },
        })
      },
      batch(statements: D1PreparedStatement[]) {
        batches.push(statements.map((statement) => sqlOf.get(statement) ?? '?'))
        return DB.batch(statements)
      },
      exec: (query: string) => DB.exec(query),
    } as unknown as D1Database

    const { response } = await submit({ form: 'demand-register', fields: demandRegister(), appEnv: { ...appEnv, DB: recording } })
    expect(response.status).toBe(200)
    const writes = batches.filter((sqls) =>
      sqls.some((sql) => /INSERT INTO (leads|search_alerts|search_alert_types|search_alert_zones)\b/.test(sql)),
    )
    expect(writes).toHaveLength(1)
    const [batch] = writes
    for (const table of ['leads', 'lead_mails', 'search_alerts', 'search_alert_types', 'search_alert_zones']) {
      expect(
        batch!.some((sql) => new RegExp(`INSERT INTO ${table}\\b`).test(sql)),
        `the batch inserts into ${table}`,
      ).toBe(true)
    }
    expect(await alerts()).toHaveLength(1)
  })

  it('asks no password: a password sent along is not a field of the form (decision 017)', async () => {
    const { response } = await submit({
      form: 'demand-register',
      fields: demandRegister({ password: 'Zebra-Lantern-4417', passwordConfirm: 'other' }),
    })
    expect(response.status).toBe(200)
    const [lead] = await leads()
    expect(JSON.parse(lead!.fields)).not.toHaveProperty('password')
    expect(await alerts()).toHaveLength(1)
  })

  it('re-posting the very same submission keeps one lead and one alert', async () => {
    const fields = demandRegister()
    expect((await submit({ form: 'demand-register', fields })).response.status).toBe(200)
    expect((await submit({ form: 'demand-register', fields })).response.status).toBe(200)
    expect(await leads()).toHaveLength(1)
    expect(await alerts()).toHaveLength(1)
    expect(await count('search_alert_types')).toBe(2)
    expect(await count('search_alert_zones')).toBe(2)
  })
})
