import { CRM_LANGUAGES, CRM_PAGE_SIZE, CrmError, crmDateTime, crmListItems, type CrmLanguage } from '#/server/crm/omnicasa-protocol.ts'
import type { OmnicasaClient } from '#/server/crm/omnicasa-client.ts'
import {
  brokerFromCrm,
  calendarFromCrm,
  communicationsFromCrm,
  mediaFromCrm,
  portalVisitsFromCrm,
  type CrmBroker,
  type CrmCalendarEntry,
  type CrmCommunication,
  type CrmMedium,
  type CrmPortalVisits,
} from './owner-crm-rows.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// Owner data from the CRM (decision 016): for each owned property, its calendar history, communications
// (automatic histories), media online, broker and portal visits are read from the CRM and cached in
// D1. A refresh replaces the property's `source = 'crm'` rows in one batch, so an owner never sees a
// half-written history, and never touches the rows the site added itself (`source = 'site'`).

/** The calendar an owner sees: the last 12 months and what is planned for the next 3. */
export const CALENDAR_MONTHS_BACK = 12
export const CALENDAR_MONTHS_AHEAD = 3

/** A guard against a CRM whose RowsCount never ends: at most this many pages of one property's calendar. */
const MAX_CALENDAR_PAGES = 50

export type OwnerDataCounts = {
  /** properties whose history was refreshed */
  properties: number
  calendar: number
  communications: number
  media: number
  /** (property, day, portal) counts written */
  portalVisits: number
  /** CRM rows that did not validate, left out */
  skipped: number
  /** properties the CRM (or the write) failed for: their cached rows stay as they were */
  failed: number
  /** the last failure, for the operator (never carries the credentials: CrmError leaves them out) */
  lastError: string | null
}

/** A broker from the CRM with the job title in each language the CRM answered. */
export type CrmBrokerWithRoles = CrmBroker & { roles: Partial<Record<CrmLanguage, string>> }

type PropertyHistory = {
  calendar: CrmCalendarEntry[]
  communications: CrmCommunication[]
  media: CrmMedium[]
  broker: CrmBrokerWithRoles | null
  portalVisits: CrmPortalVisits[]
  skipped: number
}

function addMonths(date: Date, months: number): Date {
  const moved = new Date(date)
  moved.setUTCMonth(moved.getUTCMonth() + months)
  return moved
}

async function listOf(client: OmnicasaClient, method: string, args: Record<string, unknown>, language: CrmLanguage): Promise<unknown[]> {
  const items = crmListItems(await client.value(method, args, language))
  if (!items) throw new CrmError(method, 'garbage', 'a list without Items')
  return items
}

async function calendarItems(client: OmnicasaClient, propertyId: number, now: Date, language: CrmLanguage): Promise<unknown[]> {
  const args = {
    ObjectID: propertyId,
    FromDate: crmDateTime(addMonths(now, -CALENDAR_MONTHS_BACK)),
    ToDate: crmDateTime(addMonths(now, CALENDAR_MONTHS_AHEAD)),
  }
  const items: unknown[] = []
  for (let page = 0; page < MAX_CALENDAR_PAGES; page++) {
    const list = await client.page('GetCalendarHistories', args, language, page, CRM_PAGE_SIZE)
    items.push(...list.items)
    if (list.items.length === 0 || items.length >= list.rowsCount) break
  }
  return items
}

/** Everything the CRM knows of one property's history, mapped; a CrmError when any call fails. */
async function readHistory(client: OmnicasaClient, propertyId: number, now: Date, language: CrmLanguage): Promise<PropertyHistory> {
  const calendar = calendarFromCrm(await calendarItems(client, propertyId, now, language))
  const communications = communicationsFromCrm(await listOf(client, 'GetAutomaticHistories', { ObjectID: propertyId }, language))
  const media = mediaFromCrm(await listOf(client, 'GetMediaOnlineHistories', { ObjectID: propertyId }, language))
  const visits = portalVisitsFromCrm(await listOf(client, 'GetVisitStatisticOfProperty', { ID: propertyId }, language))
  const { broker, skipped: brokerSkipped } = await readBroker(client, propertyId)
  const skipped = calendar.skipped + communications.skipped + media.skipped + visits.skipped + brokerSkipped
  return { calendar: calendar.rows, communications: communications.rows, media: media.rows, broker, portalVisits: visits.rows, skipped }
}

