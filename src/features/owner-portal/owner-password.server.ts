import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { i18nFor } from '#/i18n/section-catalogues.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import { passwordProblem } from '#/domain/password-rules.ts'
import { looksLikeEmail, normalizeEmail } from '#/domain/email-address.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import type { AppEnv } from '#/server/env.server.ts'
import { releaseRateLimit, withinRateLimit, type RateLimitRule } from '#/server/rate-limit.server.ts'
import { hashPassword, verifyPassword } from '#/server/password-hash.ts'
import { clientIp } from '#/server/request-reading.ts'
import { mailOrigin } from '#/server/mail-origin.ts'
import { ownerAnswer, passwordProblemMessage, type PasswordAnswer } from './owner-messages.ts'
import {
  changeOwnerPassword,
  ownerByEmail,
  ownerById,
  resetTokenRow,
  spendResetToken,
  storeResetToken,
  type OwnerRow,
} from './owner-repository.server.ts'
import { clearedSessionCookie, currentOwner, sealOwnerSession } from './owner-session.server.ts'
import { hashResetToken, isResetTokenShape, isResetTokenUsable, newResetToken } from './reset-tokens.ts'
import { accountKey, checkTheFields, withQuery, type OwnerAction, type OwnerActionAnswer } from './owner-action.server.ts'
import { DECOY_HASH } from './owner-login.server.ts'
import { passwordChangedMail, resetMail, sendQuietly, siteLink } from './owner-mails.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import {
  deliverDueAccountMails,
  queueAccountMail,
  type AccountMailComposer,
  type AccountMailComposers,
} from '#/server/account-mail-outbox.server.ts'

// POST /api/owner/forgot, /reset and /password (decision 008).

/** Reset links asked per IP, and per address (beyond which no mail goes, with the same answer). */
export const RESET_IP_RULE: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 }
export const RESET_ACCOUNT_RULE: RateLimitRule = { limit: 3, windowSeconds: 60 * 60 }
/** Wrong current passwords a logged-in owner may type before a wait. */
export const PASSWORD_CHANGE_RULE: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 }

/** The reset page again, with the link's token and what was wrong with the new password (no-JS answer). */
function resetRetry(resetPage: string, token: string, answer: string): string {
  return `${resetPage}?${new URLSearchParams({ token, answer })}`
}

type NewPasswordProblem = { field: 'password' | 'confirm'; answer: PasswordAnswer; message: (i18n: I18n) => string }

/** What is wrong with a new password and its confirmation, named so a page without JavaScript can say it too. */
function newPasswordProblem(password: string, confirm: string, email: string): NewPasswordProblem | null {
  const problem = passwordProblem(password, email)
  const answer = (code: PasswordAnswer, field: 'password' | 'confirm'): NewPasswordProblem => ({
    field,
    answer: code,
    message: (i18n) => passwordProblemMessage(i18n, code),
  })
  if (problem) return answer(problem, 'password')
  if (confirm === '') return answer('confirm', 'confirm')
  if (confirm !== password) return answer('differ', 'confirm')
  return null
}

/** "Forgotten your password?": the same answer, after the same work, whether or not the address has an account. */
export const forgot: OwnerAction = async ({ request, env, ctx, services, field, locale, i18n, now, pages }) => {
  const email = normalizeEmail(field('email'))
  if (!looksLikeEmail(email)) {
    const message = i18n._(msg`The email address is not valid`)
    return { status: 422, locale, redirect: withQuery(pages.reset, 'answer', 'invalid-email'), message, errors: { email: message } }
  }
  if (!(await withinRateLimit(env.DB, `owner-reset:ip:${clientIp(request)}`, RESET_IP_RULE, now.getTime()))) {
    return { status: 429, locale, redirect: withQuery(pages.reset, 'answer', 'throttled'), message: ownerAnswer(i18n, 'throttled') }
  }
  // The lookup, the token and the mail all happen after the answer.
  ctx.waitUntil(
    sendResetLink(env, services.mailer, email, now, mailOrigin(request, env)).catch((error: unknown) =>
      console.error('reset link not sent', error),
    ),
  )
  return { status: 200, locale, redirect: withQuery(pages.reset, 'answer', 'reset-sent'), message: ownerAnswer(i18n, 'reset-sent') }
}

/** The reset link for an address, if it has an account and has not asked too often: run after the answer. */
async function sendResetLink(env: AppEnv, mailer: Mailer, email: string, now: Date, origin: string): Promise<void> {
  if (!(await withinRateLimit(env.DB, `owner-reset:account:${await accountKey(email)}`, RESET_ACCOUNT_RULE, now.getTime()))) return
  const owner = await ownerByEmail(env.DB, email)
  if (!owner) return
  await mailPasswordLink(env.DB, mailer, owner, now, origin)
}

/** The account mail that carries an owner's link to choose a password (src/server/account-mail-outbox.server.ts). */
export const OWNER_PASSWORD_LINK_MAIL = 'owner-password-link'

/**
 * The mail with a single-use link (30 minutes from this try) to choose a password, in the owner's
 * language; the link is made at each try, so a retry never mails one that has expired. Null when the
 * owner was removed since.
 */
export const ownerPasswordLinkMail: AccountMailComposer = async (db, ownerId, origin, now) => {
  const owner = await ownerById(db, ownerId)
  if (!owner) return null
  const token = await newResetToken(now)
  await storeResetToken(db, owner.id, token.hash, token.expiresAt)
  const link = siteLink(origin, withQuery(hrefFor('password-reset', owner.language), 'token', token.token))
  return resetMail(owner, link, await i18nFor(owner.language))
}

