import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { sha256Hex } from '#/server/digest.ts'
import { softwarePasskey, type SoftwarePasskey } from '../../../tests/support/software-authenticator.ts'
import { OPERATOR_TOKEN, SITE, adminCall, recordingMailer, testEnv } from '../../../tests/support/staff-requests.ts'
import { createTestStaff, testStaffContext } from '../../../tests/support/test-staff.ts'
import { staffCheck, staffContextOf } from '#/admin/staff-check.server.ts'
import { revokeStaffMember, staffProfile } from './staff-admin.server.ts'
import { STAFF_SIGN_IN_RULE } from './passkey-doors.server.ts'
import { CHALLENGE_LIFETIME_MS } from './passkey-ceremony.server.ts'
import { deliverDueAccountMails } from '#/server/account-mail-outbox.server.ts'
import { ACCOUNT_MAIL_COMPOSERS } from '#/features/back-office/index.server.ts'

// Decision 018 "Signing in": the passkey ceremonies inside workerd against D1 with the real migrations,
// answered by a software authenticator whose signatures the real verification checks.

const DB = (env as unknown as { DB: D1Database }).DB

beforeEach(async () => {
  await DB.batch(
    ['audit_log', 'webauthn_challenges', 'staff_invitations', 'staff_passkeys', 'staff_members', 'rate_limits', 'account_mails'].map(
      (table) => DB.prepare(`DELETE FROM ${table}`),
    ),
  )
})

