import type { AuthenticatorTransport } from '@simplewebauthn/server'
import { siteConfig } from '#/config/site-config.ts'
import type { AppEnv } from '#/server/env.server.ts'
import { mailOrigin } from '#/server/mail-origin.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// The WebAuthn side of staff passkeys (decision 018): who the relying party is, and the single-use
// challenges handed to browsers. A challenge is kept in D1 for 5 minutes and deleted by the answer
// that names it, before that answer is even checked: a replayed answer finds nothing.

/** Decision 018: a challenge is good for 5 minutes. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000

export type ChallengePurpose = 'register' | 'sign-in'

/**
 * The relying party: siteUrl's host and origin in production. Locally, the `.dev.vars` switch that
 * lets mail links point at localhost (LOCAL_ORIGINS) lets a localhost request be its own relying
 * party too, so a passkey can be made on `npm start` and in the end-to-end tests.
 */
export function relyingParty(request: Request, env: Pick<AppEnv, 'LOCAL_ORIGINS'>): { id: string; origin: string; name: string } {
  const origin = mailOrigin(request, env)
  return { id: new URL(origin).hostname, origin, name: siteConfig().agency.name }
}

export async function storeChallenge(
  db: D1Queryable,
  challenge: string,
  purpose: ChallengePurpose,
  staffId: number | null,
  now: Date,
): Promise<void> {
  await db.batch([
    // Challenges nobody answered go when the next one is made: the table never grows.
    db.prepare('DELETE FROM webauthn_challenges WHERE expires_at <= ?').bind(now.toISOString()),
    db
      .prepare('INSERT INTO webauthn_challenges (challenge, purpose, staff_id, expires_at) VALUES (?, ?, ?, ?)')
      .bind(challenge, purpose, staffId, new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString()),
  ])
}

/** The challenge an answer signed, as its clientDataJSON names it; undefined when unreadable. */
export function answeredChallenge(clientDataJSON: string): string | undefined {
  try {
    const json = atob(clientDataJSON.replace(/-/g, '+').replace(/_/g, '/'))
    const challenge = (JSON.parse(json) as { challenge?: unknown }).challenge
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : undefined
  } catch {
    return undefined
  }
}

/**
 * Takes the challenge out of D1 (it can never be used again) and says whether it was ours, for
 * this purpose, and still current; `staffId` is the member a registration challenge was made for.
 */
export async function takeChallenge(
  db: D1Queryable,
  challenge: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<{ staffId: number | null } | undefined> {
  const row = await db
    .prepare('DELETE FROM webauthn_challenges WHERE challenge = ? RETURNING purpose, staff_id, expires_at')
    .bind(challenge)
    .first<{ purpose: string; staff_id: number | null; expires_at: string }>()
  if (!row || row.purpose !== purpose || Date.parse(row.expires_at) <= now.getTime()) return undefined
  return { staffId: row.staff_id }
}

export type StoredPasskey = {
  id: string
  staff_id: number
  public_key: string
  counter: number
  transports: string
  label: string
  created_at: string
  last_used_at: string | null
}

export function transportsOf(passkey: Pick<StoredPasskey, 'transports'>): AuthenticatorTransport[] {
  try {
    const list = JSON.parse(passkey.transports) as unknown
    return Array.isArray(list) ? list.filter((item): item is AuthenticatorTransport => typeof item === 'string') : []
  } catch {
    return []
  }
}

/** A member's passkeys, oldest first. */
export async function passkeysOf(db: D1Queryable, staffId: number): Promise<StoredPasskey[]> {
  const { results } = await db
    .prepare('SELECT * FROM staff_passkeys WHERE staff_id = ? ORDER BY created_at, id')
    .bind(staffId)
    .all<StoredPasskey>()
  return results
}
