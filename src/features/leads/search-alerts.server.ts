import { parseZones } from '~/domain/search-zones'
import type { Locale } from '~/i18n/locales'
import type { FieldValue } from '~/features/leads/lead-fields'
import { hashPassword } from '~/server/password-hash'

// spec §3 "Demand register": a search alert's criteria, written with its lead in one batch, in the
// tables of migrations/0004 that a matcher can query.

const integerOrNull = (value: FieldValue | undefined) => (typeof value === 'number' ? value : null)

export async function searchAlertStatements(db: D1Database, leadId: string, email: string, locale: Locale, values: Record<string, FieldValue>): Promise<D1PreparedStatement[]> {
  const password = typeof values.password === 'string' && values.password !== '' ? await hashPassword(values.password) : null
  const zones = parseZones(typeof values.zones === 'string' ? values.zones : '')
  const types = Array.isArray(values.propertyTypes) ? values.propertyTypes.map(Number) : []
  return [
    db
      .prepare(
        `INSERT INTO search_alerts (lead_id, email, locale, goal, budget_min, budget_max, min_bedrooms, min_bathrooms, min_garages, min_parkings, garden, terrace, password_hash)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (lead_id) DO NOTHING`,
      )
      .bind(
        leadId,
        email,
        locale,
        values.goal === 'rent' ? 1 : 0,
        integerOrNull(values.budgetMin),
        integerOrNull(values.budgetMax),
        integerOrNull(values.bedrooms),
        integerOrNull(values.bathrooms),
        integerOrNull(values.garages),
        integerOrNull(values.parkings),
        values.garden === true ? 1 : 0,
        values.terrace === true ? 1 : 0,
        password,
      ),
    ...types.map((type) => db.prepare(`INSERT INTO search_alert_types (alert_id, type_id) SELECT id, ? FROM search_alerts WHERE lead_id = ? ON CONFLICT DO NOTHING`).bind(type, leadId)),
    // The WHERE keeps SQLite from reading ON CONFLICT as part of the SELECT.
    ...zones.zips.map((zip) => db.prepare(`INSERT INTO search_alert_zones (alert_id, kind, value) SELECT id, 'zip', ? FROM search_alerts WHERE lead_id = ? ON CONFLICT DO NOTHING`).bind(zip, leadId)),
    ...zones.towns.map((town) => db.prepare(`INSERT INTO search_alert_zones (alert_id, kind, value) SELECT id, 'town', ? FROM search_alerts WHERE lead_id = ? ON CONFLICT DO NOTHING`).bind(town, leadId)),
  ]
}
