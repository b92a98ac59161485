import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { routeRequest } from '#/server/worker-routes.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { createTestStaff, type TestStaff } from '../../../tests/support/test-staff.ts'
import { ACCOUNT_MAIL_COMPOSERS, ADMIN_ROUTES } from '#/features/back-office/admin-routes.server.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import { deliverDueAccountMails } from '#/server/account-mail-outbox.server.ts'
import { hashResetToken } from '#/features/owner-portal/reset-tokens.ts'

// Issue 18 "Owners" in workerd: add, invite (the CLI's mail), link and unlink by reference; every
// change in the audit log; nothing without a staff session.

const appEnv = env as unknown as AppEnv
const DB = appEnv.DB
const ORIGIN = 'https://site.test'
const mails: OutgoingMail[] = []

async function call(
  path: string,
  options: { cookie?: string; method?: 'GET' | 'POST'; body?: unknown; mailer?: Mailer } = {},
): Promise<Response> {
  const method = options.method ?? 'GET'
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (options.cookie) headers.Cookie = options.cookie
  if (method === 'POST') Object.assign(headers, { Origin: ORIGIN, 'Content-Type': 'application/json' })
  const request = new Request(`${ORIGIN}${path}`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
  })
  const response = await routeRequest(ADMIN_ROUTES, {
    request,
    env: appEnv,
    ctx: createExecutionContext(),
    url: new URL(request.url),
    services: { mailer: options.mailer ?? { send: async (mail) => void mails.push(mail) } },
  })
  return response!
}

let agent: TestStaff
const PROPERTY = 870_001

beforeAll(async () => {
  agent = await createTestStaff(appEnv, 'agent', { language: 'fr' })
  await DB.prepare(
    `INSERT INTO properties (id, goal, city, city_key, zip, web_id, language, price, headlines) VALUES (?, 0, 'Wavre', 'wavre', '1300', 1, 'fr', 395000, '{}')`,
  )
    .bind(PROPERTY)
    .run()
})

