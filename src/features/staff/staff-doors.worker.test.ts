import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { STAFF_ROUTES } from '#/features/back-office/admin-routes.server.ts'
import { sealOwnerSession } from '#/features/owner-portal/owner-session.server.ts'
import { adminCall, recordingMailer } from '../../../tests/support/staff-requests.ts'
import type { AppEnv } from '#/server/env.server.ts'
import { staffInput } from '#/admin/staff-input.ts'
import { createTestStaff, refusalOf, testStaffContext, type TestStaff } from '../../../tests/support/test-staff.ts'
import { InviteBody, ProfileBody, RoleBody } from './staff-inputs.ts'
import {
  AUDIT_PAGE_SIZE,
  auditLogPage,
  changeStaffRole,
  inviteMember,
  revokeStaffMember,
  saveStaffProfile,
  staffList,
  staffProfile,
} from './staff-routes.server.ts'

// DESIGN.md "Staff and owners": "an owner's or a visitor's cookie opens nothing", "every endpoint
// checks the role on the server". The doors still in the table (the passkey ceremony's) are walked
// without a session; every server function is built with the staff middleware
// (src/admin/staff-functions.test.ts), whose refusals are staff-middleware.worker.test.ts. Then the
// staff list's own rules, through its work functions.

const bindings = env as unknown as { DB: D1Database; SESSION_SECRET: string }
const DB = bindings.DB

beforeEach(async () => {
  await DB.batch(
    ['audit_log', 'webauthn_challenges', 'staff_invitations', 'staff_passkeys', 'staff_members', 'owners'].map((table) =>
      DB.prepare(`DELETE FROM ${table}`),
    ),
  )
})

/** A member's context, as the staff middleware makes it for a request of theirs. */
const as = (member: TestStaff, mailer = recordingMailer()) => testStaffContext(bindings as unknown as AppEnv, member, { mailer })

async function ownerCookie(): Promise<string> {
  const owner = await DB.prepare(
    `INSERT INTO owners (email, first_name, last_name, language) VALUES ('owner@example.be', 'O', 'Wner', 'fr') RETURNING id, session_version`,
  ).first<{ id: number; session_version: number }>()
  const now = Date.now()
  const setCookie = await sealOwnerSession(
    bindings,
    { ownerId: owner!.id, version: owner!.session_version, loginAt: now, seenAt: now },
    now,
  )
  return setCookie.split(';')[0]!
}

describe('the back office’s doors not yet moved (decision 033)', () => {
  it('has doors to walk', () => {
    expect(STAFF_ROUTES.length).toBeGreaterThanOrEqual(1)
  })

  it('answers 401 to every door, by every method, without a cookie and with an owner’s cookie', async () => {
    const owner = await ownerCookie()
    for (const route of STAFF_ROUTES) {
      for (const method of route.methods) {
        for (const cookie of [undefined, owner, '__Host-staff=forged-seal']) {
          const answer = await adminCall(route.example, { method, cookie, body: method === 'POST' ? {} : undefined })
          expect(answer.status, `${method} ${route.example} with ${cookie ?? 'no cookie'}`).toBe(401)
          expect(answer.response.headers.get('Cache-Control')).toBe('private, no-store')
        }
      }
    }
  })
})

