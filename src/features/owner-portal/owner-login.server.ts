import { msg } from '@lingui/core/macro'
import { captchaVerifier } from '#/server/captcha.server.ts'
import { CAPTCHA_FIELD } from '#/server/captcha-field.ts'
import { countRequest, releaseRateLimit, withinRateLimit, type RateLimitRule } from '#/server/rate-limit.server.ts'
import { verifyPassword } from '#/server/password-hash.ts'
import { clientIp } from '#/server/request-reading.ts'
import { ownerAnswer, passwordProblemMessage, type OwnerAnswer } from './owner-messages.ts'
import { endOwnerSessions, ownerByEmail, recordOwnerLogin } from './owner-repository.server.ts'
import { clearedSessionCookie, currentOwner, sealOwnerSession } from './owner-session.server.ts'
import { accountKey, checkTheFields, withQuery, type OwnerAction, type OwnerActionAnswer } from './owner-action.server.ts'
import { loginNotice, sendQuietly } from './owner-mails.ts'

// POST /api/owner/login and /logout (decision 008).

/** Decision 008, throttling without lock-out: after this many failures from one IP or for one address, the form asks for the captcha. */
export const LOGIN_CAPTCHA_AFTER_FAILURES = 3
/** The window in which failures are counted. */
export const LOGIN_FAILURE_WINDOW: RateLimitRule = { limit: LOGIN_CAPTCHA_AFTER_FAILURES, windowSeconds: 15 * 60 }
/** Attempts per IP before it must wait (429). Per IP only: nobody can lock an owner out by failing on their address. */
export const LOGIN_IP_RULE: RateLimitRule = { limit: 30, windowSeconds: 15 * 60 }

// Verified when the address is unknown, so that an unknown address takes as long as a wrong password.
export const DECOY_HASH = 'pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='

export const login: OwnerAction = async ({ request, env, ctx, services, field: formField, locale, i18n, now, pages }) => {
  const input = { email: formField('email'), password: formField('password'), captcha: formField(CAPTCHA_FIELD) }
  const ip = clientIp(request)
  const refuse = (answer: OwnerAnswer, status: number, captchaRequired = false): OwnerActionAnswer => ({
    status,
    locale,
    redirect: withQuery(pages.login, 'answer', answer),
    message: ownerAnswer(i18n, answer),
    captchaRequired,
  })
  if (!(await withinRateLimit(env.DB, `owner-login:ip:${ip}`, LOGIN_IP_RULE, now.getTime()))) return refuse('throttled', 429, true)
  if (input.email.trim() === '' || input.password === '') {
    const errors: Record<string, string> = {}
    const field = i18n._(msg`Email address`)
    if (input.email.trim() === '') errors.email = i18n._(msg`${field} is a required field`)
    if (input.password === '') errors.password = passwordProblemMessage(i18n, 'required')
    return { ...refuse('login-failed', 422), message: checkTheFields(i18n), errors }
  }
  const account = await accountKey(input.email)
  const failureKeys = [`owner-login-failed:ip:${ip}`, `owner-login-failed:account:${account}`]
  // Every attempt first takes a failure, in one atomic step, and gives it back if it succeeds: a burst
  // of parallel guesses cannot all slip under the captcha threshold.
  const counts = await Promise.all(failureKeys.map((key) => countRequest(env.DB, key, LOGIN_FAILURE_WINDOW, now.getTime())))
  const captchaRequired = counts.some((count) => count > LOGIN_CAPTCHA_AFTER_FAILURES)
  if (captchaRequired) {
    const verify = services.verifyCaptcha ?? captchaVerifier(env)
    if (!input.captcha || !(await verify(input.captcha, request.headers.get('CF-Connecting-IP')))) return refuse('captcha', 401, true)
  }
  const owner = await ownerByEmail(env.DB, input.email)
  // An unknown address verifies against a decoy, so it answers as slowly as a wrong password.
  const matches = await verifyPassword(input.password, owner?.password_hash ?? DECOY_HASH)
  if (!owner || !owner.password_hash || !matches)
    return refuse(
      'login-failed',
      401,
      counts.some((count) => count >= LOGIN_CAPTCHA_AFTER_FAILURES),
    )
  await Promise.all(failureKeys.map((key) => releaseRateLimit(env.DB, key, LOGIN_FAILURE_WINDOW, now.getTime())))
  // Decision 018: the back office shows when each owner last logged in.
  await recordOwnerLogin(env.DB, owner.id, now)
  const cookie = await sealOwnerSession(
    env,
    { ownerId: owner.id, version: owner.session_version, loginAt: now.getTime(), seenAt: now.getTime() },
    now.getTime(),
  )
  ctx.waitUntil(loginNotice(owner, now).then((mail) => sendQuietly(services.mailer, mail)))
  return { status: 200, locale, redirect: pages.portal, cookie }
}

/** Logging out ends every session of the owner, on every device (the session version moves on). */
export const logout: OwnerAction = async ({ request, env, locale, i18n, now, pages }) => {
  const current = await currentOwner(env, request.headers.get('Cookie'), now.getTime())
  if (current) await endOwnerSessions(env.DB, current.owner.id)
  return {
    status: 200,
    locale,
    redirect: withQuery(pages.login, 'answer', 'logged-out'),
    message: ownerAnswer(i18n, 'logged-out'),
    cookie: clearedSessionCookie(),
  }
}
