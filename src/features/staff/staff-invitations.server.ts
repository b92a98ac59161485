import { msg } from '@lingui/core/macro'
import { siteConfig } from '#/config/site-config.ts'
import { i18nFor } from '#/i18n/section-catalogues.ts'
import type { Locale } from '#/i18n/locales.ts'
import { looksLikeEmail, normalizeEmail } from '#/domain/email-address.ts'
import { sha256Hex } from '#/server/digest.ts'
import { mailHtml, mailText } from '#/server/mail-layout.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import {
  accountMailStatement,
  supersedeAccountMailsStatement,
  type AccountMailComposer,
  type AccountMailComposers,
} from '#/server/account-mail-outbox.server.ts'
import { auditStatement } from '#/admin/audit-log.server.ts'
import type { StaffIdentity, StaffRole } from '#/admin/staff-session-rules.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// Invitations to the back office (decision 018): the operator's command (the first admin) and admins
// (everyone else) make them; the site mails a link to register a passkey, through the account mails'
// outbox (retried by the cron, decision 031). The link's token is 256 random bits, only its SHA-256 is
// kept, it works once and for 24 hours. No public endpoint ever makes one.

/** Decision 018: "a single-use link (24 h)". */
export const INVITATION_HOURS = 24
const TOKEN_BYTES = 32

export const REGISTER_PAGE_PATH = '/admin/register/'

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** A token as the link carries it: 43 URL-safe characters. Anything else is not looked up. */
export function isInvitationTokenShape(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token)
}

export type InvitationInput = { email: string; role: StaffRole; name?: string; language?: Locale }
/** Who invites: a member, or the operator's command (no member). */
export type Inviter = Pick<StaffIdentity, 'id' | 'email'> | { id: null; email: string }

type InvitedMember = { id: number; email: string; name: string; language: Locale }
export type Invitation = { token: string; member: InvitedMember }

/** The account mail that carries an invitation (src/server/account-mail-outbox.server.ts). */
export const STAFF_INVITATION_MAIL = 'staff-invitation'

/**
 * Creates the member (or re-invites them) and queues the mail with their link, in one batch with its
 * audit line; the link itself is made when the mail is composed (staffInvitationMail). The member's
 * unused links go. A revoked member who is invited again starts afresh: the revocation is lifted and
 * their old passkeys are gone, so only the passkey they register now opens. `mailId`: the queued mail.
 */
export async function inviteStaffMember(
  db: D1Queryable,
  input: InvitationInput,
  inviter: Inviter,
  now: Date,
  origin: string,
): Promise<{ member: InvitedMember; mailId: number }> {
  const email = normalizeEmail(input.email)
  if (!looksLikeEmail(email)) throw new Error(`not an e-mail address: ${input.email}`)
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3600_000).toISOString()
  const memberId = '(SELECT id FROM staff_members WHERE email = ?)'
  const results = await db.batch([
    db
      .prepare(`DELETE FROM staff_passkeys WHERE staff_id = (SELECT id FROM staff_members WHERE email = ? AND revoked_at IS NOT NULL)`)
      .bind(email),
    db
      .prepare(
        `INSERT INTO staff_members (email, name, role, language) VALUES (?1, coalesce(?2, ''), ?3, coalesce(?4, 'fr'))
         ON CONFLICT (email) DO UPDATE SET name = coalesce(?2, name), role = ?3, language = coalesce(?4, language), revoked_at = NULL
         RETURNING id, email, name, language`,
      )
      .bind(email, input.name?.trim() || null, input.role, input.language ?? null),
    db.prepare(`DELETE FROM staff_invitations WHERE used_at IS NULL AND staff_id = ${memberId}`).bind(email),
    auditStatement(db, inviter, 'staff.invite', `staff:${email}`, { role: input.role, expiresAt }),
    supersedeAccountMailsStatement(db, STAFF_INVITATION_MAIL, { select: memberId, binds: [email] }),
    accountMailStatement(db, STAFF_INVITATION_MAIL, { select: memberId, binds: [email] }, origin, now),
  ])
  const member = (results[1]!.results as InvitedMember[])[0]!
  const mailId = (results[5]!.results as Array<{ id: number }>)[0]!.id
  return { member, mailId }
}

