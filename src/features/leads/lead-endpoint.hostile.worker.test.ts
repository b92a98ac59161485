import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { LEAD_FORMS, LEAD_FORM_IDS, type LeadFormId } from '#/features/leads/lead-forms.ts'
import { CAMPAIGN_FIELD, HONEYPOT_FIELD, IDEMPOTENCY_FIELD, LOCALE_FIELD, PAGE_FIELD } from '#/features/leads/lead-submission.ts'
import type { AppEnv } from '#/server/env.server.ts'
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRET, captchaVerifier } from '#/server/captcha.server.ts'
import { CAPTCHA_FIELD } from '#/server/captcha-field.ts'
import { postLead } from '../../../tests/support/lead-door.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'

// Hostile submissions to every lead form (decision 007: at least 1,000 per form endpoint). Whatever a
// script sends, the answer is a refusal (4xx), never an error (5xx) and never a success, and
// nothing reaches D1's leads table.
//
// No generated body can be a valid submission: the real captcha verifier (with the stand-in of
// Cloudflare's endpoint) accepts only TURNSTILE_DUMMY_TOKEN, and every body's captcha field is
// something else (absent, empty, or a token other than the dummy one).

const RUNS_PER_FORM = 1000
const DB = (env as unknown as { DB: D1Database }).DB
const appEnv = { DB, TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET, CAPTCHA_STAND_IN: 'true' } as unknown as AppEnv
const verifyCaptcha = captchaVerifier({ TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET, CAPTCHA_STAND_IN: 'true' })

const mails: OutgoingMail[] = []
const mailer: Mailer = {
  async send(mail) {
    mails.push(mail)
  },
}

const SCRIPT = '<script>alert(1)</script>'
const SQL = "' OR 1=1; DROP TABLE leads; --"
const FRAGMENTS = [
  SCRIPT,
  SQL,
  '"><img src=x onerror=alert(1)>',
  "'; DELETE FROM lead_mails; --",
  'Robert"); DROP TABLE rate_limits;--',
  '{{7*7}}',
  '${7*7}',
  '../../../etc/passwd',
  '%00',
  '%ZZ%',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '\ufeff',
  '\u2028',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  '99999999999999999999',
  '1,5',
  'true',
  'on',
  '[]',
  '{}',
  '[object Object]',
  '__proto__',
  'constructor',
  '',
  ' ',
] as const

const controlCharacters = fc
  .array(fc.integer({ min: 0, max: 31 }), { minLength: 1, maxLength: 40 })
  .map((codes) => String.fromCharCode(...codes))

/** A value of the wrong type, written as a form would carry it: a string. */
const wrongType = fc.oneof(
  fc.integer().map(String),
  fc.double().map(String),
  fc.boolean().map(String),
  fc.constantFrom('null', 'undefined'),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.object({ maxDepth: 2 }).map((value) => JSON.stringify(value) ?? 'undefined'),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }).map((value) => JSON.stringify(value)),
)

/** Up to ~70 KB of one character, some of it above the 64 KB body limit once encoded. */
const huge = fc
  .tuple(fc.integer({ min: 1_000, max: 70_000 }), fc.constantFrom('x', 'é', '<', '\u0000', '😀', "'", '%', '&', '='))
  .map(([length, character]) => character.repeat(length))

const hostileValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 60 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: controlCharacters, weight: 2 },
  { arbitrary: fc.constantFrom(...FRAGMENTS), weight: 3 },
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...FRAGMENTS), fc.string({ unit: 'binary', maxLength: 10 }))
      .map((parts) => parts.join('')),
    weight: 2,
  },
  { arbitrary: wrongType, weight: 3 },
  { arbitrary: huge, weight: 1 },
)

/** A captcha token that is never the one the verifier accepts. */
const wrongCaptcha = fc
  .oneof(
    fc.constant(''),
    fc.constant(TURNSTILE_DUMMY_TOKEN.toLowerCase()),
    fc.constant(`${TURNSTILE_DUMMY_TOKEN} `),
    fc.constant('XXXX.DUMMY.TOKEN.XXX'),
    hostileValue,
  )
  .filter((token) => token !== TURNSTILE_DUMMY_TOKEN)

