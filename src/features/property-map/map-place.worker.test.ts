import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { AREA_OFFSET_RANGE_M, AREA_RADIUS_M, distanceBetween } from '#/domain/approximate-location.ts'
import { importFeed } from '#/listings/catalogue-import.server.ts'
import { areaDraw, listingPoints, mapHasLabels, propertyPlace } from './map-place.server.ts'
import { GLYPHS_PROBE_KEY, SPRITE_PROBE_KEY } from './map-assets.ts'
import { wavreHouseRecord } from '../../../tests/fixtures/feed-record-fixture.ts'

// Where properties show on a map, against D1 with the real migrations: a published address as its
// pin, a hidden one as an area whose centre is neither the address nor anything it can be undone to
// without the secret, the same on every request.

const DB = (env as unknown as { DB: D1Database }).DB
const SECRET = 'map-test-secret-0123456789-abcdefghijkl'
const WAVRE = { lat: 50.71234, lon: 4.60987 }

function record(id: number, overrides: Record<string, unknown> = {}) {
  return wavreHouseRecord(id, { Latitude: WAVRE.lat, Longitude: WAVRE.lon, ...overrides })
}

const baseRecords = () => [
  record(31),
  record(32, { PublishAddress: false }),
  record(33, { Latitude: null, Longitude: null }),
  record(34, { Goal: 1, PublishAddress: false }),
  record(35, { WebID: 2 }),
]

beforeAll(async () => {
  await DB.batch([DB.prepare('DELETE FROM properties'), DB.prepare('DELETE FROM projects')])
  await importFeed(DB, {
    projects: [],
    properties: baseRecords(),
  })
})

describe('a property on its map', () => {
  it('shows a published address as its pin', async () => {
    expect(await propertyPlace(DB, 31, SECRET)).toEqual({ kind: 'pin', lat: WAVRE.lat, lon: WAVRE.lon })
  })

  it('shows a hidden address as an area around a moved centre, the same on every request', async () => {
    const place = await propertyPlace(DB, 32, SECRET)
    expect(place.kind).toBe('area')
    if (place.kind !== 'area') return
    expect(place.radiusM).toBe(AREA_RADIUS_M)
    expect(distanceBetween(WAVRE, place)).toBeGreaterThan(200)
    expect(distanceBetween(WAVRE, place)).toBeLessThan(place.radiusM)
    expect(JSON.stringify(place)).not.toContain(String(WAVRE.lat))
    expect(await propertyPlace(DB, 32, SECRET)).toEqual(place)
  })

  it('moves each property in its own direction and by its own distance, which another secret changes', async () => {
    expect(await areaDraw(SECRET, 32)).toEqual(await areaDraw(SECRET, 32))
    expect(await areaDraw(SECRET, 32)).not.toEqual(await areaDraw(SECRET, 34))
    expect(await areaDraw(SECRET, 32)).not.toEqual(await areaDraw('another-secret-0123456789-abcdefghijkl', 32))
  })

  it('shows nothing without coordinates, for an unknown property, or for a hidden address without the secret', async () => {
    expect(await propertyPlace(DB, 33, SECRET)).toEqual({ kind: 'none' })
    expect(await propertyPlace(DB, 99_999, SECRET)).toEqual({ kind: 'none' })
    expect(await propertyPlace(DB, 32, undefined)).toEqual({ kind: 'none' })
  })
})

describe('hidden addresses over many listings (decision 020)', () => {
  it('puts the centre at a distance that varies from listing to listing, never under 150 m nor over 400 m', async () => {
    const ids = Array.from({ length: 100 }, (_, index) => 1001 + index)
    // The whole feed again: a full feed withdraws the listings it leaves out.
    await importFeed(DB, {
      projects: [],
      properties: [...baseRecords(), ...ids.map((id) => record(id, { PublishAddress: false, Goal: 1, WebID: 4 }))],
    })
    try {
      const distances = (await listingPoints(DB, { goal: 1, typeId: 4 }, 'fr', SECRET))
        .filter((point) => ids.includes(point.id))
        .map((point) => distanceBetween(WAVRE, point))
      expect(distances).toHaveLength(100)
      // Five-decimal rounding of the centre moves it by up to a metre.
      for (const distance of distances) {
        expect(distance).toBeGreaterThanOrEqual(AREA_OFFSET_RANGE_M.min - 1)
        expect(distance).toBeLessThanOrEqual(AREA_OFFSET_RANGE_M.max + 1)
        expect(distance).toBeLessThan(AREA_RADIUS_M)
      }
      // Not a ring: the distances spread over the range, both halves of the ring's area well used.
      const middle = Math.sqrt((AREA_OFFSET_RANGE_M.min ** 2 + AREA_OFFSET_RANGE_M.max ** 2) / 2)
      expect(Math.max(...distances) - Math.min(...distances)).toBeGreaterThan(150)
      expect(distances.filter((distance) => distance < middle).length).toBeGreaterThan(25)
      expect(distances.filter((distance) => distance >= middle).length).toBeGreaterThan(25)
    } finally {
      await DB.prepare(`DELETE FROM properties WHERE id >= 1001 AND id <= 1100`).run()
    }
  })
})

describe("a listing's map", () => {
  it("lists every result of the listing's filters that has a place, hidden addresses at their area's centre", async () => {
    const points = await listingPoints(DB, { goal: 0 }, 'nl', SECRET)
    expect(points.map((point) => point.id).sort()).toEqual([31, 32, 35])
    const hidden = points.find((point) => point.id === 32)!
    expect(hidden.approximate).toBe(true)
    expect(hidden).toMatchObject(
      await propertyPlace(DB, 32, SECRET).then((place) => (place.kind === 'area' ? { lat: place.lat, lon: place.lon } : {})),
    )
    const shown = points.find((point) => point.id === 31)!
    expect(shown).toMatchObject({ approximate: false, lat: WAVRE.lat, lon: WAVRE.lon, town: 'Waver', price: 300_031 })
    expect(shown.href).toMatch(/^\/nl\/te-koop\/.+\/31\/$/)
  })

  it('follows the filters: the type, the goal', async () => {
    expect((await listingPoints(DB, { goal: 0, typeId: 2 }, 'fr', SECRET)).map((point) => point.id)).toEqual([35])
    expect((await listingPoints(DB, { goal: 1 }, 'fr', SECRET)).map((point) => point.id)).toEqual([34])
  })
})

describe('whether the map may show its labels (asked of R2 once per instance every five minutes)', () => {
  it('answers from the bucket, keeps its answer five minutes, then asks again', async () => {
    const media = (env as unknown as { MEDIA: R2Bucket }).MEDIA
    await Promise.all([media.delete(GLYPHS_PROBE_KEY), media.delete(SPRITE_PROBE_KEY)])
    const start = Date.UTC(2026, 10, 26, 12)
    expect(await mapHasLabels(media, start)).toBe(false)
    await Promise.all([media.put(GLYPHS_PROBE_KEY, 'glyphs'), media.put(SPRITE_PROBE_KEY, '{}')])
    // uploaded a minute later: the instance still goes by its answer…
    expect(await mapHasLabels(media, start + 60_000)).toBe(false)
    // …until five minutes have passed
    expect(await mapHasLabels(media, start + 5 * 60_000)).toBe(true)
    await Promise.all([media.delete(GLYPHS_PROBE_KEY), media.delete(SPRITE_PROBE_KEY)])
  })
})
