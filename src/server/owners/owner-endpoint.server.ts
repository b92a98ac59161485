import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { siteConfig } from '~/config/site-config'
import { i18nFor } from '~/i18n/i18n'
import { LOCALE_TAGS, isLocale, type Locale } from '~/i18n/locales'
import { hrefFor } from '~/i18n/path-table'
import { passwordProblem } from '~/domain/password-rules'
import { looksLikeEmail, normalizeEmail } from '~/domain/email-address'
import { ownerAnswer, passwordProblemMessage, type OwnerAnswer, type PasswordAnswer } from '~/features/owner-portal/owner-messages'
import type { AppEnv } from '../env.server'
import { CAPTCHA_FIELD, captchaVerifier, type CaptchaVerifier } from '../leads/captcha.server'
import type { Mailer } from '../leads/mailer.server'
import { countRequest, releaseRateLimit, withinRateLimit, type RateLimitRule } from '../leads/rate-limit.server'
import { mailHtml, mailText } from '../mail-layout'
import { hashPassword, verifyPassword } from '../password-hash'
import { clientIp, readLimited, requestLocale } from '../request-reading'
import { sha256Hex } from '../digest'
import {
  changeOwnerPassword,
  endOwnerSessions,
  ownerByEmail,
  ownerById,
  ownerDocument,
  resetTokenRow,
  spendResetToken,
  storeResetToken,
  type OwnerRow,
} from './owner-repository.server'
import { clearedSessionCookie, currentOwner, sealOwnerSession, SessionSecretMissing } from './owner-session.server'
import { hashResetToken, isResetTokenShape, isResetTokenUsable, newResetToken } from './reset-tokens'

// The owner's doors (issue 6): POST /api/owner/{login,logout,forgot,reset,password} and
// GET /api/owner/documents/{id}. Like the lead forms, each works with JavaScript (fetch, JSON answer)
// and without (a form POST answered with a redirect to the page that shows the outcome).

/** A login form is a few hundred bytes. */
const OWNER_BODY_LIMIT_BYTES = 8 * 1024
/** Issue 6 "Brute force": after this many failures from one IP or for one address, the form asks for the captcha. */
export const LOGIN_CAPTCHA_AFTER_FAILURES = 3
/** The window in which failures are counted. */
export const LOGIN_FAILURE_WINDOW: RateLimitRule = { limit: LOGIN_CAPTCHA_AFTER_FAILURES, windowSeconds: 15 * 60 }
/** Attempts per IP before it must wait (429). Per IP only: nobody can lock an owner out by failing on their address. */
export const LOGIN_IP_RULE: RateLimitRule = { limit: 30, windowSeconds: 15 * 60 }
/** Reset links asked per IP, and per address (beyond which no mail goes, with the same answer). */
export const RESET_IP_RULE: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 }
export const RESET_ACCOUNT_RULE: RateLimitRule = { limit: 3, windowSeconds: 60 * 60 }
/** Wrong current passwords a logged-in owner may type before a wait. */
export const PASSWORD_CHANGE_RULE: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 }

// Verified when the address is unknown, so that an unknown address takes as long as a wrong password.
const DECOY_HASH = 'pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='

export type OwnerDependencies = { mailer: Mailer; verifyCaptcha?: CaptchaVerifier; now?: () => Date }

type Answer = {
  status: number
  locale: Locale
  /** where a browser without JavaScript goes next, and where the script sends the visitor after success */
  redirect: string
  message?: string
  errors?: Record<string, string>
  captchaRequired?: boolean
  cookie?: string
}