/** A plausible valid value for each field, so many bodies get as far as the captcha check. */
const PLAUSIBLE: Record<string, string> = {
  title: 'mrs',
  firstName: 'Anne',
  lastName: 'Peeters',
  email: 'anne.peeters@example.be',
  phone: '+32 470 12 34 56',
  remark: 'Graag meer informatie.',
  privacy: 'on',
  newsletter: 'on',
  timeSlots: 'evening',
  contactDevice: 'email',
  goal: 'buy',
  propertyType: '2',
  region: 'Wavre',
  budgetMin: '200000',
  budgetMax: '350000',
  bedrooms: '3',
  street: 'Chaussée de Bruxelles',
  houseNumber: '7B',
  zip: '1300',
  city: 'Wavre',
  request: 'visit',
  friendEmail: 'jan.peeters@example.be',
  propertyTypes: '1',
  zones: 'Wavre, 1300',
  bathrooms: '1',
  garages: '1',
  parkings: '2',
  garden: 'on',
  terrace: 'on',
  amount: '235000',
  amountInLetters: 'tweehonderdvijfendertigduizend',
  validFrom: '2026-12-01',
  validUntil: '2026-12-15',
  signPlace: 'Waver',
  signDate: '2026-11-30',
  advance: 'on',
  adults: '2',
  kids: '1',
  kidsAges: '7',
  pets: 'een kat',
  moveDate: '2027-01-01',
  income1: '2800',
  income2: '1900',
  reason: 'Dichter bij het werk',
  slot: '1',
  author: 'Familie Peeters',
  about: 'verkochten in Waver',
  comment: 'Heel goede service.',
  website: 'https://peeters.be',
  position: 'Makelaar',
  persons: '2',
  monthlyIncome: '4200',
  [LOCALE_FIELD]: 'nl',
  [IDEMPOTENCY_FIELD]: '6f1c2c1e-8d7a-4c7e-9a55-0c8e2f0b9d11',
  [PAGE_FIELD]: '/nl/contact/',
  [CAMPAIGN_FIELD]: '{"utm_source":"newsletter"}',
}

type Entry = { name: string; value: string; file: boolean }
type Hostile = {
  entries: Entry[]
  encoding: 'urlencoded' | 'multipart' | 'raw-urlencoded' | 'raw-multipart' | 'other-type'
  raw: string
  contentType: string
  json: boolean
  ip: string | undefined
  acceptLanguage: string | undefined
  referer: string | undefined
}

/** Printable ASCII only: what a Headers object accepts. */
const headerText = fc.string({ maxLength: 60 }).map((text) => text.replace(/[^\x20-\x7e]/g, '').trim())

/** The page a browser says the form was on: this site or another one, always an absolute URL. */
const browserReferer = fc.oneof(
  fc.constantFrom(
    'https://immo.test/nl/contact/',
    'https://immo.test/fr/contact-demand/',
    'https://evil.test/phish',
    'javascript:alert(1)',
  ),
  fc.webUrl().map((url) => url.replace(/[^\x20-\x7e]/g, '')),
)

/** What a script may put in Referer: relative paths, broken URLs, anything printable. */
const scriptReferer = fc.oneof(
  browserReferer,
  fc.constantFrom('/fr/contact/', 'contact', '//evil.test/x', 'http://[::1', '::', 'https://', '%'),
  headerText,
)

