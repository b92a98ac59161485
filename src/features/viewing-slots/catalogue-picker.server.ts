import type { Locale } from '#/i18n/locales.ts'
import { LISTED } from '#/listings/property-rows.server.ts'
import { propertyCardsByIds } from '#/listings/property-queries.server.ts'
import { foldName } from '#/domain/name-folding.ts'
import { propertyHref } from '#/listings/property-paths.ts'
import type { PropertyCard } from '#/listings/catalogue-types.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// Choosing a property in the back office (decision 018 "per property"): from the live catalogue, by its
// reference (the id visitors see as "ref."), postal code or town.

/** `path`: its public page, in the member's language */
export type PickedProperty = { id: number; title: string; zip: string; town: string; goal: number; status: string; path: string }

/** How many matches the picker lists: enough to choose from, few enough to read. */
export const PICKER_MAX = 20

/** Listed properties matching `query` (a reference, a postal code, or the start of a town), newest first; the newest when empty. */
export async function pickProperties(db: D1Queryable, query: string, locale: Locale): Promise<PickedProperty[]> {
  const text = query.trim()
  const digits = /^\d{1,10}$/.test(text) ? text : null
  // "Starts with" by substr(), not LIKE: a % or _ typed is a letter, and D1 refuses LIKE patterns over 50 bytes.
  const { results } = await db
    .prepare(
      `SELECT p.id FROM properties p WHERE ${LISTED}
       AND (?1 = '' OR (?2 IS NOT NULL AND (p.id = CAST(?2 AS INTEGER) OR substr(p.zip, 1, length(?2)) = ?2)) OR (?2 IS NULL AND substr(p.city_key, 1, length(?3)) = ?3))
       ORDER BY p.created_at DESC, p.id DESC LIMIT ?4`,
    )
    .bind(text, digits, foldName(text), PICKER_MAX)
    .all<{ id: number }>()
  return (
    await propertyCardsByIds(
      db,
      results.map((row) => row.id),
      locale,
    )
  ).map((card) => pickedOf(card, locale))
}

/** One property of the catalogue, listed or not (a withdrawn one keeps its slots and documents), or undefined. */
export async function pickedProperty(
  db: D1Queryable,
  id: number,
  locale: Locale,
): Promise<(PickedProperty & { listed: boolean }) | undefined> {
  const row = await db
    .prepare(`SELECT p.id, ${LISTED} AS listed FROM properties p WHERE p.id = ?`)
    .bind(id)
    .first<{ id: number; listed: number }>()
  if (!row) return undefined
  const [card] = await propertyCardsByIds(db, [id], locale)
  return card ? { ...pickedOf(card, locale), listed: row.listed === 1 } : undefined
}

function pickedOf(card: PropertyCard, locale: Locale): PickedProperty {
  return {
    id: card.id,
    title: card.headline || `${card.typeName ?? ''} ${card.town}`.trim(),
    zip: card.zip,
    town: card.town,
    goal: card.goal,
    status: card.status,
    path: propertyHref(card, locale),
  }
}