export async function ownerResponse(request: Request, env: AppEnv, ctx: ExecutionContext, url: URL, dependencies: OwnerDependencies): Promise<Response | undefined> {
  const download = /^\/api\/owner\/documents\/(\d{1,12})$/.exec(url.pathname)
  if (download) {
    if (request.method !== 'GET') return new Response(null, { status: 405, headers: { Allow: 'GET' } })
    try {
      return await documentResponse(request, env, Number(download[1]))
    } catch (error) {
      console.error('owner document not served', url.pathname, error instanceof SessionSecretMissing ? error.message : error)
      return new Response('Service unavailable', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '30' } })
    }
  }
  const match = /^\/api\/owner\/(login|logout|forgot|reset|password)$/.exec(url.pathname)
  if (!match) return undefined
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } })
  const wantsJson = (request.headers.get('Accept') ?? '').includes('application/json')
  let answer: Answer
  try {
    answer = await handle(match[1] as Action, request, env, ctx, dependencies)
  } catch (error) {
    console.error('owner request failed', url.pathname, error instanceof SessionSecretMissing ? error.message : error)
    const locale = requestLocale(request)
    answer = { status: 503, locale, redirect: withQuery(hrefFor('login', locale), 'answer', 'unavailable'), message: ownerAnswer(await i18nFor(locale), 'unavailable') }
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (answer.cookie) headers.append('Set-Cookie', answer.cookie)
  if (wantsJson) {
    const ok = answer.status < 400
    return Response.json({ ok, redirect: answer.redirect, message: answer.message, errors: answer.errors ?? {}, captchaRequired: answer.captchaRequired ?? false }, { status: answer.status, headers })
  }
  headers.set('Location', answer.redirect)
  return new Response(null, { status: 303, headers })
}

type Action = 'login' | 'logout' | 'forgot' | 'reset' | 'password'

function withQuery(path: string, name: string, value: string): string {
  return `${path}?${new URLSearchParams({ [name]: value })}`
}

/** The reset page again, with the link's token and what was wrong with the new password (no-JS answer). */
function resetRetry(resetPage: string, token: string, answer: string): string {
  return `${resetPage}?${new URLSearchParams({ token, answer })}`
}

async function readForm(request: Request): Promise<URLSearchParams | 415 | 413> {
  const type = (request.headers.get('Content-Type') ?? '').toLowerCase()
  if (!type.startsWith('application/x-www-form-urlencoded')) return 415
  const body = await readLimited(request, OWNER_BODY_LIMIT_BYTES)
  return body ? new URLSearchParams(new TextDecoder().decode(body)) : 413
}

function accountKey(email: string): Promise<string> {
  return sha256Hex(normalizeEmail(email), 16)
}