function hostileSubmission(form: LeadFormId, referer: fc.Arbitrary<string> = browserReferer): fc.Arbitrary<Hostile> {
  const names = [
    ...LEAD_FORMS[form].fields.map((spec) => spec.name),
    LOCALE_FIELD,
    IDEMPOTENCY_FIELD,
    PAGE_FIELD,
    CAMPAIGN_FIELD,
    HONEYPOT_FIELD,
    CAPTCHA_FIELD,
  ]
  const name = fc.oneof(
    { arbitrary: fc.constantFrom(...names), weight: 6 },
    { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
    { arbitrary: fc.constantFrom(...FRAGMENTS), weight: 1 },
  )
  const entry = fc.record({ name, value: hostileValue, file: fc.integer({ min: 0, max: 9 }).map((n) => n === 0) })
  // A plausible body with hostile entries mixed in (before or after, so repeated keys win either way),
  // or hostile entries only.
  // Often every field of the form filled in plausibly, so the body gets as far as the captcha check.
  const plausibleKeys = Object.keys(PLAUSIBLE).filter((key) => names.includes(key))
  const base = fc.oneof(fc.constant(plausibleKeys), fc.subarray(plausibleKeys))
  const entries = fc
    .tuple(
      base,
      fc.array(entry, { maxLength: 25 }),
      fc.array(entry, { maxLength: 5 }),
      fc.boolean(),
      wrongCaptcha,
      fc.constantFrom('first', 'last', 'absent'),
    )
    .map(([plausible, hostile, repeated, hostileFirst, captcha, captchaPlace]) => {
      const valid: Entry[] = plausible.map((key) => ({ name: key, value: PLAUSIBLE[key]!, file: false }))
      // Repeated keys: some hostile entries sent twice, and the plausible fields twice more.
      const doubled = [...hostile, ...repeated.flatMap((item) => [item, { ...item, value: `${item.value}${item.value}` }])]
      const body = hostileFirst ? [...doubled, ...valid] : [...valid, ...doubled]
      const withoutDummy = body.filter((item) => !(item.name === CAPTCHA_FIELD && item.value === TURNSTILE_DUMMY_TOKEN))
      const token: Entry = { name: CAPTCHA_FIELD, value: captcha, file: false }
      return captchaPlace === 'first' ? [token, ...withoutDummy] : captchaPlace === 'last' ? [...withoutDummy, token] : withoutDummy
    })
  return fc.record({
    entries,
    encoding: fc.constantFrom(
      'urlencoded',
      'urlencoded',
      'urlencoded',
      'urlencoded',
      'multipart',
      'multipart',
      'raw-urlencoded',
      'raw-multipart',
      'other-type',
    ),
    raw: fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom('a=1&&&==&b', '%%%%', '=', '&', 'privacy=on&privacy=off&cf-turnstile-response='),
    ),
    contentType: fc.constantFrom(
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=xyz',
      'text/plain',
      'application/json',
      'application/xml',
      '',
    ),
    json: fc.boolean(),
    ip: fc.option(fc.oneof(fc.ipV4(), fc.ipV6()), { nil: undefined, freq: 20 }),
    acceptLanguage: fc.option(fc.oneof(fc.constantFrom('nl-BE,nl;q=0.9', 'fr', 'de;q=abc', '*', ';;;,,,q=', 'xx-YY'), headerText), {
      nil: undefined,
    }),
    referer: fc.option(referer, { nil: undefined }),
  })
}

function requestFor(form: LeadFormId, hostile: Hostile): Request {
  const headers = new Headers({ Accept: hostile.json ? 'application/json' : 'text/html,application/xhtml+xml' })
  if (hostile.ip) headers.set('CF-Connecting-IP', hostile.ip)
  if (hostile.acceptLanguage) headers.set('Accept-Language', hostile.acceptLanguage)
  if (hostile.referer) headers.set('Referer', hostile.referer)
  let body: BodyInit
  switch (hostile.encoding) {
    case 'urlencoded': {
      const params = new URLSearchParams()
      for (const { name, value } of hostile.entries) params.append(name, value)
      body = params.toString()
      headers.set('Content-Type', 'application/x-www-form-urlencoded')
      break
    }
    case 'multipart': {
      // Written by hand, as a script would: workerd's FormData refuses to serialize some names.
      const boundary = `----hostile${crypto.randomUUID()}`
      const quote = (text: string) => text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
      body = [
        ...hostile.entries.map(({ name, value, file }) =>
          [
            `--${boundary}`,
            `Content-Disposition: form-data; name="${quote(name)}"${file ? '; filename="upload.bin"' : ''}`,
            ...(file ? ['Content-Type: application/octet-stream'] : []),
            '',
            value,
          ].join('\r\n'),
        ),
        `--${boundary}--`,
        '',
      ].join('\r\n')
      headers.set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      break
    }
    case 'raw-urlencoded':
      body = hostile.raw
      headers.set('Content-Type', 'application/x-www-form-urlencoded; charset=utf-8')
      break
    case 'raw-multipart':
    case 'other-type':
      body = hostile.raw
      headers.set('Content-Type', hostile.encoding === 'raw-multipart' ? 'multipart/form-data; boundary=----hostile' : hostile.contentType)
      break
  }
  return new Request(`https://immo.test/api/leads/${form}`, { method: 'POST', headers, body })
}

