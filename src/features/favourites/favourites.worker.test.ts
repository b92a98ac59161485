import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { importFeed } from '#/listings/catalogue-import.server.ts'
import { comparedProperties, favouriteItems } from './favourites-repository.server.ts'
import { wavreHouseRecord } from '../../../tests/fixtures/feed-record-fixture.ts'

const DB = (env as unknown as { DB: D1Database }).DB

function record(id: number, overrides: Record<string, unknown> = {}) {
  return wavreHouseRecord(id, { Bedrooms: 3, Details: { constructionYear: 1990 + (id % 10), hasGarden: true }, ...overrides })
}

describe('favourites and compare read each id’s current state (D1 with the real migrations)', () => {
  beforeAll(async () => {
    await DB.batch([DB.prepare('DELETE FROM properties'), DB.prepare('DELETE FROM projects')])
    await importFeed(DB, { properties: [81, 82, 83, 84, 85].map((id) => record(id)) })
    // What the CRM said since the visitor kept them: one sold, one rented, one under option, one withdrawn.
    await DB.batch([
      DB.prepare("UPDATE properties SET status = 'sold' WHERE id = 82"),
      DB.prepare("UPDATE properties SET status = 'rented', goal = 1 WHERE id = 83"),
      DB.prepare("UPDATE properties SET status = 'option' WHERE id = 84"),
      DB.prepare("UPDATE properties SET withdrawn_at = '2026-11-01T00:00:00Z' WHERE id = 85"),
    ])
  })

  it('gives each id in the order kept with its status; withdrawn and unknown ids are offline, with nothing of them', async () => {
    const items = await favouriteItems(DB, [85, 81, 999999, 82, 83, 84], 'nl')
    expect(items.map((item) => [item.id, item.state])).toEqual([
      [85, 'offline'],
      [81, 'available'],
      [999999, 'offline'],
      [82, 'sold'],
      [83, 'rented'],
      [84, 'option'],
    ])
    expect(items[0]).toEqual({ id: 85, state: 'offline' })
    const kept = items[1]!
    expect('card' in kept && kept.card).toMatchObject({ id: 81, town: 'Waver', price: 300_081 })
  })

  it('an empty list reads nothing and gives nothing', async () => {
    expect(await favouriteItems(DB, [], 'fr')).toEqual([])
  })

  it('compares the published ones with their details, and names the ones no longer online', async () => {
    const comparison = await comparedProperties(DB, [84, 85, 81, 424242], 'fr')
    expect(comparison.properties.map(({ card, details }) => [card.id, card.status, details.constructionYear, details.hasGarden])).toEqual([
      [84, 'option', 1994, true],
      [81, 'available', 1991, true],
    ])
    expect(comparison.offline).toEqual([85, 424242])
  })
})
