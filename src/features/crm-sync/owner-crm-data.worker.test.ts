import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { omnicasaClient } from '#/server/crm/omnicasa-client.ts'
import { CRM_LANGUAGE_IDS, crmDateTime, type CrmLanguage } from '#/server/crm/omnicasa-protocol.ts'
import { demoBrokers, demoOwnerPortal } from '../../../scripts/demo-data/owner-portal.ts'
import { ownedPropertyIds, refreshOwnerData } from './owner-crm-data.server.ts'
import { ownerPropertyView } from '#/features/owner-portal/owner-repository.server.ts'
import { brusselsDay } from '#/domain/brussels-calendar.ts'
import { addDays } from '#/domain/visit-statistics.ts'

// Owner history from the CRM into D1 (decision 016), inside workerd against the real migrations and the
// stand-in CRM that vitest's global setup starts (its owner methods: scripts/crm-stand-in/owner-methods.ts),
// spoken to over the network as a customer of this file's own. Where a test needs the CRM to fail for
// one property only, `fetch` refuses that property's call at the network boundary and passes the rest on.

const testEnv = env as unknown as { DB: D1Database; OMNICASA_URL: string }
const DB = testEnv.DB
const CONTROL = new URL('/__control/', testEnv.OMNICASA_URL)
const CUSTOMER = 'test-owner-data'
// The stand-in answers for its own clock: the demo history is built per Brussels day.
const now = new Date()
// Marie's first two demo properties (scripts/demo-data/owner-portal.ts).
const HOUSE = 4100003
const FLAT = 4100018
const credentials = { url: testEnv.OMNICASA_URL, customerName: CUSTOMER, customerPassword: 'demo-password' }

async function control(path: string, body?: unknown): Promise<void> {
  const url = new URL(path, CONTROL)
  url.searchParams.set('customer', CUSTOMER)
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) })
  if (!response.ok) throw new Error(`control ${path}: ${response.status}`)
}

type Fault = (method: string, args: Record<string, unknown>) => 'refuse' | 'garbage-row' | undefined

/** A client of the stand-in; `fault` may refuse one call, or add a malformed row to its answer, on its way back. */
function crm(fault: Fault = () => undefined) {
  const calls: Array<{ method: string; args: Record<string, unknown>; language: CrmLanguage }> = []
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const method = url.pathname.split('/').at(-1)!.replace(/Json$/, '')
    const {
      CustomerName: _name,
      CustomerPassword: _password,
      LanguageId,
      ...args
    } = JSON.parse(url.searchParams.get('json')!) as Record<string, unknown>
    const language = (Object.entries(CRM_LANGUAGE_IDS).find(([, id]) => id === LanguageId)?.[0] ?? 'fr') as CrmLanguage
    calls.push({ method, args, language })
    const happened = fault(method, args)
    if (happened === 'refuse')
      return Response.json({ [`${method}JsonResult`]: { Code: 1, Success: false, Message: 'Internal error', Value: null } })
    const response = await fetch(input, init)
    if (happened !== 'garbage-row') return response
    const answer = (await response.json()) as Record<string, { Value: { Items: unknown[] } }>
    answer[`${method}JsonResult`]!.Value.Items.push({ ID: 1, Date: 'not a date', MediumID: 42 })
    return Response.json(answer)
  }) as typeof fetch
  return { client: omnicasaClient(credentials, { fetch: fetcher }), calls }
}

async function rows(table: string, propertyId: number) {
  const { results } = await DB.prepare(`SELECT * FROM ${table} WHERE property_id = ? ORDER BY 2, 3, rowid`)
    .bind(propertyId)
    .all<Record<string, unknown>>()
  return results
}

let ownerId = 0