describe('managing staff (DESIGN.md "Staff and owners")', () => {
  it('lets an admin invite, promote and revoke, each change in the audit log', async () => {
    const admin = await createTestStaff(bindings, 'admin')
    const mailer = recordingMailer()
    const invited = await inviteMember(
      await as(admin, mailer),
      staffInput(InviteBody)({ email: 'Otto@Agency.test', role: 'agent', name: 'Otto', language: 'de' }),
    )
    expect(invited).toMatchObject({ ok: true, mailed: true })
    expect(mailer.mails[0]!.to.email).toBe('otto@agency.test')
    expect(mailer.mails[0]!.language).toBe('de')
    const id = invited.id
    expect(await changeStaffRole(await as(admin), { id, role: 'admin' })).toEqual({ ok: true })
    expect(await revokeStaffMember(await as(admin), { id })).toEqual({ ok: true })
    const list = await staffList(await as(admin))
    expect(list.members).toContainEqual(
      expect.objectContaining({ email: 'otto@agency.test', role: 'admin', passkeys: 0, invitationExpiresAt: null }),
    )
    expect(list.members.find((member) => member.email === 'otto@agency.test')!.revokedAt).not.toBeNull()
    const audit = await auditLogPage(await as(admin), {})
    expect(audit.entries.map((entry: { action: string; staffEmail: string }) => `${entry.staffEmail} ${entry.action}`)).toEqual([
      `${admin.email} staff.revoke`,
      `${admin.email} staff.role`,
      `${admin.email} staff.invite`,
    ])
  })

  it('never lets an admin revoke, demote or re-invite themselves', async () => {
    const admin = await createTestStaff(bindings, 'admin')
    const context = await as(admin)
    for (const [what, work] of [
      ['revoke', () => revokeStaffMember(context, { id: admin.id })],
      ['role', () => changeStaffRole(context, { id: admin.id, role: 'agent' })],
      ['invite', () => inviteMember(context, { email: admin.email, role: 'agent' })],
    ] as const) {
      const answer = await refusalOf(work())
      expect(answer.status, what).toBe(409)
      expect(answer.json.error).toBe('self')
    }
    expect(
      await DB.prepare("SELECT role || coalesce(revoked_at, '') AS state FROM staff_members WHERE id = ?").bind(admin.id).first('state'),
    ).toBe('admin')
  })

  it('refuses bad input with a 4xx, never a 500', async () => {
    const admin = await createTestStaff(bindings, 'admin')
    // The server functions' input schemas refuse a malformed body as 400 (staffInput).
    const malformed = (parse: () => unknown) => expect(parse).toThrow(expect.objectContaining({ status: 400 }))
    malformed(() => staffInput(InviteBody)({ email: 'not-an-address', role: 'agent' }))
    malformed(() => staffInput(RoleBody)({ id: 1, role: 'owner' as 'agent' }))
    malformed(() => staffInput(ProfileBody)({} as { name: string; language: 'fr' }))
    expect((await refusalOf(revokeStaffMember(await as(admin), { id: 999999 }))).status).toBe(404)
    expect((await auditLogPage(await as(admin), { before: Number.NaN })).entries).toBeDefined()
  })

  it('changes the profile’s name and language, and pages the audit log newest first, by subject', async () => {
    const agent = await createTestStaff(bindings, 'agent')
    expect(await saveStaffProfile(await as(agent), { name: 'Ana', language: 'nl' })).toEqual({ ok: true })
    // Saved for the member: the middleware reads them again on the next request, and the profile shows them.
    expect(await DB.prepare('SELECT name, language FROM staff_members WHERE id = ?').bind(agent.id).first()).toEqual({
      name: 'Ana',
      language: 'nl',
    })
    expect(await staffProfile(await as({ ...agent, name: 'Ana', language: 'nl' }))).toMatchObject({
      name: 'Ana',
      language: 'nl',
    })
    await DB.batch(
      Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, index) =>
        DB.prepare('INSERT INTO audit_log (staff_id, staff_email, action, subject) VALUES (?, ?, ?, ?)').bind(
          agent.id,
          agent.email,
          'lead.note',
          index % 2 ? 'lead:odd' : 'lead:even',
        ),
      ),
    )
    const first = await auditLogPage(await as(agent), {})
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE)
    const ids = first.entries.map((entry) => entry.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const second = await auditLogPage(await as(agent), { before: first.nextBefore! })
    expect(second.entries).toHaveLength(6)
    expect(second.nextBefore).toBeNull()
    const odd = await auditLogPage(await as(agent), { subject: 'lead:odd' })
    expect(odd.entries.every((entry) => entry.subject === 'lead:odd')).toBe(true)
    expect(odd.entries).toHaveLength(27)
  })
})
