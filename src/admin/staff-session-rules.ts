import type { Locale } from '#/i18n/locales.ts'
import { sessionCookieRules, type SessionKind } from '#/server/session-rules.ts'

// Staff sessions (decision 018): their own cookie, apart from the owners', with the back office's
// timeouts. Pure, so it is unit-tested without a Worker.

/** Decision 018: a staff session ends 12 hours after signing in, whatever the member does. */
export const STAFF_SESSION_MAX_AGE_SECONDS = 12 * 60 * 60
/** Decision 018: and after 30 minutes without a request. */
export const STAFF_SESSION_IDLE_SECONDS = 30 * 60
/** Decision 018: `__Host-` makes the browser refuse it unless Secure, host-only and Path=/. */
export const STAFF_SESSION_COOKIE = '__Host-staff'

export { roleAllows, STAFF_ROLES, type StaffIdentity, type StaffRole } from './staff-roles.ts'
import type { StaffRole } from './staff-roles.ts'

/**
 * What the sealed cookie holds: who, which session version, when they signed in and were last seen
 * (ms), and the session's own id, which a sign-out ends on the server.
 */
export type StaffSession = { staffId: number; version: number; signedInAt: number; seenAt: number; sessionId: string }

/** A session id as sign-in makes it (a UUID); a seal from before ids (or anything else) opens nothing. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function isStaffSession(value: unknown): value is StaffSession {
  const session = value as Partial<StaffSession> | null
  return (
    !!session &&
    [session.staffId, session.version, session.signedInAt, session.seenAt].every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    typeof session.sessionId === 'string' &&
    SESSION_ID.test(session.sessionId)
  )
}

/** When a session ends whatever happens (ms): its ended-session row need not outlive it. */
export function staffSessionEndsAt(session: StaffSession): number {
  return session.signedInAt + STAFF_SESSION_MAX_AGE_SECONDS * 1000
}

/** The staff's own kind of session (DESIGN.md "Staff and owners"): SameSite=Strict, so no other site's link or form ever carries it. */
export const STAFF_SESSION_KIND: SessionKind<StaffSession> = {
  cookie: STAFF_SESSION_COOKIE,
  sameSite: 'strict',
  timeouts: { maxAgeSeconds: STAFF_SESSION_MAX_AGE_SECONDS, idleSeconds: STAFF_SESSION_IDLE_SECONDS },
  isSession: isStaffSession,
  startedAt: (session) => session.signedInAt,
}

const rules = sessionCookieRules(STAFF_SESSION_KIND)

/** Whether a session is still within both timeouts at `now` (ms). */
export const isStaffSessionCurrent = rules.isCurrent
/** Seconds the cookie may still live. */
export const staffCookieLifetimeSeconds = rules.lifetimeSeconds
export const staffSessionCookie = rules.cookie
export const clearedStaffSessionCookie = rules.clearedCookie
export const staffSessionCookieValue = rules.valueIn
