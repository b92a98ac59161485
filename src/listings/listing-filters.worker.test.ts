import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { generateDemoFeed } from '../../scripts/demo-data/generate-feed.ts'
import { DEFAULT_MARQUEE_IGNORE_LIST, priceDisplay } from '#/domain/price.ts'
import { epcOf } from '#/domain/epc.ts'
import { findTown } from '#/domain/town-names.ts'
import { importFeed } from './catalogue-import.server.ts'
import { countProperties, listingWhere, listProperties, LISTING_PAGE_SIZE } from './listing-queries.server.ts'
import type { ListingFilter, PropertyCard } from './catalogue-types.ts'

// Decision 019: each filter and each order of the listing, in SQL, on the demo catalogue imported
// through the real migrations and importer.

const DB = (env as unknown as { DB: D1Database }).DB

type Row = {
  id: number
  goal: number
  price: number | null
  publish_price: number
  marquee: number
  bedrooms: number | null
  surface_living: number | null
  zip: string
  country_id: number
  epc_value: number | null
  epc_label: string | null
  first_seen_at: string
  shown_price: number | null
  epc_letter: string | null
  status: string
  withdrawn_at: string | null
}

let rows: Row[] = []
/** The listed properties for sale, as a card would read them. */
const forSale = () => rows.filter((row) => row.goal === 0 && ['available', 'option'].includes(row.status) && row.withdrawn_at === null)
const shownPrice = (row: Pick<Row, 'price' | 'publish_price' | 'marquee' | 'goal'>) => {
  const display = priceDisplay(
    { price: row.price, publishPrice: row.publish_price === 1, marquee: row.marquee, goal: row.goal },
    DEFAULT_MARQUEE_IGNORE_LIST,
  )
  return display.kind === 'price' ? row.price : null
}
const letterOf = (row: Row) =>
  epcOf({ zip: row.zip, countryId: row.country_id, epcValue: row.epc_value, epcLabel: row.epc_label }).label?.charAt(0).toUpperCase() ??
  null

/** Every card of every page of a filter, in order. */
async function allCards(filter: ListingFilter): Promise<PropertyCard[]> {
  const first = await listProperties(DB, filter, 1, 'fr')
  const cards = [...first.items]
  for (let page = 2; page <= first.pageCount; page++) cards.push(...(await listProperties(DB, filter, page, 'fr')).items)
  return cards
}

beforeAll(async () => {
  await DB.batch([DB.prepare('DELETE FROM properties'), DB.prepare('DELETE FROM projects')])
  const report = await importFeed(DB, generateDemoFeed())
  expect(report.rejected).toEqual([])
  rows = (await DB.prepare('SELECT * FROM properties').all<Row>()).results
})

