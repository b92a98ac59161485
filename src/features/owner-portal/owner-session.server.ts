import type { AppEnv } from '#/server/env.server.ts'
import { sealedSessions, type OpenedSession } from '#/server/sealed-session.server.ts'
import { ownerById, type OwnerRow } from './owner-repository.server.ts'
import { OWNER_SESSION_KIND, type OwnerSession } from './session-rules.ts'

// Owner sessions (DESIGN.md "Sessions"): the shared sealed session with the owners' cookie and
// timeouts; the owner's session version in D1 decides whether a seal still opens.

const ownerSessions = sealedSessions(OWNER_SESSION_KIND)

/** The Set-Cookie value that carries this session. */
export const sealOwnerSession = ownerSessions.seal

export type CurrentOwner = OpenedSession<OwnerSession, { owner: OwnerRow }>

/** The owner whose live session the request carries, or null (no cookie, tampered, timed out, or ended). */
export function currentOwner(
  env: Pick<AppEnv, 'DB' | 'SESSION_SECRET'>,
  cookieHeader: string | null,
  now = Date.now(),
): Promise<CurrentOwner | null> {
  return ownerSessions.open(env, cookieHeader, now, async (session) => {
    const owner = await ownerById(env.DB, session.ownerId)
    return owner && owner.session_version === session.version ? { owner } : null
  })
}

export { clearedSessionCookie } from './session-rules.ts'
