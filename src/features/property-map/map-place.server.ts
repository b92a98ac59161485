import { approximateArea, type LatLon } from '~/domain/approximate-location'
import type { Locale } from '~/i18n/locales'
import { listingWhere, PUBLISHED, propertyCardsByIds } from '~/features/catalogue/catalogue-repository.server'
import type { ListingFilter } from '~/features/catalogue/catalogue-types'
import { propertyHref } from '~/features/catalogue/property-paths'
import { GLYPHS_PROBE_KEY, SPRITE_PROBE_KEY } from './map-assets'
import type { ListingPoint, MapPlace } from './map-types'
import type { D1Queryable } from '~/server/d1-queryable'

// Where a property shows on a map (issue 19). A published address: its pin. A hidden one
// (spec §3 `PublishAddress` false): an area whose centre is moved from the address in a direction
// only the server can work out (HMAC of the property id under the site's secret), so the same area
// shows on every request and nobody can undo the offset; the address's coordinates stay here.

const encoder = new TextEncoder()

/** The direction (a fraction of a turn) a hidden address's area is moved in: HMAC-SHA-256(secret, "map-area:" + id). */
export async function areaTurn(secret: string, propertyId: number): Promise<number> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = new DataView(await crypto.subtle.sign('HMAC', key, encoder.encode(`map-area:${propertyId}`)))
  return mac.getUint32(0) / 2 ** 32
}

type PlaceRow = { id: number; latitude: number | null; longitude: number | null; publish_address: number }

/** What the browser may know of a row's place; without the secret a hidden address shows nowhere. */
async function placeOf(row: PlaceRow, secret: string | undefined): Promise<MapPlace> {
  if (row.latitude === null || row.longitude === null) return { kind: 'none' }
  const address: LatLon = { lat: row.latitude, lon: row.longitude }
  if (row.publish_address === 1) return { kind: 'pin', ...address }
  if (!secret) return { kind: 'none' }
  const area = approximateArea(address, await areaTurn(secret, row.id))
  return { kind: 'area', ...area.centre, radiusM: area.radiusM }
}

export async function propertyPlace(db: D1Queryable, id: number, secret: string | undefined): Promise<MapPlace> {
  const row = await db.prepare(`SELECT p.id, p.latitude, p.longitude, p.publish_address FROM properties p WHERE p.id = ? AND ${PUBLISHED}`).bind(id).first<PlaceRow>()
  return row ? placeOf(row, secret) : { kind: 'none' }
}

/** Every result of a listing's filters that has a place, with what its marker and card show. */
export async function listingPoints(db: D1Queryable, filter: ListingFilter, locale: Locale, secret: string | undefined): Promise<ListingPoint[]> {
  const where = listingWhere(filter)
  const { results } = await db
    .prepare(`SELECT p.id, p.latitude, p.longitude, p.publish_address FROM properties p WHERE ${where.sql} AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL ORDER BY p.created_at DESC, p.id DESC`)
    .bind(...where.params)
    .all<PlaceRow>()
  const cards = new Map((await propertyCardsByIds(db, results.map((row) => row.id), locale)).map((card) => [card.id, card]))
  const points: ListingPoint[] = []
  for (const row of results) {
    const place = await placeOf(row, secret)
    const card = cards.get(row.id)
    if (place.kind === 'none' || !card) continue
    points.push({
      id: card.id,
      lat: place.lat,
      lon: place.lon,
      approximate: place.kind === 'area',
      goal: card.goal,
      headline: card.headline,
      headlineLanguage: card.headlineLanguage,
      typeName: card.typeName,
      town: card.town,
      price: card.price,
      priceUnit: card.priceUnit,
      publishPrice: card.publishPrice,
      marquee: card.marquee,
      picture: card.picture,
      version: card.createdAt.slice(0, 10),
      href: propertyHref(card, locale),
    })
  }
  return points
}

/** Fonts and sprites are uploaded (production): the style may keep its text and icon layers. */
export async function mapHasLabels(media: R2Bucket): Promise<boolean> {
  const [glyphs, sprite] = await Promise.all([media.head(GLYPHS_PROBE_KEY), media.head(SPRITE_PROBE_KEY)])
  return glyphs !== null && sprite !== null
}
