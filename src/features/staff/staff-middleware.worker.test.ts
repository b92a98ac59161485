import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { Refusal } from '#/server/refusals.ts'
import { sealOwnerSession } from '#/features/owner-portal/owner-session.server.ts'
import { createTestStaff } from '../../../tests/support/test-staff.ts'
import { STAFF_JSON_LIMIT_BYTES, staffCheck, staffContextOf, staffRouteAnswer } from '#/admin/staff-check.server.ts'
import { STAFF_SESSION_IDLE_SECONDS as STAFF_IDLE_SECONDS_FOR_TESTS } from '#/admin/staff-session-rules.ts'

// Decision 033: what the staff middleware (src/admin/staff-middleware.ts) checks before any back-office work,
// through the plain functions it calls: no live session 401 (no cookie, an owner's, a forged one, one
// idle too long), a role too low 403, a change from another origin 403, the private headers and the
// session moved on, the audit statement in the member's name, and refusals by the one table.

const appEnv = env as unknown as AppEnv
const { DB } = appEnv
const SITE = 'https://immo.test'
const NOW = new Date('2026-07-01T10:00:00.000Z')

function request(method: 'GET' | 'POST', cookie?: string, headers: Record<string, string> = {}): Request {
  const all: Record<string, string> = { ...headers }
  if (cookie) all.Cookie = cookie
  if (method === 'POST' && !('Origin' in all)) all.Origin = SITE
  return new Request(`${SITE}/_serverFn/some-function`, { method, headers: all })
}

const refusedWith = (check: Awaited<ReturnType<typeof staffCheck>>) =>
  check.kind === 'refused' ? { status: check.refusal.status, error: check.refusal.body.error } : { status: 200, error: undefined }

beforeEach(async () => {
  await DB.batch(['audit_log', 'staff_members', 'owners'].map((table) => DB.prepare(`DELETE FROM ${table}`)))
})

