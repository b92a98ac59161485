import * as v from 'valibot'
import { mailOrigin } from '#/server/mail-origin.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import { operatorAccess, operatorRefused } from '#/server/operator-token.ts'
import type { WorkerRoute } from '#/server/worker-routes.ts'
import { auditEntries, conditionalAuditStatement } from '#/admin/audit-log.server.ts'
import { passkeysOf } from './passkey-ceremony.server.ts'
import { readStaffJson, staffJson, staffGuard, type StaffRoute } from '#/admin/staff-guard.server.ts'
import { staffRefusalMessage } from './staff-answers.ts'
import { STAFF_ACCOUNT_MAILS, inviteStaffMember, type InvitationInput, type Inviter } from './staff-invitations.server.ts'
import { deliverDueAccountMails } from '#/server/account-mail-outbox.server.ts'
import { STAFF_ROLES } from '#/admin/staff-session-rules.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// The profile, the staff list (admins), the audit log (issue 18), and the operator's door that
// invites the first admin (`npm run staff -- invite`, guarded by OPERATOR_TOKEN).

const languageField = v.picklist(['nl', 'fr', 'en', 'de'])
const roleField = v.picklist(STAFF_ROLES)
const emailField = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email())
const nameField = v.pipe(v.string(), v.trim(), v.maxLength(120))
const InviteBody = v.object({ email: emailField, role: roleField, name: v.optional(nameField), language: v.optional(languageField) })
const ProfileBody = v.object({ name: nameField, language: languageField })
const MemberBody = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) })
const RoleBody = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), role: roleField })

/** Issue 18: the audit log is read a page at a time. */
export const AUDIT_PAGE_SIZE = 50