async function count(table: 'leads' | 'lead_mails'): Promise<number> {
  const row = await DB.prepare(`SELECT COUNT(*) AS count FROM ${table}`).first<{ count: number }>()
  return row?.count ?? -1
}

beforeAll(async () => {
  await DB.batch([DB.prepare('DELETE FROM lead_mails'), DB.prepare('DELETE FROM leads'), DB.prepare('DELETE FROM rate_limits')])
})

type Tally = { statuses: Map<number, number>; atCaptcha: number }

/** Sends one hostile submission; the answer must be a refusal (4xx). */
async function refused(form: LeadFormId, hostile: Hostile, tally: Tally): Promise<void> {
  const request = requestFor(form, hostile)
  const ctx = createExecutionContext()
  const response = await postLead({
    request,
    env: appEnv,
    ctx,
    url: new URL(request.url),
    services: { mailer, verifyCaptcha },
  })
  await waitOnExecutionContext(ctx)
  expect(response).toBeDefined()
  const status = response!.status
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1)
  if (hostile.json && status === 422) {
    const { errors } = (await response!.json()) as { errors: Record<string, string> }
    if (Object.keys(errors).join() === CAPTCHA_FIELD) tally.atCaptcha += 1
  } else {
    await response!.arrayBuffer()
  }
  expect(status).toBeGreaterThanOrEqual(400)
  expect(status).toBeLessThan(500)
}

describe('hostile submissions to the lead endpoints', () => {
  for (const form of LEAD_FORM_IDS) {
    it(`${form}: ${RUNS_PER_FORM} hostile bodies are all refused with a 4xx and none is stored`, { timeout: 120_000 }, async () => {
      const tally: Tally = { statuses: new Map(), atCaptcha: 0 }
      await fc.assert(
        fc.asyncProperty(hostileSubmission(form), (hostile) => refused(form, hostile, tally)),
        { numRuns: RUNS_PER_FORM },
      )
      expect(await count('leads')).toBe(0)
      expect(await count('lead_mails')).toBe(0)
      expect(mails).toHaveLength(0)
      console.info(`${form}:`, { statuses: Object.fromEntries(tally.statuses), refusedOnlyForTheCaptcha: tally.atCaptcha })
      // The bodies reached the checks that matter, not only the cheap early ones: validation, and
      // the captcha as the last gate before D1 (bodies whose every field passed).
      expect(tally.statuses.get(422) ?? 0).toBeGreaterThan(0)
      // A form that requires a file (the CV) never gets that far: no hostile body carries a real PDF.
      if (!LEAD_FORMS[form].fields.some((spec) => spec.kind === 'file' && spec.required)) expect(tally.atCaptcha).toBeGreaterThan(0)
    })
  }

  it('hostile Referer and Accept-Language headers on plain form posts are refused with a 4xx, never an error', {
    timeout: 120_000,
  }, async () => {
    const tally: Tally = { statuses: new Map(), atCaptcha: 0 }
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...LEAD_FORM_IDS)
          .chain((form) => hostileSubmission(form, scriptReferer).map((hostile) => ({ form, hostile: { ...hostile, json: false } }))),
        ({ form, hostile }) => refused(form, hostile, tally),
      ),
      { numRuns: 300 },
    )
    expect(await count('leads')).toBe(0)
  })
})
