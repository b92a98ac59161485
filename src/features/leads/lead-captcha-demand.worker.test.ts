import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRET, captchaVerifier } from '#/server/captcha.server.ts'
import { CAPTCHA_FIELD, FORM_STAMP_FIELD } from '#/server/captcha-field.ts'
import { POSTS_WITHOUT_CAPTCHA } from '#/server/captcha-demand.server.ts'
import { issueFormStamp, MIN_FILL_MS } from '#/server/form-stamp.server.ts'
import { postLead } from '../../../tests/support/lead-door.ts'
import { HONEYPOT_FIELD } from './lead-submission.ts'

// Forms work without JavaScript: a post without a captcha token passes on the honeypot,
// rate limit and the page's signed time stamp; the captcha is asked after a sign of abuse.

const DB = (env as unknown as { DB: D1Database }).DB
const SESSION_SECRET = 'workers-test-secret-0123456789-abcdefghij'
const appEnv = { DB, SESSION_SECRET, TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET, CAPTCHA_STAND_IN: 'true' } as unknown as AppEnv
const verifyCaptcha = captchaVerifier({ TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET, CAPTCHA_STAND_IN: 'true' })
const mailer = { send: async () => undefined }

/** A page served long enough ago for a person to have filled its form in. */
const servedEarlier = () => issueFormStamp(SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000)

async function post(ip: string, extra: Record<string, string>, accept = 'text/html'): Promise<Response> {
  const fields = {
    title: 'mr',
    firstName: 'Jean',
    lastName: 'Dupont',
    email: 'jean.dupont@example.be',
    phone: '0470 12 34 56',
    remark: 'Je cherche une maison à Wavre avec un jardin.',
    privacy: 'on',
    locale: 'nl',
    page: '/nl/contact/',
    ...extra,
  }
  const url = new URL('https://immo.test/api/leads/site-contact')
  const request = new Request(url, {
    method: 'POST',
    headers: { 'CF-Connecting-IP': ip, Accept: accept, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  const response = await postLead({
    request,
    env: appEnv,
    ctx: createExecutionContext(),
    url,
    services: { mailer, verifyCaptcha },
  })
  if (!response) throw new Error('no answer')
  return response
}

const storedLeads = async () => (await DB.prepare('SELECT COUNT(*) AS n FROM leads').first<{ n: number }>())?.n ?? 0

beforeEach(async () => {
  await DB.batch([DB.prepare('DELETE FROM lead_mails'), DB.prepare('DELETE FROM leads'), DB.prepare('DELETE FROM rate_limits')])
})

describe('a post without JavaScript (no captcha token)', () => {
  it('is stored when the page was served a few seconds before and the address shows no sign of abuse', async () => {
    const response = await post('198.51.100.201', { [FORM_STAMP_FIELD]: await servedEarlier() })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/nl/bedankt/site-contact/')
    expect(await storedLeads()).toBe(1)
  })

  it('asks for the captcha without a stamp, with a forged one, or when sent at once, and says how else to reach us', async () => {
    const forged = (await servedEarlier()).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    for (const [ip, stamp] of [
      ['198.51.100.202', ''],
      ['198.51.100.203', forged],
      ['198.51.100.204', await issueFormStamp(SESSION_SECRET)],
    ] as const) {
      const response = await post(ip, { [FORM_STAMP_FIELD]: stamp, idempotencyKey: crypto.randomUUID() })
      expect(response.status, stamp).toBe(422)
      const page = await response.text()
      expect(page).toContain('Bevestig dat u geen robot bent')
      expect(page).toContain('+32 10 22 33 44')
    }
    expect(await storedLeads()).toBe(0)
  })

  it('asks for the captcha after a honeypot hit or a post sent at once from the same address', async () => {
    await post('198.51.100.205', { [HONEYPOT_FIELD]: 'http://spam.example', [FORM_STAMP_FIELD]: await servedEarlier() })
    expect((await post('198.51.100.205', { [FORM_STAMP_FIELD]: await servedEarlier() })).status).toBe(422)
    await post('198.51.100.206', { [FORM_STAMP_FIELD]: await issueFormStamp(SESSION_SECRET) })
    expect((await post('198.51.100.206', { [FORM_STAMP_FIELD]: await servedEarlier() })).status).toBe(422)
    // Another address is not concerned.
    expect((await post('198.51.100.207', { [FORM_STAMP_FIELD]: await servedEarlier() })).status).toBe(303)
  })

  it('asks for the captcha once an address has posted more than a person would', async () => {
    const ip = '198.51.100.208'
    for (let i = 0; i < POSTS_WITHOUT_CAPTCHA.limit; i++) {
      expect((await post(ip, { [FORM_STAMP_FIELD]: await servedEarlier(), firstName: `Jean ${i}` })).status).toBe(303)
    }
    expect((await post(ip, { [FORM_STAMP_FIELD]: await servedEarlier(), firstName: 'Jean encore' })).status).toBe(422)
  })

  it('with JavaScript, a missing token is a captcha error on its field, and a valid token passes whatever the stamp', async () => {
    const json = await post('198.51.100.209', {}, 'application/json')
    expect(json.status).toBe(422)
    expect(Object.keys(((await json.json()) as { errors: Record<string, string> }).errors)).toEqual([CAPTCHA_FIELD])
    expect((await post('198.51.100.209', { [CAPTCHA_FIELD]: TURNSTILE_DUMMY_TOKEN }, 'application/json')).status).toBe(200)
  })
})
