import { readCookie } from '~/i18n/language-detection'
import type { Locale } from '~/i18n/locales'

// Staff sessions (issue 18): their own cookie, apart from the owners', with the back office's
// timeouts. Pure, so it is unit-tested without a Worker.

/** Issue 18: a staff session ends 12 hours after signing in, whatever the member does. */
export const STAFF_SESSION_MAX_AGE_SECONDS = 12 * 60 * 60
/** Issue 18: and after 30 minutes without a request. */
export const STAFF_SESSION_IDLE_SECONDS = 30 * 60
/** Issue 18: `__Host-` makes the browser refuse it unless Secure, host-only and Path=/. */
export const STAFF_SESSION_COOKIE = '__Host-staff'

export type StaffRole = 'admin' | 'agent'
export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'agent']

/** What the sealed cookie holds: who, which session version, when they signed in and were last seen (ms). */
export type StaffSession = { staffId: number; version: number; signedInAt: number; seenAt: number }

export function isStaffSession(value: unknown): value is StaffSession {
  const session = value as Partial<StaffSession> | null
  return !!session && [session.staffId, session.version, session.signedInAt, session.seenAt].every((n) => typeof n === 'number' && Number.isFinite(n))
}

/** Whether a session is still within both timeouts at `now` (ms). */
export function isStaffSessionCurrent(session: StaffSession, now: number): boolean {
  if (session.signedInAt > now + 60_000) return false
  return now - session.signedInAt < STAFF_SESSION_MAX_AGE_SECONDS * 1000 && now - session.seenAt < STAFF_SESSION_IDLE_SECONDS * 1000
}

/** Seconds the cookie may still live: the absolute timeout caps what the idle timeout would allow. */
export function staffCookieLifetimeSeconds(session: StaffSession, now: number): number {
  const absolute = Math.floor((session.signedInAt + STAFF_SESSION_MAX_AGE_SECONDS * 1000 - now) / 1000)
  return Math.max(0, Math.min(STAFF_SESSION_IDLE_SECONDS, absolute))
}

/** Issue 18: HttpOnly, Secure, SameSite=Strict: no other site's link or form ever carries it. */
export function staffSessionCookie(seal: string, maxAgeSeconds: number): string {
  return `${STAFF_SESSION_COOKIE}=${seal}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Strict`
}

export function clearedStaffSessionCookie(): string {
  return `${STAFF_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`
}

export function staffSessionCookieValue(cookieHeader: string | null): string | undefined {
  return readCookie(cookieHeader, STAFF_SESSION_COOKIE) || undefined
}

/** Whether a role may do what `needed` asks: an admin may do everything an agent may. */
export function roleAllows(role: StaffRole, needed: StaffRole): boolean {
  return needed === 'agent' || role === 'admin'
}

/** Who is signed in, as the back office's pages see them. */
export type StaffIdentity = { id: number; email: string; name: string; role: StaffRole; language: Locale }
