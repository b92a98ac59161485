import { approximateArea, type AreaDraw, type LatLon } from '#/domain/approximate-location.ts'
import type { Locale } from '#/i18n/locales.ts'
import { PUBLISHED } from '#/listings/property-rows.server.ts'
import { listingWhere } from '#/listings/listing-queries.server.ts'
import { propertyCardsByIds } from '#/listings/property-queries.server.ts'
import type { ListingFilter } from '#/listings/catalogue-types.ts'
import { propertyHref } from '#/listings/property-paths.ts'
import { GLYPHS_PROBE_KEY, SPRITE_PROBE_KEY } from './map-assets.ts'
import type { ListingPoint, MapPlace } from './map-types.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// Where a property shows on a map (decision 020). A published address: its pin. A hidden one
// (spec §3 `PublishAddress` false): an area whose centre is moved from the address by a distance and
// in a direction only the server can work out (HMAC of the property id under the site's secret), so
// the same area shows on every request and nobody can undo the offset; the address's coordinates stay here.

const encoder = new TextEncoder()

/** The secret's HMAC key, imported once per Worker instance rather than once per hidden address (decision 027). */
const hmacKeys = new Map<string, Promise<CryptoKey>>()

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    hmacKeys.set(secret, key)
  }
  return key
}

/**
 * Where a hidden address's area is moved, from HMAC-SHA-256(secret, "map-area:" + id): its first four
 * bytes the direction (as when the offset was a fixed 250 m, so areas keep their side), the next four how far.
 */
export async function areaDraw(secret: string, propertyId: number): Promise<AreaDraw> {
  const key = await hmacKey(secret)
  const mac = new DataView(await crypto.subtle.sign('HMAC', key, encoder.encode(`map-area:${propertyId}`)))
  return { turn: mac.getUint32(0) / 2 ** 32, reach: mac.getUint32(4) / 2 ** 32 }
}

type PlaceRow = { id: number; latitude: number | null; longitude: number | null; publish_address: number }

/** What the browser may know of a row's place; without the secret a hidden address shows nowhere. */
async function placeOf(row: PlaceRow, secret: string | undefined): Promise<MapPlace> {
  if (row.latitude === null || row.longitude === null) return { kind: 'none' }
  const address: LatLon = { lat: row.latitude, lon: row.longitude }
  if (row.publish_address === 1) return { kind: 'pin', ...address }
  if (!secret) return { kind: 'none' }
  const area = approximateArea(address, await areaDraw(secret, row.id))
  return { kind: 'area', ...area.centre, radiusM: area.radiusM }
}

export async function propertyPlace(db: D1Queryable, id: number, secret: string | undefined): Promise<MapPlace> {
  const row = await db
    .prepare(`SELECT p.id, p.latitude, p.longitude, p.publish_address FROM properties p WHERE p.id = ? AND ${PUBLISHED}`)
    .bind(id)
    .first<PlaceRow>()
  return row ? placeOf(row, secret) : { kind: 'none' }
}

/** Every result of a listing's filters that has a place, with what its marker and card show. */
export async function listingPoints(
  db: D1Queryable,
  filter: ListingFilter,
  locale: Locale,
  secret: string | undefined,
): Promise<ListingPoint[]> {
  const where = listingWhere(filter)
  const { results } = await db
    .prepare(
      `SELECT p.id, p.latitude, p.longitude, p.publish_address FROM properties p WHERE ${where.sql} AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL ORDER BY p.created_at DESC, p.id DESC`,
    )
    .bind(...where.params)
    .all<PlaceRow>()
  const cards = new Map(
    (
      await propertyCardsByIds(
        db,
        results.map((row) => row.id),
        locale,
      )
    ).map((card) => [card.id, card]),
  )
  // The hidden addresses' signatures are worked out together, not one after the other (decision 027).
  const places = await Promise.all(results.map((row) => placeOf(row, secret)))
  const points: ListingPoint[] = []
  for (const [index, row] of results.entries()) {
    const place = places[index]!
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

/** How long a Worker instance trusts its answer on the labels: an upload shows within minutes. */
const LABELS_ANSWER_MS = 5 * 60 * 1000
const labelsAnswers = new WeakMap<R2Bucket, { at: number; labels: Promise<boolean> }>()

/**
 * Fonts and sprites are uploaded (production): the style may keep its text and icon layers. Asked
 * of R2 once per Worker instance and bucket every five minutes, not twice on every map (decision 027).
 */
export function mapHasLabels(media: R2Bucket, now = Date.now()): Promise<boolean> {
  const known = labelsAnswers.get(media)
  if (known && now - known.at < LABELS_ANSWER_MS) return known.labels
  const labels = Promise.all([media.head(GLYPHS_PROBE_KEY), media.head(SPRITE_PROBE_KEY)]).then(
    ([glyphs, sprite]) => glyphs !== null && sprite !== null,
  )
  labelsAnswers.set(media, { at: now, labels })
  // A failed probe is not remembered: the next map asks again.
  labels.catch(() => labelsAnswers.delete(media))
  return labels
}
