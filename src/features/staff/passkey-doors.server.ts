import * as v from 'valibot'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { i18nFor } from '#/i18n/section-catalogues.ts'
import { isLocale, type Locale } from '#/i18n/locales.ts'
import { siteConfig } from '#/config/site-config.ts'
import type { AppEnv } from '#/server/env.server.ts'
import { countRequest, releaseRateLimit, type RateLimitRule } from '#/server/rate-limit.server.ts'
import { clientIp } from '#/server/request-reading.ts'
import type { DoorInput } from '#/server/http-door.ts'
import { Refusal, refusalResponse, type RefusalCode } from '#/server/refusals.ts'
import { auditStatement, conditionalAuditStatement } from '#/admin/audit-log.server.ts'
import { sha256Hex } from '#/server/digest.ts'
import {
  STAFF_ANSWER_HEADERS,
  isSameOriginWrite,
  privateAnswer,
  readStaffJson,
  staffDoorAnswer,
  staffJson,
} from '#/admin/staff-check.server.ts'
import {
  currentStaff,
  endStaffSession,
  newStaffSession,
  sealStaffSession,
  staffMemberById,
  type StaffMemberRow,
} from '#/admin/staff-session.server.ts'
import { clearedStaffSessionCookie } from '#/admin/staff-session-rules.ts'
import { staffRefusalMessage, type StaffRefusal } from './staff-answers.ts'
import { invitationState } from './staff-invitations.server.ts'
import { PASSKEY_LABEL_MAX } from './passkey-label.ts'
import {
  answeredChallenge,
  passkeysOf,
  relyingParty,
  storeChallenge,
  takeChallenge,
  transportsOf,
  type StoredPasskey,
} from './passkey-ceremony.server.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// Signing in to the back office with a passkey, registering one from an invitation, adding and
// removing passkeys from the profile, and signing out (decision 018): the doors of the ceremony, each
// a server route under src/routes/api/admin/ (decision 033) that runs one of these functions. The
// sign-in, registration and sign-out doors need no session, so they check Origin themselves; the
// profile's doors go through the back office's one staff check (`staffDoorAnswer`).

/** Decision 018 "sign-in attempts are rate limited": failed sign-ins per IP in 15 minutes (a success gives its count back). */
export const STAFF_SIGN_IN_RULE: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 }
/** Challenges handed out per IP in 15 minutes: nobody fills the table with unanswered ones. */
export const STAFF_CHALLENGE_RULE: RateLimitRule = { limit: 60, windowSeconds: 15 * 60 }

export const SIGN_IN_PAGE = '/admin/sign-in/'
export const BACK_OFFICE_HOME = '/admin/'

const base64UrlText = v.pipe(v.string(), v.maxLength(8192), v.regex(/^[A-Za-z0-9_-]*={0,2}$/))
const credentialShape = {
  id: base64UrlText,
  rawId: base64UrlText,
  type: v.literal('public-key'),
  clientExtensionResults: v.optional(v.looseObject({}), {}),
  authenticatorAttachment: v.optional(v.string()),
}
const AuthenticationAnswer = v.looseObject({
  ...credentialShape,
  response: v.looseObject({
    clientDataJSON: base64UrlText,
    authenticatorData: base64UrlText,
    signature: base64UrlText,
    userHandle: v.optional(base64UrlText),
  }),
})
const RegistrationAnswer = v.looseObject({
  ...credentialShape,
  response: v.looseObject({ clientDataJSON: base64UrlText, attestationObject: base64UrlText, transports: v.optional(v.array(v.string())) }),
})
const localeField = v.optional(v.picklist(['nl', 'fr', 'en', 'de']))
const labelField = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(PASSKEY_LABEL_MAX)), '')

const SignInOptionsBody = v.object({ locale: localeField })
const SignInBody = v.object({ locale: localeField, response: AuthenticationAnswer })
const RegisterOptionsBody = v.object({ locale: localeField, token: v.string() })
const RegisterBody = v.object({ locale: localeField, token: v.string(), label: labelField, response: RegistrationAnswer })
const AddPasskeyBody = v.object({ label: labelField, response: RegistrationAnswer })
const RemovePasskeyBody = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(1024)) })