/** A property's broker as the CRM names it, with the job title in each language; a CrmError when a call fails. */
export async function readBroker(
  client: OmnicasaClient,
  propertyId: number,
): Promise<{ broker: CrmBrokerWithRoles | null; skipped: number }> {
  // The broker's job title comes in the call's language: one call per language the CRM has.
  let broker: CrmBrokerWithRoles | null = null
  let skipped = 0
  for (const roleLanguage of CRM_LANGUAGES) {
    const found = brokerFromCrm(await listOf(client, 'GetRelationList', { ObjectID: propertyId }, roleLanguage))
    if (roleLanguage === CRM_LANGUAGES[0]) skipped += found.skipped
    if (!found.broker) continue
    broker ??= { ...found.broker, roles: {} }
    if (found.broker.id === broker.id && found.broker.role) broker.roles[roleLanguage] = found.broker.role
  }
  return { broker, skipped }
}

/**
 * The statements that make the CRM's broker a property's broker: the broker row is the CRM's (a
 * site broker whose id it meets is left alone), and a broker the site chose for the property stays.
 */
export function brokerStatements(db: D1Queryable, propertyId: number, broker: CrmBrokerWithRoles | null): D1PreparedStatement[] {
  const statements = [db.prepare(`DELETE FROM property_brokers WHERE property_id = ? AND source = 'crm'`).bind(propertyId)]
  if (!broker) return statements
  statements.push(
    db
      .prepare(
        `INSERT INTO brokers (id, name, roles, phone, email, photo, source) VALUES (?, ?, ?, ?, ?, ?, 'crm')
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, roles = excluded.roles, phone = excluded.phone, email = excluded.email, photo = excluded.photo
         WHERE brokers.source = 'crm'`,
      )
      .bind(broker.id, broker.name, JSON.stringify(broker.roles), broker.phone, broker.email, broker.photo),
    // A broker the site chose for the property stays its broker; a site broker whose id the CRM's
    // meets is not the CRM's person, so the property gets no CRM broker then.
    db
      .prepare(
        `INSERT INTO property_brokers (property_id, broker_id, source) SELECT ?1, ?2, 'crm' WHERE EXISTS (SELECT 1 FROM brokers WHERE id = ?2 AND source = 'crm')
         ON CONFLICT (property_id) DO NOTHING`,
      )
      .bind(propertyId, broker.id),
  )
  return statements
}

