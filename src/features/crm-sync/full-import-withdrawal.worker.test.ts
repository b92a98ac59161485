import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { importFeed, ImportRefused } from '#/listings/catalogue-import.server.ts'
import { catalogueStats, latestProperties, listProperties } from '#/listings/listing-queries.server.ts'
import { getProperty } from '#/listings/property-queries.server.ts'
import { getProject, listProjects } from '#/listings/project-queries.server.ts'
import { propertyAddress, sitemapProperties } from '#/listings/property-addresses.server.ts'
import { searchIndexSources } from '#/features/property-search/search-index-repository.server.ts'
import { ownerOverview, ownerByEmail } from '#/features/owner-portal/owner-repository.server.ts'
import { liegeHouseRecord, wavreProjectRecord } from '../../../tests/fixtures/feed-record-fixture.ts'

// The sync's full import as every reader of the catalogue sees it: the pages, the search index and
// the owner portal. Here, above src/listings/, since it reads features (decision 010: listings import none).

const DB = (env as unknown as { DB: D1Database }).DB

const record = liegeHouseRecord
const project = wavreProjectRecord

describe('a full import never deletes what it failed to read (decision 016)', () => {
  const ids = [4100001, 4100002, 4100003, 4100004, 4100005, 4100006]
  const documents = (id: number) => ({ Documents: [{ ID: id * 10, Name: 'PEB', Kind: 'epc' }] })
  const owner = 'withdrawn.owner@example.be'
  const published = async (id: number) => ({
    page: (await getProperty(DB, id, 'fr')) !== undefined,
    address: (await propertyAddress(DB, id)) !== undefined,
    listed: (await listProperties(DB, { goal: 0 }, 1, 'fr')).items.some((item) => item.id === id),
    latest: (await latestProperties(DB, 'fr', 50)).some((item) => item.id === id),
    sitemap: (await sitemapProperties(DB)).some((item) => item.id === id),
    search: (await searchIndexSources(DB, 'fr')).properties.some((item) => item.id === id),
  })
  const everywhere = { page: true, address: true, listed: true, latest: true, sitemap: true, search: true }
  const nowhere = { page: false, address: false, listed: false, latest: false, sitemap: false, search: false }

  beforeEach(async () => {
    await DB.batch([
      DB.prepare('DELETE FROM properties'),
      DB.prepare('DELETE FROM projects'),
      DB.prepare('DELETE FROM owners WHERE email = ?').bind(owner),
    ])
    const report = await importFeed(DB, { properties: ids.map((id) => record(id, 'fr', documents(id))) })
    expect(report.rejected).toEqual([])
    const { id: ownerId } = (await DB.prepare('INSERT INTO owners (email) VALUES (?) RETURNING id').bind(owner).first<{ id: number }>())!
    await DB.batch(ids.map((id) => DB.prepare('INSERT INTO owner_properties (owner_id, property_id) VALUES (?, ?)').bind(ownerId, id)))
  })

  const links = async () => (await DB.prepare('SELECT COUNT(*) AS n FROM owner_properties').first<{ n: number }>())!.n
  const documentsOf = async (id: number) =>
    (await DB.prepare('SELECT COUNT(*) AS n FROM property_documents WHERE property_id = ?').bind(id).first<{ n: number }>())!.n

  it('keeps a listing whose record came with a string ID, with its owner link and documents', async () => {
    const feed: Array<Record<string, unknown>> = ids.map((id) => record(id, 'fr', documents(id)))
    feed[0] = { ...feed[0]!, ID: '4100001' }
    const report = await importFeed(DB, { full: true, properties: feed })
    expect(report.removed).toBe(0)
    expect(report.rejected).toEqual([expect.objectContaining({ id: 4100001 })])
    expect(await links()).toBe(6)
    expect(await documentsOf(4100001)).toBe(1)
    expect(await published(4100001)).toEqual(everywhere)
  })

  it('keeps a listing whose record failed another field', async () => {
    const feed = ids.map((id) => record(id, 'fr', documents(id)))
    feed[1] = record(4100002, 'fr', { Price: -5 })
    const report = await importFeed(DB, { full: true, properties: feed })
    expect(report.rejected).toEqual([expect.objectContaining({ id: 4100002, reason: expect.stringMatching(/^Price: /) })])
    expect(report.removed).toBe(0)
    expect(await published(4100002)).toEqual(everywhere)
  })

  it('withdraws nothing when a rejected record has no readable ID: it could be any listing', async () => {
    const report = await importFeed(DB, {
      full: true,
      properties: [...ids.slice(1).map((id) => record(id, 'fr')), { ID: null, City: 'Liège' }],
    })
    expect(report.removed).toBe(0)
    expect(report.withdrawalSkipped).toEqual([expect.stringContaining('without a readable ID')])
    expect(await published(4100001)).toEqual(everywhere)
  })

  it('withdraws a listing softly: hidden from the site, kept with its owner link and documents, back with the next feed that carries it', async () => {
    const report = await importFeed(DB, { full: true, properties: ids.slice(1).map((id) => record(id, 'fr', documents(id))) })
    expect(report.removed).toBe(1)
    expect(await published(4100001)).toEqual(nowhere)
    expect(await links()).toBe(6)
    expect(await documentsOf(4100001)).toBe(1)
    const overview = await ownerOverview(DB, (await ownerByEmail(DB, owner))!, 'fr', new Date())
    expect(overview.properties.map((summary) => [summary.card.id, summary.withdrawn, summary.href === null])).toContainEqual([
      4100001,
      true,
      true,
    ])
    expect(overview.properties.filter((summary) => summary.withdrawn)).toHaveLength(1)
    expect((await catalogueStats(DB)).forSale).toBe(5)

    const again = await importFeed(DB, { properties: [record(4100001, 'fr', documents(4100001))] })
    expect(again.rejected).toEqual([])
    expect(await published(4100001)).toEqual(everywhere)
    expect(await links()).toBe(6)
  })

  it('refuses a full feed that would withdraw more than a fifth of the catalogue, unless forced', async () => {
    const truncated = { full: true, properties: ids.slice(0, 4).map((id) => record(id, 'fr')) }
    await expect(importFeed(DB, truncated)).rejects.toThrow(ImportRefused)
    // Refused before writing: nothing withdrawn, nothing updated.
    expect(await published(4100005)).toEqual(everywhere)
    const forced = await importFeed(DB, truncated, { force: true })
    expect(forced.removed).toBe(2)
    expect(await published(4100005)).toEqual(nowhere)
  })

  it('withdraws a project softly too', async () => {
    await importFeed(DB, { projects: [project, { ...project, ID: 9002, Name: 'Le Clos', Units: [] }], properties: [] })
    const report = await importFeed(DB, { full: true, projects: [project], properties: ids.map((id) => record(id, 'fr')) }, { force: true })
    expect(report.removedProjects).toBe(1)
    expect((await listProjects(DB, 'fr')).map((item) => item.id)).toEqual([9001])
    expect(await getProject(DB, 9002, 'fr')).toBeUndefined()
    await importFeed(DB, { projects: [{ ...project, ID: 9002, Name: 'Le Clos', Units: [] }], properties: [] })
    expect((await getProject(DB, 9002, 'fr'))?.name).toBe('Le Clos')
  })
})