/** The operator's command's request: the site mails the link; the token it carries. */
async function operatorInvite(email: string, role: 'admin' | 'agent', language = 'nl', now?: Date) {
  const mailer = recordingMailer()
  const answer = await adminCall('/api/staff/invite', {
    body: { email, role, name: 'Nina Nieuw', language },
    origin: null,
    headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` },
    mailer,
    now,
  })
  expect(answer.status).toBe(201)
  const link = /https?:\/\/\S+\/admin\/register\/\?token=([A-Za-z0-9_-]{43})/.exec(mailer.mails[0]!.text)
  return { token: link![1]!, mail: mailer.mails[0]!, link: link![0] }
}

async function register(token: string, passkey: SoftwarePasskey, label = 'Laptop', now?: Date) {
  const options = await adminCall('/api/admin/register/options', { body: { token }, now })
  expect(options.status).toBe(200)
  return adminCall('/api/admin/register/verify', {
    body: { token, label, response: await passkey.create(options.json.options, SITE) },
    now,
  })
}

async function signIn(passkey: SoftwarePasskey, ip?: string) {
  const options = await adminCall('/api/admin/sign-in/options', { body: {}, ip })
  const response = await passkey.get(options.json.options, SITE)
  return { response, answer: await adminCall('/api/admin/sign-in/verify', { body: { response }, ip }) }
}

describe('inviting staff (decision 018)', () => {
  it('mails a single-use link from the operator’s token only, keeping only its hash', async () => {
    const without = await adminCall('/api/staff/invite', { body: { email: 'x@agency.test', role: 'admin' }, origin: null })
    expect(without.status).toBe(401)
    const wrong = await adminCall('/api/staff/invite', {
      body: { email: 'x@agency.test', role: 'admin' },
      origin: null,
      headers: { Authorization: 'Bearer wrong' },
    })
    expect(wrong.status).toBe(401)
    expect(await DB.prepare('SELECT count(*) AS n FROM staff_members').first('n')).toBe(0)

    const { token, mail, link } = await operatorInvite('Nina@Agency.test', 'admin', 'nl')
    expect(link.startsWith(`${SITE}/admin/register/?token=`)).toBe(true)
    expect(mail.to.email).toBe('nina@agency.test')
    expect(mail.language).toBe('nl')
    expect(mail.subject).toContain('backoffice')
    const stored = await DB.prepare('SELECT token_hash, expires_at FROM staff_invitations').first<{
      token_hash: string
      expires_at: string
    }>()
    expect(stored!.token_hash).toBe(await sha256Hex(token))
    expect(Date.parse(stored!.expires_at) - Date.now()).toBeGreaterThan(23.9 * 3600_000)
    expect(await DB.prepare(`SELECT staff_email || ' ' || action || ' ' || subject AS line FROM audit_log`).first('line')).toBe(
      'operator staff.invite staff:nina@agency.test',
    )
  })

  it('keeps an invitation whose mail failed; the next cron run mails a fresh link that works (decision 031)', async () => {
    const down = { mails: [], send: async () => Promise.reject(new Error('mail service down')) }
    const answer = await adminCall('/api/staff/invite', {
      body: { email: 'rita@agency.test', role: 'agent', language: 'de' },
      origin: null,
      headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` },
      mailer: down,
    })
    expect(answer.status).toBe(201)
    expect(answer.json).toMatchObject({ ok: true, mailed: false })
    const queued = await DB.prepare(`SELECT status, attempts, next_attempt_at FROM account_mails WHERE kind = 'staff-invitation'`).first<{
      status: string
      attempts: number
      next_attempt_at: string
    }>()
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 })

    const mailer = recordingMailer()
    const later = new Date(Date.parse(queued!.next_attempt_at) + 1000)
    expect(await deliverDueAccountMails(DB, mailer, ACCOUNT_MAIL_COMPOSERS, { now: later })).toMatchObject({ sent: 1, retrying: 0 })
    expect(mailer.mails).toHaveLength(1)
    expect(mailer.mails[0]!.to.email).toBe('rita@agency.test')
    expect(mailer.mails[0]!.language).toBe('de')
    // One usable link, the one mailed, 24 hours from the retry; it registers a passkey.
    const token = /\/admin\/register\/\?token=([A-Za-z0-9_-]{43})/.exec(mailer.mails[0]!.text)![1]!
    const links = await DB.prepare('SELECT token_hash, expires_at FROM staff_invitations WHERE used_at IS NULL').all<{
      token_hash: string
      expires_at: string
    }>()
    expect(links.results).toEqual([
      { token_hash: await sha256Hex(token), expires_at: new Date(later.getTime() + 24 * 3600_000).toISOString() },
    ])
    expect((await register(token, await softwarePasskey())).status).toBe(200)
    // Sent once: the next run has nothing to send.
    expect(await deliverDueAccountMails(DB, mailer, ACCOUNT_MAIL_COMPOSERS, { now: new Date(later.getTime() + 3600_000) })).toMatchObject({
      sent: 0,
    })
    expect(mailer.mails).toHaveLength(1)
  })

  it('a new invitation replaces one still waiting for its retry: only the newest link is mailed', async () => {
    const down = { mails: [], send: async () => Promise.reject(new Error('mail service down')) }
    const invite = (mailer: ReturnType<typeof recordingMailer> | typeof down) =>
      adminCall('/api/staff/invite', {
        body: { email: 'twice@agency.test', role: 'agent' },
        origin: null,
        headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` },
        mailer,
      })
    await invite(down)
    const now = recordingMailer()
    expect((await invite(now)).json).toMatchObject({ mailed: true })
    const later = recordingMailer()
    expect(await deliverDueAccountMails(DB, later, ACCOUNT_MAIL_COMPOSERS, { now: new Date(Date.now() + 2 * 60_000) })).toMatchObject({
      sent: 0,
    })
    const token = /token=([A-Za-z0-9_-]{43})/.exec(now.mails[0]!.text)![1]!
    expect((await register(token, await softwarePasskey())).status).toBe(200)
  })

  it('sends nothing to a member revoked before the retry', async () => {
    const down = { mails: [], send: async () => Promise.reject(new Error('mail service down')) }
    await adminCall('/api/staff/invite', {
      body: { email: 'gone@agency.test', role: 'agent' },
      origin: null,
      headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` },
      mailer: down,
    })
    await DB.prepare(`UPDATE staff_members SET revoked_at = ? WHERE email = 'gone@agency.test'`).bind(new Date().toISOString()).run()
    const mailer = recordingMailer()
    expect(await deliverDueAccountMails(DB, mailer, ACCOUNT_MAIL_COMPOSERS, { now: new Date(Date.now() + 2 * 60_000) })).toMatchObject({
      sent: 0,
      cancelled: 1,
    })
    expect(mailer.mails).toEqual([])
  })

  it('registers a passkey from the link, signs the member in, and spends the link', async () => {
    const { token } = await operatorInvite('nina@agency.test', 'admin')
    const passkey = await softwarePasskey()
    const registered = await register(token, passkey)
    expect(registered.status).toBe(200)
    expect(registered.sessionCookie).toBeDefined()
    const profile = await profileOf(registered.sessionCookie!)
    expect(profile.passkeys).toMatchObject([{ id: passkey.credentialId, label: 'Laptop' }])

    const again = await adminCall('/api/admin/register/options', { body: { token } })
    expect(again.status).toBe(410)
    expect(again.json.error).toBe('invitation-used')
    expect(again.json.message).toMatch(/al gebruikt/)
  })

  it('refuses an expired link and a link that never existed, with a 4xx', async () => {
    const { token } = await operatorInvite('late@agency.test', 'agent', 'fr')
    const later = new Date(Date.now() + 25 * 3600_000)
    const expired = await adminCall('/api/admin/register/options', { body: { token }, now: later })
    expect(expired.status).toBe(410)
    expect(expired.json.error).toBe('invitation-expired')
    expect(expired.json.message).toMatch(/expiré/)
    const unknown = await adminCall('/api/admin/register/options', { body: { token: 'A'.repeat(43) } })
    expect(unknown.status).toBe(404)
    const malformed = await adminCall('/api/admin/register/verify', { body: { token: '../etc', response: {} } })
    expect(malformed.status).toBe(400)
  })

  it('refuses a registration answer to a challenge made for someone else', async () => {
    const nina = await operatorInvite('nina@agency.test', 'agent')
    const otto = await operatorInvite('otto@agency.test', 'agent')
    const options = await adminCall('/api/admin/register/options', { body: { token: nina.token } })
    const response = await (await softwarePasskey()).create(options.json.options, SITE)
    const answer = await adminCall('/api/admin/register/verify', { body: { token: otto.token, response } })
    expect(answer.status).toBe(400)
    expect(answer.json.error).toBe('challenge')
    expect(await DB.prepare('SELECT count(*) AS n FROM staff_passkeys').first('n')).toBe(0)
  })
})