describe('owners in the back office', () => {
  it('gives nothing without a staff session', async () => {
    expect((await call('/api/admin/owners')).status).toBe(401)
    expect(
      (await call('/api/admin/owners', { method: 'POST', body: { email: 'x@example.be', firstName: '', lastName: '', language: 'fr' } }))
        .status,
    ).toBe(401)
    expect((await call('/api/admin/owners/1/link', { method: 'POST', body: { reference: String(PROPERTY) } })).status).toBe(401)
  })

  it('adds an owner, refuses the same address twice, links and unlinks a property by reference, and logs each change', async () => {
    const added = await call('/api/admin/owners', {
      cookie: agent.cookie,
      method: 'POST',
      body: { email: ' Paul.Owner@Example.be', firstName: 'Paul', lastName: 'Owner', language: 'nl' },
    })
    expect(added.status).toBe(201)
    const { id } = (await added.json()) as { id: number }
    const again = await call('/api/admin/owners', {
      cookie: agent.cookie,
      method: 'POST',
      body: { email: 'paul.owner@example.be', firstName: 'P', lastName: 'O', language: 'nl' },
    })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ message: expect.stringMatching(/existe déjà|already exists/) })

    const unknown = await call(`/api/admin/owners/${id}/link`, { cookie: agent.cookie, method: 'POST', body: { reference: '999999999' } })
    expect(unknown.status).toBe(422)
    expect(
      (await call(`/api/admin/owners/${id}/link`, { cookie: agent.cookie, method: 'POST', body: { reference: ` ${PROPERTY} ` } })).status,
    ).toBe(200)
    const page = (await (await call(`/api/admin/owners/${id}`, { cookie: agent.cookie })).json()) as {
      owner: { linked: Array<{ id: number }>; properties: number; email: string; lastLoginAt: string | null }
    }
    expect(page.owner).toMatchObject({ email: 'paul.owner@example.be', properties: 1, lastLoginAt: null })
    expect(page.owner.linked.map((property) => property.id)).toEqual([PROPERTY])
    const list = (await (await call('/api/admin/owners', { cookie: agent.cookie })).json()) as {
      owners: Array<{ id: number; properties: number }>
    }
    expect(list.owners.find((owner) => owner.id === id)).toMatchObject({ properties: 1 })

    expect(
      await (await call(`/api/admin/owners/${id}/unlink`, { cookie: agent.cookie, method: 'POST', body: { propertyId: PROPERTY } })).json(),
    ).toEqual({ unlinked: true })
    expect(await DB.prepare('SELECT COUNT(*) AS n FROM owner_properties WHERE owner_id = ?').bind(id).first('n')).toBe(0)
    const { results } = await DB.prepare(`SELECT action FROM audit_log WHERE staff_id = ? AND action LIKE 'owner.%' ORDER BY id`)
      .bind(agent.id)
      .all<{ action: string }>()
    expect(results.map((row) => row.action)).toEqual(['owner.add', 'owner.link', 'owner.unlink'])
  })

  it('invites with the mail the CLI has the site send: a password link in the owner’s language', async () => {
    const owner = await DB.prepare(
      `INSERT INTO owners (email, first_name, last_name, language) VALUES ('invite.me@example.be', 'Ina', 'Vite', 'nl') RETURNING id`,
    ).first<{ id: number }>()
    const before = mails.length
    const response = await call(`/api/admin/owners/${owner!.id}/invite`, { cookie: agent.cookie, method: 'POST' })
    expect(response.status).toBe(200)
    const mail = mails.slice(before)
    expect(mail).toHaveLength(1)
    expect(JSON.stringify(mail[0])).toContain('invite.me@example.be')
    expect(JSON.stringify(mail[0])).toMatch(/wachtwoord-opnieuw-instellen|token=/)
    expect(await DB.prepare('SELECT COUNT(*) AS n FROM password_resets WHERE owner_id = ?').bind(owner!.id).first('n')).toBe(1)
  })

  it('keeps an invitation whose mail failed, and the next cron run sends it with a fresh link (issue 30)', async () => {
    const owner = await DB.prepare(
      `INSERT INTO owners (email, first_name, last_name, language) VALUES ('retry.me@example.be', 'Rita', 'Try', 'de') RETURNING id`,
    ).first<{ id: number }>()
    const down: Mailer = { send: async () => Promise.reject(new Error('mail service down')) }
    const response = await call(`/api/admin/owners/${owner!.id}/invite`, { cookie: agent.cookie, method: 'POST', mailer: down })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ sent: false })
    const queued = await DB.prepare(
      `SELECT status, attempts, last_error, next_attempt_at FROM account_mails WHERE recipient_id = ? AND kind = 'owner-password-link'`,
    )
      .bind(owner!.id)
      .first<{ status: string; attempts: number; last_error: string; next_attempt_at: string }>()
    expect(queued).toMatchObject({ status: 'pending', attempts: 1, last_error: 'mail service down' })

    // The cron's run, once the retry is due.
    const sent: OutgoingMail[] = []
    const mailer: Mailer = { send: async (mail) => void sent.push(mail) }
    const later = new Date(Date.parse(queued!.next_attempt_at) + 1000)
    expect(await deliverDueAccountMails(DB, mailer, ACCOUNT_MAIL_COMPOSERS, { now: later })).toMatchObject({ sent: 1 })
    expect(sent).toHaveLength(1)
    expect(sent[0]!.to.email).toBe('retry.me@example.be')
    expect(sent[0]!.language).toBe('de')
    // Its link opens: the token's hash is stored for this owner, valid 30 minutes from the retry.
    const token = /token=([A-Za-z0-9_-]+)/.exec(sent[0]!.text)![1]!
    const stored = await DB.prepare('SELECT owner_id, expires_at FROM password_resets WHERE token_hash = ?')
      .bind(await hashResetToken(token))
      .first<{ owner_id: number; expires_at: string }>()
    expect(stored?.owner_id).toBe(owner!.id)
    expect(Date.parse(stored!.expires_at)).toBe(later.getTime() + 30 * 60_000)
    expect(
      await DB.prepare(`SELECT status FROM account_mails WHERE recipient_id = ? AND kind = 'owner-password-link'`)
        .bind(owner!.id)
        .first('status'),
    ).toBe('sent')
    // Sent once: the next run has nothing to send.
    expect(await deliverDueAccountMails(DB, mailer, ACCOUNT_MAIL_COMPOSERS, { now: new Date(later.getTime() + 3600_000) })).toMatchObject({
      sent: 0,
    })
    expect(sent).toHaveLength(1)
  })

  it('answers 404 to an owner id that is not one', async () => {
    expect((await call('/api/admin/owners/abc', { cookie: agent.cookie })).status).toBe(404)
    expect((await call('/api/admin/owners/99999999', { cookie: agent.cookie })).status).toBe(404)
    expect((await call('/api/admin/owners/0/invite', { cookie: agent.cookie, method: 'POST' })).status).toBe(404)
  })
})