/** The owner portal's account mails, for the outbox's cron run. */
export const OWNER_ACCOUNT_MAILS: AccountMailComposers = { [OWNER_PASSWORD_LINK_MAIL]: ownerPasswordLinkMail }

/**
 * Queues the link to choose a password and tries it at once: the forgotten-password door, which
 * `npm run owner -- invite` calls, and the back office's "Invite" (decision 018) send this same mail.
 * True when it went at the first try; otherwise the cron sends it again (decision 029).
 */
export async function mailPasswordLink(db: D1Queryable, mailer: Mailer, owner: OwnerRow, now: Date, origin: string): Promise<boolean> {
  const id = await queueAccountMail(db, OWNER_PASSWORD_LINK_MAIL, owner.id, origin, now)
  const run = await deliverDueAccountMails(db, mailer, OWNER_ACCOUNT_MAILS, { id, now })
  if (run.sent !== 1) console.error('owner password link: first try failed, the cron retries it', owner.id)
  return run.sent === 1
}

/** A new password through the mailed link: single use, 30 minutes, every session ended. */
export const reset: OwnerAction = async ({ request, env, ctx, services, field, locale, i18n, now, pages }) => {
  const token = field('token')
  // A spent or expired link: the page that asks for a new one, which the message points to.
  const invalid: OwnerActionAnswer = {
    status: 400,
    locale,
    redirect: withQuery(pages.reset, 'answer', 'reset-invalid'),
    message: ownerAnswer(i18n, 'reset-invalid'),
    leave: true,
  }
  if (!isResetTokenShape(token)) return invalid
  const hash = await hashResetToken(token)
  const row = await resetTokenRow(env.DB, hash)
  if (!row || !isResetTokenUsable(row, now)) return invalid
  const owner = await ownerById(env.DB, row.owner_id)
  if (!owner) return invalid
  const problem = newPasswordProblem(field('password'), field('confirm'), owner.email)
  if (problem)
    return {
      status: 422,
      locale,
      redirect: resetRetry(pages.reset, token, problem.answer),
      message: checkTheFields(i18n),
      errors: { [problem.field]: problem.message(i18n) },
    }
  if (!(await spendResetToken(env.DB, hash, now))) return invalid
  await changeOwnerPassword(env.DB, owner.id, await hashPassword(field('password')), now)
  ctx.waitUntil(sendQuietly(services.mailer, passwordChangedMail(owner, await i18nFor(owner.language), mailOrigin(request, env))))
  return {
    status: 200,
    locale,
    redirect: withQuery(pages.login, 'answer', 'password-changed'),
    message: ownerAnswer(i18n, 'password-changed'),
    cookie: clearedSessionCookie(),
  }
}

/** A logged-in owner changes their password: this device stays logged in, every other one is logged out. */
export const changePassword: OwnerAction = async ({ request, env, ctx, services, field, locale, i18n, now, pages }) => {
  const current = await currentOwner(env, request.headers.get('Cookie'), now.getTime())
  if (!current)
    return {
      status: 401,
      locale,
      redirect: withQuery(pages.login, 'answer', 'session-ended'),
      message: ownerAnswer(i18n, 'session-ended'),
      cookie: clearedSessionCookie(),
    }
  const { owner } = current
  // A stolen session must not become a way to guess the password: a few wrong ones, then a wait.
  const guessKey = `owner-password-failed:${owner.id}`
  if (!(await withinRateLimit(env.DB, guessKey, PASSWORD_CHANGE_RULE, now.getTime()))) {
    return {
      status: 429,
      locale,
      redirect: withQuery(pages.password, 'answer', 'throttled'),
      message: ownerAnswer(i18n, 'throttled'),
      cookie: await current.refreshCookie(),
    }
  }
  if (!(await verifyPassword(field('current'), owner.password_hash ?? DECOY_HASH)) || owner.password_hash === null) {
    const message = ownerAnswer(i18n, 'current-wrong')
    return {
      status: 422,
      locale,
      redirect: withQuery(pages.password, 'answer', 'current-wrong'),
      message,
      errors: { current: message },
      cookie: await current.refreshCookie(),
    }
  }
  await releaseRateLimit(env.DB, guessKey, PASSWORD_CHANGE_RULE, now.getTime())
  const problem = newPasswordProblem(field('password'), field('confirm'), owner.email)
  if (problem)
    return {
      status: 422,
      locale,
      redirect: withQuery(pages.password, 'answer', problem.answer),
      message: checkTheFields(i18n),
      errors: { [problem.field]: problem.message(i18n) },
      cookie: await current.refreshCookie(),
    }
  const version = await changeOwnerPassword(env.DB, owner.id, await hashPassword(field('password')), now)
  ctx.waitUntil(sendQuietly(services.mailer, passwordChangedMail(owner, await i18nFor(owner.language), mailOrigin(request, env))))
  // Every other session ends with the old version; this device goes on with the new one.
  const cookie = await sealOwnerSession(
    env,
    { ownerId: owner.id, version, loginAt: current.session.loginAt, seenAt: now.getTime() },
    now.getTime(),
  )
  return {
    status: 200,
    locale,
    redirect: withQuery(pages.password, 'answer', 'changed'),
    message: i18n._(msg`Your password has been changed. Other devices have been logged out.`),
    cookie,
  }
}