/** A refusal of the ceremony: its status from the one refusal table, its reason and a sentence in the reader's language. */
function refused(i18n: I18n, refusal: StaffRefusal, code: RefusalCode): Response {
  return refusalResponse(new Refusal(code, { reason: refusal, message: staffRefusalMessage(i18n, refusal) }), STAFF_ANSWER_HEADERS)
}

/** A door of the back office that needs no session: Origin checked, private answers, never a 500. */
function publicStaffAnswer(input: DoorInput, work: (now: Date) => Promise<Response>): Promise<Response> {
  return privateAnswer(input.request, async () => {
    if (!isSameOriginWrite(input.request)) return refused(await i18nFor(siteConfig().languages.default), 'origin', 'forbidden')
    return work(input.services.now?.() ?? new Date())
  })
}

async function readingI18n(locale: Locale | undefined): Promise<I18n> {
  return i18nFor(isLocale(locale) ? locale : siteConfig().languages.default)
}

/** A member's session starts: last sign-in noted with the passkey's use, one batch with `more`. */
async function signedIn(env: AppEnv, member: StaffMemberRow, now: Date, statements: D1PreparedStatement[]): Promise<Response> {
  await env.DB.batch([
    ...statements,
    env.DB.prepare('UPDATE staff_members SET last_sign_in_at = ? WHERE id = ?').bind(now.toISOString(), member.id),
  ])
  const cookie = await sealStaffSession(env, newStaffSession(member, now.getTime()), now.getTime())
  return new Response(JSON.stringify({ ok: true, redirect: BACK_OFFICE_HOME }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Set-Cookie': cookie },
  })
}

function registrationOptions(
  request: Request,
  env: AppEnv,
  member: Pick<StaffMemberRow, 'id' | 'email' | 'name'>,
  existing: StoredPasskey[],
) {
  const rp = relyingParty(request, env)
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: member.email,
    userDisplayName: member.name || member.email,
    // The user handle names the member, not their address: it is stored in the authenticator.
    userID: new TextEncoder().encode(`staff:${member.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: transportsOf(passkey) })),
    // Discoverable credentials: signing in needs no address typed.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  })
}

type NewPasskey = { id: string; staffId: number; publicKey: string; counter: number; transports: string; label: string; createdAt: string }
type RegistrationOutcome = { ok: true; passkey: NewPasskey } | { ok: false; refusal: StaffRefusal; code: RefusalCode }

/** Stores a verified passkey; with `whenSql`, only if that SQL condition (over `whenValues`) holds. */
function passkeyInsert(db: D1Queryable, passkey: NewPasskey, whenSql = '1', ...whenValues: unknown[]): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO staff_passkeys (id, staff_id, public_key, counter, transports, label, created_at) SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${whenSql}`,
    )
    .bind(
      passkey.id,
      passkey.staffId,
      passkey.publicKey,
      passkey.counter,
      passkey.transports,
      passkey.label,
      passkey.createdAt,
      ...whenValues,
    )
}

/**
 * Checks a registration answer: its challenge is taken (single use), was made for `staffId`, and the
 * attestation verifies for our relying party. Gives the statement that stores the passkey.
 */
