import { sessionCookieRules, type SessionKind } from '#/server/session-rules.ts'

// Owner sessions (decision 008, DESIGN.md "Sessions"): how long a login lasts. Pure, so it is unit-tested
// without a Worker.

/** A session ends 8 hours after the login, whatever the owner does. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60
/** And after 30 minutes without a request. */
export const SESSION_IDLE_SECONDS = 30 * 60
/** The cookie's name: `__Host-` makes the browser refuse it unless Secure, host-only and Path=/. */
export const SESSION_COOKIE = '__Host-session'

/** What the sealed cookie holds: who, which session version, when the login was and when last seen (ms). */
export type OwnerSession = { ownerId: number; version: number; loginAt: number; seenAt: number }

export function isOwnerSession(value: unknown): value is OwnerSession {
  const session = value as Partial<OwnerSession> | null
  return (
    !!session &&
    [session.ownerId, session.version, session.loginAt, session.seenAt].every((n) => typeof n === 'number' && Number.isFinite(n))
  )
}

/** The owners' kind of session: HttpOnly, Secure, SameSite=Lax (DESIGN.md "Sessions"). */
export const OWNER_SESSION_KIND: SessionKind<OwnerSession> = {
  cookie: SESSION_COOKIE,
  sameSite: 'lax',
  timeouts: { maxAgeSeconds: SESSION_MAX_AGE_SECONDS, idleSeconds: SESSION_IDLE_SECONDS },
  isSession: isOwnerSession,
  startedAt: (session) => session.loginAt,
}

const rules = sessionCookieRules(OWNER_SESSION_KIND)

/** Whether a session is still within both timeouts at `now` (ms). */
export const isSessionCurrent = rules.isCurrent
/** Seconds the cookie may still live. */
export const cookieLifetimeSeconds = rules.lifetimeSeconds
/** The Set-Cookie value of a sealed session. */
export const sessionCookie = rules.cookie
/** The Set-Cookie value that removes the session cookie. */
export const clearedSessionCookie = rules.clearedCookie
/** The session cookie's value in a Cookie header, if any. */
export const sessionCookieValue = rules.valueIn
