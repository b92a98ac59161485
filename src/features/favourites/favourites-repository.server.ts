import * as v from 'valibot'
import type { Locale } from '#/i18n/locales.ts'
import { PUBLISHED } from '#/listings/property-rows.server.ts'
import { propertyCardsByIds } from '#/listings/property-queries.server.ts'
import { PropertyDetailsSchema, type PropertyDetails } from '#/listings/property-details.ts'
import type { Comparison, FavouriteItem } from './favourites-types.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// Decision 021: what the favourites and compare pages show of the ids a browser or a link sends: each
// property's current state, read when the page asks (a kept listing may since have sold or gone).

/** The ids of `ids` a visitor may still see, with their details JSON. */
async function publishedRows(db: D1Queryable, ids: ReadonlyArray<number>): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const { results } = await db
    .prepare(`SELECT p.id, p.details FROM properties p WHERE p.id IN (SELECT value FROM json_each(?)) AND ${PUBLISHED}`)
    .bind(JSON.stringify(ids))
    .all<{ id: number; details: string }>()
  return new Map(results.map((row) => [row.id, row.details]))
}

/** Each id in the order given, with its card and status, or `offline`. */
export async function favouriteItems(db: D1Queryable, ids: ReadonlyArray<number>, locale: Locale): Promise<FavouriteItem[]> {
  const published = await publishedRows(db, ids)
  const cards = new Map((await propertyCardsByIds(db, [...published.keys()], locale)).map((card) => [card.id, card]))
  return ids.map((id) => {
    const card = cards.get(id)
    return card ? { id, state: card.status, card } : { id, state: 'offline' as const }
  })
}

function detailsOf(json: string | undefined): PropertyDetails {
  try {
    const result = v.safeParse(PropertyDetailsSchema, JSON.parse(json ?? '{}'))
    // The importer validated this JSON; a row that no longer fits compares without its details.
    return result.success ? result.output : {}
  } catch {
    return {}
  }
}

/** The properties to compare side by side, in the order given; the ids no longer online apart. */
export async function comparedProperties(db: D1Queryable, ids: ReadonlyArray<number>, locale: Locale): Promise<Comparison> {
  const published = await publishedRows(db, ids)
  const cards = await propertyCardsByIds(db, [...published.keys()], locale)
  const byId = new Map(cards.map((card) => [card.id, card]))
  return {
    properties: ids.flatMap((id) => {
      const card = byId.get(id)
      return card ? [{ card, details: detailsOf(published.get(id)) }] : []
    }),
    offline: ids.filter((id) => !byId.has(id)),
  }
}