async function verifiedRegistration(
  { request, env }: Pick<DoorInput, 'request' | 'env'>,
  staffId: number,
  answer: RegistrationResponseJSON,
  label: string,
  fallbackLabel: string,
  now: Date,
): Promise<RegistrationOutcome> {
  const challenge = answeredChallenge(answer.response.clientDataJSON)
  const taken = challenge ? await takeChallenge(env.DB, challenge, 'register', now) : undefined
  if (!challenge || !taken || taken.staffId !== staffId) return { ok: false, refusal: 'challenge', code: 'malformed' }
  const rp = relyingParty(request, env)
  const verification = await verifyRegistrationResponse({
    response: answer,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch((error: unknown) => {
    console.warn('passkey registration not verified', error instanceof Error ? error.message : error)
    return undefined
  })
  if (!verification?.verified || !verification.registrationInfo) return { ok: false, refusal: 'not-verified', code: 'malformed' }
  const { credential } = verification.registrationInfo
  // A passkey already registered (to anyone) is not registered twice.
  if (await env.DB.prepare('SELECT 1 FROM staff_passkeys WHERE id = ?').bind(credential.id).first())
    return { ok: false, refusal: 'not-verified', code: 'conflict' }
  const passkey = {
    id: credential.id,
    staffId,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? answer.response.transports ?? []),
    label: label || fallbackLabel,
    createdAt: now.toISOString(),
  }
  return { ok: true, passkey }
}

/** POST /api/admin/sign-in/options: a challenge for any passkey of the site (discoverable: no address typed). */
export function staffSignInOptionsResponse(input: DoorInput): Promise<Response> {
  return publicStaffAnswer(input, (now) => signInOptions(input, now))
}

async function signInOptions({ request, env }: DoorInput, now: Date): Promise<Response> {
  const read = await readStaffJson(request, SignInOptionsBody)
  if (!read.ok) return read.response
  const i18n = await readingI18n(read.value.locale)
  if (
    (await countRequest(env.DB, `staff-challenge:ip:${clientIp(request)}`, STAFF_CHALLENGE_RULE, now.getTime())) >
    STAFF_CHALLENGE_RULE.limit
  )
    return refused(i18n, 'throttled', 'rate-limited')
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(request, env).id,
    userVerification: 'preferred',
    allowCredentials: [],
  })
  await storeChallenge(env.DB, options.challenge, 'sign-in', null, now)
  return staffJson({ options })
}

/** POST /api/admin/sign-in/verify: the passkey's answer; a verified one starts the member's session. */
export function staffSignInVerifyResponse(input: DoorInput): Promise<Response> {
  return publicStaffAnswer(input, (now) => signInVerify(input, now))
}

async function signInVerify({ request, env }: DoorInput, now: Date): Promise<Response> {
  const read = await readStaffJson(request, SignInBody)
  if (!read.ok) return read.response
  const i18n = await readingI18n(read.value.locale)
  const failureKey = `staff-sign-in:ip:${clientIp(request)}`
  // Every attempt takes a count first, in one atomic step, and gives it back when it succeeds.
  if ((await countRequest(env.DB, failureKey, STAFF_SIGN_IN_RULE, now.getTime())) > STAFF_SIGN_IN_RULE.limit)
    return refused(i18n, 'throttled', 'rate-limited')
  const answer = read.value.response as unknown as AuthenticationResponseJSON
  const challenge = answeredChallenge(answer.response.clientDataJSON)
  if (!challenge || !(await takeChallenge(env.DB, challenge, 'sign-in', now))) return refused(i18n, 'challenge', 'malformed')
  const passkey = await env.DB.prepare('SELECT * FROM staff_passkeys WHERE id = ?').bind(answer.id).first<StoredPasskey>()
  const member = passkey ? await staffMemberById(env.DB, passkey.staff_id) : null
  if (!passkey || !member || member.revoked_at !== null) return refused(i18n, 'unknown-passkey', 'unauthenticated')
  const rp = relyingParty(request, env)
  const verification = await verifyAuthenticationResponse({
    response: answer,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.id,
      publicKey: isoBase64URL.toBuffer(passkey.public_key),
      counter: passkey.counter,
      transports: transportsOf(passkey),
    },
    requireUserVerification: false,
  }).catch((error: unknown) => {
    console.warn('passkey sign-in not verified', error instanceof Error ? error.message : error)
    return undefined
  })
  if (!verification?.verified) return refused(i18n, 'not-verified', 'unauthenticated')
  await releaseRateLimit(env.DB, failureKey, STAFF_SIGN_IN_RULE, now.getTime())
  return signedIn(env, member, now, [
    env.DB.prepare('UPDATE staff_passkeys SET counter = ?, last_used_at = ? WHERE id = ?').bind(
      verification.authenticationInfo.newCounter,
      now.toISOString(),
      passkey.id,
    ),
    auditStatement(env.DB, member, 'staff.sign-in', `staff:${member.email}`, { passkey: passkey.label }),
  ])
}

const INVITATION_REFUSALS = { expired: 'invitation-expired', used: 'invitation-used', unknown: 'invitation-unknown' } as const

/** POST /api/admin/register/options: a registration challenge for the member an unspent invitation names. */
export function staffRegisterOptionsResponse(input: DoorInput): Promise<Response> {
  return publicStaffAnswer(input, (now) => registerOptions(input, now))
}

