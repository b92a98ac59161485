import { sealData, unsealData } from 'iron-session'
import type { AppEnv } from './env.server.ts'
import { sessionCookieRules, type SessionKind } from './session-rules.ts'

// A login session sealed by iron-session in its own `__Host-` cookie (DESIGN.md "Sessions"), for
// owners and staff alike: each kind brings its cookie, its timeouts and the D1 lookup that checks the
// session version, so logout and a password change (or a revocation) end it on the server too. Each
// request that uses it moves the idle timeout on with a freshly sealed cookie.

/** iron-session wants a secret of at least 32 characters. */
const MIN_SECRET_LENGTH = 32

export class SessionSecretMissing extends Error {}

function sessionSecret(env: Pick<AppEnv, 'SESSION_SECRET'>): string {
  const value = env.SESSION_SECRET ?? ''
  if (value.length < MIN_SECRET_LENGTH)
    throw new SessionSecretMissing('SESSION_SECRET is missing or shorter than 32 characters (npx wrangler secret put SESSION_SECRET)')
  return value
}

/** A live session: what the kind's lookup found, the session seen now, and the cookie that moves its idle timeout on. */
export type OpenedSession<S, Found> = Found & {
  session: S
  /** seals the cookie that moves the idle timeout on, for the answers that send one */
  refreshCookie: () => Promise<string>
}

export type SealedSessions<S> = {
  /** The Set-Cookie value that carries this session. */
  seal: (env: Pick<AppEnv, 'SESSION_SECRET'>, session: S, now: number) => Promise<string>
  /**
   * The session the request's cookie carries, with what `lookUp` finds in D1 for it, or null (no
   * cookie, tampered, timed out, or `lookUp` found it ended).
   */
  open: <Found extends object>(
    env: Pick<AppEnv, 'SESSION_SECRET'>,
    cookieHeader: string | null,
    now: number,
    lookUp: (session: S) => Promise<Found | null>,
  ) => Promise<OpenedSession<S, Found> | null>
  /** The Set-Cookie value that removes the session cookie. */
  clearedCookie: () => string
}

export function sealedSessions<S extends { seenAt: number }>(kind: SessionKind<S>): SealedSessions<S> {
  const rules = sessionCookieRules(kind)
  const ttl = kind.timeouts.maxAgeSeconds
  const seal = async (env: Pick<AppEnv, 'SESSION_SECRET'>, session: S, now: number): Promise<string> =>
    rules.cookie(await sealData(session, { password: sessionSecret(env), ttl }), rules.lifetimeSeconds(session, now))
  return {
    seal,
    open: async (env, cookieHeader, now, lookUp) => {
      const value = rules.valueIn(cookieHeader)
      if (!value) return null
      const data = await unsealData<unknown>(value, { password: sessionSecret(env), ttl }).catch(() => null)
      if (!kind.isSession(data) || !rules.isCurrent(data, now)) return null
      const found = await lookUp(data)
      if (!found) return null
      const session: S = { ...data, seenAt: now }
      return { ...found, session, refreshCookie: () => seal(env, session, now) }
    },
    clearedCookie: rules.clearedCookie,
  }
}
