import type { I18n } from '@lingui/core'
import { mailOrigin } from '#/server/mail-origin.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import { operatorAccess, operatorRefused } from '#/server/operator-token.ts'
import type { DoorInput } from '#/server/http-door.ts'
import { auditEntries, conditionalAuditStatement, type AuditEntry } from '#/admin/audit-log.server.ts'
import { Refusal } from '#/server/refusals.ts'
import type { Locale } from '#/i18n/locales.ts'
import { passkeysOf } from './passkey-ceremony.server.ts'
import { readStaffJson, staffJson, type StaffContext } from '#/admin/staff-check.server.ts'
import { staffRefusalMessage } from './staff-answers.ts'
import { STAFF_ACCOUNT_MAILS, inviteStaffMember, type InvitationInput, type Inviter } from './staff-invitations.server.ts'
import { deliverDueAccountMails } from '#/server/account-mail-outbox.server.ts'
import type { StaffRole } from '#/admin/staff-session-rules.ts'
import { InviteBody } from './staff-inputs.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// The profile, the staff list (admins), the audit log (DESIGN.md "Staff and owners"), for the staff
// pages' server functions (staff-admin.functions.ts, decision 033), and the
// operator's door that invites the first admin (`npm run staff -- invite`, guarded by OPERATOR_TOKEN;
// its server route is src/routes/api/staff/invite.ts).

/** The audit log is read a page at a time (DESIGN.md "Staff and owners"). */
export const AUDIT_PAGE_SIZE = 50

/**
 * Makes the invitation and tries its mail at once; `mailed` false when that try failed: the mail
 * stays queued and the cron sends it again (account-mail-outbox.server.ts), with a fresh link.
 */
async function inviteAndMail(
  db: D1Queryable,
  mailer: Mailer,
  input: InvitationInput,
  inviter: Inviter,
  origin: string,
  now: Date,
): Promise<{ id: number; mailed: boolean }> {
  const { member, mailId } = await inviteStaffMember(db, input, inviter, now, origin)
  const run = await deliverDueAccountMails(db, mailer, STAFF_ACCOUNT_MAILS, { id: mailId, now })
  if (run.sent !== 1) console.error('staff invitation: first try failed, the cron retries it', member.email)
  return { id: member.id, mailed: run.sent === 1 }
}

export type StaffProfile = {
  email: string
  name: string
  role: StaffRole
  language: Locale
  passkeys: Array<{ id: string; label: string; createdAt: string; lastUsedAt: string | null }>
}

/** The member's own profile and their passkeys. */
export async function staffProfile({ env, staff }: StaffContext): Promise<StaffProfile> {
  const passkeys = await passkeysOf(env.DB, staff.id)
  return {
    email: staff.email,
    name: staff.name,
    role: staff.role,
    language: staff.language,
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      label: passkey.label,
      createdAt: passkey.created_at,
      lastUsedAt: passkey.last_used_at,
    })),
  }
}

/** The member's name and language (the back office's language for them). */
export async function saveStaffProfile(
  { env, staff, audit }: StaffContext,
  input: { name: string; language: Locale },
): Promise<{ ok: true }> {
  await env.DB.batch([
    env.DB.prepare('UPDATE staff_members SET name = ?, language = ? WHERE id = ?').bind(input.name, input.language, staff.id),
    audit('staff.profile', `staff:${staff.email}`, { name: input.name, language: input.language }),
  ])
  return { ok: true }
}

export type StaffListMember = {
  id: number
  email: string
  name: string
  role: StaffRole
  language: string
  revokedAt: string | null
  createdAt: string
  lastSignInAt: string | null
  passkeys: number
  invitationExpiresAt: string | null
}

/** Every member, the revoked last (admins only). */
export async function staffList({ env }: StaffContext): Promise<{ members: StaffListMember[] }> {
  const { results } = await env.DB.prepare(
    `SELECT m.id, m.email, m.name, m.role, m.language, m.revoked_at, m.created_at, m.last_sign_in_at,
       (SELECT count(*) FROM staff_passkeys WHERE staff_id = m.id) AS passkeys,
       (SELECT max(expires_at) FROM staff_invitations WHERE staff_id = m.id AND used_at IS NULL) AS invitation_expires_at
     FROM staff_members m ORDER BY m.revoked_at IS NOT NULL, lower(m.name), m.email`,
  ).all<{
    id: number
    email: string
    name: string
    role: string
    language: string
    revoked_at: string | null
    created_at: string
    last_sign_in_at: string | null
    passkeys: number
    invitation_expires_at: string | null
  }>()
  return {
    members: results.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role as StaffRole,
      language: row.language,
      revokedAt: row.revoked_at,
      createdAt: row.created_at,
      lastSignInAt: row.last_sign_in_at,
      passkeys: row.passkeys,
      invitationExpiresAt: row.invitation_expires_at,
    })),
  }
}

