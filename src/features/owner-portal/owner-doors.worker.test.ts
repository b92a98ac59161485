import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRET, captchaVerifier } from '#/server/captcha.server.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { hashPassword } from '#/server/password-hash.ts'
import { documentObjectKey } from '#/listings/document-keys.ts'
import { LOGIN_CAPTCHA_AFTER_FAILURES, LOGIN_IP_RULE } from './owner-login.server.ts'
import { PASSWORD_CHANGE_RULE } from './owner-password.server.ts'
import { ownerActionResponse, ownerDocumentResponse, ownerPageViewResponse } from './owner-doors.server.ts'
import { currentOwner } from './owner-session.server.ts'
import { SESSION_COOKIE, SESSION_IDLE_SECONDS } from './session-rules.ts'

// The owner's doors inside workerd, against D1 and R2 with the real migrations, the captcha verifier
// talking to its stand-in, and a recording mailer in place of the send_email binding.

const bindings = env as unknown as { DB: D1Database; MEDIA: R2Bucket; SESSION_SECRET: string }
const appEnv = {
  DB: bindings.DB,
  MEDIA: bindings.MEDIA,
  SESSION_SECRET: bindings.SESSION_SECRET,
  TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET,
  CAPTCHA_STAND_IN: 'true',
} as unknown as AppEnv
const verifyCaptcha = captchaVerifier({ TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET, CAPTCHA_STAND_IN: 'true' })
const PASSWORD = 'correct-horse-battery'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'

type RecordingMailer = Mailer & { mails: OutgoingMail[] }
function recordingMailer(): RecordingMailer {
  const mailer: RecordingMailer = { mails: [], send: async (mail) => void mailer.mails.push(mail) }
  return mailer
}

type Call = {
  action: string
  fields?: Record<string, string>
  cookie?: string
  ip?: string
  json?: boolean
  now?: Date
  mailer?: RecordingMailer
  origin?: string
  localOrigins?: boolean
}

async function call({
  action,
  fields = {},
  cookie,
  ip = '198.51.100.7',
  json = true,
  now,
  mailer = recordingMailer(),
  origin = 'https://immo.test',
  localOrigins = false,
}: Call) {
  const url = new URL(`${origin}/api/owner/${action}`)
  // A Worker's request URL carries the Host header the client sent: `origin` plays a forged one.
  const headers: Record<string, string> = {
    Host: url.host,
    'CF-Connecting-IP': ip,
    'Content-Type': 'application/x-www-form-urlencoded',
    Accept: json ? 'application/json' : 'text/html',
  }
  if (cookie) headers.Cookie = cookie
  const request = new Request(url, { method: 'POST', headers, body: new URLSearchParams({ locale: 'fr', ...fields }).toString() })
  const ctx = createExecutionContext()
  const response = await ownerActionResponse(
    {
      request,
      env: localOrigins ? { ...appEnv, LOCAL_ORIGINS: 'true' } : appEnv,
      ctx,
      url,
      services: { mailer, verifyCaptcha, now: now ? () => now : undefined },
    },
    action,
  )
  await waitOnExecutionContext(ctx)
  const body = json
    ? ((await response.clone().json()) as {
        ok: boolean
        redirect: string
        message?: string
        errors: Record<string, string>
        captchaRequired: boolean
      })
    : undefined
  return { response, body, mailer, cookie: cookieOf(response) }
}

/** The `name=value` of the session cookie a response sets, as a browser would send it back. */
function cookieOf(response: Response): string | undefined {
  const header = response.headers.get('Set-Cookie') ?? ''
  return header.startsWith(`${SESSION_COOKIE}=`) ? header.split(';')[0] : undefined
}

async function login(email = 'marie@example.be', password = PASSWORD, ip?: string) {
  return call({ action: 'login', fields: { email, password }, ip })
}

let marieId = 0
let janId = 0