describe('signing in with a passkey (decision 018)', () => {
  it('signs in with a discoverable passkey, notes the use, and refuses the same answer twice', async () => {
    const passkey = await softwarePasskey()
    await register((await operatorInvite('nina@agency.test', 'agent')).token, passkey)
    const { response, answer } = await signIn(passkey)
    expect(answer.status).toBe(200)
    expect(answer.json.redirect).toBe('/admin/')
    expect(answer.sessionCookie).toBeDefined()
    const member = await DB.prepare('SELECT last_sign_in_at FROM staff_members').first<{ last_sign_in_at: string }>()
    expect(member!.last_sign_in_at).not.toBeNull()
    const stored = await DB.prepare('SELECT counter, last_used_at FROM staff_passkeys').first<{
      counter: number
      last_used_at: string | null
    }>()
    expect(stored).toMatchObject({ counter: 1 })
    expect(stored!.last_used_at).not.toBeNull()

    const replay = await adminCall('/api/admin/sign-in/verify', { body: { response } })
    expect(replay.status).toBe(400)
    expect(replay.json.error).toBe('challenge')
    expect(replay.sessionCookie).toBeUndefined()
  })

  it('refuses a challenge older than 5 minutes and a passkey it does not know', async () => {
    const passkey = await softwarePasskey()
    await register((await operatorInvite('nina@agency.test', 'agent')).token, passkey)
    const options = await adminCall('/api/admin/sign-in/options', { body: {} })
    const late = await adminCall('/api/admin/sign-in/verify', {
      body: { response: await passkey.get(options.json.options, SITE) },
      now: new Date(Date.now() + CHALLENGE_LIFETIME_MS + 1000),
    })
    expect(late.status).toBe(400)
    const stranger = await softwarePasskey()
    const { answer } = await signIn(stranger)
    expect(answer.status).toBe(401)
    expect(answer.json.error).toBe('unknown-passkey')
  })

  it('refuses an answer signed for another site', async () => {
    const passkey = await softwarePasskey()
    await register((await operatorInvite('nina@agency.test', 'agent')).token, passkey)
    const options = await adminCall('/api/admin/sign-in/options', { body: {} })
    const phished = await adminCall('/api/admin/sign-in/verify', {
      body: { response: await passkey.get(options.json.options, 'https://immo-dyle.evil.test') },
    })
    expect(phished.status).toBe(401)
    expect(phished.json.error).toBe('not-verified')
  })

  it('limits failed sign-ins per IP', async () => {
    const garbage = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
    }
    for (let attempt = 1; attempt <= STAFF_SIGN_IN_RULE.limit; attempt++) {
      expect((await adminCall('/api/admin/sign-in/verify', { body: { response: garbage }, ip: '198.51.100.66' })).status).toBe(400)
    }
    const throttled = await adminCall('/api/admin/sign-in/verify', { body: { response: garbage }, ip: '198.51.100.66' })
    expect(throttled.status).toBe(429)
    expect(throttled.json.message).toBeTruthy()
    expect((await adminCall('/api/admin/sign-in/verify', { body: { response: garbage }, ip: '198.51.100.67' })).status).toBe(400)
  })

  it('refuses a sign-in, a registration or a sign-out posted from another origin or with none', async () => {
    for (const path of [
      '/api/admin/sign-in/options',
      '/api/admin/sign-in/verify',
      '/api/admin/register/options',
      '/api/admin/register/verify',
      '/api/admin/sign-out',
    ]) {
      expect((await adminCall(path, { body: {}, origin: 'https://evil.test' })).status, path).toBe(403)
      expect((await adminCall(path, { body: {}, origin: null })).status, path).toBe(403)
    }
    const admin = await createTestStaff(testEnvOf(), 'admin')
    // A back-office change from another origin: the staff middleware refuses it before any work.
    expect(await sessionStatus(admin.cookie, { method: 'POST', origin: 'https://evil.test' })).toBe(403)
  })

  it('ends a revoked member’s sessions and refuses their passkey', async () => {
    const passkey = await softwarePasskey()
    const registered = await register((await operatorInvite('nina@agency.test', 'agent')).token, passkey)
    const admin = await createTestStaff(testEnvOf(), 'admin')
    const id = (await DB.prepare(`SELECT id FROM staff_members WHERE email = 'nina@agency.test'`).first<{ id: number }>())!.id
    expect(await revokeStaffMember(await testStaffContext(testEnv, admin), { id })).toEqual({ ok: true })
    expect(await sessionStatus(registered.sessionCookie)).toBe(401)
    const { answer } = await signIn(passkey)
    expect(answer.status).toBe(401)
    expect(await DB.prepare(`SELECT action FROM audit_log WHERE subject = 'staff:nina@agency.test' ORDER BY id DESC`).first('action')).toBe(
      'staff.revoke',
    )
  })
})