async function registerOptions({ request, env }: DoorInput, now: Date): Promise<Response> {
  const read = await readStaffJson(request, RegisterOptionsBody)
  if (!read.ok) return read.response
  const state = await invitationState(env.DB, read.value.token, now)
  const i18n = await readingI18n(state.language ?? read.value.locale)
  if (state.kind !== 'usable') return refused(i18n, INVITATION_REFUSALS[state.kind], state.kind === 'unknown' ? 'not-found' : 'gone')
  if (
    (await countRequest(env.DB, `staff-challenge:ip:${clientIp(request)}`, STAFF_CHALLENGE_RULE, now.getTime())) >
    STAFF_CHALLENGE_RULE.limit
  )
    return refused(i18n, 'throttled', 'rate-limited')
  const options = await registrationOptions(
    request,
    env,
    { id: state.staffId, email: state.email, name: state.name },
    await passkeysOf(env.DB, state.staffId),
  )
  await storeChallenge(env.DB, options.challenge, 'register', state.staffId, now)
  return staffJson({ options })
}

/** POST /api/admin/register/verify: the invited member's new passkey; stored, it spends the link and signs them in. */
export function staffRegisterVerifyResponse(input: DoorInput): Promise<Response> {
  return publicStaffAnswer(input, (now) => registerVerify(input, now))
}

async function registerVerify(input: DoorInput, now: Date): Promise<Response> {
  const { request, env } = input
  const read = await readStaffJson(request, RegisterBody)
  if (!read.ok) return read.response
  const state = await invitationState(env.DB, read.value.token, now)
  const i18n = await readingI18n(state.language ?? read.value.locale)
  if (state.kind !== 'usable') return refused(i18n, INVITATION_REFUSALS[state.kind], state.kind === 'unknown' ? 'not-found' : 'gone')
  const outcome = await verifiedRegistration(
    input,
    state.staffId,
    read.value.response as unknown as RegistrationResponseJSON,
    read.value.label,
    i18n._(msg`Passkey`),
    now,
  )
  if (!outcome.ok) return refused(i18n, outcome.refusal, outcome.code)
  const member = (await staffMemberById(env.DB, state.staffId))!
  const tokenHash = await sha256Hex(read.value.token)
  // The link is spent in the batch that stores the passkey, and the passkey and its audit line are
  // stored only while the link is unspent: of two answers racing with one link, the second stores nothing.
  const unspent = 'EXISTS (SELECT 1 FROM staff_invitations WHERE token_hash = ? AND used_at IS NULL)'
  const results = await env.DB.batch([
    passkeyInsert(env.DB, outcome.passkey, unspent, tokenHash),
    conditionalAuditStatement(
      env.DB,
      member,
      'staff.passkey-add',
      `staff:${member.email}`,
      { passkey: outcome.passkey.label, invitation: true },
      unspent,
      tokenHash,
    ),
    env.DB.prepare('UPDATE staff_invitations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL').bind(now.toISOString(), tokenHash),
  ])
  if (results[0]!.meta.changes !== 1) return refused(i18n, 'invitation-used', 'gone')
  return signedIn(env, member, now, [])
}

/** POST /api/admin/sign-out: ends this session; with `everywhere`, every session of the member (the version moves on). A form post goes back to the sign-in page. */
export function staffSignOutResponse(input: DoorInput): Promise<Response> {
  return publicStaffAnswer(input, (now) => signOut(input, now))
}

