import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { createTestStaff, refusalOf, testStaffContext, type TestStaff } from '../../../tests/support/test-staff.ts'
import { addOwner, inviteOwner, linkOwnerProperty, owner as ownerPage, owners, unlinkOwnerProperty } from './owner-admin.server.ts'
import { ACCOUNT_MAIL_COMPOSERS } from '#/features/back-office/index.server.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import { deliverDueAccountMails } from '#/server/account-mail-outbox.server.ts'
import { hashResetToken } from '#/features/owner-portal/reset-tokens.ts'

// DESIGN.md "Staff and owners", owners, in workerd: add, invite (the CLI's mail), link and unlink by
// reference; every change in the audit log. Nothing without a staff session: the staff middleware's
// refusals are src/features/staff/staff-middleware.worker.test.ts.

const appEnv = env as unknown as AppEnv
const DB = appEnv.DB
const ORIGIN = 'https://site.test'
const mails: OutgoingMail[] = []

/** The member's context, as the staff middleware makes it for a request of theirs. */
const as = (member: TestStaff, mailer?: Mailer) =>
  testStaffContext(appEnv, member, { origin: ORIGIN, mailer: mailer ?? { send: async (mail) => void mails.push(mail) } })

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
  it('adds an owner, refuses the same address twice, links and unlinks a property by reference, and logs each change', async () => {
    const { id } = await addOwner(await as(agent), {
      email: ' Paul.Owner@Example.be',
      firstName: 'Paul',
      lastName: 'Owner',
      language: 'nl',
    })
    expect(id).toBeGreaterThan(0)
    const again = await refusalOf(
      addOwner(await as(agent), { email: 'paul.owner@example.be', firstName: 'P', lastName: 'O', language: 'nl' }),
    )
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ message: expect.stringMatching(/existe déjà|already exists/) })

    expect((await refusalOf(linkOwnerProperty(await as(agent), String(id), '999999999'))).status).toBe(422)
    expect(await linkOwnerProperty(await as(agent), String(id), ` ${PROPERTY} `)).toEqual({ linked: true })
    const page = await ownerPage(await as(agent), String(id))
    expect(page.owner).toMatchObject({ email: 'paul.owner@example.be', properties: 1, lastLoginAt: null })
    expect(page.owner.linked.map((property) => property.id)).toEqual([PROPERTY])
    const list = await owners(await as(agent))
    expect(list.owners.find((owner) => owner.id === id)).toMatchObject({ properties: 1 })

    expect(await unlinkOwnerProperty(await as(agent), String(id), PROPERTY)).toEqual({ unlinked: true })
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
    expect(await inviteOwner(await as(agent), String(owner!.id))).toEqual({ sent: true })
    const mail = mails.slice(before)
    expect(mail).toHaveLength(1)
    expect(JSON.stringify(mail[0])).toContain('invite.me@example.be')
    expect(JSON.stringify(mail[0])).toMatch(/wachtwoord-opnieuw-instellen|token=/)
    expect(await DB.prepare('SELECT COUNT(*) AS n FROM password_resets WHERE owner_id = ?').bind(owner!.id).first('n')).toBe(1)
  })

  it('keeps an invitation whose mail failed, and the next cron run sends it with a fresh link', async () => {
    const owner = await DB.prepare(
      `INSERT INTO owners (email, first_name, last_name, language) VALUES ('retry.me@example.be', 'Rita', 'Try', 'de') RETURNING id`,
    ).first<{ id: number }>()
    const down: Mailer = { send: async () => Promise.reject(new Error('mail service down')) }
    expect(await inviteOwner(await as(agent, down), String(owner!.id))).toEqual({ sent: false })
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
    expect((await refusalOf(ownerPage(await as(agent), 'abc'))).status).toBe(404)
    expect((await refusalOf(ownerPage(await as(agent), '99999999'))).status).toBe(404)
    expect((await refusalOf(inviteOwner(await as(agent), '0'))).status).toBe(404)
  })
})