beforeEach(async () => {
  await control('reset')
  await DB.batch([
    DB.prepare('DELETE FROM owner_properties'),
    DB.prepare('DELETE FROM owners'),
    DB.prepare('DELETE FROM property_calendar'),
    DB.prepare('DELETE FROM property_communications'),
    DB.prepare('DELETE FROM property_media'),
    DB.prepare('DELETE FROM property_brokers'),
    DB.prepare('DELETE FROM brokers'),
    DB.prepare('DELETE FROM property_portal_visits'),
    DB.prepare('DELETE FROM property_views'),
    DB.prepare('DELETE FROM properties'),
  ])
  await DB.batch([
    DB.prepare(
      `INSERT INTO properties (id, goal, city, city_key, zip, web_id, language, headlines) VALUES (?, 0, 'Wavre', 'wavre', '1300', 1, 'fr', '{"fr":"Maison"}')`,
    ).bind(HOUSE),
    DB.prepare(
      `INSERT INTO properties (id, goal, city, city_key, zip, web_id, language, headlines) VALUES (?, 0, 'Wavre', 'wavre', '1300', 2, 'fr', '{"fr":"Appartement"}')`,
    ).bind(FLAT),
  ])
  ownerId = (await DB.prepare(
    `INSERT INTO owners (email, first_name, last_name, language) VALUES ('marie@example.be', 'Marie', 'Dupont', 'fr') RETURNING id`,
  ).first<{ id: number }>())!.id
  await DB.batch(
    [HOUSE, FLAT].map((id) => DB.prepare('INSERT INTO owner_properties (owner_id, property_id) VALUES (?, ?)').bind(ownerId, id)),
  )
})