async function signOut({ request, env }: DoorInput, now: Date): Promise<Response> {
  const wantsJson = (request.headers.get('Accept') ?? '').includes('application/json')
  const type = (request.headers.get('Content-Type') ?? '').toLowerCase()
  let everywhere = false
  if (type.startsWith('application/json')) {
    const read = await readStaffJson(request, v.object({ everywhere: v.optional(v.boolean(), false) }))
    if (!read.ok) return read.response
    everywhere = read.value.everywhere
  } else if (type.startsWith('application/x-www-form-urlencoded')) {
    everywhere = new URLSearchParams(await request.text()).get('everywhere') === '1'
  }
  const current = await currentStaff(env, request.headers.get('Cookie'), now.getTime())
  if (current && everywhere) {
    await env.DB.batch([
      env.DB.prepare('UPDATE staff_members SET session_version = session_version + 1 WHERE id = ?').bind(current.member.id),
      auditStatement(env.DB, current.identity, 'staff.sign-out-everywhere', `staff:${current.identity.email}`),
    ])
  } else if (current) {
    // Decision 018: clearing the browser's cookie is not enough; a copy of it must open nothing either.
    await endStaffSession(env.DB, current.session, now.getTime())
  }
  // The sign-in page then speaks the language the member just used.
  const target = `${SIGN_IN_PAGE}?signed-out=1${current ? `&lng=${current.identity.language}` : ''}`
  const headers = { 'Set-Cookie': clearedStaffSessionCookie() }
  if (wantsJson)
    return new Response(JSON.stringify({ ok: true, redirect: target }), {
      status: 200,
      headers: { ...headers, 'Content-Type': 'application/json' },
    })
  return new Response(null, { status: 303, headers: { ...headers, Location: target } })
}

/** POST /api/admin/passkeys/options: a signed-in member asks to add another passkey from their profile. */
export function addPasskeyOptionsResponse(input: DoorInput): Promise<Response> {
  return staffDoorAnswer(input, 'agent', async ({ env, staff, now }) => {
    const member = (await staffMemberById(env.DB, staff.id))!
    const options = await registrationOptions(input.request, env, member, await passkeysOf(env.DB, staff.id))
    await storeChallenge(env.DB, options.challenge, 'register', staff.id, now)
    return staffJson({ options })
  })
}

/** POST /api/admin/passkeys/verify: the new passkey's answer, stored with its line in the audit log. */
export function addPasskeyVerifyResponse(input: DoorInput): Promise<Response> {
  return staffDoorAnswer(input, 'agent', async ({ env, staff, i18n, now, audit }) => {
    const read = await readStaffJson(input.request, AddPasskeyBody)
    if (!read.ok) return read.response
    const outcome = await verifiedRegistration(
      input,
      staff.id,
      read.value.response as unknown as RegistrationResponseJSON,
      read.value.label,
      i18n._(msg`Passkey`),
      now,
    )
    if (!outcome.ok) return refused(i18n, outcome.refusal, outcome.code)
    await env.DB.batch([
      passkeyInsert(env.DB, outcome.passkey),
      audit('staff.passkey-add', `staff:${staff.email}`, { passkey: outcome.passkey.label }),
    ])
    return staffJson({ ok: true })
  })
}

/** POST /api/admin/passkeys/remove: removes one of the member's passkeys, never the last. */
export function removePasskeyResponse(input: DoorInput): Promise<Response> {
  return staffDoorAnswer(input, 'agent', async ({ env, staff, i18n }) => {
    const read = await readStaffJson(input.request, RemovePasskeyBody)
    if (!read.ok) return read.response
    const passkey = await env.DB.prepare('SELECT label FROM staff_passkeys WHERE id = ? AND staff_id = ?')
      .bind(read.value.id, staff.id)
      .first<{ label: string }>()
    if (!passkey) throw new Refusal('not-found')
    // Never the last one: the count is checked in the statements themselves, so two removals at once cannot both pass.
    const notLast =
      'EXISTS (SELECT 1 FROM staff_passkeys WHERE id = ? AND staff_id = ?) AND (SELECT count(*) FROM staff_passkeys WHERE staff_id = ?) > 1'
    const results = await env.DB.batch([
      conditionalAuditStatement(
        env.DB,
        staff,
        'staff.passkey-remove',
        `staff:${staff.email}`,
        { passkey: passkey.label },
        notLast,
        read.value.id,
        staff.id,
        staff.id,
      ),
      env.DB.prepare(
        `DELETE FROM staff_passkeys WHERE id = ?1 AND staff_id = ?2 AND (SELECT count(*) FROM staff_passkeys WHERE staff_id = ?2) > 1`,
      ).bind(read.value.id, staff.id),
    ])
    if (results[1]!.meta.changes !== 1) return refused(i18n, 'last-passkey', 'conflict')
    return staffJson({ ok: true })
  })
}
