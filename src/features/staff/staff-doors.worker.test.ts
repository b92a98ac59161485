import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { sealOwnerSession } from '#/features/owner-portal/owner-session.server.ts'
import { SITE, recordingMailer, routeAddress } from '../../../tests/support/staff-requests.ts'
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
} from './staff-admin.server.ts'

// DESIGN.md "Staff and owners": "an owner's or a visitor's cookie opens nothing", "every endpoint
// checks the role on the server". Every server route under /api/admin/ (decision 033), found by its
// file, is walked without a session through its own handlers, so a new door cannot escape the walk;
// every server function is built with the staff middleware (src/admin/staff-functions.test.ts), whose
// refusals are staff-middleware.worker.test.ts. Then the staff list's own rules, through its work functions.

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

/** A server route's handlers as the Worker's Start handler calls them (with more in the context, which ours do not read). */
type RouteHandler = (context: { request: Request; params: Record<string, string> }) => Promise<Response>
/** Every server route file under /api/admin/, loaded as the Worker loads it. */
const ADMIN_ROUTE_FILES = import.meta.glob<{ Route: { options: { server?: { handlers?: Record<string, RouteHandler> } } } }>(
  '/src/routes/api/admin/**/*.ts',
)

/** The doors under /api/admin/ that no staff session opens, each with why (decision 018). */
const OPEN_DOORS: Record<string, string> = {
  '/api/admin/sign-in/options': 'signing in: there is no session yet',
  '/api/admin/sign-in/verify': 'signing in: there is no session yet',
  '/api/admin/register/options': 'the invitation’s token opens it',
  '/api/admin/register/verify': 'the invitation’s token opens it',
  '/api/admin/sign-out': 'ends the session its cookie names, if any',
}
/** The catch-all after every back-office route: any other path is not found. */
const CATCH_ALL = '/api/admin/$'

/** A route file's address with each `$parameter` filled in, and those parameters. */
function example(file: string): { address: string; path: string; params: Record<string, string> } {
  const address = routeAddress(file)
  const params: Record<string, string> = {}
  const path = address.replace(/\$(\w+)/g, (_, name: string) => {
    params[name] = '1'
    return '1'
  })
  return { address, path, params }
}

async function walk(file: string, each: (answer: Response, what: string) => void, cookies: Array<string | undefined>, origin?: string) {
  const { path, params } = example(file)
  const handlers = (await ADMIN_ROUTE_FILES[file]!()).Route.options.server?.handlers ?? {}
  const methods = (['GET', 'POST'] as const).filter((method) => method in handlers)
  expect(methods.length, file).toBeGreaterThanOrEqual(1)
  for (const method of methods) {
    for (const cookie of cookies) {
      const headers: Record<string, string> = { Accept: 'application/json' }
      if (cookie) headers.Cookie = cookie
      if (method === 'POST') headers['Content-Type'] = 'application/json'
      if (method === 'POST' && origin) headers.Origin = origin
      const request = new Request(new URL(path, SITE), { method, headers, body: method === 'POST' ? '{}' : undefined })
      each(await handlers[method]!({ request, params }), `${method} ${path} with ${cookie ?? 'no cookie'}`)
    }
  }
}

describe('the back office’s server routes without a staff session (decision 033)', () => {
  const files = Object.keys(ADMIN_ROUTE_FILES)
  const guarded = files.filter((file) => !(routeAddress(file) in OPEN_DOORS) && routeAddress(file) !== CATCH_ALL)

  it('finds them, and every open door it names', () => {
    expect(guarded.length).toBeGreaterThanOrEqual(9)
    const addresses = files.map(routeAddress)
    expect(Object.keys(OPEN_DOORS).filter((address) => !addresses.includes(address))).toEqual([])
    expect(addresses).toContain(CATCH_ALL)
  })

  it('answers 401 to every other door, by every method, without a cookie and with an owner’s or a forged one', async () => {
    const cookies = [undefined, await ownerCookie(), '__Host-staff=forged-seal']
    for (const file of guarded) {
      await walk(
        file,
        (answer, what) => {
          expect(answer.status, what).toBe(401)
          expect(answer.headers.get('Cache-Control'), what).toBe('private, no-store')
        },
        cookies,
        SITE,
      )
    }
    // The first walk loads every route file and the features behind them.
  }, 60_000)

  it('answers another method than a door’s own with 405 and the methods it allows, before any staff check', async () => {
    for (const file of files.filter((name) => routeAddress(name) !== CATCH_ALL)) {
      const { path, params } = example(file)
      const handlers = (await ADMIN_ROUTE_FILES[file]!()).Route.options.server?.handlers ?? {}
      expect(handlers.ANY, `${file} answers every other method`).toBeDefined()
      const answer = await handlers.ANY!({ request: new Request(new URL(path, SITE), { method: 'PUT', body: '{}' }), params })
      const own = (['GET', 'POST'] as const).filter((method) => method in handlers)
      expect(answer.status, file).toBe(405)
      expect(answer.headers.get('Allow'), file).toBe((own.includes('GET') ? [...own, 'HEAD'] : own).join(', '))
    }
  })

  it('refuses a post to an open door from another origin or with none (403), privately', async () => {
    for (const file of files.filter((name) => routeAddress(name) in OPEN_DOORS)) {
      for (const origin of ['https://evil.test', undefined]) {
        await walk(
          file,
          (answer, what) => {
            expect(answer.status, `${what} from ${origin ?? 'no origin'}`).toBe(403)
            expect(answer.headers.get('Cache-Control'), what).toBe('private, no-store')
          },
          [undefined],
          origin,
        )
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
