import { msg } from '@lingui/core/macro'
import type { Locale } from '#/i18n/locales.ts'
import { looksLikeEmail, normalizeEmail } from '#/domain/email-address.ts'
import type { StaffContext } from '#/admin/staff-check.server.ts'
import { Refusal } from '#/server/refusals.ts'
import { ownerById, mailPasswordLink } from '#/features/owner-portal/index.server.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// DESIGN.md "Staff and owners", owners: list, add, invite, link and unlink properties, see when they
// last logged in (the CLI stays for scripts); for agents and up behind the staff middleware
// (decision 033, owner-admin.functions.ts). Inviting sends the mail `npm run owner -- invite` has the site send (the
// link to choose a password, owner-password.server.ts mailPasswordLink).

export type OwnerListRow = {
  id: number
  email: string
  name: string
  language: string
  properties: number
  hasPassword: boolean
  lastLoginAt: string | null
  createdAt: string
}
export type OwnerProperty = { id: number; goal: number; status: string; city: string; zip: string; street: string | null }
export type OwnerDetail = OwnerListRow & { firstName: string; lastName: string; linked: OwnerProperty[] }

const OWNER_LIST_COLUMNS = `o.id, o.email, trim(o.first_name || ' ' || o.last_name) AS name, o.first_name AS firstName, o.last_name AS lastName, o.language,
  (SELECT COUNT(*) FROM owner_properties WHERE owner_id = o.id) AS properties, o.password_hash IS NOT NULL AS hasPassword,
  o.last_login_at AS lastLoginAt, o.created_at AS createdAt`

type OwnerRowOut = Omit<OwnerDetail, 'hasPassword' | 'linked'> & { hasPassword: number }

export async function ownerList(db: D1Queryable): Promise<OwnerListRow[]> {
  const { results } = await db
    .prepare(`SELECT ${OWNER_LIST_COLUMNS} FROM owners o ORDER BY o.last_name, o.first_name, o.email`)
    .all<OwnerRowOut>()
  return results.map(({ firstName: _first, lastName: _last, ...row }) => ({ ...row, hasPassword: row.hasPassword === 1 }))
}

export async function ownerDetail(db: D1Queryable, id: number): Promise<OwnerDetail | null> {
  const [owner, linked] = await db.batch([
    db.prepare(`SELECT ${OWNER_LIST_COLUMNS} FROM owners o WHERE o.id = ?`).bind(id),
    db
      .prepare(
        'SELECT p.id, p.goal, p.status, p.city, p.zip, p.street FROM owner_properties op JOIN properties p ON p.id = op.property_id WHERE op.owner_id = ? ORDER BY p.id',
      )
      .bind(id),
  ])
  const row = owner!.results[0] as OwnerRowOut | undefined
  if (!row) return null
  return { ...row, hasPassword: row.hasPassword === 1, linked: linked!.results as OwnerProperty[] }
}

/** An owner id of the page's address: digits only, else not found. */
function ownerIdOf(param: string | number): number | null {
  const text = String(param)
  return /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : null
}

const notFound = () => new Refusal('not-found')

export type NewOwner = { email: string; firstName: string; lastName: string; language: Locale }

/** Every owner, with their properties' count and when they last logged in. */
export async function owners({ env }: StaffContext): Promise<{ owners: OwnerListRow[] }> {
  return { owners: await ownerList(env.DB) }
}

/** One owner and their properties; an id that is not one is not found. */
export async function owner({ env }: StaffContext, ownerId: string): Promise<{ owner: OwnerDetail }> {
  const id = ownerIdOf(ownerId)
  const found = id === null ? null : await ownerDetail(env.DB, id)
  if (!found) throw notFound()
  return { owner: found }
}

/** A new owner account (no password yet: the invitation's link chooses it). */
export async function addOwner({ env, i18n, audit }: StaffContext, input: NewOwner): Promise<{ id: number }> {
  const email = normalizeEmail(input.email)
  if (!looksLikeEmail(email))
    throw new Refusal('malformed', { reason: 'invalid', fields: ['email'], message: i18n._(msg`Enter a valid e-mail address.`) })
  if (await env.DB.prepare('SELECT 1 FROM owners WHERE email = ?').bind(email).first())
    throw new Refusal('conflict', {
      reason: 'exists',
      fields: ['email'],
      message: i18n._(msg`An owner with this e-mail address already exists.`),
    })
  const [created] = await env.DB.batch([
    env.DB.prepare('INSERT INTO owners (email, first_name, last_name, language) VALUES (?, ?, ?, ?) RETURNING id').bind(
      email,
      input.firstName,
      input.lastName,
      input.language,
    ),
    audit('owner.add', `email:${email}`, { language: input.language }),
  ])
  return { id: (created!.results[0] as { id: number }).id }
}

/** Sends the owner the mail `npm run owner -- invite` has the site send: a link to choose a password. */
export async function inviteOwner({ env, mailer, now, origin, audit }: StaffContext, ownerId: string): Promise<{ sent: boolean }> {
  const id = ownerIdOf(ownerId)
  const found = id === null ? null : await ownerById(env.DB, id)
  if (!found) throw notFound()
  // A first try that fails leaves the mail queued: the cron sends it again (account-mail-outbox.server.ts).
  const sent = await mailPasswordLink(env.DB, mailer, found, now, origin)
  await audit('owner.invite', `owner:${found.id}`).run()
  return { sent }
}

/** Links a property to the owner by its reference (its id, as the property page shows it; property-facts.ts). */
export async function linkOwnerProperty(
  { env, i18n, audit }: StaffContext,
  ownerId: string,
  referenceText: string,
): Promise<{ linked: boolean }> {
  const id = ownerIdOf(ownerId)
  if (id === null || !(await env.DB.prepare('SELECT 1 FROM owners WHERE id = ?').bind(id).first())) throw notFound()
  const text = referenceText.trim()
  const reference = /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : null
  const property =
    reference === null ? null : await env.DB.prepare('SELECT id FROM properties WHERE id = ?').bind(reference).first<{ id: number }>()
  if (!property)
    throw new Refusal('invalid-input', { reason: 'invalid', fields: ['reference'], message: i18n._(msg`No property has this reference.`) })
  const [inserted] = await env.DB.batch([
    env.DB.prepare('INSERT OR IGNORE INTO owner_properties (owner_id, property_id) VALUES (?, ?)').bind(id, property.id),
    audit('owner.link', `owner:${id}`, { propertyId: property.id }),
  ])
  return { linked: (inserted!.meta.changes ?? 0) === 1 }
}

export async function unlinkOwnerProperty(
  { env, audit }: StaffContext,
  ownerId: string,
  propertyId: number,
): Promise<{ unlinked: boolean }> {
  const id = ownerIdOf(ownerId)
  if (id === null) throw notFound()
  const [deleted] = await env.DB.batch([
    env.DB.prepare('DELETE FROM owner_properties WHERE owner_id = ? AND property_id = ?').bind(id, propertyId),
    audit('owner.unlink', `owner:${id}`, { propertyId }),
  ])
  return { unlinked: (deleted!.meta.changes ?? 0) === 1 }
}
