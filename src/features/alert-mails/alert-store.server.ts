import * as v from 'valibot'
import type { AlertCriteria, ListingFacts, MatchKind } from '#/domain/alert-matching.ts'
import { isLocale, type Locale } from '#/i18n/locales.ts'
import { PropertyDetailsSchema, type PropertyDetails } from '#/listings/property-details.ts'
import { ACTIVE_ALERT_SQL } from '#/features/subscribers/index.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import { setMetaStatement } from '#/server/app-meta.server.ts'

// The alert mails' SQL (decision 017): the run's watermark, the listings that arrived or dropped in
// price, the alerts that mail, and the ledger of what each subscriber was sent (migration 0014).

/** app_meta key: the end of the last run's window, by the database's clock. */
const WATERMARK_KEY = 'alert_mails_until'

/** The database's clock: the one the importer stamps first_seen_at and price_dropped_at with. */
export async function databaseNow(db: D1Queryable): Promise<string> {
  return (await db.prepare(`SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AS now`).first<string>('now'))!
}

export async function readWatermark(db: D1Queryable): Promise<string | undefined> {
  return (await db.prepare('SELECT value FROM app_meta WHERE key = ?').bind(WATERMARK_KEY).first<string>('value')) ?? undefined
}

export async function writeWatermark(db: D1Queryable, until: string): Promise<void> {
  await setMetaStatement(db, WATERMARK_KEY, until).run()
}

export type CandidateListing = ListingFacts & {
  id: number
  firstSeenAt: string | null
  priceDroppedAt: string | null
  previousPrice: number | null
}

type ListingRow = {
  id: number
  goal: number
  status: ListingFacts['status']
  withdrawn_at: string | null
  web_id: number | null
  web_ids: string | null
  zip: string
  city: string
  price: number | null
  publish_price: number
  previous_price: number | null
  bedrooms: number | null
  bathrooms: number | null
  details: string
  first_seen_at: string | null
  price_dropped_at: string | null
}

function detailsOf(json: string): PropertyDetails {
  try {
    const parsed = v.safeParse(PropertyDetailsSchema, JSON.parse(json))
    return parsed.success ? parsed.output : {}
  } catch {
    return {}
  }
}

/** A listing's facts as the matcher reads them; garages, parking, garden and terrace live in `details`. */
function factsOf(row: ListingRow): CandidateListing {
  const details = detailsOf(row.details)
  const typeIds = (row.web_ids ?? '')
    .split(/[,;\s]+/)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
  return {
    id: row.id,
    goal: row.goal,
    status: row.status,
    withdrawn: row.withdrawn_at !== null,
    typeIds: typeIds.length > 0 ? typeIds : row.web_id !== null ? [row.web_id] : [],
    zip: row.zip,
    city: row.city,
    price: row.price,
    publishPrice: row.publish_price === 1,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    garages: details.garages ?? (details.hasGarage ? 1 : null),
    parkings:
      details.parkings !== undefined || details.externalParkings !== undefined
        ? (details.parkings ?? 0) + (details.externalParkings ?? 0)
        : details.hasParking
          ? 1
          : null,
    garden: details.hasGarden === true || (details.surfaceGarden ?? 0) > 0,
    terrace: details.hasTerrace === true || (details.surfaceTerrace ?? 0) > 0,
    firstSeenAt: row.first_seen_at,
    priceDroppedAt: row.price_dropped_at,
    previousPrice: row.previous_price,
  }
}

/** Listings first seen, or lower in price, within [from, until): each window is looked at once. */
export async function listingsSeenOrDropped(db: D1Queryable, from: string, until: string): Promise<CandidateListing[]> {
  const { results } = await db
    .prepare(
      `SELECT id, goal, status, withdrawn_at, web_id, web_ids, zip, city, price, publish_price, previous_price, bedrooms, bathrooms, details, first_seen_at, price_dropped_at
       FROM properties
       WHERE (first_seen_at >= ?1 AND first_seen_at < ?2) OR (price_dropped_at >= ?1 AND price_dropped_at < ?2)`,
    )
    .bind(from, until)
    .all<ListingRow>()
  return results.map(factsOf)
}

export type MailingAlert = AlertCriteria & { id: number; email: string; locale: Locale; confirmedAt: string }

type AlertRow = {
  id: number
  email: string
  locale: string
  goal: number
  budget_min: number | null
  budget_max: number | null
  min_bedrooms: number | null
  min_bathrooms: number | null
  min_garages: number | null
  min_parkings: number | null
  garden: number
  terrace: number
  confirmed_at: string
}