async function handle(action: Action, request: Request, env: AppEnv, ctx: ExecutionContext, dependencies: OwnerDependencies): Promise<Answer> {
  const now = dependencies.now?.() ?? new Date()
  const early = requestLocale(request)
  const form = await readForm(request)
  const claimed = typeof form === 'number' ? '' : (form.get('locale') ?? '')
  const locale: Locale = isLocale(claimed) && siteConfig.languages.enabled.includes(claimed) ? claimed : early
  const i18n = await i18nFor(locale)
  const loginPage = hrefFor('login', locale)
  const resetPage = hrefFor('password-reset', locale)
  const passwordPage = hrefFor('owner/password', locale)
  if (typeof form === 'number') return { status: form, locale, redirect: loginPage, message: checkTheFields(i18n) }
  const field = (name: string) => (form.get(name) ?? '').slice(0, 500)

  if (action === 'login') return login(env, ctx, dependencies, request, { email: field('email'), password: field('password'), captcha: field(CAPTCHA_FIELD) }, { locale, i18n, now, loginPage })

  if (action === 'logout') {
    const current = await currentOwner(env, request.headers.get('Cookie'), now.getTime())
    if (current) await endOwnerSessions(env.DB, current.owner.id)
    return { status: 200, locale, redirect: withQuery(loginPage, 'answer', 'logged-out'), message: ownerAnswer(i18n, 'logged-out'), cookie: clearedSessionCookie() }
  }

  if (action === 'forgot') {
    const email = normalizeEmail(field('email'))
    if (!looksLikeEmail(email)) {
      const message = i18n._(msg`The email address is not valid`)
      return { status: 422, locale, redirect: withQuery(resetPage, 'answer', 'invalid-email'), message, errors: { email: message } }
    }
    if (!(await withinRateLimit(env.DB, `owner-reset:ip:${clientIp(request)}`, RESET_IP_RULE, now.getTime()))) {
      return { status: 429, locale, redirect: withQuery(resetPage, 'answer', 'throttled'), message: ownerAnswer(i18n, 'throttled') }
    }
    // The same answer, after the same work, whether or not the address has an account: the lookup,
    // the token and the mail all happen after the answer.
    const origin = new URL(request.url).origin
    ctx.waitUntil(
      sendResetLink(env, dependencies.mailer, email, origin, now).catch((error: unknown) => console.error('reset link not sent', error)),
    )
    return { status: 200, locale, redirect: withQuery(resetPage, 'answer', 'reset-sent'), message: ownerAnswer(i18n, 'reset-sent') }
  }

  if (action === 'reset') {
    const token = field('token')
    const invalid: Answer = { status: 400, locale, redirect: withQuery(resetPage, 'answer', 'reset-invalid'), message: ownerAnswer(i18n, 'reset-invalid') }
    if (!isResetTokenShape(token)) return invalid
    const hash = await hashResetToken(token)
    const row = await resetTokenRow(env.DB, hash)
    if (!row || !isResetTokenUsable(row, now)) return invalid
    const owner = await ownerById(env.DB, row.owner_id)
    if (!owner) return invalid
    const problem = newPasswordProblem(field('password'), field('confirm'), owner.email)
    if (problem) return { status: 422, locale, redirect: resetRetry(resetPage, token, problem.answer), message: checkTheFields(i18n), errors: { [problem.field]: problem.message(i18n) } }
    if (!(await spendResetToken(env.DB, hash, now))) return invalid
    await changeOwnerPassword(env.DB, owner.id, await hashPassword(field('password')), now)
    ctx.waitUntil(sendQuietly(dependencies.mailer, passwordChangedMail(owner, await i18nFor(owner.language), request)))
    return { status: 200, locale, redirect: withQuery(loginPage, 'answer', 'password-changed'), message: ownerAnswer(i18n, 'password-changed'), cookie: clearedSessionCookie() }
  }

  // action === 'password': a logged-in owner changes their password.
  const current = await currentOwner(env, request.headers.get('Cookie'), now.getTime())
  if (!current) return { status: 401, locale, redirect: withQuery(loginPage, 'answer', 'session-ended'), message: ownerAnswer(i18n, 'session-ended'), cookie: clearedSessionCookie() }
  const { owner } = current
  // A stolen session must not become a way to guess the password: a few wrong ones, then a wait.
  const guessKey = `owner-password-failed:${owner.id}`
  if (!(await withinRateLimit(env.DB, guessKey, PASSWORD_CHANGE_RULE, now.getTime()))) {
    return { status: 429, locale, redirect: withQuery(passwordPage, 'answer', 'throttled'), message: ownerAnswer(i18n, 'throttled'), cookie: await current.refreshCookie() }
  }
  if (!(await verifyPassword(field('current'), owner.password_hash ?? DECOY_HASH)) || owner.password_hash === null) {
    const message = ownerAnswer(i18n, 'current-wrong')
    return { status: 422, locale, redirect: withQuery(passwordPage, 'answer', 'current-wrong'), message, errors: { current: message }, cookie: await current.refreshCookie() }
  }
  await releaseRateLimit(env.DB, guessKey, PASSWORD_CHANGE_RULE, now.getTime())
  const problem = newPasswordProblem(field('password'), field('confirm'), owner.email)
  if (problem) return { status: 422, locale, redirect: withQuery(passwordPage, 'answer', problem.answer), message: checkTheFields(i18n), errors: { [problem.field]: problem.message(i18n) }, cookie: await current.refreshCookie() }
  const version = await changeOwnerPassword(env.DB, owner.id, await hashPassword(field('password')), now)
  ctx.waitUntil(sendQuietly(dependencies.mailer, passwordChangedMail(owner, await i18nFor(owner.language), request)))
  // Every other session ends with the old version; this device goes on with the new one.
  const cookie = await sealOwnerSession(env, { ownerId: owner.id, version, loginAt: current.session.loginAt, seenAt: now.getTime() }, now.getTime())
  return { status: 200, locale, redirect: withQuery(passwordPage, 'answer', 'changed'), message: i18n._(msg`Your password has been changed. Other devices have been logged out.`), cookie }
}