describe('the profile’s passkeys and signing out (decision 018)', () => {
  it('adds a second passkey, removes one, never the last, each change in the audit log', async () => {
    const first = await softwarePasskey()
    const { sessionCookie: cookie } = await register((await operatorInvite('nina@agency.test', 'agent')).token, first)
    const lonely = await adminCall('/api/admin/passkeys/remove', { body: { id: first.credentialId }, cookie })
    expect(lonely.status).toBe(409)
    expect(lonely.json.error).toBe('last-passkey')

    const second = await softwarePasskey()
    const options = await adminCall('/api/admin/passkeys/options', { body: {}, cookie })
    const added = await adminCall('/api/admin/passkeys/verify', {
      body: { label: 'Phone', response: await second.create(options.json.options, SITE) },
      cookie,
    })
    expect(added.status).toBe(200)
    expect((await adminCall('/api/admin/passkeys/remove', { body: { id: first.credentialId }, cookie })).status).toBe(200)
    expect((await profileOf(cookie!)).passkeys).toMatchObject([{ id: second.credentialId, label: 'Phone' }])
    const { results } = await DB.prepare('SELECT action FROM audit_log ORDER BY id').all<{ action: string }>()
    expect(results.map((row) => row.action)).toEqual(['staff.invite', 'staff.passkey-add', 'staff.passkey-add', 'staff.passkey-remove'])
    expect((await signIn(first)).answer.status).toBe(401)
    expect((await signIn(second)).answer.status).toBe(200)
  })

  it('signs out of this session, or everywhere', async () => {
    const passkey = await softwarePasskey()
    const { sessionCookie: here } = await register((await operatorInvite('nina@agency.test', 'agent')).token, passkey)
    const { answer } = await signIn(passkey)
    const there = answer.sessionCookie
    const form = await adminCall('/api/admin/sign-out', {
      body: '',
      cookie: here,
      headers: { Accept: 'text/html', 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(303)
    expect(form.response.headers.get('Location')).toBe('/admin/sign-in/?signed-out=1&lng=nl')
    expect(form.response.headers.get('Set-Cookie')).toContain('Max-Age=0')
    // `here` ended on the server too: a copy of its cookie opens nothing (decision 018); the other session still opens.
    expect(await sessionStatus(here)).toBe(401)
    expect(await sessionStatus(there)).toBe(200)
    const everywhere = await adminCall('/api/admin/sign-out', { body: { everywhere: true }, cookie: there })
    expect(everywhere.status).toBe(200)
    expect(await sessionStatus(there)).toBe(401)
  })
})

/**
 * What the staff middleware answers a request with this cookie before any work (decision 033): 200
 * when it opens a live session, else the refusal's status.
 */
async function sessionStatus(cookie: string | undefined, init: { method?: 'GET' | 'POST'; origin?: string } = {}): Promise<number> {
  const headers: Record<string, string> = {}
  if (cookie) headers.Cookie = cookie
  if (init.origin) headers.Origin = init.origin
  const request = new Request(`${SITE}/_serverFn/staff`, { method: init.method ?? 'GET', headers })
  const check = await staffCheck(request, testEnv, 'agent', new Date())
  return check.kind === 'ok' ? 200 : check.refusal.status
}

/** The profile the member of this session sees (its passkeys). */
async function profileOf(cookie: string) {
  const check = await staffCheck(new Request(`${SITE}/_serverFn/staff`, { headers: { Cookie: cookie } }), testEnv, 'agent', new Date())
  if (check.kind !== 'ok') throw new Error(`no session: ${check.refusal.status}`)
  return staffProfile(
    await staffContextOf(testEnv, check.staff, { now: new Date(), mailer: recordingMailer(), origin: SITE, waitUntil: () => {} }),
  )
}

function testEnvOf() {
  return env as unknown as { DB: D1Database; SESSION_SECRET: string }
}
