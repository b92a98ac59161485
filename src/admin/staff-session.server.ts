import type { AppEnv } from '#/server/env.server.ts'
import { sealedSessions, type OpenedSession } from '#/server/sealed-session.server.ts'
import { isLocale } from '#/i18n/locales.ts'
import { STAFF_SESSION_KIND, staffSessionEndsAt, type StaffIdentity, type StaffRole, type StaffSession } from './staff-session-rules.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// Staff sessions (decision 018, DESIGN.md "Sessions"): an iron-session seal in `__Host-staff`, checked on
// every request against the member's session version in D1 and their revocation, so signing out
// everywhere or a revocation ends every session on the server too; a plain sign-out ends its one
// session there (staff_ended_sessions), so a copied cookie stops working with it. Each request moves the idle
// timeout on with a freshly sealed cookie. The owners' cookie is another name and another shape:
// it never opens anything here.

export type StaffMemberRow = {
  id: number
  email: string
  name: string
  role: StaffRole
  language: string
  session_version: number
  revoked_at: string | null
  created_at: string
  last_sign_in_at: string | null
}

export function staffMemberById(db: D1Queryable, id: number): Promise<StaffMemberRow | null> {
  return db.prepare('SELECT * FROM staff_members WHERE id = ?').bind(id).first<StaffMemberRow>()
}

export function identityOf(member: StaffMemberRow): StaffIdentity {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    language: isLocale(member.language) ? member.language : 'fr',
  }
}

const staffSessions = sealedSessions(STAFF_SESSION_KIND)

/** The Set-Cookie value that carries this session. */
export const sealStaffSession = staffSessions.seal

/** A new session for a member who just signed in with a passkey. */
export function newStaffSession(member: Pick<StaffMemberRow, 'id' | 'session_version'>, now: number): StaffSession {
  return { staffId: member.id, version: member.session_version, signedInAt: now, seenAt: now, sessionId: crypto.randomUUID() }
}

/** Ends one session on the server (a plain sign-out); the ended rows of sessions past their end go at the same time. */
export async function endStaffSession(db: D1Queryable, session: StaffSession, now: number): Promise<void> {
  await db.batch([
    db
      .prepare('INSERT INTO staff_ended_sessions (session_id, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING')
      .bind(session.sessionId, new Date(staffSessionEndsAt(session)).toISOString()),
    db.prepare('DELETE FROM staff_ended_sessions WHERE expires_at < ?').bind(new Date(now).toISOString()),
  ])
}

export type CurrentStaff = OpenedSession<StaffSession, { member: StaffMemberRow; identity: StaffIdentity }>

/** The member whose live session the request carries, or null (no cookie, tampered, timed out, ended or revoked). */
export function currentStaff(
  env: Pick<AppEnv, 'DB' | 'SESSION_SECRET'>,
  cookieHeader: string | null,
  now = Date.now(),
): Promise<CurrentStaff | null> {
  return staffSessions.open(env, cookieHeader, now, async (data) => {
    // The member and whether this session was signed out, in one read.
    const row = await env.DB.prepare(
      'SELECT *, EXISTS (SELECT 1 FROM staff_ended_sessions WHERE session_id = ?) AS session_ended FROM staff_members WHERE id = ?',
    )
      .bind(data.sessionId, data.staffId)
      .first<StaffMemberRow & { session_ended: number }>()
    if (!row || row.session_ended === 1) return null
    const { session_ended: _ended, ...member } = row
    if (member.revoked_at !== null || member.session_version !== data.version) return null
    return { member, identity: identityOf(member) }
  })
}
