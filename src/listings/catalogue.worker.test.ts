import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { importFeed } from './catalogue-import.server.ts'
import { catalogueStats, listProperties, propertyTypes } from './listing-queries.server.ts'
import { getProperty, similarProperties } from './property-queries.server.ts'
import { getProject, listProjects } from './project-queries.server.ts'
import { findTown } from '#/domain/town-names.ts'
import { listingPage } from './listing-page.server.ts'
import { liegeHouseRecord, wavreProjectRecord } from '../../tests/fixtures/feed-record-fixture.ts'

const DB = (env as unknown as { DB: D1Database }).DB

const record = liegeHouseRecord
const project = wavreProjectRecord

async function count(table: string): Promise<number> {
  return (await DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n
}

describe('catalogue import (D1 with the real migrations)', () => {
  beforeEach(async () => {
    await DB.batch([DB.prepare('DELETE FROM properties'), DB.prepare('DELETE FROM projects')])
  })

  it('writes good records, merges languages and reports each bad one with its reason', async () => {
    const report = await importFeed(DB, {
      projects: [project],
      properties: [
        record(11, 'fr'),
        record(11, 'nl'),
        record(12, 'fr', { ProjectID: 9001, PriceUnit: 7 }),
        record(13, 'fr', { Zip: 'not a zip' }),
        record(14, 'fr', { Goal: 'rent' }),
        record(15, 'fr', { ProjectID: 7777 }),
        { nothing: true },
      ],
    })
    expect(report.properties).toBe(2)
    expect(report.projects).toBe(1)
    expect(report.rejected.map((r) => [r.id, r.reason])).toEqual([
      [13, expect.stringMatching(/^Zip: Zip must be a postal code/)],
      [14, expect.stringMatching(/^Goal: /)],
      [undefined, expect.stringMatching(/^ID: /)],
      [15, expect.stringContaining('FOREIGN KEY constraint failed')],
    ])
    // A record that failed in the database left nothing behind, not even its pictures.
    expect(await DB.prepare('SELECT COUNT(*) AS n FROM property_pictures WHERE property_id = 15').first('n')).toBe(0)
    const house = await getProperty(DB, 11, 'nl')
    expect(house).toMatchObject({ headline: 'Huis 11', city: 'Liège', status: 'available', details: { facades: 3, hasGarden: true } })
    expect((await getProperty(DB, 11, 'fr'))?.headline).toBe('Maison 11')
    // German falls back to the record's own language.
    expect((await getProperty(DB, 11, 'de'))?.headline).toBe('Maison 11')
  })

  it('stores a town under its region’s own name: Gent in Flanders, Liège in Wallonia', async () => {
    await importFeed(DB, {
      properties: [
        record(16, 'fr', { City: 'Gand', Zip: '9000' }),
        record(16, 'nl', { City: 'Gent', Zip: '9000' }),
        record(17, 'nl'),
        record(17, 'fr'),
      ],
    })
    expect((await getProperty(DB, 16, 'fr'))?.city).toBe('Gent')
    expect((await getProperty(DB, 17, 'nl'))?.city).toBe('Liège')
  })

  it('is idempotent: importing the same feed twice gives the same catalogue', async () => {
    const feed = { projects: [project], properties: [record(11, 'fr'), record(12, 'fr', { ProjectID: 9001 })] }
    await importFeed(DB, feed)
    const first = await DB.prepare('SELECT id, city, price, headlines, details FROM properties ORDER BY id').all()
    const again = await importFeed(DB, feed)
    expect(again.rejected).toEqual([])
    const second = await DB.prepare('SELECT id, city, price, headlines, details FROM properties ORDER BY id').all()
    expect(second.results).toEqual(first.results)
    expect(await count('property_pictures')).toBe(2)
    expect(await count('project_units')).toBe(2)
  })

  it('writes a listing read again unchanged not at all, and bumps the page cache only for a change (decision 016)', async () => {
    const version = async () =>
      (await DB.prepare("SELECT value FROM app_meta WHERE key = 'catalogue_version'").first<{ value: string }>())?.value
    const feed = { properties: [record(11, 'fr'), record(11, 'nl'), record(12, 'fr')] }
    await importFeed(DB, feed)
    const before = await version()
    const updatedAt = await DB.prepare('SELECT updated_at FROM properties WHERE id = 11').first('updated_at')
    // The same listing, its languages in another order: the same records.
    const again = await importFeed(DB, { properties: [record(11, 'nl'), record(12, 'fr'), record(11, 'fr')] })
    expect([again.properties, again.unchanged, again.changed]).toEqual([0, 2, false])
    expect(await version()).toBe(before)
    expect(await DB.prepare('SELECT updated_at FROM properties WHERE id = 11').first('updated_at')).toBe(updatedAt)
    const changed = await importFeed(DB, { properties: [record(11, 'fr', { Price: 1 }), record(11, 'nl'), record(12, 'fr')] })
    expect([changed.properties, changed.unchanged, changed.changed]).toEqual([1, 1, true])
    expect(await version()).not.toBe(before)
  })

  it('stamps when a listing was first seen and never moves it (alerts mail what arrives)', async () => {
    const before = new Date().toISOString()
    await importFeed(DB, { properties: [record(11, 'fr')] })
    const firstSeen = (await DB.prepare('SELECT first_seen_at FROM properties WHERE id = 11').first<string>('first_seen_at'))!
    expect(firstSeen >= before.slice(0, 19)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await importFeed(DB, { properties: [record(11, 'fr', { Price: 123_456, Bedrooms: 4 })] })
    expect(await DB.prepare('SELECT first_seen_at FROM properties WHERE id = 11').first('first_seen_at')).toBe(firstSeen)
    // Without a creation date in the feed the other kept column stays too.
    await importFeed(DB, { properties: [record(12, 'fr', { CreatedAt: undefined })] })
    expect(await DB.prepare('SELECT first_seen_at FROM properties WHERE id = 12').first('first_seen_at')).not.toBeNull()
  })

  it('records a lower price as a price drop with the old price, and nothing for a higher price or a price on request', async () => {
    const row = () =>
      DB.prepare('SELECT price, previous_price, price_dropped_at FROM properties WHERE id = 11').first<{
        price: number
        previous_price: number | null
        price_dropped_at: string | null
      }>()
    await importFeed(DB, { properties: [record(11, 'fr', { Price: 300_000 })] })
    expect(await row()).toEqual({ price: 300_000, previous_price: null, price_dropped_at: null })
    await importFeed(DB, { properties: [record(11, 'fr', { Price: 320_000 })] })
    expect(await row()).toEqual({ price: 320_000, previous_price: null, price_dropped_at: null })
    await importFeed(DB, { properties: [record(11, 'fr', { Price: 290_000 })] })
    const dropped = (await row())!
    expect([dropped.price, dropped.previous_price]).toEqual([290_000, 320_000])
    expect(dropped.price_dropped_at).toMatch(/^\d{4}-\d\d-\d\dT/)
    // A change that is not a lower price leaves the last drop as it was.
    await importFeed(DB, { properties: [record(11, 'fr', { Price: 290_000, Bedrooms: 5 })] })
    expect(await row()).toEqual(dropped)
    await importFeed(DB, { properties: [record(11, 'fr', { Price: 0, PublishPrice: false })] })
    expect(await row()).toEqual({ ...dropped, price: 0 })
  })

  it('never changes nor withdraws a listing the site added, and says so (decision 016)', async () => {
    await importFeed(DB, {
      properties: [record(11, 'fr'), record(12, 'fr'), record(13, 'fr'), record(14, 'fr'), record(15, 'fr'), record(16, 'fr')],
    })
    await DB.prepare("UPDATE properties SET source = 'site', price = 7 WHERE id = 12").run()
    const report = await importFeed(DB, {
      full: true,
      properties: [record(11, 'fr'), record(13, 'fr'), record(14, 'fr'), record(15, 'fr'), record(16, 'fr')],
    })
    expect(report.removed).toBe(0)
    const updated = await importFeed(DB, { properties: [record(12, 'fr', { Price: 9 })] })
    expect(updated.rejected.map((rejected) => [rejected.id, rejected.reason])).toEqual([[12, expect.stringMatching(/added on the site/)]])
    expect(await DB.prepare('SELECT price, withdrawn_at FROM properties WHERE id = 12').first()).toEqual({ price: 7, withdrawn_at: null })
  })

  it('withdraws the listings the CRM says it deleted, unless the same import brings them back (decision 016)', async () => {
    await importFeed(DB, { projects: [project], properties: [record(11, 'fr'), record(12, 'fr'), record(13, 'fr')] })
    const report = await importFeed(
      DB,
      { properties: [record(13, 'fr', { Price: 5 })] },
      { withdraw: { properties: [11, 13, 999], projects: [9001] } },
    )
    expect([report.removed, report.removedProjects]).toEqual([1, 1])
    const rows = (
      await DB.prepare('SELECT id, withdrawn_at FROM properties ORDER BY id').all<{ id: number; withdrawn_at: string | null }>()
    ).results
    expect(rows.map((row) => [row.id, row.withdrawn_at === null])).toEqual([
      [11, false],
      [12, true],
      [13, true],
    ])
  })

  it('withdraws listings missing from a full feed, keeping ones rejected this time', async () => {
    await importFeed(DB, { properties: [record(11, 'fr'), record(12, 'fr'), record(13, 'fr')] })
    const report = await importFeed(DB, { full: true, properties: [record(11, 'fr'), record(13, 'fr', { Zip: '' })] }, { force: true })
    expect(report.removed).toBe(1)
    const rows = (
      await DB.prepare('SELECT id, withdrawn_at FROM properties ORDER BY id').all<{ id: number; withdrawn_at: string | null }>()
    ).results
    expect(rows.map((row) => [row.id, row.withdrawn_at === null])).toEqual([
      [11, true],
      [12, false],
      [13, true],
    ])
  })

  it('reports the ID of every rejected record, a string ID included, and names the field', async () => {
    const report = await importFeed(DB, {
      properties: [record(11, 'fr', { ID: '4100001' }), record(12, 'fr', { ID: ' 4100002 ', Zip: '' }), { ID: 'abc' }],
    })
    expect(report.rejected.map((r) => [r.id, r.reason.split(':')[0]])).toEqual([
      [4100001, 'ID'],
      [4100002, 'ID'],
      [undefined, 'ID'],
    ])
  })
  it('reads status from the marquee and the headline prefix', async () => {
    await importFeed(DB, {
      properties: [
        record(21, 'fr', { TypeDescription: '- VENDU - Immo Dyle Maison' }),
        record(22, 'fr', { Marquee: 2, Goal: 1 }),
        record(23, 'fr', { TypeDescription: '- OPTION - Immo Dyle Villa' }),
      ],
    })
    const statuses = (await DB.prepare('SELECT id, status FROM properties ORDER BY id').all()).results
    expect(statuses).toEqual([
      { id: 21, status: 'sold' },
      { id: 22, status: 'rented' },
      { id: 23, status: 'option' },
    ])
  })
})

describe('catalogue repository', () => {
  beforeEach(async () => {
    await DB.batch([DB.prepare('DELETE FROM properties'), DB.prepare('DELETE FROM projects')])
    await importFeed(DB, {
      projects: [project],
      properties: [
        record(31, 'fr'),
        record(32, 'fr', { City: 'LIEGE' }),
        record(33, 'fr', { City: 'Liège', Zip: '4020' }),
        record(34, 'fr', { WebID: 3 }),
        record(35, 'fr', { Goal: 1, Price: 950 }),
        record(36, 'fr', { Marquee: 1 }),
        record(12, 'fr', { ProjectID: 9001 }),
      ],
    })
  })

  it('filters by town ignoring case and accents, with an equal postal code (spec §5)', async () => {
    const page = await listProperties(DB, { goal: 0, town: findTown({ name: 'liege', zip: '4000' }) }, 1, 'fr')
    expect(page.items.map((item) => item.id).sort()).toEqual([12, 31, 32, 34])
    expect(page.total).toBe(4)
  })

  it('filters by type, keeps sold listings out and pages', async () => {
    expect((await listProperties(DB, { goal: 0, typeId: 3 }, 1, 'fr')).items.map((item) => item.id)).toEqual([34])
    const all = await listProperties(DB, { goal: 0 }, 1, 'fr')
    expect(all.items.map((item) => item.id)).not.toContain(36)
    expect(all.total).toBe(5)
    expect((await listProperties(DB, { goal: 1 }, 1, 'fr')).items.map((item) => item.id)).toEqual([35])
    // A page past the end gives the last page.
    expect((await listProperties(DB, { goal: 0 }, 99, 'fr')).page).toBe(1)
  })

  it('counts types per goal in the reader’s language', async () => {
    const types = await propertyTypes(DB, 'nl')
    expect(types[0]).toEqual({ id: 1, name: 'Huis', showOrder: 1, forSale: 4, forRent: 1 })
    expect(types.map((type) => type.id)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('finds similar listings and reads a project with its units', async () => {
    const similar = await similarProperties(DB, { id: 31, goal: 0, typeId: 1, zip: '4000', price: 300_031 }, 'fr')
    expect(similar.map((item) => item.id)).not.toContain(31)
    expect(similar.length).toBeGreaterThan(0)
    const detail = await getProject(DB, 9001, 'fr')
    expect(detail?.units.map((unit) => [unit.name, unit.sold])).toEqual([
      ['A0.1', false],
      ['A1.1', true],
    ])
    expect(detail?.unitsAvailable).toBe(1)
    expect(detail?.properties.map((item) => item.id)).toEqual([12])
  })
})

describe('one town under all its names (decision 013)', () => {
  beforeEach(async () => {
    await DB.batch([DB.prepare('DELETE FROM properties'), DB.prepare('DELETE FROM projects')])
    // French records store Wavre, Dutch-only ones Waver; Limal shares the postal code and is another town.
    const report = await importFeed(DB, {
      projects: [project],
      properties: [
        record(41, 'fr', { City: 'Wavre', Zip: '1300' }),
        record(42, 'nl', { City: 'Waver', Zip: '1300' }),
        record(43, 'fr', { City: 'WAVRE', Zip: '1300', Goal: 1, Price: 1200 }),
        record(44, 'fr', { City: 'Limal', Zip: '1300' }),
        record(45, 'nl', { City: 'Gent', Zip: '9000' }),
      ],
    })
    expect(report.rejected).toEqual([])
  })

  const ids = (data: { listing: { items: Array<{ id: number }> } }) => data.listing.items.map((item) => item.id).sort()

  it('finds Wavre’s properties by Waver|1300, Wavre|1300 or any spelling, and not Limal’s', async () => {
    for (const city of ['Waver|1300', 'Wavre|1300', 'waver|1300', 'WAVRE|1300']) {
      expect(ids(await listingPage(DB, { goal: 0, city, page: 1, locale: 'nl' })), city).toEqual([41, 42])
    }
    expect(ids(await listingPage(DB, { goal: 1, city: 'Waver|1300', page: 1, locale: 'fr' }))).toEqual([43])
    expect(ids(await listingPage(DB, { goal: 0, city: 'Waver|1301', page: 1, locale: 'nl' }))).toEqual([])
  })

  it('counts the types of the chosen town only, so a type the town lacks is offered as empty', async () => {
    const count = (data: Awaited<ReturnType<typeof listingPage>>) => data.types.reduce((sum, type) => sum + type.forSale, 0)
    expect(count(await listingPage(DB, { goal: 0, city: 'Waver|1300', page: 1, locale: 'nl' }))).toBe(2)
    expect(count(await listingPage(DB, { goal: 0, city: 'Gent|9000', page: 1, locale: 'nl' }))).toBe(1)
    expect(count(await listingPage(DB, { goal: 0, page: 1, locale: 'nl' }))).toBe(4)
  })

  it('offers each town once, named and sorted in the page’s language, and chooses it whichever name the URL used', async () => {
    const nl = await listingPage(DB, { goal: 0, city: 'Wavre|1300', page: 1, locale: 'nl' })
    expect(nl.towns).toEqual([
      { label: 'Gent', zip: '9000', count: 1, value: 'Gent|9000' },
      { label: 'Limal', zip: '1300', count: 1, value: 'Limal|1300' },
      { label: 'Waver', zip: '1300', count: 2, value: 'Waver|1300' },
    ])
    expect(nl.chosenTown).toBe('Waver|1300')
    const fr = await listingPage(DB, { goal: 0, city: 'Waver|1300', page: 1, locale: 'fr' })
    expect(fr.towns.map((town) => town.label)).toEqual(['Gand', 'Limal', 'Wavre'])
    expect(fr.chosenTown).toBe('Wavre|1300')
    const en = await listingPage(DB, { goal: 0, page: 1, locale: 'en' })
    expect(en.towns.map((town) => town.label)).toEqual(['Ghent', 'Limal', 'Wavre'])
    expect(en.chosenTown).toBeUndefined()
  })

  it('names the town of cards and projects in the reader’s language and keeps the stored name for addresses', async () => {
    const nl = await listingPage(DB, { goal: 0, city: 'Wavre|1300', page: 1, locale: 'nl' })
    expect(nl.listing.items.map((item) => [item.city, item.town])).toEqual(
      expect.arrayContaining([
        ['Wavre', 'Waver'],
        ['Waver', 'Waver'],
      ]),
    )
    expect(await getProperty(DB, 45, 'de')).toMatchObject({ city: 'Gent', town: 'Gent' })
    expect(await getProperty(DB, 45, 'fr')).toMatchObject({ city: 'Gent', town: 'Gand' })
    expect((await listProjects(DB, 'nl')).map((item) => [item.city, item.town])).toEqual([['Wavre', 'Waver']])
    expect(await getProject(DB, 9001, 'en')).toMatchObject({ city: 'Wavre', town: 'Wavre' })
  })

  it('counts a town once on the home page, whatever its spellings', async () => {
    expect((await catalogueStats(DB)).towns).toBe(3)
  })
})
