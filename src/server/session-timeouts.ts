// The two timeouts every login session has (owners: issue 6; staff: issue 18): an absolute one from
// the moment of signing in, and an idle one from the last request. Pure, so each kind of session's
// rules are unit-tested without a Worker.

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