describe('the listing’s filters in SQL (decision 019, demo catalogue)', () => {
  it('the demo data has prices on request, marquee-replaced prices and listings without an energy label', () => {
    expect(forSale().length).toBeGreaterThan(LISTING_PAGE_SIZE * 2)
    expect(forSale().some((row) => row.publish_price === 0 || !row.price)).toBe(true)
    expect(forSale().some((row) => DEFAULT_MARQUEE_IGNORE_LIST.includes(row.marquee) && row.price)).toBe(true)
  })

  it('shown_price is the price a card shows, and epc_letter the letter of the label it shows', () => {
    for (const row of rows) {
      expect(row.shown_price, `property ${row.id}`).toBe(shownPrice(row))
      expect(row.epc_letter, `property ${row.id}`).toBe(letterOf(row))
    }
  })

  it('a price range keeps the shown prices within it; prices on request and marquees never match', async () => {
    const cards = await allCards({ goal: 0, priceMin: 250_000, priceMax: 400_000 })
    const expected = forSale().filter((row) => shownPrice(row) !== null && shownPrice(row)! >= 250_000 && shownPrice(row)! <= 400_000)
    expect(cards.map((card) => card.id).sort()).toEqual(expected.map((row) => row.id).sort())
    expect(cards.length).toBeGreaterThan(0)
    const hidden = forSale().filter((row) => shownPrice(row) === null)
    expect(await countProperties(DB, { goal: 0, priceMin: 0 })).toBe(forSale().length - hidden.length)
    expect(await countProperties(DB, { goal: 0, priceMax: 50_000_000 })).toBe(forSale().length - hidden.length)
  })

  it('bedrooms and living area are minimums', async () => {
    const bedrooms = await allCards({ goal: 0, bedrooms: 4 })
    expect(bedrooms.length).toBe(forSale().filter((row) => (row.bedrooms ?? 0) >= 4).length)
    expect(bedrooms.every((card) => card.bedrooms! >= 4)).toBe(true)
    const surface = await allCards({ goal: 0, surfaceMin: 150 })
    expect(surface.length).toBe(forSale().filter((row) => (row.surface_living ?? 0) >= 150).length)
    expect(surface.length).toBeGreaterThan(0)
    expect(surface.every((card) => card.surfaceLiving! >= 150)).toBe(true)
  })

  it('an energy letter keeps that letter or better, A++ and A+ as A, and no listing without a label', async () => {
    const cards = await allCards({ goal: 0, epc: 'C' })
    const expected = forSale().filter((row) => letterOf(row) !== null && letterOf(row)! <= 'C')
    expect(cards.map((card) => card.id).sort()).toEqual(expected.map((row) => row.id).sort())
    expect(cards.every((card) => card.epcLabel !== null && 'abc'.includes(card.epcLabel.charAt(0)))).toBe(true)
    const bestA = await allCards({ goal: 0, epc: 'A' })
    expect(bestA.every((card) => card.epcLabel!.startsWith('a'))).toBe(true)
    expect(await countProperties(DB, { goal: 0, epc: 'G' })).toBe(forSale().filter((row) => letterOf(row) !== null).length)
    expect(forSale().some((row) => letterOf(row) === null)).toBe(true)
  })

  it('filters combine with the town and the type', async () => {
    const wavre = findTown({ name: 'Wavre', zip: '1300' })
    const cards = await allCards({ goal: 0, town: wavre, typeId: 1, bedrooms: 3 })
    expect(cards.every((card) => card.zip === '1300' && card.typeId === 1 && card.bedrooms! >= 3)).toBe(true)
    expect(listingWhere({ goal: 0, town: wavre, typeId: 1, bedrooms: 3, priceMax: 500_000 }).params).toEqual([
      0,
      JSON.stringify(wavre!.names),
      '1300',
      1,
      500_000,
      3,
    ])
  })
})

describe('the listing’s orders in SQL (decision 019, demo catalogue)', () => {
  it('newest is by first seen, not by the CRM’s date or the last change; ties by id', async () => {
    const cards = await allCards({ goal: 0 })
    const byId = new Map(rows.map((row) => [row.id, row]))
    const seen = cards.map((card) => byId.get(card.id)!)
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1]!, seen[i]!]
      expect(a.first_seen_at > b.first_seen_at || (a.first_seen_at === b.first_seen_at && a.id > b.id), `${a.id} before ${b.id}`).toBe(true)
    }
    // A price change is an update: the listing keeps its place.
    const top = cards[0]!
    await DB.prepare('UPDATE properties SET price = price - 10000, updated_at = ? WHERE id = ?')
      .bind('2099-01-01T00:00:00.000Z', cards.at(-1)!.id)
      .run()
    expect((await listProperties(DB, { goal: 0 }, 1, 'fr')).items[0]!.id).toBe(top.id)
  })

  it('price ascending and descending put prices on request and marquees last', async () => {
    for (const sort of ['price-asc', 'price-desc'] as const) {
      const cards = await allCards({ goal: 0, sort })
      expect(cards.length).toBe(forSale().length)
      const prices = cards.map((card) => shownPrice({ ...card, publish_price: card.publishPrice ? 1 : 0 }))
      const firstHidden = prices.indexOf(null)
      expect(firstHidden).toBeGreaterThan(0)
      expect(
        prices.slice(firstHidden).every((price) => price === null),
        sort,
      ).toBe(true)
      const shown = prices.slice(0, firstHidden) as number[]
      const sorted = [...shown].sort((a, b) => (sort === 'price-asc' ? a - b : b - a))
      expect(shown).toEqual(sorted)
    }
  })

  it('surface descending: largest living area first, unknown areas last', async () => {
    const cards = await allCards({ goal: 0, sort: 'surface-desc' })
    const areas = cards.map((card) => card.surfaceLiving)
    const known = areas.filter((area) => area !== null) as number[]
    expect(known).toEqual([...known].sort((a, b) => b - a))
    expect(areas.slice(known.length).every((area) => area === null)).toBe(true)
  })

  it('a page never repeats a card across the pages of an order', async () => {
    for (const sort of [undefined, 'price-asc', 'price-desc', 'surface-desc'] as const) {
      const ids = (await allCards({ goal: 1, sort })).map((card) => card.id)
      expect(new Set(ids).size, String(sort)).toBe(ids.length)
    }
  })
})
