import { readCookie } from '~/i18n/language-detection'
import { cookieSecondsLeft, withinTimeouts } from '~/server/session-timeouts'

// Owner sessions (issue 6, DESIGN.md "Sessions"): how long a login lasts. Pure, so it is unit-tested
// without a Worker.

/** Issue 6: a session ends 8 hours after the login, whatever the owner does. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60
/** Issue 6: and after 30 minutes without a request. */
export const SESSION_IDLE_SECONDS = 30 * 60
/** The cookie's name: `__Host-` makes the browser refuse it unless Secure, host-only and Path=/. */
export const SESSION_COOKIE = '__Host-session'

/** What the sealed cookie holds: who, which session version, when the login was and when last seen (ms). */
export type OwnerSession = { ownerId: number; version: number; loginAt: number; seenAt: number }

export function isOwnerSession(value: unknown): value is OwnerSession {
  const session = value as Partial<OwnerSession> | null
  return !!session && [session.ownerId, session.version, session.loginAt, session.seenAt].every((n) => typeof n === 'number' && Number.isFinite(n))
}

const OWNER_TIMEOUTS = { maxAgeSeconds: SESSION_MAX_AGE_SECONDS, idleSeconds: SESSION_IDLE_SECONDS }

/** Whether a session is still within both timeouts at `now` (ms). */
export function isSessionCurrent(session: OwnerSession, now: number): boolean {
  return withinTimeouts({ startedAt: session.loginAt, seenAt: session.seenAt }, now, OWNER_TIMEOUTS)
}

/** Seconds the cookie may still live. */
export function cookieLifetimeSeconds(session: OwnerSession, now: number): number {
  return cookieSecondsLeft({ startedAt: session.loginAt }, now, OWNER_TIMEOUTS)
}

/** The Set-Cookie value of a sealed session. */
export function sessionCookie(seal: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${seal}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Lax`
}

/** The Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`
}

/** The session cookie's value in a Cookie header, if any. */
export function sessionCookieValue(cookieHeader: string | null): string | undefined {
  return readCookie(cookieHeader, SESSION_COOKIE) || undefined
}