/**
 * The invitation mail of a queued account mail: a fresh link (24 hours from this try, replacing the
 * member's unused ones, only its hash kept), so no usable token waits in the outbox and a retry
 * never mails a link that has expired meanwhile. Null when the member was revoked or removed since.
 */
export const staffInvitationMail: AccountMailComposer = async (db, staffId, origin, now) => {
  const member = await db
    .prepare('SELECT id, email, name, language FROM staff_members WHERE id = ? AND revoked_at IS NULL')
    .bind(staffId)
    .first<InvitedMember>()
  if (!member) return null
  const token = base64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)))
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3600_000).toISOString()
  await db.batch([
    db.prepare('DELETE FROM staff_invitations WHERE used_at IS NULL AND staff_id = ?').bind(staffId),
    db
      .prepare('INSERT INTO staff_invitations (token_hash, staff_id, expires_at) VALUES (?, ?, ?)')
      .bind(await sha256Hex(token), staffId, expiresAt),
  ])
  return invitationMail({ token, member }, origin)
}

/** The staff feature's account mails, for the outbox's cron run. */
export const STAFF_ACCOUNT_MAILS: AccountMailComposers = { [STAFF_INVITATION_MAIL]: staffInvitationMail }

export type InvitationState =
  | { kind: 'usable'; staffId: number; email: string; name: string; language: Locale }
  | { kind: 'expired' | 'used' | 'unknown'; language?: Locale }

/** What a link's token opens now. */
export async function invitationState(db: D1Queryable, token: unknown, now: Date): Promise<InvitationState> {
  if (!isInvitationTokenShape(token)) return { kind: 'unknown' }
  const row = await db
    .prepare(
      `SELECT i.staff_id, i.expires_at, i.used_at, m.email, m.name, m.language, m.revoked_at FROM staff_invitations i
       JOIN staff_members m ON m.id = i.staff_id WHERE i.token_hash = ?`,
    )
    .bind(await sha256Hex(token))
    .first<{
      staff_id: number
      expires_at: string
      used_at: string | null
      email: string
      name: string
      language: Locale
      revoked_at: string | null
    }>()
  if (!row || row.revoked_at !== null) return { kind: 'unknown' }
  if (row.used_at !== null) return { kind: 'used', language: row.language }
  if (Date.parse(row.expires_at) <= now.getTime()) return { kind: 'expired', language: row.language }
  return { kind: 'usable', staffId: row.staff_id, email: row.email, name: row.name, language: row.language }
}

/** The invitation mail, in the member's language; `origin` comes from mailOrigin(). */
export async function invitationMail(invitation: Invitation, origin: string): Promise<OutgoingMail> {
  const { member } = invitation
  const i18n = await i18nFor(member.language)
  const agency = siteConfig().agency.name
  const heading = i18n._(msg`Your access to the back office of ${agency}`)
  const link = `${origin}${REGISTER_PAGE_PATH}?token=${invitation.token}`
  const body = {
    language: member.language,
    heading,
    intro: [
      i18n._(
        msg`You are invited to the back office of ${agency}. You sign in with a passkey (your phone, your computer or a security key): no password to remember.`,
      ),
      i18n._(msg`Open the link below on the device you want to sign in with, and register your passkey.`),
    ],
    lines: [],
    action: { href: link, label: i18n._(msg`Register my passkey`) },
    outro: [
      i18n._(
        msg`The link works once and for 24 hours. When it has expired, ask an administrator for a new one. If you did not expect this mail, ignore it.`,
      ),
    ],
  }
  return {
    from: { email: siteConfig().leads.sender, name: agency },
    to: { email: member.email, name: member.name || undefined },
    subject: heading,
    text: mailText(body),
    html: mailHtml(body),
    language: member.language,
  }
}