/** With JavaScript the form marks the field; this heads the form (spec §5 "data not sent, check the fields in red"). */
function checkTheFields(i18n: I18n): string {
  return i18n._(msg`Data not sent: please check the fields marked in red.`)
}

type NewPasswordProblem = { field: 'password' | 'confirm'; answer: PasswordAnswer; message: (i18n: I18n) => string }

/** What is wrong with a new password and its confirmation, named so a page without JavaScript can say it too. */
function newPasswordProblem(password: string, confirm: string, email: string): NewPasswordProblem | null {
  const problem = passwordProblem(password, email)
  const answer = (code: PasswordAnswer, field: 'password' | 'confirm'): NewPasswordProblem => ({ field, answer: code, message: (i18n) => passwordProblemMessage(i18n, code) })
  if (problem) return answer(problem, 'password')
  if (confirm === '') return answer('confirm', 'confirm')
  if (confirm !== password) return answer('differ', 'confirm')
  return null
}

/** The reset link for an address, if it has an account and has not asked too often: run after the answer. */
async function sendResetLink(env: AppEnv, mailer: Mailer, email: string, origin: string, now: Date): Promise<void> {
  if (!(await withinRateLimit(env.DB, `owner-reset:account:${await accountKey(email)}`, RESET_ACCOUNT_RULE, now.getTime()))) return
  const owner = await ownerByEmail(env.DB, email)
  if (!owner) return
  const token = await newResetToken(now)
  await storeResetToken(env.DB, owner.id, token.hash, token.expiresAt)
  const link = `${origin}${withQuery(hrefFor('password-reset', owner.language), 'token', token.token)}`
  await sendQuietly(mailer, resetMail(owner, link, await i18nFor(owner.language)))
}