/**
 * Makes the invitation and tries its mail at once; `mailed` false when that try failed: the mail
 * stays queued and the cron sends it again (issue 30), with a fresh link.
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

export const STAFF_MEMBER_ROUTES: StaffRoute[] = [
  staffGuard({
    path: '/api/admin/profile',
    methods: ['GET', 'POST'],
    role: 'agent',
    handle: async ({ request, env, staff, audit }) => {
      if (request.method === 'POST') {
        const read = await readStaffJson(request, ProfileBody)
        if (!read.ok) return read.response
        await env.DB.batch([
          env.DB.prepare('UPDATE staff_members SET name = ?, language = ? WHERE id = ?').bind(
            read.value.name,
            read.value.language,
            staff.id,
          ),
          audit('staff.profile', `staff:${staff.email}`, { name: read.value.name, language: read.value.language }),
        ])
        return staffJson({ ok: true })
      }
      const passkeys = await passkeysOf(env.DB, staff.id)
      return staffJson({
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
      })
    },
  }),
  staffGuard({
    path: '/api/admin/staff',
    methods: ['GET'],
    role: 'admin',
    handle: async ({ env }) => {
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
      return staffJson({
        members: results.map((row) => ({
          id: row.id,
          email: row.email,
          name: row.name,
          role: row.role,
          language: row.language,
          revokedAt: row.revoked_at,
          createdAt: row.created_at,
          lastSignInAt: row.last_sign_in_at,
          passkeys: row.passkeys,
          invitationExpiresAt: row.invitation_expires_at,
        })),
      })
    },
  }),
  staffGuard({
    path: '/api/admin/staff/invite',
    methods: ['POST'],
    role: 'admin',
    handle: async ({ request, env, services, staff, i18n, now }) => {
      const read = await readStaffJson(request, InviteBody)
      if (!read.ok) return read.response
      if (read.value.email === staff.email) return staffJson({ error: 'self', message: staffRefusalMessage(i18n, 'self') }, 409)
      const result = await inviteAndMail(env.DB, services.mailer, read.value, staff, mailOrigin(request, env), now)
      return staffJson({ ok: true, id: result.id, mailed: result.mailed })
    },
  }),
  staffGuard({
    path: '/api/admin/staff/role',
    methods: ['POST'],
    role: 'admin',
    handle: async ({ request, env, staff, i18n }) => {
      const read = await readStaffJson(request, RoleBody)
      if (!read.ok) return read.response
      // An admin never demotes themselves: the back office always keeps one admin who can undo it.
      if (read.value.id === staff.id) return staffJson({ error: 'self', message: staffRefusalMessage(i18n, 'self') }, 409)
      const target = await env.DB.prepare('SELECT email, role FROM staff_members WHERE id = ?')
        .bind(read.value.id)
        .first<{ email: string; role: string }>()
      if (!target) return staffJson({ error: 'unknown-member', message: staffRefusalMessage(i18n, 'unknown-member') }, 404)
      const changes = 'EXISTS (SELECT 1 FROM staff_members WHERE id = ? AND role <> ?)'
      await env.DB.batch([
        conditionalAuditStatement(
          env.DB,
          staff,
          'staff.role',
          `staff:${target.email}`,
          { from: target.role, to: read.value.role },
          changes,
          read.value.id,
          read.value.role,
        ),
        env.DB.prepare('UPDATE staff_members SET role = ? WHERE id = ?').bind(read.value.role, read.value.id),
      ])
      return staffJson({ ok: true })
    },
  }),
  staffGuard({
    path: '/api/admin/staff/revoke',
    methods: ['POST'],
    role: 'admin',
    handle: async ({ request, env, staff, i18n, now }) => {
      const read = await readStaffJson(request, MemberBody)
      if (!read.ok) return read.response
      if (read.value.id === staff.id) return staffJson({ error: 'self', message: staffRefusalMessage(i18n, 'self') }, 409)
      const target = await env.DB.prepare('SELECT email FROM staff_members WHERE id = ?').bind(read.value.id).first<{ email: string }>()
      if (!target) return staffJson({ error: 'unknown-member', message: staffRefusalMessage(i18n, 'unknown-member') }, 404)
      const active = 'EXISTS (SELECT 1 FROM staff_members WHERE id = ? AND revoked_at IS NULL)'
      // Revoked, every session ends (the version moves on), and no unused link still opens.
      await env.DB.batch([
        conditionalAuditStatement(env.DB, staff, 'staff.revoke', `staff:${target.email}`, {}, active, read.value.id),
        env.DB.prepare(
          'UPDATE staff_members SET revoked_at = ?, session_version = session_version + 1 WHERE id = ? AND revoked_at IS NULL',
        ).bind(now.toISOString(), read.value.id),
        env.DB.prepare('DELETE FROM staff_invitations WHERE staff_id = ? AND used_at IS NULL').bind(read.value.id),
      ])
      return staffJson({ ok: true })
    },
  }),
  staffGuard({
    path: '/api/admin/audit',
    methods: ['GET'],
    role: 'agent',
    handle: async ({ env, url }) => {
      const subject = url.searchParams.get('subject')?.trim().slice(0, 300) || undefined
      const before = Number(url.searchParams.get('before'))
      const entries = await auditEntries(env.DB, {
        subject,
        limit: AUDIT_PAGE_SIZE + 1,
        beforeId: Number.isInteger(before) && before > 0 ? before : undefined,
      })
      const page = entries.slice(0, AUDIT_PAGE_SIZE)
      return staffJson({ entries: page, nextBefore: entries.length > AUDIT_PAGE_SIZE ? page[page.length - 1]!.id : null })
    },
  }),
]

/**
 * POST /api/staff/invite (Authorization: Bearer OPERATOR_TOKEN): the operator's command invites a
 * member, the first admin above all; the site mails the link. Not a back-office door: no session,
 * no Origin (a command sends none), only the operator's token.
 */
export const STAFF_OPERATOR_ROUTES: WorkerRoute[] = [
  {
    path: '/api/staff/invite',
    methods: ['POST'],
    handle: async ({ request, env, services }) => {
      if ((await operatorAccess(request, env)) !== 'operator') return operatorRefused()
      const read = await readStaffJson(request, InviteBody)
      if (!read.ok) return read.response
      const now = services.now?.() ?? new Date()
      const result = await inviteAndMail(
        env.DB,
        services.mailer,
        read.value,
        { id: null, email: 'operator' },
        mailOrigin(request, env),
        now,
      )
      return staffJson({ ok: true, id: result.id, email: read.value.email, role: read.value.role, mailed: result.mailed }, 201)
    },
  },
]