beforeEach(async () => {
  const DB = bindings.DB
  await DB.batch([
    DB.prepare('DELETE FROM owner_properties'),
    DB.prepare('DELETE FROM password_resets'),
    DB.prepare('DELETE FROM owners'),
    DB.prepare('DELETE FROM rate_limits'),
    DB.prepare('DELETE FROM property_views'),
    DB.prepare('DELETE FROM property_documents'),
    DB.prepare('DELETE FROM properties'),
  ])
  await DB.batch([
    DB.prepare(
      `INSERT INTO properties (id, goal, city, city_key, zip, web_id, language, headlines) VALUES (801, 0, 'Wavre', 'wavre', '1300', 1, 'fr', '{"fr":"Maison"}')`,
    ),
    DB.prepare(
      `INSERT INTO properties (id, goal, city, city_key, zip, web_id, language, headlines) VALUES (802, 0, 'Gent', 'gent', '9000', 3, 'nl', '{"nl":"Appartement"}')`,
    ),
    DB.prepare(
      `INSERT INTO properties (id, goal, status, city, city_key, zip, web_id, language, headlines) VALUES (803, 0, 'sold', 'Wavre', 'wavre', '1300', 1, 'fr', '{"fr":"Villa"}')`,
    ),
    DB.prepare(`INSERT INTO property_documents (id, property_id, name, kind) VALUES (9001, 801, 'Attestation du sol', 'soil')`),
    DB.prepare(`INSERT INTO property_documents (id, property_id, name, kind) VALUES (9002, 802, 'Bodemattest', 'soil')`),
  ])
  const hash = await hashPassword(PASSWORD)
  marieId = (await DB.prepare(
    `INSERT INTO owners (email, first_name, last_name, language, password_hash) VALUES ('marie@example.be', 'Marie', 'Dupont', 'fr', ?) RETURNING id`,
  )
    .bind(hash)
    .first<{ id: number }>())!.id
  janId = (await DB.prepare(
    `INSERT INTO owners (email, first_name, last_name, language, password_hash) VALUES ('jan@example.be', 'Jan', 'Peeters', 'nl', ?) RETURNING id`,
  )
    .bind(hash)
    .first<{ id: number }>())!.id
  await DB.batch([
    DB.prepare('INSERT INTO owner_properties (owner_id, property_id) VALUES (?, 801)').bind(marieId),
    DB.prepare('INSERT INTO owner_properties (owner_id, property_id) VALUES (?, 802)').bind(janId),
  ])
  await bindings.MEDIA.put(documentObjectKey(801, 9001), 'PDF of 801', { httpMetadata: { contentType: 'application/pdf' } })
  await bindings.MEDIA.put(documentObjectKey(802, 9002), 'PDF of 802', { httpMetadata: { contentType: 'application/pdf' } })
})