const selfRefusal = (i18n: I18n) => new Refusal('conflict', { reason: 'self', message: staffRefusalMessage(i18n, 'self') })
const unknownMember = (i18n: I18n) =>
  new Refusal('not-found', { reason: 'unknown-member', message: staffRefusalMessage(i18n, 'unknown-member') })

/** Invites a member (admins only; never oneself): the link is mailed at once, the cron retries a failed try. */
export async function inviteMember(
  { env, staff, i18n, now, mailer, origin }: StaffContext,
  input: InvitationInput,
): Promise<{ ok: true; id: number; mailed: boolean }> {
  if (input.email === staff.email) throw selfRefusal(i18n)
  const result = await inviteAndMail(env.DB, mailer, input, staff, origin, now)
  return { ok: true, id: result.id, mailed: result.mailed }
}

/** Changes a member's role (admins only). An admin never demotes themselves: one admin always remains who can undo it. */
export async function changeStaffRole({ env, staff, i18n }: StaffContext, input: { id: number; role: StaffRole }): Promise<{ ok: true }> {
  if (input.id === staff.id) throw selfRefusal(i18n)
  const target = await env.DB.prepare('SELECT email, role FROM staff_members WHERE id = ?')
    .bind(input.id)
    .first<{ email: string; role: string }>()
  if (!target) throw unknownMember(i18n)
  const changes = 'EXISTS (SELECT 1 FROM staff_members WHERE id = ? AND role <> ?)'
  await env.DB.batch([
    conditionalAuditStatement(
      env.DB,
      staff,
      'staff.role',
      `staff:${target.email}`,
      { from: target.role, to: input.role },
      changes,
      input.id,
      input.role,
    ),
    env.DB.prepare('UPDATE staff_members SET role = ? WHERE id = ?').bind(input.role, input.id),
  ])
  return { ok: true }
}

/** Revokes a member (admins only; never oneself): every session ends (the version moves on), and no unused link still opens. */
export async function revokeStaffMember({ env, staff, i18n, now }: StaffContext, input: { id: number }): Promise<{ ok: true }> {
  if (input.id === staff.id) throw selfRefusal(i18n)
  const target = await env.DB.prepare('SELECT email FROM staff_members WHERE id = ?').bind(input.id).first<{ email: string }>()
  if (!target) throw unknownMember(i18n)
  const active = 'EXISTS (SELECT 1 FROM staff_members WHERE id = ? AND revoked_at IS NULL)'
  await env.DB.batch([
    conditionalAuditStatement(env.DB, staff, 'staff.revoke', `staff:${target.email}`, {}, active, input.id),
    env.DB.prepare(
      'UPDATE staff_members SET revoked_at = ?, session_version = session_version + 1 WHERE id = ? AND revoked_at IS NULL',
    ).bind(now.toISOString(), input.id),
    env.DB.prepare('DELETE FROM staff_invitations WHERE staff_id = ? AND used_at IS NULL').bind(input.id),
  ])
  return { ok: true }
}

/** The audit log a page at a time, newest first, optionally about one subject. */
export async function auditLogPage(
  { env }: StaffContext,
  input: { subject?: string; before?: number },
): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
  const subject = input.subject?.trim().slice(0, 300) || undefined
  const before = input.before
  const entries = await auditEntries(env.DB, {
    subject,
    limit: AUDIT_PAGE_SIZE + 1,
    beforeId: before !== undefined && Number.isInteger(before) && before > 0 ? before : undefined,
  })
  const page = entries.slice(0, AUDIT_PAGE_SIZE)
  return { entries: page, nextBefore: entries.length > AUDIT_PAGE_SIZE ? page[page.length - 1]!.id : null }
}

/**
 * POST /api/staff/invite (Authorization: Bearer OPERATOR_TOKEN): the operator's command invites a
 * member, the first admin above all; the site mails the link. Not a back-office door: no session,
 * no Origin (a command sends none), only the operator's token.
 */
export async function staffInviteResponse({ request, env, services }: DoorInput): Promise<Response> {
  if ((await operatorAccess(request, env)) !== 'operator') return operatorRefused()
  const read = await readStaffJson(request, InviteBody)
  if (!read.ok) return read.response
  const now = services.now?.() ?? new Date()
  const result = await inviteAndMail(env.DB, services.mailer, read.value, { id: null, email: 'operator' }, mailOrigin(request, env), now)
  return staffJson({ ok: true, id: result.id, email: read.value.email, role: read.value.role, mailed: result.mailed }, 201)
}
