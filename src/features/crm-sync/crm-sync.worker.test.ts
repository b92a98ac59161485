import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { omnicasaClient } from '#/server/crm/omnicasa-client.ts'
import { healthResponse } from '#/server/health.server.ts'
import { inlineSteps, planSync, runCrmSync, syncHealth, type SyncOutcome } from './crm-sync.server.ts'

// The sync against the stand-in CRM (scripts/crm-stand-in/, started by vitest's global setup): the
// real protocol over the network, each test with its own customer, so its own copy of the demo CRM.

const testEnv = env as unknown as { DB: D1Database; OMNICASA_URL: string }
const DB = testEnv.DB
const CONTROL = new URL('/__control/', testEnv.OMNICASA_URL)
let customer = ''

async function control(path: string, init: { method?: string; body?: unknown } = {}): Promise<unknown> {
  const url = new URL(path, CONTROL)
  url.searchParams.set('customer', customer)
  const response = await fetch(url, {
    method: init.method ?? 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

async function sync(options: { forceFull?: boolean } = {}): Promise<SyncOutcome> {
  const client = omnicasaClient(
    { url: testEnv.OMNICASA_URL, customerName: customer, customerPassword: 'demo-password' },
    { timeoutMs: 2_000 },
  )
  // The CRM's clock is the real one: ChangeSince compares with the times its records changed.
  const now = new Date()
  return runCrmSync(inlineSteps({ retries: 1, delayMs: 5 }), {
    db: DB,
    client,
    now,
    runId: `test-${crypto.randomUUID()}`,
    forceFull: options.forceFull,
    changeSinceMarginMinutes: 0,
  })
}

async function succeeded(outcome: Promise<SyncOutcome>) {
  const result = await outcome
  if (result.status !== 'succeeded') throw new Error(`sync ${result.status}: ${JSON.stringify(result)}`)
  return result.report
}

const property = (id: number) =>
  DB.prepare('SELECT price, withdrawn_at, city, headlines FROM properties WHERE id = ?')
    .bind(id)
    .first<{ price: number | null; withdrawn_at: string | null; city: string; headlines: string }>()
const count = async (sql: string) => (await DB.prepare(sql).first<{ n: number }>())!.n
const version = async () =>
  (await DB.prepare("SELECT value FROM app_meta WHERE key = 'catalogue_version'").first<{ value: string }>())?.value ?? null

type CrmRowList = { Items: Array<{ ID: number; Price?: number; Zip?: string }>; RowsCount: number }
async function crmList(method: string, language = 2): Promise<CrmRowList> {
  const json = JSON.stringify({ CustomerName: customer, CustomerPassword: 'demo-password', LanguageId: language })
  const response = await fetch(`${testEnv.OMNICASA_URL}${method}Json?json=${encodeURIComponent(json)}`)
  return ((await response.json()) as Record<string, { Value: CrmRowList }>)[`${method}JsonResult`]!.Value
}

/** ChangeSince has whole seconds: a change must fall in a later second than the sync before it. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100))

describe('CRM sync against the stand-in CRM', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    customer = `test-sync-${crypto.randomUUID().slice(0, 8)}`
    await control('reset')
    await nextSecond()
    await DB.batch(
      [
        'crm_sync_runs',
        'crm_sync_staging',
        'owner_properties',
        'property_pictures',
        'property_documents',
        'project_units',
        'properties',
        'projects',
      ].map((table) => DB.prepare(`DELETE FROM ${table}`)),
    )
  })

  it('a full sync brings every listing of the CRM, its pictures, documents and projects', async () => {
    const report = await succeeded(sync())
    const crm = await crmList('GetPropertyList')
    const projects = await crmList('GetProjectList')
    expect(report.mode).toBe('full')
    expect(await count('SELECT COUNT(*) AS n FROM properties WHERE withdrawn_at IS NULL')).toBe(crm.RowsCount)
    expect(await count('SELECT COUNT(*) AS n FROM projects WHERE withdrawn_at IS NULL')).toBe(projects.RowsCount)
    expect(report.written.properties).toBe(crm.RowsCount)
    expect(report.rejected).toEqual([])
    const sample = crm.Items.find((row) => typeof row.Price === 'number')!
    expect((await property(sample.ID))?.price).toBe(sample.Price)
    expect(await count('SELECT COUNT(*) AS n FROM property_pictures')).toBeGreaterThan(crm.RowsCount)
    // Documents are the owner's unless the CRM publishes them.
    expect(await count('SELECT COUNT(*) AS n FROM property_documents')).toBeGreaterThan(0)
    // Both languages of a listing are kept; English rows without text add none.
    const headlines = JSON.parse((await property(sample.ID))!.headlines) as Record<string, string>
    expect(Object.keys(headlines).sort()).toEqual(['fr', 'nl'])
  })

  it('an incremental sync reads only what changed and writes it; nothing changed, nothing written', async () => {
    const first = await succeeded(sync())
    const before = await version()
    const [changed] = (await crmList('GetPropertyList')).Items
    await nextSecond()
    await control('properties', { body: { ID: changed!.ID, changes: { Price: 123_456 } } })
    const second = await succeeded(sync())
    expect(second.mode).toBe('incremental')
    expect(second.read.properties).toBeLessThan(first.read.properties / 10)
    expect(second.written.properties).toBe(1)
    expect((await property(changed!.ID))?.price).toBe(123_456)
    expect(await version()).not.toBe(before)
    const settled = await version()
    const third = await succeeded(sync())
    expect(third.written.properties).toBe(0)
    expect(third.changed).toBe(false)
    expect(await version()).toBe(settled)
  })

  it('a listing removed from the CRM is withdrawn softly, keeps its owner link, and comes back with the CRM', async () => {
    await succeeded(sync())
    const [gone] = (await crmList('GetPropertyList')).Items
    const owner = await DB.prepare(
      "INSERT INTO owners (email, first_name, last_name) VALUES ('owner@example.be', 'O', 'W') RETURNING id",
    ).first<{ id: number }>()
    await DB.prepare('INSERT INTO owner_properties (owner_id, property_id) VALUES (?, ?)').bind(owner!.id, gone!.ID).run()
    await nextSecond()
    await control(`properties/${gone!.ID}`, { method: 'DELETE' })
    const report = await succeeded(sync())
    expect(report.withdrawn.properties).toBe(1)
    expect((await property(gone!.ID))?.withdrawn_at).not.toBeNull()
    expect(await count(`SELECT COUNT(*) AS n FROM owner_properties WHERE property_id = ${gone!.ID}`)).toBe(1)
    await nextSecond()
    await control(`properties/${gone!.ID}/restore`)
    await succeeded(sync())
    expect((await property(gone!.ID))?.withdrawn_at).toBeNull()
  })

  it('a full sync withdraws what the CRM no longer lists, but never a listing the site added', async () => {
    await succeeded(sync())
    const [first, second] = (await crmList('GetPropertyList')).Items
    await DB.prepare("UPDATE properties SET source = 'site' WHERE id = ?").bind(second!.ID).run()
    await control(`properties/${first!.ID}`, { method: 'DELETE' })
    await control(`properties/${second!.ID}`, { method: 'DELETE' })
    const report = await succeeded(sync({ forceFull: true }))
    expect(report.mode).toBe('full')
    expect((await property(first!.ID))?.withdrawn_at).not.toBeNull()
    expect((await property(second!.ID))?.withdrawn_at).toBeNull()
  })

  it('a malformed record is skipped and reported, and the listing stays as it was', async () => {
    await succeeded(sync())
    const [bad] = (await crmList('GetPropertyList')).Items
    const before = await property(bad!.ID)
    await control('faults', { body: { malformedIds: [bad!.ID] } })
    await control('properties', { body: { ID: bad!.ID, changes: { Price: 1 } } })
    const report = await succeeded(sync({ forceFull: true }))
    expect(report.rejected.map((rejected) => rejected.id)).toContain(bad!.ID)
    expect(report.withdrawn.properties).toBe(0)
    expect(await property(bad!.ID)).toEqual(before)
  })

  it('a CRM failing halfway changes nothing visitors see, and the operator reads why', async () => {
    await succeeded(sync())
    const [changed] = (await crmList('GetPropertyList')).Items
    const before = await property(changed!.ID)
    const cached = await version()
    await nextSecond()
    await control('properties', { body: { ID: changed!.ID, changes: { Price: 999_999 } } })
    // Every list is read and staged; the last read fails, every time it is tried.
    await control('faults', { body: { garbageMethods: ['GetDeletedPropertyIDs'] } })
    const outcome = await sync({ forceFull: true })
    expect(outcome.status).toBe('failed')
    expect(await property(changed!.ID)).toEqual(before)
    expect(await version()).toBe(cached)
    expect(await count('SELECT COUNT(*) AS n FROM crm_sync_staging')).toBe(0)
    const health = (await syncHealth(DB)) as { lastSyncError: { error: string } | null }
    expect(health.lastSyncError?.error).toMatch(/GetDeletedPropertyIDs: garbage/)
    // The CRM answers again: the next sync brings the change.
    await control('faults', { body: {} })
    await succeeded(sync())
    expect((await property(changed!.ID))?.price).toBe(999_999)
  })

  it('a CRM that is down or times out fails the sync without touching the catalogue', async () => {
    await succeeded(sync())
    const published = await count('SELECT COUNT(*) AS n FROM properties WHERE withdrawn_at IS NULL')
    const [changed] = (await crmList('GetPropertyList')).Items
    const before = await property(changed!.ID)
    const cached = await version()
    await nextSecond()
    await control('properties', { body: { ID: changed!.ID, changes: { Price: 777_777 } } })
    await control('faults', { body: { timeoutMethods: ['GetPropertyPictureList'] } })
    expect((await sync({ forceFull: true })).status).toBe('failed')
    await control('faults', { body: { down: true } })
    expect((await sync({ forceFull: true })).status).toBe('failed')
    expect(await count('SELECT COUNT(*) AS n FROM properties WHERE withdrawn_at IS NULL')).toBe(published)
    expect(await property(changed!.ID)).toEqual(before)
    expect(await version()).toBe(cached)
  })

  it('a bad picture row is left out, not the listing with all its pictures', async () => {
    await succeeded(sync())
    const [listing] = (await crmList('GetPropertyList')).Items
    const pictures = async () =>
      (
        await DB.prepare('SELECT url FROM property_pictures WHERE property_id = ? ORDER BY position')
          .bind(listing!.ID)
          .all<{ url: string }>()
      ).results.map((row) => row.url)
    const good = await pictures()
    expect(good.length).toBeGreaterThan(1)
    const records = (
      (await control(`properties/${listing!.ID}`, { method: 'GET' })) as { records: Array<{ Pictures: Array<Record<string, unknown>> }> }
    ).records
    const withBad = [{ Url: 'http://insecure.example/photo.jpg', Width: 800, Height: 600 }, ...records[0]!.Pictures]
    await nextSecond()
    await control('properties', { body: { ID: listing!.ID, changes: { Pictures: withBad, Price: 654_321 } } })
    const report = await succeeded(sync())
    expect(report.rejected).toEqual([])
    expect((await property(listing!.ID))?.price).toBe(654_321)
    expect(await pictures()).toEqual(good)
  })

  it('one sync at a time: a running one blocks the next, one that died long ago or on another clock does not', async () => {
    const now = new Date()
    const running = (id: string, startedAt: Date) =>
      DB.prepare("INSERT INTO crm_sync_runs (id, mode, status, started_at) VALUES (?, 'full', 'running', ?)")
        .bind(id, startedAt.toISOString())
        .run()
    await running('alive', new Date(now.getTime() - 5 * 60_000))
    expect(await planSync(DB, now, { runId: 'next' })).toBeNull()
    await DB.prepare("DELETE FROM crm_sync_runs WHERE id = 'alive'").run()
    await running('died', new Date(now.getTime() - 31 * 60_000))
    await running('future', new Date(now.getTime() + 3 * 60 * 60_000))
    expect(await planSync(DB, now, { runId: 'next' })).toMatchObject({ runId: 'next', mode: 'full' })
  })

  it('the operator reads the last sync in /api/health', async () => {
    await succeeded(sync())
    const token = 'operator-token-of-this-test'
    const response = await healthResponse(
      new Request('https://site.test/api/health', { headers: { Authorization: `Bearer ${token}` } }),
      { DB, OPERATOR_TOKEN: token },
      { crm: syncHealth },
    )
    const body = (await response.json()) as { crm: { lastSync: { mode: string; written: { properties: number } } } }
    expect(body.crm.lastSync.mode).toBe('full')
    expect(body.crm.lastSync.written.properties).toBeGreaterThan(100)
  })
})