describe('refreshOwnerData (decision 016)', () => {
  it('brings each owned property calendar, communications, media, broker and portal visits from the CRM', async () => {
    const { client, calls } = crm()
    const propertyIds = await ownedPropertyIds(DB)
    expect(propertyIds).toEqual([HOUSE, FLAT])
    const counts = await refreshOwnerData(DB, client, { now, propertyIds })

    const demo = demoOwnerPortal(now)
    const calendar = await rows('property_calendar', HOUSE)
    const demoCalendar = demo.calendar.filter((row) => row.propertyId === HOUSE)
    expect(calendar.map((row) => [row.starts_at, row.type, row.status, row.subject, row.source])).toEqual(
      demoCalendar
        .map((row) => [row.startsAt, row.type, row.status, row.subject, 'crm'])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    )
    const communications = await rows('property_communications', HOUSE)
    expect(communications).toHaveLength(demo.communications.filter((row) => row.propertyId === HOUSE).length)
    expect(new Set(communications.map((row) => row.source))).toEqual(new Set(['crm']))
    expect((await rows('property_media', HOUSE)).map((row) => row.medium)).toEqual(expect.arrayContaining(['Immoweb', 'Zimmo']))

    // The broker, with the job title in nl, fr and en from three calls.
    const broker = demoBrokers().find((candidate) => candidate.id === demo.brokerOf.get(HOUSE))!
    const stored = await DB.prepare(
      'SELECT b.id, b.name, b.roles, pb.source FROM property_brokers pb JOIN brokers b ON b.id = pb.broker_id WHERE pb.property_id = ?',
    )
      .bind(HOUSE)
      .first<{ id: number; name: string; roles: string; source: string }>()
    expect(stored).toMatchObject({ id: broker.id, name: broker.name, source: 'crm' })
    expect(JSON.parse(stored!.roles)).toEqual({ nl: broker.roles.nl, fr: broker.roles.fr, en: broker.roles.en })
    expect(
      calls
        .filter((call) => call.method === 'GetRelationList' && call.args.ObjectID === HOUSE)
        .map((call) => call.language)
        .sort(),
    ).toEqual(['en', 'fr', 'nl'])

    // The calendar asked from 12 months back to 3 months ahead, in the owner's language.
    const calendarCall = calls.find((call) => call.method === 'GetCalendarHistories')!
    const monthsFrom = (months: number) => {
      const date = new Date(now)
      date.setUTCMonth(date.getUTCMonth() + months)
      return crmDateTime(date).slice(0, 10)
    }
    expect(calendarCall).toMatchObject({ language: 'fr', args: { ObjectID: HOUSE, Limit1: 1, Limit2: 100 } })
    expect([String(calendarCall.args.FromDate).slice(0, 10), String(calendarCall.args.ToDate).slice(0, 10)]).toEqual([
      monthsFrom(-12),
      monthsFrom(3),
    ])

    const visits = await DB.prepare(
      'SELECT portal, COUNT(*) AS days, SUM(views) AS views FROM property_portal_visits WHERE property_id = ? GROUP BY portal ORDER BY portal',
    )
      .bind(HOUSE)
      .all<{ portal: string; days: number; views: number }>()
    expect(visits.results.map((row) => row.portal)).toEqual(['Immoweb', 'Logic-Immo', 'Zimmo'])
    expect(visits.results.every((row) => row.days === 90 && row.views > 0)).toBe(true)

    const total = (table: string) =>
      DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`)
        .first<{ n: number }>()
        .then((row) => row!.n)
    expect(counts).toEqual({
      properties: 2,
      calendar: await total('property_calendar'),
      communications: await total('property_communications'),
      media: await total('property_media'),
      portalVisits: await total('property_portal_visits'),
      skipped: 0,
      failed: 0,
      lastError: null,
    })
  })

  it('replaces the CRM rows on a second refresh rather than adding to them', async () => {
    await refreshOwnerData(DB, crm().client, { now, propertyIds: [HOUSE, FLAT] })
    const before = await Promise.all(
      ['property_calendar', 'property_communications', 'property_media', 'property_brokers', 'property_portal_visits'].map((table) =>
        rows(table, HOUSE),
      ),
    )
    await refreshOwnerData(DB, crm().client, { now, propertyIds: [HOUSE, FLAT] })
    const after = await Promise.all(
      ['property_calendar', 'property_communications', 'property_media', 'property_brokers', 'property_portal_visits'].map((table) =>
        rows(table, HOUSE),
      ),
    )
    const withoutIds = (tables: Array<Array<Record<string, unknown>>>) => tables.map((table) => table.map(({ id: _, ...row }) => row))
    expect(withoutIds(after)).toEqual(withoutIds(before))
    expect(after[0]!.length).toBeGreaterThan(0)
  })

  it('never changes or removes the rows the site added itself', async () => {
    await DB.batch([
      DB.prepare(
        `INSERT INTO property_calendar (property_id, starts_at, type, subject, status) VALUES (?, '2026-11-01T09:00:00.000Z', 'meeting', 'Rendez-vous au bureau', 'done')`,
      ).bind(HOUSE),
      DB.prepare(
        `INSERT INTO property_communications (property_id, sent_at, channel, direction, subject) VALUES (?, '2026-11-02T09:00:00.000Z', 'letter', 'out', 'Courrier du site')`,
      ).bind(HOUSE),
      DB.prepare(
        `INSERT INTO property_media (property_id, medium, published_at) VALUES (?, 'Notre vitrine', '2026-11-03T09:00:00.000Z')`,
      ).bind(HOUSE),
      DB.prepare(`INSERT INTO brokers (id, name) VALUES (777, 'Broker chosen on the site')`),
      DB.prepare('INSERT INTO property_brokers (property_id, broker_id) VALUES (?, 777)').bind(FLAT),
    ])
    await refreshOwnerData(DB, crm().client, { now, propertyIds: [HOUSE, FLAT] })
    await refreshOwnerData(DB, crm().client, { now, propertyIds: [HOUSE, FLAT] })
    const site = async (table: string) => (await rows(table, HOUSE)).filter((row) => row.source === 'site')
    expect((await site('property_calendar')).map((row) => row.subject)).toEqual(['Rendez-vous au bureau'])
    expect((await site('property_communications')).map((row) => row.subject)).toEqual(['Courrier du site'])
    expect((await site('property_media')).map((row) => row.medium)).toEqual(['Notre vitrine'])
    expect((await rows('property_calendar', HOUSE)).length).toBeGreaterThan(1)
    expect(await rows('property_brokers', FLAT)).toEqual([{ property_id: FLAT, broker_id: 777, source: 'site' }])
  })

  it('never overwrites a broker the site added whose id the CRM uses too, nor links the CRM relation to it', async () => {
    await refreshOwnerData(DB, crm().client, { now, propertyIds: [HOUSE] })
    const [crmLink] = await rows('property_brokers', HOUSE)
    const crmBroker = crmLink!.broker_id as number
    await DB.batch([
      DB.prepare('DELETE FROM property_brokers WHERE property_id = ?').bind(HOUSE),
      DB.prepare('DELETE FROM brokers WHERE id = ?').bind(crmBroker),
      DB.prepare(`INSERT INTO brokers (id, name, source) VALUES (?, 'A colleague added on the site', 'site')`).bind(crmBroker),
    ])
    await refreshOwnerData(DB, crm().client, { now, propertyIds: [HOUSE] })
    expect(await DB.prepare('SELECT name, source FROM brokers WHERE id = ?').bind(crmBroker).first()).toEqual({
      name: 'A colleague added on the site',
      source: 'site',
    })
    expect(await rows('property_brokers', HOUSE)).toEqual([])
  })

  it('keeps the cached rows when the CRM fails, and with one property failing refreshes the others', async () => {
    await refreshOwnerData(DB, crm().client, { now, propertyIds: [HOUSE, FLAT] })
    const tables = ['property_calendar', 'property_communications', 'property_media', 'property_brokers', 'property_portal_visits']
    // Marked, so that a refresh that wrote any of the house's rows would show.
    await DB.batch([
      DB.prepare(`UPDATE property_calendar SET subject = 'as cached' WHERE property_id = ?`).bind(HOUSE),
      DB.prepare(`UPDATE property_portal_visits SET views = 0 WHERE property_id = ?`).bind(HOUSE),
      DB.prepare(`DELETE FROM property_calendar WHERE property_id = ?`).bind(FLAT),
    ])
    const house = await Promise.all(tables.map((table) => rows(table, HOUSE)))

    // The stand-in refuses every GetAutomaticHistories, after answering the calendar: nothing is written.
    await control('faults', { errorMethods: ['GetAutomaticHistories'] })
    const down = await refreshOwnerData(DB, crm().client, { now, propertyIds: [HOUSE, FLAT] })
    expect(down).toMatchObject({ properties: 0, failed: 2 })
    expect(await Promise.all(tables.map((table) => rows(table, HOUSE)))).toEqual(house)
    expect(await rows('property_calendar', FLAT)).toEqual([])
    await control('faults', {})

    // Only the house's communications are refused: the house keeps its rows, the flat is refreshed.
    const { client } = crm((method, args) => (method === 'GetAutomaticHistories' && args.ObjectID === HOUSE ? 'refuse' : undefined))
    const counts = await refreshOwnerData(DB, client, { now, propertyIds: [HOUSE, FLAT] })
    expect(counts).toMatchObject({ properties: 1, failed: 1 })
    expect(counts.lastError).toContain(`property ${HOUSE}`)
    expect(counts.lastError).toContain('GetAutomaticHistories')
    expect(counts.lastError).not.toContain('demo-password')
    expect(await Promise.all(tables.map((table) => rows(table, HOUSE)))).toEqual(house)
    expect((await rows('property_calendar', FLAT)).length).toBeGreaterThan(0)
  })

  it('skips and counts a row the CRM sends malformed, writing the rest', async () => {
    const { client } = crm((method, args) => (method === 'GetAutomaticHistories' && args.ObjectID === HOUSE ? 'garbage-row' : undefined))
    const counts = await refreshOwnerData(DB, client, { now, propertyIds: [HOUSE] })
    expect(counts).toMatchObject({ properties: 1, skipped: 1, failed: 0 })
    expect(await rows('property_communications', HOUSE)).toHaveLength(
      demoOwnerPortal(now).communications.filter((row) => row.propertyId === HOUSE).length,
    )
  })

  it('shows the owner the CRM history and adds the portals’ visits to the site’s own', async () => {
    const yesterday = addDays(brusselsDay(now), -1)
    await DB.prepare(`INSERT INTO property_views (property_id, day, source, views) VALUES (?, ?, 'search', 5)`).bind(HOUSE, yesterday).run()
    await refreshOwnerData(DB, crm().client, { now, propertyIds: [HOUSE] })
    const view = (await ownerPropertyView(DB, ownerId, HOUSE, 'fr', now))!
    expect(view.calendar.length).toBeGreaterThan(0)
    expect(view.communications.length).toBeGreaterThan(0)
    expect(view.broker?.role).toBe(demoBrokers().find((broker) => broker.id === demoOwnerPortal(now).brokerOf.get(HOUSE))!.roles.fr)
    const portals = await DB.prepare('SELECT portal, SUM(views) AS views FROM property_portal_visits WHERE property_id = ? GROUP BY portal')
      .bind(HOUSE)
      .all<{ portal: string; views: number }>()
    const portalTotal = portals.results.reduce((sum, row) => sum + row.views, 0)
    expect(view.visits.total).toBe(5 + portalTotal)
    expect(view.statistics.bySource).toEqual(
      expect.arrayContaining([{ source: 'search', views: 5 }, ...portals.results.map((row) => ({ portal: row.portal, views: row.views }))]),
    )
    const portalsYesterday = await DB.prepare(`SELECT SUM(views) AS views FROM property_portal_visits WHERE property_id = ? AND day = ?`)
      .bind(HOUSE, yesterday)
      .first<{ views: number }>()
    expect(view.statistics.lastDays.at(-2)).toMatchObject({ day: yesterday, views: 5 + portalsYesterday!.views, site: 5 })
  })
})