/** The statements that replace one property's CRM rows: run as one batch, all or nothing. */
function replacement(db: D1Queryable, propertyId: number, history: PropertyHistory): D1PreparedStatement[] {
  return [
    db.prepare(`DELETE FROM property_calendar WHERE property_id = ? AND source = 'crm'`).bind(propertyId),
    db
      .prepare(
        `INSERT INTO property_calendar (property_id, starts_at, type, contact, subject, comment, status, source)
         SELECT ?1, value ->> '$.startsAt', value ->> '$.type', value ->> '$.contact', value ->> '$.subject', value ->> '$.comment', value ->> '$.status', 'crm'
         FROM json_each(?2)`,
      )
      .bind(propertyId, JSON.stringify(history.calendar)),
    db.prepare(`DELETE FROM property_communications WHERE property_id = ? AND source = 'crm'`).bind(propertyId),
    db
      .prepare(
        `INSERT INTO property_communications (property_id, sent_at, channel, direction, contact, subject, summary, source)
         SELECT ?1, value ->> '$.sentAt', value ->> '$.channel', value ->> '$.direction', value ->> '$.contact', value ->> '$.subject', value ->> '$.summary', 'crm'
         FROM json_each(?2)`,
      )
      .bind(propertyId, JSON.stringify(history.communications)),
    db.prepare(`DELETE FROM property_media WHERE property_id = ? AND source = 'crm'`).bind(propertyId),
    db
      .prepare(
        `INSERT INTO property_media (property_id, medium, url, published_at, status, source)
         SELECT ?1, value ->> '$.medium', value ->> '$.url', value ->> '$.publishedAt', value ->> '$.status', 'crm' FROM json_each(?2)`,
      )
      .bind(propertyId, JSON.stringify(history.media)),
    // A day the CRM no longer reports keeps its count: portal visits only grow or are corrected.
    db
      .prepare(
        `INSERT INTO property_portal_visits (property_id, day, portal, views)
         SELECT ?1, value ->> '$.day', value ->> '$.portal', value ->> '$.views' FROM json_each(?2) WHERE true
         ON CONFLICT (property_id, day, portal) DO UPDATE SET views = excluded.views`,
      )
      .bind(propertyId, JSON.stringify(history.portalVisits)),
    ...brokerStatements(db, propertyId, history.broker),
  ]
}

/** The language to ask the CRM in for each property: that of its first owner (German owners read English). */
async function ownerLanguages(db: D1Queryable, propertyIds: number[]): Promise<Map<number, CrmLanguage>> {
  const { results } = await db
    .prepare(
      `SELECT op.property_id, o.language FROM owner_properties op JOIN owners o ON o.id = op.owner_id
       WHERE op.property_id IN (SELECT value FROM json_each(?)) ORDER BY o.id DESC`,
    )
    .bind(JSON.stringify(propertyIds))
    .all<{ property_id: number; language: string }>()
  const languages = new Map<number, CrmLanguage>()
  // Ordered newest owner first, so the first owner's language is the one left in the map.
  for (const row of results)
    languages.set(row.property_id, CRM_LANGUAGES.includes(row.language as CrmLanguage) ? (row.language as CrmLanguage) : 'en')
  return languages
}

/** The properties whose history the CRM keeps for an owner: every property an owner is linked to. */
export async function ownedPropertyIds(db: D1Queryable): Promise<number[]> {
  const { results } = await db
    .prepare('SELECT DISTINCT property_id FROM owner_properties ORDER BY property_id')
    .all<{ property_id: number }>()
  return results.map((row) => row.property_id)
}

/** Counts of an owner-data run before it read anything. */
export function noOwnerDataCounts(): OwnerDataCounts {
  return {
    properties: 0,
    calendar: 0,
    communications: 0,
    media: 0,
    portalVisits: 0,
    skipped: 0,
    failed: 0,
    lastError: null,
  }
}

/**
 * Reads each property's history from the CRM and replaces its cached CRM rows. One property's failure
 * (a CRM error, a write refused) leaves that property's rows as they were and the others go on.
 */
export async function refreshOwnerData(
  db: D1Queryable,
  client: OmnicasaClient,
  { now, propertyIds }: { now: Date; propertyIds: ReadonlyArray<number> },
): Promise<OwnerDataCounts> {
  const counts = noOwnerDataCounts()
  const ids = [...new Set(propertyIds)]
  const languages = ids.length > 0 ? await ownerLanguages(db, ids) : new Map<number, CrmLanguage>()
  for (const propertyId of ids) {
    try {
      const history = await readHistory(client, propertyId, now, languages.get(propertyId) ?? 'fr')
      await db.batch(replacement(db, propertyId, history))
      counts.properties += 1
      counts.calendar += history.calendar.length
      counts.communications += history.communications.length
      counts.media += history.media.length
      counts.portalVisits += history.portalVisits.length
      counts.skipped += history.skipped
    } catch (error) {
      counts.failed += 1
      counts.lastError = `property ${propertyId}: ${error instanceof Error ? error.message : String(error)}`
    }
  }
  return counts
}
