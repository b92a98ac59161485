import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { STAFF_ROUTES } from '#/features/back-office/admin-routes.server.ts'
import { sealOwnerSession } from '#/features/owner-portal/owner-session.server.ts'
import { adminCall, recordingMailer } from '../../../tests/support/staff-requests.ts'
import { createTestStaff } from '../../../tests/support/test-staff.ts'
import { AUDIT_PAGE_SIZE } from './staff-routes.server.ts'

// Issue 18: "an owner's or a visitor's cookie opens nothing", "every endpoint checks the role on the
// server": the real table of back-office doors walked, then the staff list's own rules.

const bindings = env as unknown as { DB: D1Database; SESSION_SECRET: string }
const DB = bindings.DB

beforeEach(async () => {
  await DB.batch(
    ['audit_log', 'webauthn_challenges', 'staff_invitations', 'staff_passkeys', 'staff_members', 'owners'].map((table) =>
      DB.prepare(`DELETE FROM ${table}`),
    ),
  )
})

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

describe('the back office’s doors (issue 18)', () => {
  it('has doors to walk', () => {
    expect(STAFF_ROUTES.length).toBeGreaterThanOrEqual(9)
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

  it('answers 403 to an agent at every admin door', async () => {
    const agent = await createTestStaff(bindings, 'agent')
    const adminDoors = STAFF_ROUTES.filter((route) => route.role === 'admin')
    expect(adminDoors.map((route) => route.example)).toEqual(
      expect.arrayContaining(['/api/admin/staff', '/api/admin/staff/invite', '/api/admin/staff/role', '/api/admin/staff/revoke']),
    )
    for (const route of adminDoors) {
      for (const method of route.methods) {
        const answer = await adminCall(route.example, {
          method,
          cookie: agent.cookie,
          body: method === 'POST' ? { id: agent.id, role: 'admin', email: 'x@agency.test' } : undefined,
        })
        expect(answer.status, `${method} ${route.example}`).toBe(403)
      }
    }
    expect(await DB.prepare(`SELECT role FROM staff_members WHERE id = ?`).bind(agent.id).first('role')).toBe('agent')
    expect(await DB.prepare('SELECT count(*) AS n FROM audit_log').first('n')).toBe(0)
  })
})

describe('managing staff (issue 18)', () => {
  it('lets an admin invite, promote and revoke, each change in the audit log', async () => {
    const admin = await createTestStaff(bindings, 'admin')
    const mailer = recordingMailer()
    const invited = await adminCall('/api/admin/staff/invite', {
      body: { email: 'Otto@Agency.test', role: 'agent', name: 'Otto', language: 'de' },
      cookie: admin.cookie,
      mailer,
    })
    expect(invited.status).toBe(200)
    expect(mailer.mails[0]!.to.email).toBe('otto@agency.test')
    expect(mailer.mails[0]!.language).toBe('de')
    const id = invited.json.id as number
    expect((await adminCall('/api/admin/staff/role', { body: { id, role: 'admin' }, cookie: admin.cookie })).status).toBe(200)
    expect((await adminCall('/api/admin/staff/revoke', { body: { id }, cookie: admin.cookie })).status).toBe(200)
    const list = await adminCall('/api/admin/staff', { method: 'GET', cookie: admin.cookie })
    expect(list.json.members).toContainEqual(
      expect.objectContaining({ email: 'otto@agency.test', role: 'admin', passkeys: 0, invitationExpiresAt: null }),
    )
    expect(list.json.members.find((member: { email: string }) => member.email === 'otto@agency.test').revokedAt).not.toBeNull()
    const audit = await adminCall('/api/admin/audit', { method: 'GET', cookie: admin.cookie })
    expect(audit.json.entries.map((entry: { action: string; staffEmail: string }) => `${entry.staffEmail} ${entry.action}`)).toEqual([
      `${admin.email} staff.revoke`,
      `${admin.email} staff.role`,
      `${admin.email} staff.invite`,
    ])
  })

  it('never lets an admin revoke, demote or re-invite themselves', async () => {
    const admin = await createTestStaff(bindings, 'admin')
    for (const [path, body] of [
      ['/api/admin/staff/revoke', { id: admin.id }],
      ['/api/admin/staff/role', { id: admin.id, role: 'agent' }],
      ['/api/admin/staff/invite', { email: admin.email, role: 'agent' }],
    ] as const) {
      const answer = await adminCall(path, { body, cookie: admin.cookie })
      expect(answer.status, path).toBe(409)
      expect(answer.json.error).toBe('self')
    }
    expect(
      await DB.prepare("SELECT role || coalesce(revoked_at, '') AS state FROM staff_members WHERE id = ?").bind(admin.id).first('state'),
    ).toBe('admin')
  })

  it('refuses bad input with a 4xx, never a 500', async () => {
    const admin = await createTestStaff(bindings, 'admin')
    expect(
      (await adminCall('/api/admin/staff/invite', { body: { email: 'not-an-address', role: 'agent' }, cookie: admin.cookie })).status,
    ).toBe(400)
    expect((await adminCall('/api/admin/staff/role', { body: { id: 1, role: 'owner' }, cookie: admin.cookie })).status).toBe(400)
    expect((await adminCall('/api/admin/staff/revoke', { body: { id: 999999 }, cookie: admin.cookie })).status).toBe(404)
    expect((await adminCall('/api/admin/profile', { body: '{', cookie: admin.cookie })).status).toBe(400)
    expect((await adminCall('/api/admin/audit?before=abc', { method: 'GET', cookie: admin.cookie })).status).toBe(200)
  })

  it('changes the profile’s name and language, and pages the audit log newest first, by subject', async () => {
    const agent = await createTestStaff(bindings, 'agent')
    expect((await adminCall('/api/admin/profile', { body: { name: 'Ana', language: 'nl' }, cookie: agent.cookie })).status).toBe(200)
    expect((await adminCall('/api/admin/profile', { method: 'GET', cookie: agent.cookie })).json).toMatchObject({
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
    const first = await adminCall('/api/admin/audit', { method: 'GET', cookie: agent.cookie })
    expect(first.json.entries).toHaveLength(AUDIT_PAGE_SIZE)
    const ids = first.json.entries.map((entry: { id: number }) => entry.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const second = await adminCall(`/api/admin/audit?before=${first.json.nextBefore}`, { method: 'GET', cookie: agent.cookie })
    expect(second.json.entries).toHaveLength(6)
    expect(second.json.nextBefore).toBeNull()
    const odd = await adminCall('/api/admin/audit?subject=lead:odd', { method: 'GET', cookie: agent.cookie })
    expect(odd.json.entries.every((entry: { subject: string }) => entry.subject === 'lead:odd')).toBe(true)
    expect(odd.json.entries).toHaveLength(27)
  })
})