describe('owner login (decision 008)', () => {
  it('logs in with a fresh __Host- session cookie and tells the agency who logged in', async () => {
    const { response, body, mailer } = await login('  Marie@Example.BE ')
    expect(response.status).toBe(200)
    expect(body).toMatchObject({ ok: true, redirect: '/fr/proprietaire/' })
    const header = response.headers.get('Set-Cookie')!
    expect(header).toMatch(/^__Host-session=Fe26\.2\*/)
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/', 'Max-Age=1800']) expect(header).toContain(attribute)
    expect(mailer.mails).toHaveLength(1)
    expect(mailer.mails[0]!.subject).toContain('Marie Dupont')
    expect(mailer.mails[0]!.text).toContain('marie@example.be')
    const current = await currentOwner(appEnv, cookieOf(response)!)
    expect(current?.owner.id).toBe(marieId)
    // Decision 018: the back office shows when an owner last logged in.
    expect(await bindings.DB.prepare('SELECT last_login_at FROM owners WHERE id = ?').bind(marieId).first('last_login_at')).toMatch(
      /^\d{4}-\d{2}-\d{2}T/,
    )
  })

  it('answers a wrong password and an unknown address alike', async () => {
    const wrong = await login('marie@example.be', 'not-the-password', '198.51.100.21')
    const unknown = await login('nobody@example.be', 'not-the-password', '198.51.100.22')
    expect(wrong.response.status).toBe(401)
    expect(unknown.response.status).toBe(wrong.response.status)
    expect(unknown.body).toEqual(wrong.body)
    expect(wrong.body?.message).toBe('L’adresse e-mail et/ou le mot de passe est incorrect.')
    expect(wrong.cookie).toBeUndefined()
    expect(wrong.mailer.mails).toHaveLength(0)
    expect(await bindings.DB.prepare('SELECT last_login_at FROM owners WHERE id = ?').bind(marieId).first('last_login_at')).toBeNull()
  })

  it('sends a browser without JavaScript back to the login page with the answer', async () => {
    const { response } = await call({ action: 'login', fields: { email: 'marie@example.be', password: 'nope-nope-nope' }, json: false })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/fr/connexion/?answer=login-failed')
    const success = await call({ action: 'login', fields: { email: 'marie@example.be', password: PASSWORD }, json: false })
    expect(success.response.status).toBe(303)
    expect(success.response.headers.get('Location')).toBe('/fr/proprietaire/')
    expect(success.cookie).toBeDefined()
  })

  it('asks the captcha after repeated failures for an address, from any IP, without locking the owner out', async () => {
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER_FAILURES; i++) await login('marie@example.be', `wrong-${i}-password`, `203.0.113.${i + 1}`)
    const fresh = await login('marie@example.be', PASSWORD, '203.0.113.99')
    expect(fresh.response.status).toBe(401)
    expect(fresh.body).toMatchObject({ ok: false, captchaRequired: true })
    expect(fresh.cookie).toBeUndefined()
    const withCaptcha = await call({
      action: 'login',
      fields: { email: 'marie@example.be', password: PASSWORD, 'cf-turnstile-response': TURNSTILE_DUMMY_TOKEN },
      ip: '203.0.113.99',
    })
    expect(withCaptcha.response.status).toBe(200)
    expect(withCaptcha.cookie).toBeDefined()
  })

  it('asks the captcha of an IP that fails on many addresses, and the same way for unknown ones', async () => {
    const ip = '192.0.2.50'
    const first = await login('a@example.be', 'wrong-password-1', ip)
    expect(first.body?.captchaRequired).toBe(false)
    await login('b@example.be', 'wrong-password-2', ip)
    const third = await login('c@example.be', 'wrong-password-3', ip)
    expect(third.body?.captchaRequired).toBe(true)
    const jan = await login('jan@example.be', PASSWORD, ip)
    expect(jan.response.status).toBe(401)
    expect(jan.body?.captchaRequired).toBe(true)
  })

  it('lets no burst of parallel guesses slip under the captcha threshold', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login('marie@example.be', `parallel-guess-${i}`, `203.0.113.${100 + i}`)),
    )
    const forCaptcha = attempts.filter((attempt) => attempt.body?.message === 'Confirmez que vous n’êtes pas un robot, puis réessayez.')
    expect(forCaptcha.length).toBeGreaterThanOrEqual(8 - LOGIN_CAPTCHA_AFTER_FAILURES)
    expect(attempts.every((attempt) => attempt.response.status === 401)).toBe(true)
  })

  it('makes an IP wait after too many attempts', async () => {
    const ip = '192.0.2.77'
    let last = 0
    for (let i = 0; i <= LOGIN_IP_RULE.limit; i++)
      last = (
        await call({
          action: 'login',
          fields: { email: 'x@example.be', password: 'whatever-123', 'cf-turnstile-response': TURNSTILE_DUMMY_TOKEN },
          ip,
        })
      ).response.status
    expect(last).toBe(429)
    // Another connection is not affected: the owner is not locked out.
    expect((await login('marie@example.be', PASSWORD, '192.0.2.78')).response.status).toBe(200)
  })

  it('refuses a form without its fields with a 422 and a message per field', async () => {
    const { response, body } = await call({ action: 'login', fields: {} })
    expect(response.status).toBe(422)
    expect(Object.keys(body!.errors).sort()).toEqual(['email', 'password'])
    expect((await call({ action: 'login', fields: { email: 'a'.repeat(20_000) } })).response.status).toBe(413)
  })
})

