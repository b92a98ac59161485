import { sealData, unsealData } from 'iron-session'
import type { AppEnv } from '~/server/env.server'
import { ownerById, type OwnerRow } from './owner-repository.server'
import { SESSION_MAX_AGE_SECONDS, clearedSessionCookie, cookieLifetimeSeconds, isOwnerSession, isSessionCurrent, sessionCookie, sessionCookieValue, type OwnerSession } from './session-rules'

// Owner sessions (DESIGN.md "Sessions"): an iron-session seal in a `__Host-` cookie, checked on every
// request against the owner's session version in D1, so logout and a password change end it on the
// server too. Each request that uses it moves the idle timeout on with a freshly sealed cookie.

/** iron-session wants a secret of at least 32 characters. */
const MIN_SECRET_LENGTH = 32

export class SessionSecretMissing extends Error {}

function secret(env: Pick<AppEnv, 'SESSION_SECRET'>): string {
  const value = env.SESSION_SECRET ?? ''
  if (value.length < MIN_SECRET_LENGTH) throw new SessionSecretMissing('SESSION_SECRET is missing or shorter than 32 characters (npx wrangler secret put SESSION_SECRET)')
  return value
}

/** The Set-Cookie value that carries this session. */
export async function sealOwnerSession(env: Pick<AppEnv, 'SESSION_SECRET'>, session: OwnerSession, now: number): Promise<string> {
  const seal = await sealData(session, { password: secret(env), ttl: SESSION_MAX_AGE_SECONDS })
  return sessionCookie(seal, cookieLifetimeSeconds(session, now))
}

export type CurrentOwner = { owner: OwnerRow; session: OwnerSession; /** seals the cookie that moves the idle timeout on, for the answers that send one */ refreshCookie: () => Promise<string> }

/** The owner whose live session the request carries, or null (no cookie, tampered, timed out, or ended). */
export async function currentOwner(env: Pick<AppEnv, 'DB' | 'SESSION_SECRET'>, cookieHeader: string | null, now = Date.now()): Promise<CurrentOwner | null> {
  const seal = sessionCookieValue(cookieHeader)
  if (!seal) return null
  const data = await unsealData<unknown>(seal, { password: secret(env), ttl: SESSION_MAX_AGE_SECONDS }).catch(() => null)
  if (!isOwnerSession(data) || !isSessionCurrent(data, now)) return null
  const owner = await ownerById(env.DB, data.ownerId)
  if (!owner || owner.session_version !== data.version) return null
  const session = { ...data, seenAt: now }
  return { owner, session, refreshCookie: () => sealOwnerSession(env, session, now) }
}

export { clearedSessionCookie }