describe('the staff check', () => {
  it('refuses without a live staff session: no cookie, an owner’s, a forged seal, a session idle too long', async () => {
    const owner = await DB.prepare(
      `INSERT INTO owners (email, first_name, last_name, language) VALUES ('owner@example.be', 'O', 'Wner', 'fr') RETURNING id, session_version`,
    ).first<{ id: number; session_version: number }>()
    const ownerCookie = (
      await sealOwnerSession(
        appEnv,
        { ownerId: owner!.id, version: owner!.session_version, loginAt: NOW.getTime(), seenAt: NOW.getTime() },
        NOW.getTime(),
      )
    ).split(';')[0]!
    for (const cookie of [undefined, ownerCookie, '__Host-staff=Fe26.2**forged']) {
      for (const method of ['GET', 'POST'] as const) {
        expect(refusedWith(await staffCheck(request(method, cookie), appEnv, 'agent', NOW)), `${method} ${cookie}`).toEqual({
          status: 401,
          error: 'signed-out',
        })
      }
    }
    const idle = await createTestStaff(appEnv, 'admin', { now: NOW.getTime() - (STAFF_IDLE_SECONDS_FOR_TESTS + 60) * 1000 })
    expect(refusedWith(await staffCheck(request('GET', idle.cookie), appEnv, 'agent', NOW))).toEqual({ status: 401, error: 'signed-out' })
  })

  it('lets an admin do what an agent may, and refuses an agent what only an admin may (403)', async () => {
    const agent = await createTestStaff(appEnv, 'agent', { now: NOW.getTime() })
    const admin = await createTestStaff(appEnv, 'admin', { now: NOW.getTime() })
    expect((await staffCheck(request('GET', agent.cookie), appEnv, 'agent', NOW)).kind).toBe('ok')
    expect((await staffCheck(request('GET', admin.cookie), appEnv, 'agent', NOW)).kind).toBe('ok')
    expect((await staffCheck(request('POST', admin.cookie), appEnv, 'admin', NOW)).kind).toBe('ok')
    expect(refusedWith(await staffCheck(request('POST', agent.cookie), appEnv, 'admin', NOW))).toEqual({ status: 403, error: 'forbidden' })
    expect(refusedWith(await staffCheck(request('GET', agent.cookie), appEnv, 'admin', NOW))).toEqual({ status: 403, error: 'forbidden' })
  })

  it('refuses a change from another origin or without one (403), and a JSON body over its limit (413)', async () => {
    const agent = await createTestStaff(appEnv, 'agent', { now: NOW.getTime() })
    for (const origin of ['https://evil.test', 'null']) {
      expect(refusedWith(await staffCheck(request('POST', agent.cookie, { Origin: origin }), appEnv, 'agent', NOW))).toEqual({
        status: 403,
        error: 'origin',
      })
    }
    const noOrigin = new Request(`${SITE}/_serverFn/x`, { method: 'POST', headers: { Cookie: agent.cookie } })
    expect(refusedWith(await staffCheck(noOrigin, appEnv, 'agent', NOW))).toEqual({ status: 403, error: 'origin' })
    const large = request('POST', agent.cookie, {
      'Content-Type': 'application/json',
      'Content-Length': String(STAFF_JSON_LIMIT_BYTES + 1),
    })
    expect(refusedWith(await staffCheck(large, appEnv, 'agent', NOW))).toEqual({ status: 413, error: 'too-large' })
  })

  it('hands the work the member’s language and an audit statement in their name', async () => {
    const agent = await createTestStaff(appEnv, 'agent', { language: 'nl', now: NOW.getTime() })
    const check = await staffCheck(request('POST', agent.cookie), appEnv, 'agent', NOW)
    if (check.kind !== 'ok') throw new Error('refused')
    expect(check.staff).toMatchObject({ id: agent.id, email: agent.email, role: 'agent', language: 'nl' })
    const context = await staffContextOf(appEnv, check.staff, {
      now: NOW,
      mailer: { send: async () => {} },
      origin: SITE,
      waitUntil: () => {},
    })
    expect(context.i18n.locale).toBe('nl')
    await context.audit('lead.note', 'lead:abc', { characters: 3 }).run()
    expect(await DB.prepare('SELECT staff_id, staff_email, action, subject, detail FROM audit_log').first()).toEqual({
      staff_id: agent.id,
      staff_email: agent.email,
      action: 'lead.note',
      subject: 'lead:abc',
      detail: '{"characters":3}',
    })
    // The session moves on: a fresh seal of the same session.
    expect(await check.refreshCookie()).toMatch(/^__Host-staff=.+; /)
  })
})

describe('a staff server route', () => {
  it('answers the work with the private headers and the session moved on', async () => {
    const agent = await createTestStaff(appEnv, 'agent', { now: NOW.getTime() })
    const answer = await staffRouteAnswer(request('GET', agent.cookie), appEnv, 'agent', async () => new Response('csv'), NOW)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe('csv')
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    expect(answer.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
    expect(answer.headers.get('Set-Cookie')).toMatch(/^__Host-staff=/)
  })

  it('refuses by the one table, with the same headers; a failure of the work says nothing but 503', async () => {
    const agent = await createTestStaff(appEnv, 'agent', { now: NOW.getTime() })
    const work = async () => new Response('never')
    const anonymous = await staffRouteAnswer(request('GET'), appEnv, 'agent', work, NOW)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ error: 'signed-out', code: 'unauthenticated' })
    expect(anonymous.headers.get('Cache-Control')).toBe('private, no-store')
    expect((await staffRouteAnswer(request('GET', agent.cookie), appEnv, 'admin', work, NOW)).status).toBe(403)
    const missing = await staffRouteAnswer(
      request('GET', agent.cookie),
      appEnv,
      'agent',
      async () => {
        throw new Refusal('not-found', { message: 'Gone.' })
      },
      NOW,
    )
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'not-found', code: 'not-found', message: 'Gone.' })
    expect(missing.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
    const broken = await staffRouteAnswer(
      request('GET', agent.cookie),
      appEnv,
      'agent',
      async () => {
        throw new Error('database down')
      },
      NOW,
    )
    expect(broken.status).toBe(503)
    expect(await broken.json()).toEqual({ error: 'unavailable', code: 'unavailable' })
  })
})