async function login(
  env: AppEnv,
  ctx: ExecutionContext,
  dependencies: OwnerDependencies,
  request: Request,
  input: { email: string; password: string; captcha: string },
  { locale, i18n, now, loginPage }: { locale: Locale; i18n: I18n; now: Date; loginPage: string },
): Promise<Answer> {
  const ip = clientIp(request)
  const refuse = (answer: OwnerAnswer, status: number, captchaRequired = false): Answer => ({
    status,
    locale,
    redirect: withQuery(loginPage, 'answer', answer),
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
    const verify = dependencies.verifyCaptcha ?? captchaVerifier(env)
    if (!input.captcha || !(await verify(input.captcha, request.headers.get('CF-Connecting-IP')))) return refuse('captcha', 401, true)
  }
  const owner = await ownerByEmail(env.DB, input.email)
  // An unknown address verifies against a decoy, so it answers as slowly as a wrong password.
  const matches = await verifyPassword(input.password, owner?.password_hash ?? DECOY_HASH)
  if (!owner || !owner.password_hash || !matches) return refuse('login-failed', 401, counts.some((count) => count >= LOGIN_CAPTCHA_AFTER_FAILURES))
  await Promise.all(failureKeys.map((key) => releaseRateLimit(env.DB, key, LOGIN_FAILURE_WINDOW, now.getTime())))
  const cookie = await sealOwnerSession(env, { ownerId: owner.id, version: owner.session_version, loginAt: now.getTime(), seenAt: now.getTime() }, now.getTime())
  ctx.waitUntil(loginNotice(owner, now).then((mail) => sendQuietly(dependencies.mailer, mail)))
  return { status: 200, locale, redirect: hrefFor('owner', locale), cookie }
}

async function documentResponse(request: Request, env: AppEnv, documentId: number): Promise<Response> {
  const current = await currentOwner(env, request.headers.get('Cookie'))
  const headers = { 'Cache-Control': 'private, no-store' }
  if (!current) return new Response(null, { status: 303, headers: { ...headers, Location: hrefFor('login', requestLocale(request)) } })
  const document = await ownerDocument(env.DB, current.owner.id, documentId)
  const object = document ? await env.MEDIA.get(document.key) : null
  const cookie = await current.refreshCookie()
  if (!document || !object) return new Response('Not found', { status: 404, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Set-Cookie': cookie } })
  const filename = document.name.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || 'document'
  const withExtension = /\.pdf$/i.test(filename) || document.contentType !== 'application/pdf' ? filename : `${filename}.pdf`
  return new Response(object.body, {
    headers: {
      ...headers,
      'Content-Type': document.contentType,
      'Content-Length': String(object.size),
      'Content-Disposition': `attachment; filename="${withExtension.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(withExtension)}`,
      'Set-Cookie': cookie,
    },
  })
}

/** Owner mails are not leads: a failed one is logged, and the owner can ask again. */
async function sendQuietly(mailer: Mailer, mail: Parameters<Mailer['send']>[0]): Promise<void> {
  try {
    await mailer.send(mail)
  } catch (error) {
    console.error('owner mail not sent', mail.subject, error)
  }
}

const sender = () => ({ email: siteConfig.leads.sender, name: siteConfig.agency.name })
const ownerName = (owner: OwnerRow) => [owner.first_name, owner.last_name].filter(Boolean).join(' ') || owner.email

/** Issue 6: the agency hears who logged in (spec §6 "An owner login sends a notification naming who logged in"), in the site's language. */
async function loginNotice(owner: OwnerRow, now: Date) {
  const language = siteConfig.languages.default
  const i18n = await i18nFor(language)
  const name = ownerName(owner)
  const when = new Intl.DateTimeFormat(LOCALE_TAGS[language], { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(now)
  const heading = i18n._(msg`Owner login: ${name}`)
  const body = {
    language,
    heading,
    intro: [i18n._(msg`${name} logged in to the owner portal.`)],
    lines: [
      { label: i18n._(msg`Owner`), value: name },
      { label: i18n._(msg`Email address`), value: owner.email },
      { label: i18n._(msg`Time`), value: when },
    ],
    outro: [],
  }
  return { from: sender(), to: { email: siteConfig.leads.notify, name: siteConfig.agency.name }, subject: heading, text: mailText(body), html: mailHtml(body), language }
}

/** The link to choose a password: a reset for an owner who has one, an invitation for one who has none yet. */
function resetMail(owner: OwnerRow, link: string, i18n: I18n) {
  const invited = owner.password_hash === null
  const agency = siteConfig.agency.name
  const heading = invited ? i18n._(msg`Welcome to the owner portal`) : i18n._(msg`Choose a new password`)
  const body = {
    language: owner.language,
    heading,
    intro: [
      invited
        ? i18n._(msg`${agency} invites you to its owner portal, where you follow the marketing of your property. Choose your password with the button below.`)
        : i18n._(msg`Someone, probably you, asked to choose a new password for the owner portal of ${agency}.`),
    ],
    lines: [],
    action: { href: link, label: i18n._(msg`Choose a new password`) },
    outro: [
      invited
        ? i18n._(msg`The link works once and for 30 minutes. When it has expired, ask for a new one with "Forgotten your password?" on the login page.`)
        : i18n._(msg`The link works once and for 30 minutes. If you did not ask for it, ignore this mail: your password stays as it is.`),
    ],
  }
  return { from: sender(), to: { email: owner.email, name: ownerName(owner) }, subject: `${heading} | ${siteConfig.agency.name}`, text: mailText(body), html: mailHtml(body), language: owner.language }
}

function passwordChangedMail(owner: OwnerRow, i18n: I18n, request: Request) {
  const heading = i18n._(msg`Your password was changed`)
  const loginLink = `${new URL(request.url).origin}${hrefFor('login', owner.language)}`
  const { name: agency, phone } = siteConfig.agency
  const body = {
    language: owner.language,
    heading,
    intro: [i18n._(msg`The password of your owner account at ${agency} was just changed, and every session was ended.`)],
    lines: [],
    action: { href: loginLink, label: i18n._(msg`Log in`) },
    outro: [i18n._(msg`If you did not change it, call us at once on ${phone}.`)],
  }
  return { from: sender(), to: { email: owner.email, name: ownerName(owner) }, subject: `${heading} | ${siteConfig.agency.name}`, text: mailText(body), html: mailHtml(body), language: owner.language }
}