describe('owner sessions end on the server (decision 008)', () => {
  it('ends every session at logout: the old cookie no longer opens the portal', async () => {
    const first = (await login()).cookie!
    const second = (await login()).cookie!
    expect(await currentOwner(appEnv, first)).not.toBeNull()
    const out = await call({ action: 'logout', cookie: first, json: false })
    expect(out.response.status).toBe(303)
    expect(out.response.headers.get('Location')).toBe('/fr/connexion/?answer=logged-out')
    expect(out.response.headers.get('Set-Cookie')).toContain('Max-Age=0')
    expect(await currentOwner(appEnv, first)).toBeNull()
    expect(await currentOwner(appEnv, second)).toBeNull()
  })

  it('ends a session idle for 30 minutes, and refuses a tampered cookie', async () => {
    const start = Date.now()
    const cookie = (await call({ action: 'login', fields: { email: 'marie@example.be', password: PASSWORD }, now: new Date(start) }))
      .cookie!
    expect(await currentOwner(appEnv, cookie, start + (SESSION_IDLE_SECONDS - 60) * 1000)).not.toBeNull()
    expect(await currentOwner(appEnv, cookie, start + SESSION_IDLE_SECONDS * 1000)).toBeNull()
    expect(await currentOwner(appEnv, `${cookie.slice(0, -3)}abc`, start)).toBeNull()
  })

  it('ends other sessions when the password changes, and keeps this device logged in', async () => {
    const other = (await login()).cookie!
    const mine = (await login()).cookie!
    const wrong = await call({
      action: 'password',
      cookie: mine,
      fields: { current: 'not-it-at-all', password: 'a-new-long-password', confirm: 'a-new-long-password' },
    })
    expect(wrong.response.status).toBe(422)
    expect(Object.keys(wrong.body!.errors)).toEqual(['current'])
    const common = await call({
      action: 'password',
      cookie: mine,
      fields: { current: PASSWORD, password: 'azertyuiop', confirm: 'azertyuiop' },
    })
    expect(common.body!.errors.password).toBe('Ce mot de passe fait partie des plus courants : choisissez-en un autre')
    const changed = await call({
      action: 'password',
      cookie: mine,
      fields: { current: PASSWORD, password: 'a-new-long-password', confirm: 'a-new-long-password' },
    })
    expect(changed.response.status).toBe(200)
    expect(await currentOwner(appEnv, other)).toBeNull()
    expect(await currentOwner(appEnv, mine)).toBeNull()
    expect(await currentOwner(appEnv, changed.cookie!)).not.toBeNull()
    expect(changed.mailer.mails.map((mail) => mail.to.email)).toEqual(['marie@example.be'])
    expect((await login('marie@example.be', 'a-new-long-password', '198.51.100.99')).response.status).toBe(200)
  })

  it('makes a session holder wait after a few wrong current passwords', async () => {
    const cookie = (await login()).cookie!
    const statuses: number[] = []
    for (let i = 0; i < PASSWORD_CHANGE_RULE.limit + 1; i++) {
      statuses.push(
        (
          await call({
            action: 'password',
            cookie,
            fields: { current: `guess-${i}-password`, password: 'a-new-long-password', confirm: 'a-new-long-password' },
          })
        ).response.status,
      )
    }
    expect(statuses.slice(0, PASSWORD_CHANGE_RULE.limit).every((status) => status === 422)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('refuses a password change without a session', async () => {
    const { response } = await call({
      action: 'password',
      fields: { current: PASSWORD, password: 'a-new-long-password', confirm: 'a-new-long-password' },
    })
    expect(response.status).toBe(401)
  })
})

describe('password reset by a single-use link (decision 008)', () => {
  function linkIn(mail: OutgoingMail): URL {
    const href = /https?:\/\/\S+token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
    if (!href) throw new Error('no reset link in the mail')
    return new URL(href)
  }

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await call({ action: 'forgot', fields: { email: 'marie@example.be' } })
    const unknown = await call({ action: 'forgot', fields: { email: 'nobody@example.be' } })
    expect(known.response.status).toBe(200)
    expect(unknown.response.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    expect(unknown.mailer.mails).toHaveLength(0)
    expect(known.mailer.mails).toHaveLength(1)
    const link = linkIn(known.mailer.mails[0]!)
    expect(link.pathname).toBe('/fr/mot-de-passe-oublie/')
    const { results } = await bindings.DB.prepare('SELECT token_hash FROM password_resets').all<{ token_hash: string }>()
    expect(results).toHaveLength(1)
    expect(results[0]!.token_hash).not.toBe(link.searchParams.get('token'))
  })

  it('links to siteUrl whatever Host the request names; locally, localhost gets its own origin', async () => {
    for (const origin of ['http://10.6.6.6', 'https://evil.example', 'http://localhost:4303']) {
      const link = linkIn(
        (await call({ action: 'forgot', fields: { email: 'marie@example.be' }, origin, ip: '198.51.100.31' })).mailer.mails[0]!,
      )
      expect(link.origin, origin).toBe('https://www.immo-dyle.be')
    }
    // LOCAL_ORIGINS=true (.dev.vars): a local run's mails open the local site, and only localhost's.
    await bindings.DB.prepare('DELETE FROM rate_limits').run()
    const local = linkIn(
      (await call({ action: 'forgot', fields: { email: 'marie@example.be' }, origin: 'http://localhost:4303', localOrigins: true })).mailer
        .mails[0]!,
    )
    expect(local.origin).toBe('http://localhost:4303')
    const forged = linkIn(
      (await call({ action: 'forgot', fields: { email: 'marie@example.be' }, origin: 'http://10.6.6.6', localOrigins: true })).mailer
        .mails[0]!,
    )
    expect(forged.origin).toBe('https://www.immo-dyle.be')
  })

  it('sets the new password once, ends every session and says so by mail', async () => {
    const session = (await login()).cookie!
    const token = linkIn((await call({ action: 'forgot', fields: { email: 'marie@example.be' } })).mailer.mails[0]!).searchParams.get(
      'token',
    )!
    const weak = await call({ action: 'reset', fields: { token, password: 'short', confirm: 'short' } })
    expect(weak.response.status).toBe(422)
    // Without JavaScript the page comes back with the link's token and names the problem.
    const plain = await call({ action: 'reset', fields: { token, password: 'short', confirm: 'short' }, json: false })
    const retry = new URL(plain.response.headers.get('Location')!, 'https://immo.test')
    expect(retry.pathname).toBe('/fr/mot-de-passe-oublie/')
    expect(Object.fromEntries(retry.searchParams)).toEqual({ token, answer: 'too-short' })
    const differ = await call({ action: 'reset', fields: { token, password: 'a-brand-new-password', confirm: 'a-brand-new-passwort' } })
    expect(differ.body!.errors.confirm).toBeDefined()
    const done = await call({
      action: 'reset',
      fields: { token, password: 'a-brand-new-password', confirm: 'a-brand-new-password' },
      json: false,
    })
    expect(done.response.status).toBe(303)
    expect(done.response.headers.get('Location')).toBe('/fr/connexion/?answer=password-changed')
    expect(done.mailer.mails).toHaveLength(1)
    expect(await currentOwner(appEnv, session)).toBeNull()
    const again = await call({ action: 'reset', fields: { token, password: 'yet-another-password', confirm: 'yet-another-password' } })
    expect(again.response.status).toBe(400)
    // A spent link: the page's script leaves the new-password form for the page that asks for a new link.
    expect(again.body).toMatchObject({ ok: false, leave: true, redirect: '/fr/mot-de-passe-oublie/?answer=reset-invalid' })
    expect((await login('marie@example.be', 'a-brand-new-password', '198.51.100.100')).response.status).toBe(200)
  })

  it('refuses a link older than 30 minutes and a made-up token', async () => {
    const asked = new Date()
    const token = linkIn(
      (await call({ action: 'forgot', fields: { email: 'marie@example.be' }, now: asked })).mailer.mails[0]!,
    ).searchParams.get('token')!
    const late = await call({
      action: 'reset',
      fields: { token, password: 'a-brand-new-password', confirm: 'a-brand-new-password' },
      now: new Date(asked.getTime() + 31 * 60_000),
    })
    expect(late.response.status).toBe(400)
    expect(late.body).toMatchObject({ leave: true })
    const madeUp = await call({
      action: 'reset',
      fields: { token: 'A'.repeat(43), password: 'a-brand-new-password', confirm: 'a-brand-new-password' },
    })
    expect(madeUp.response.status).toBe(400)
  })
})

describe('owner documents and page views (decision 008)', () => {
  async function download(id: number, cookie?: string) {
    const url = new URL(`https://immo.test/api/owner/documents/${id}`)
    const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} })
    return ownerDocumentResponse(
      { request, env: appEnv, ctx: createExecutionContext(), url, services: { mailer: recordingMailer() } },
      String(id),
    )
  }

  it('gives an owner their own documents and nobody else’s', async () => {
    const cookie = (await login()).cookie!
    const own = await download(9001, cookie)
    expect(own.status).toBe(200)
    expect(own.headers.get('Content-Disposition')).toContain('attachment')
    expect(own.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await own.text()).toBe('PDF of 801')
    expect((await download(9002, cookie)).status).toBe(404)
    expect((await download(999_999, cookie)).status).toBe(404)
    const anonymous = await download(9001)
    expect(anonymous.status).toBe(303)
    // A Worker without its session secret answers 503, not 500.
    const url = new URL('https://immo.test/api/owner/documents/9001')
    const misconfigured = await ownerDocumentResponse(
      {
        request: new Request(url, { headers: { Cookie: cookie } }),
        env: { ...appEnv, SESSION_SECRET: undefined } as AppEnv,
        ctx: createExecutionContext(),
        url,
        services: { mailer: recordingMailer() },
      },
      '9001',
    )
    expect(misconfigured.status).toBe(503)
    expect(janId).toBeGreaterThan(0)
  })

  async function view(body: unknown, userAgent = BROWSER) {
    const url = new URL('https://immo.test/api/views')
    const request = new Request(url, {
      method: 'POST',
      headers: { 'User-Agent': userAgent, 'CF-Connecting-IP': '198.51.100.3' },
      body: JSON.stringify(body),
    })
    return ownerPageViewResponse({ request, env: appEnv, ctx: createExecutionContext(), url, services: { mailer: recordingMailer() } })
  }

  it('counts a view per day and source, not a robot’s, not a sold property’s, and refuses nonsense', async () => {
    expect((await view({ property: 801, source: 'search' })).status).toBe(204)
    await view({ property: 801, source: 'search' })
    await view({ property: 801, source: 'portal' })
    await view({ property: 801, source: 'search' }, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
    await view({ property: 803, source: 'direct' })
    expect((await view({ property: 801, source: 'moon' })).status).toBe(400)
    expect((await view('not json at all')).status).toBe(400)
    const { results } = await bindings.DB.prepare('SELECT property_id, source, views FROM property_views ORDER BY source').all()
    expect(results).toEqual([
      { property_id: 801, source: 'portal', views: 1 },
      { property_id: 801, source: 'search', views: 2 },
    ])
  })
})
