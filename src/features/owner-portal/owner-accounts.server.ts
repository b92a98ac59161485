import type { Locale } from '#/i18n/locales.ts'
import { looksLikeEmail, normalizeEmail } from '#/domain/email-address.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// The operator's side of owner accounts (decision 008: an operator command creates or invites an owner):
// `npm run owner` calls these against local or remote D1.

export type OwnerAccountInput = { email: string; firstName: string; lastName: string; language: Locale; propertyIds: number[] }
export type OwnerAccountResult = { id: number; created: boolean; linked: number[]; unknownProperties: number[] }

/** Creates the owner, or updates their name and language; links the given properties that exist. Never touches a password. */
export async function upsertOwner(db: D1Queryable, input: OwnerAccountInput): Promise<OwnerAccountResult> {
  const email = normalizeEmail(input.email)
  if (!looksLikeEmail(email)) throw new Error(`not an e-mail address: ${input.email}`)
  const existing = await db.prepare('SELECT id FROM owners WHERE email = ?').bind(email).first<{ id: number }>()
  const row = existing
    ? await db
        .prepare('UPDATE owners SET first_name = ?, last_name = ?, language = ? WHERE id = ? RETURNING id')
        .bind(input.firstName, input.lastName, input.language, existing.id)
        .first<{ id: number }>()
    : await db
        .prepare('INSERT INTO owners (email, first_name, last_name, language) VALUES (?, ?, ?, ?) RETURNING id')
        .bind(email, input.firstName, input.lastName, input.language)
        .first<{ id: number }>()
  if (!row) throw new Error('the owner could not be written')
  const { results } = await db
    .prepare('SELECT id FROM properties WHERE id IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(input.propertyIds))
    .all<{ id: number }>()
  const found = new Set(results.map((property) => property.id))
  const linked = input.propertyIds.filter((id) => found.has(id))
  if (linked.length > 0) {
    await db.batch(
      linked.map((propertyId) =>
        db.prepare('INSERT OR IGNORE INTO owner_properties (owner_id, property_id) VALUES (?, ?)').bind(row.id, propertyId),
      ),
    )
  }
  return { id: row.id, created: !existing, linked, unknownProperties: input.propertyIds.filter((id) => !found.has(id)) }
}

/** Unlinks properties from an owner (a mandate that ended). */
export async function unlinkProperties(db: D1Queryable, email: string, propertyIds: number[]): Promise<number> {
  const result = await db
    .prepare(
      'DELETE FROM owner_properties WHERE owner_id = (SELECT id FROM owners WHERE email = ?) AND property_id IN (SELECT value FROM json_each(?))',
    )
    .bind(normalizeEmail(email), JSON.stringify(propertyIds))
    .run()
  return result.meta.changes
}

export async function listOwners(
  db: D1Queryable,
): Promise<Array<{ email: string; name: string; language: string; hasPassword: boolean; properties: string }>> {
  const { results } = await db
    .prepare(
      `SELECT o.email, trim(o.first_name || ' ' || o.last_name) AS name, o.language, o.password_hash IS NOT NULL AS has_password,
         coalesce((SELECT group_concat(property_id, ' ') FROM owner_properties WHERE owner_id = o.id), '') AS properties
       FROM owners o ORDER BY o.email`,
    )
    .all<{ email: string; name: string; language: string; has_password: number; properties: string }>()
  return results.map((row) => ({
    email: row.email,
    name: row.name,
    language: row.language,
    hasPassword: row.has_password === 1,
    properties: row.properties,
  }))
}
