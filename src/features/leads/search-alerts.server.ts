import type { AlertLimits } from '#/domain/alert-matching.ts'
import { NEWSLETTER_LINK_RESEND_MS } from '#/features/subscribers/index.server.ts'
import { parseZones } from '#/domain/search-zones.ts'
import type { Locale } from '#/i18n/locales.ts'
import type { FieldValue } from './lead-fields.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import { mailAgainStatement } from './lead-store.server.ts'

// spec §3 "Demand register": a search alert's criteria, written with its lead in one batch, in the
// tables of migrations/0004 that a matcher can query. Stored unconfirmed (confirmed_at NULL): nothing
// is mailed before its subscriber follows the confirmation link (decision 017).

const integerOrNull = (value: FieldValue | undefined) => (typeof value === 'number' ? value : null)

/** The alert's columns, as the form and the manage page give them. */
export function alertColumns(values: Record<string, FieldValue>) {
  return {
    goal: values.goal === 'rent' ? 1 : 0,
    budgetMin: integerOrNull(values.budgetMin),
    budgetMax: integerOrNull(values.budgetMax),
    minBedrooms: integerOrNull(values.bedrooms),
    minBathrooms: integerOrNull(values.bathrooms),
    minGarages: integerOrNull(values.garages),
    minParkings: integerOrNull(values.parkings),
    garden: values.garden === true ? 1 : 0,
    terrace: values.terrace === true ? 1 : 0,
  }
}

/** The statements that (re)write an alert's types and zones; `alert` selects the alert's id. */
export function alertCriteriaStatements(
  db: D1Queryable,
  alert: { where: string; bind: unknown },
  values: Record<string, FieldValue>,
): D1PreparedStatement[] {
  const zones = parseZones(typeof values.zones === 'string' ? values.zones : '')
  const types = Array.isArray(values.propertyTypes) ? values.propertyTypes.map(Number).filter(Number.isInteger) : []
  // The WHERE keeps SQLite from reading ON CONFLICT as part of the SELECT.
  return [
    ...types.map((type) =>
      db
        .prepare(
          `INSERT INTO search_alert_types (alert_id, type_id) SELECT id, ? FROM search_alerts WHERE ${alert.where} ON CONFLICT DO NOTHING`,
        )
        .bind(type, alert.bind),
    ),
    ...zones.zips.map((zip) =>
      db
        .prepare(
          `INSERT INTO search_alert_zones (alert_id, kind, value) SELECT id, 'zip', ? FROM search_alerts WHERE ${alert.where} ON CONFLICT DO NOTHING`,
        )
        .bind(zip, alert.bind),
    ),
    ...zones.towns.map((town) =>
      db
        .prepare(
          `INSERT INTO search_alert_zones (alert_id, kind, value) SELECT id, 'town', ? FROM search_alerts WHERE ${alert.where} ON CONFLICT DO NOTHING`,
        )
        .bind(town, alert.bind),
    ),
  ]
}

export function searchAlertStatements(
  db: D1Queryable,
  leadId: string,
  email: string,
  locale: Locale,
  values: Record<string, FieldValue>,
): D1PreparedStatement[] {
  const c = alertColumns(values)
  return [
    db
      .prepare(
        `INSERT INTO search_alerts (lead_id, email, locale, goal, budget_min, budget_max, min_bedrooms, min_bathrooms, min_garages, min_parkings, garden, terrace)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (lead_id) DO NOTHING`,
      )
      .bind(
        leadId,
        email,
        locale,
        c.goal,
        c.budgetMin,
        c.budgetMax,
        c.minBedrooms,
        c.minBathrooms,
        c.minGarages,
        c.minParkings,
        c.garden,
        c.terrace,
      ),
    ...alertCriteriaStatements(db, { where: 'lead_id = ?', bind: leadId }, values),
  ]
}

/** The alert a lead made, for its confirmation mail's links. */
export async function alertOfLead(db: D1Queryable, leadId: string): Promise<{ id: number; confirmedAt: string | null } | null> {
  return db
    .prepare('SELECT id, confirmed_at AS confirmedAt FROM search_alerts WHERE lead_id = ?')
    .bind(leadId)
    .first<{ id: number; confirmedAt: string | null }>()
}

/** A stored search alert with its criteria, as the manage page and the CRM read it. */
export type StoredAlert = AlertLimits & {
  id: number
  leadId: string
  email: string
  locale: Locale
  goal: 0 | 1
  status: 'active' | 'stopped'
  createdAt: string
  confirmedAt: string | null
  pausedAt: string | null
  typeIds: number[]
  zips: string[]
  /** town keys (townKey) */
  towns: string[]
}

type AlertRow = Omit<StoredAlert, 'garden' | 'terrace' | 'typeIds' | 'zips' | 'towns'> & { garden: number; terrace: number }

const ALERT_COLUMNS = `id, lead_id AS leadId, email, locale, goal, budget_min AS budgetMin, budget_max AS budgetMax, min_bedrooms AS minBedrooms,
  min_bathrooms AS minBathrooms, min_garages AS minGarages, min_parkings AS minParkings, garden, terrace, status,
  created_at AS createdAt, confirmed_at AS confirmedAt, paused_at AS pausedAt`