/** Every alert that mails (confirmed, not paused, not stopped) confirmed before `until`, of the given goals. */
export async function mailingAlerts(db: D1Queryable, goals: ReadonlyArray<number>, until: string): Promise<MailingAlert[]> {
  if (goals.length === 0) return []
  const where = `${ACTIVE_ALERT_SQL} AND a.confirmed_at < ?1 AND a.goal IN (SELECT value FROM json_each(?2))`
  const [alerts, types, zones] = await db.batch([
    db
      .prepare(
        `SELECT a.id, a.email, a.locale, a.goal, a.budget_min, a.budget_max, a.min_bedrooms, a.min_bathrooms, a.min_garages, a.min_parkings, a.garden, a.terrace, a.confirmed_at
         FROM search_alerts a WHERE ${where}`,
      )
      .bind(until, JSON.stringify(goals)),
    db
      .prepare(`SELECT t.alert_id, t.type_id FROM search_alert_types t JOIN search_alerts a ON a.id = t.alert_id WHERE ${where}`)
      .bind(until, JSON.stringify(goals)),
    db
      .prepare(`SELECT z.alert_id, z.kind, z.value FROM search_alert_zones z JOIN search_alerts a ON a.id = z.alert_id WHERE ${where}`)
      .bind(until, JSON.stringify(goals)),
  ])
  const typesOf = new Map<number, number[]>()
  for (const row of types!.results as Array<{ alert_id: number; type_id: number }>)
    typesOf.set(row.alert_id, [...(typesOf.get(row.alert_id) ?? []), row.type_id])
  const zonesOf = new Map<number, { zips: string[]; towns: string[] }>()
  for (const row of zones!.results as Array<{ alert_id: number; kind: 'zip' | 'town'; value: string }>) {
    const zone = zonesOf.get(row.alert_id) ?? { zips: [], towns: [] }
    if (row.kind === 'zip') zone.zips.push(row.value)
    else zone.towns.push(row.value)
    zonesOf.set(row.alert_id, zone)
  }
  return (alerts!.results as AlertRow[]).map((row) => ({
    id: row.id,
    email: row.email.toLowerCase(),
    locale: isLocale(row.locale) ? row.locale : 'fr',
    confirmedAt: row.confirmed_at,
    goal: row.goal,
    typeIds: typesOf.get(row.id) ?? [],
    zips: zonesOf.get(row.id)?.zips ?? [],
    towns: zonesOf.get(row.id)?.towns ?? [],
    budgetMin: row.budget_min,
    budgetMax: row.budget_max,
    minBedrooms: row.min_bedrooms,
    minBathrooms: row.min_bathrooms,
    minGarages: row.min_garages,
    minParkings: row.min_parkings,
    garden: row.garden === 1,
    terrace: row.terrace === 1,
  }))
}

/** What the ledger holds about these listings, per subscriber: `email` → property id → kinds sent. */
export async function ledgerFor(db: D1Queryable, propertyIds: ReadonlyArray<number>): Promise<Map<string, Map<number, Set<MatchKind>>>> {
  if (propertyIds.length === 0) return new Map()
  const { results } = await db
    .prepare(`SELECT email, property_id, kind FROM alert_ledger WHERE property_id IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(propertyIds))
    .all<LedgerRow>()
  return ledgerMap(results)
}

type LedgerRow = { email: string; property_id: number; kind: MatchKind }
function ledgerMap(rows: ReadonlyArray<LedgerRow>): Map<string, Map<number, Set<MatchKind>>> {
  const ledger = new Map<string, Map<number, Set<MatchKind>>>()
  for (const row of rows) {
    const byProperty = ledger.get(row.email) ?? new Map<number, Set<MatchKind>>()
    byProperty.set(row.property_id, (byProperty.get(row.property_id) ?? new Set<MatchKind>()).add(row.kind))
    ledger.set(row.email, byProperty)
  }
  return ledger
}

/**
 * What holds for one subscriber's news when its mail is about to go, in one round trip: what the
 * ledger already holds of these listings for them, which listings are still on offer (one sold or
 * withdrawn since the run is left out), and which of their alerts still mail (one stopped or paused
 * since sends nothing).
 */
export async function deliveryState(
  db: D1Queryable,
  email: string,
  propertyIds: ReadonlyArray<number>,
  alertIds: ReadonlyArray<number>,
): Promise<{ mailed: Map<number, Set<MatchKind>>; onOffer: Set<number>; alertIds: number[] }> {
  const [ledger, onOffer, alerts] = await db.batch([
    db
      .prepare(`SELECT email, property_id, kind FROM alert_ledger WHERE email = ?1 AND property_id IN (SELECT value FROM json_each(?2))`)
      .bind(email, JSON.stringify(propertyIds)),
    db
      .prepare(
        `SELECT id FROM properties WHERE id IN (SELECT value FROM json_each(?)) AND withdrawn_at IS NULL AND status IN ('available', 'option')`,
      )
      .bind(JSON.stringify(propertyIds)),
    db
      .prepare(`SELECT a.id FROM search_alerts a WHERE a.id IN (SELECT value FROM json_each(?)) AND ${ACTIVE_ALERT_SQL}`)
      .bind(JSON.stringify(alertIds)),
  ])
  return {
    mailed: ledgerMap(ledger!.results as LedgerRow[]).get(email) ?? new Map(),
    onOffer: new Set((onOffer!.results as Array<{ id: number }>).map((row) => row.id)),
    alertIds: (alerts!.results as Array<{ id: number }>).map((row) => row.id),
  }
}

/** The ledger rows of one mail, written in one statement: the mail counts as sent exactly when they are. */
export function ledgerStatement(
  db: D1Queryable,
  email: string,
  items: ReadonlyArray<{ propertyId: number; kind: MatchKind; price: number | null }>,
  sentAt: string,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO alert_ledger (email, property_id, kind, price, sent_at)
       SELECT ?1, json_extract(value, '$.propertyId'), json_extract(value, '$.kind'), json_extract(value, '$.price'), ?2 FROM json_each(?3) WHERE true
       ON CONFLICT DO NOTHING`,
    )
    .bind(email, sentAt, JSON.stringify(items))
}
