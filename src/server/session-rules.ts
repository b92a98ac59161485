import { clearedHostCookie, hostCookie, readCookie, type HostCookieName } from './cookies.ts'

// The rules every login session shares (owners and staff, DESIGN.md "Sessions"): two timeouts, an
// absolute one from signing in and an idle one from the last request, and a sealed `__Host-` cookie
// of the session's own name. Pure, so each kind of session's rules are unit-tested without a Worker.

export type SessionTimeouts = { maxAgeSeconds: number; idleSeconds: number }
/** When the session began and when its last request came (ms). */
export type SessionMoments = { startedAt: number; seenAt: number }

/** Whether a session is still within both timeouts at `now` (ms); one dated in the future (beyond a minute of clock skew) is not. */
export function withinTimeouts({ startedAt, seenAt }: SessionMoments, now: number, limits: SessionTimeouts): boolean {
  if (startedAt > now + 60_000) return false
  return now - startedAt < limits.maxAgeSeconds * 1000 && now - seenAt < limits.idleSeconds * 1000
}

/** Seconds the cookie may still live: the absolute timeout caps what the idle timeout would allow. */
export function cookieSecondsLeft({ startedAt }: Pick<SessionMoments, 'startedAt'>, now: number, limits: SessionTimeouts): number {
  const absolute = Math.floor((startedAt + limits.maxAgeSeconds * 1000 - now) / 1000)
  return Math.max(0, Math.min(limits.idleSeconds, absolute))
}

/** What tells one kind of session from another: its cookie, its timeouts and the shape of what it seals. */
export type SessionKind<S extends { seenAt: number }> = {
  cookie: HostCookieName
  sameSite: 'lax' | 'strict'
  timeouts: SessionTimeouts
  /** whether an unsealed value is a session of this kind */
  isSession: (value: unknown) => value is S
  /** when the session began (ms) */
  startedAt: (session: S) => number
}

export type SessionCookieRules<S> = {
  /** whether a session is still within both timeouts at `now` (ms) */
  isCurrent: (session: S, now: number) => boolean
  /** seconds the cookie may still live */
  lifetimeSeconds: (session: S, now: number) => number
  /** the Set-Cookie value carrying a seal */
  cookie: (seal: string, maxAgeSeconds: number) => string
  /** the Set-Cookie value that removes the cookie */
  clearedCookie: () => string
  /** the cookie's value in a Cookie header, if any */
  valueIn: (cookieHeader: string | null) => string | undefined
}

export function sessionCookieRules<S extends { seenAt: number }>(kind: SessionKind<S>): SessionCookieRules<S> {
  return {
    isCurrent: (session, now) => withinTimeouts({ startedAt: kind.startedAt(session), seenAt: session.seenAt }, now, kind.timeouts),
    lifetimeSeconds: (session, now) => cookieSecondsLeft({ startedAt: kind.startedAt(session) }, now, kind.timeouts),
    cookie: (seal, maxAgeSeconds) => hostCookie(kind.cookie, seal, { maxAgeSeconds, sameSite: kind.sameSite }),
    clearedCookie: () => clearedHostCookie(kind.cookie, kind.sameSite),
    valueIn: (cookieHeader) => readCookie(cookieHeader, kind.cookie) || undefined,
  }
}