async function withCriteria(db: D1Queryable, row: AlertRow | null): Promise<StoredAlert | null> {
  if (!row) return null
  const [types, zones] = await db.batch([
    db.prepare('SELECT type_id AS typeId FROM search_alert_types WHERE alert_id = ? ORDER BY type_id').bind(row.id),
    db.prepare('SELECT kind, value FROM search_alert_zones WHERE alert_id = ? ORDER BY rowid').bind(row.id),
  ])
  const zoneRows = zones!.results as Array<{ kind: string; value: string }>
  return {
    ...row,
    garden: row.garden === 1,
    terrace: row.terrace === 1,
    typeIds: (types!.results as Array<{ typeId: number }>).map((type) => type.typeId),
    zips: zoneRows.filter((zone) => zone.kind === 'zip').map((zone) => zone.value),
    towns: zoneRows.filter((zone) => zone.kind === 'town').map((zone) => zone.value),
  }
}

export async function findAlert(db: D1Queryable, id: number): Promise<StoredAlert | null> {
  return withCriteria(db, await db.prepare(`SELECT ${ALERT_COLUMNS} FROM search_alerts WHERE id = ?`).bind(id).first<AlertRow>())
}

export async function findAlertOfLead(db: D1Queryable, leadId: string): Promise<StoredAlert | null> {
  return withCriteria(db, await db.prepare(`SELECT ${ALERT_COLUMNS} FROM search_alerts WHERE lead_id = ?`).bind(leadId).first<AlertRow>())
}

/** A sign-up for the same address and criteria within this time is the one already made (decision 007). */
export const ALERT_REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000
/** Its confirmation link is mailed again after this, not sooner: as the newsletter's, one mail an hour at most. */
export const ALERT_LINK_RESEND_MS = NEWSLETTER_LINK_RESEND_MS

const sorted = <T>(values: Iterable<T>) => [...new Set(values)].map(String).sort()

/** Whether a stored alert asks what these form values ask. */
function sameCriteria(alert: StoredAlert, values: Record<string, FieldValue>): boolean {
  const columns = alertColumns(values)
  const stored = {
    goal: alert.goal,
    budgetMin: alert.budgetMin,
    budgetMax: alert.budgetMax,
    minBedrooms: alert.minBedrooms,
    minBathrooms: alert.minBathrooms,
    minGarages: alert.minGarages,
    minParkings: alert.minParkings,
    garden: alert.garden ? 1 : 0,
    terrace: alert.terrace ? 1 : 0,
  }
  const zones = parseZones(typeof values.zones === 'string' ? values.zones : '')
  const types = Array.isArray(values.propertyTypes) ? values.propertyTypes.map(Number).filter(Number.isInteger) : []
  return (
    JSON.stringify(stored) === JSON.stringify(columns) &&
    JSON.stringify(sorted(alert.typeIds)) === JSON.stringify(sorted(types)) &&
    JSON.stringify([sorted(alert.zips), sorted(alert.towns)]) === JSON.stringify([sorted(zones.zips), sorted(zones.towns)])
  )
}

async function askedForNewsletter(db: D1Queryable, leadId: string): Promise<boolean> {
  const row = await db
    .prepare(`SELECT json_extract(fields, '$.newsletter') AS newsletter FROM leads WHERE id = ?`)
    .bind(leadId)
    .first<{ newsletter: number | null }>()
  return row?.newsletter === 1
}

/**
 * The same address signing up again for the same criteria within a day (a second tab, a form sent
 * again from another page): the alert it made then, and the statements that mail its confirmation
 * link again when it still waits and the last mail is an hour old; null for a new sign-up. Two
 * sign-ups at the same instant may both pass (the check runs before the insert): two alerts, no harm.
 */
export async function repeatedAlertSignUp(
  db: D1Queryable,
  email: string,
  values: Record<string, FieldValue>,
  now: Date,
): Promise<{ leadId: string; statements: D1PreparedStatement[] } | null> {
  const { results } = await db
    .prepare(`SELECT ${ALERT_COLUMNS} FROM search_alerts WHERE email = ? AND status = 'active' AND created_at >= ? ORDER BY id DESC`)
    .bind(email, new Date(now.getTime() - ALERT_REPEAT_WINDOW_MS).toISOString())
    .all<AlertRow>()
  for (const row of results) {
    const alert = (await withCriteria(db, row))!
    if (!sameCriteria(alert, values)) continue
    // A newsletter box ticked only this time is a wish the earlier sign-up did not carry: kept as a sign-up of its own.
    if (values.newsletter === true && !(await askedForNewsletter(db, alert.leadId))) return null
    const waiting = alert.confirmedAt === null
    return {
      leadId: alert.leadId,
      statements: waiting ? [mailAgainStatement(db, alert.leadId, 'visitor', now, new Date(now.getTime() - ALERT_LINK_RESEND_MS))] : [],
    }
  }
  return null
}
