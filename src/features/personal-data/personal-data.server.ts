import type { JsonObject } from '#/domain/json-value.ts'
import { normalizeEmail } from '#/domain/email-address.ts'
import { deleteObjects, leadErasureStatements, leadObjectKeys } from './lead-erasure.server.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// Decision 018 "Personal data: find everything about one e-mail address (leads, alerts, newsletter,
// bookings, uploads), export it as a file, erase it (R2 objects included)". The one place that knows
// where an address is kept: a new table holding personal data adds its read and its erasure here.

export type PersonUpload = { leadId: string; field: string; key: string; name: string; size: number; contentType: string }

export type PersonLead = {
  id: string
  form: string
  locale: string
  createdAt: string
  pagePath: string | null
  propertyId: number | null
  projectId: number | null
  fields: JsonObject
  campaign: Record<string, string> | null
  mails: Array<{ kind: string; status: string; sentAt: string | null }>
  crmDeliveries: Array<{ method: string; status: string; deliveredAt: string | null }>
}

export type PersonAlert = {
  id: number
  leadId: string
  locale: string
  goal: number
  status: string
  createdAt: string
  confirmedAt: string | null
  pausedAt: string | null
  budgetMin: number | null
  budgetMax: number | null
  minBedrooms: number | null
  typeIds: number[]
  zones: string[]
}

export type PersonBooking = { leadId: string; propertyId: number; startsAt: string; endsAt: string; status: string; bookedAt: string }

export type PersonRecords = {
  email: string
  leads: PersonLead[]
  alerts: PersonAlert[]
  newsletter: { locale: string; sourceForm: string; createdAt: string; confirmedAt: string | null; unsubscribedAt: string | null } | null
  bookings: PersonBooking[]
  uploads: PersonUpload[]
  testimonials: Array<{ id: number; author: string; comment: string; postedAt: string; approved: boolean }>
  /** listings the alerts mailed this address about (the alert ledger) */
  alertMailsSent: number
  /** an owner portal account: shown and exported; erased by the agency with the mandate, not here */
  owner: { id: number; name: string; language: string; createdAt: string; lastLoginAt: string | null; propertyIds: number[] } | null
}

/**
 * The leads of an address: those it sent (the `email` column) and those that name it in a field
 * (a "send to a friend" names the friend). The second reads every lead's fields: a rare, staff-only
 * request, where finding everything matters more than speed.
 */
const LEADS_OF_ADDRESS = `SELECT id FROM leads WHERE email = ?1
  UNION SELECT l.id FROM leads l, json_each(l.fields) f WHERE f.type = 'text' AND lower(f.value) = ?1`

export async function personLeadIds(db: D1Queryable, email: string): Promise<string[]> {
  const { results } = await db.prepare(LEADS_OF_ADDRESS).bind(normalizeEmail(email)).all<{ id: string }>()
  return results.map((row) => row.id)
}

type LeadRow = {
  id: string
  form: string
  locale: string
  created_at: string
  page_path: string | null
  property_id: number | null
  project_id: number | null
  fields: string
  campaign: string | null
}

/** Uploaded files, as the lead's fields keep them (lead-store.server.ts StoredUpload). */
function uploadsOf(leadId: string, fields: Record<string, unknown>): PersonUpload[] {
  return Object.entries(fields).flatMap(([field, value]) => {
    if (typeof value !== 'object' || value === null || typeof (value as { key?: unknown }).key !== 'string') return []
    const file = value as { key: string; name?: string; size?: number; contentType?: string }
    return [{ leadId, field, key: file.key, name: file.name ?? '', size: file.size ?? 0, contentType: file.contentType ?? '' }]
  })
}

export async function findPersonRecords(db: D1Queryable, address: string): Promise<PersonRecords> {
  const email = normalizeEmail(address)
  const ids = await personLeadIds(db, email)
  const list = JSON.stringify(ids)
  const inLeads = 'SELECT value FROM json_each(?1)'
  const [leads, mails, crm, alerts, types, zones, bookings, testimonials, newsletter, ledger, owner] = await db.batch([
    db
      .prepare(
        `SELECT id, form, locale, created_at, page_path, property_id, project_id, fields, campaign FROM leads WHERE id IN (${inLeads}) ORDER BY created_at DESC`,
      )
      .bind(list),
    db.prepare(`SELECT lead_id AS leadId, kind, status, sent_at AS sentAt FROM lead_mails WHERE lead_id IN (${inLeads})`).bind(list),
    db
      .prepare(
        `SELECT lead_id AS leadId, method, status, delivered_at AS deliveredAt FROM lead_crm_deliveries WHERE lead_id IN (${inLeads})`,
      )
      .bind(list),
    db
      .prepare(
        `SELECT id, lead_id AS leadId, locale, goal, status, created_at AS createdAt, confirmed_at AS confirmedAt, paused_at AS pausedAt,
           budget_min AS budgetMin, budget_max AS budgetMax, min_bedrooms AS minBedrooms
         FROM search_alerts WHERE email = ?2 OR lead_id IN (${inLeads}) ORDER BY created_at DESC`,
      )
      .bind(list, email),
    db
      .prepare(
        `SELECT alert_id AS alertId, type_id AS typeId FROM search_alert_types WHERE alert_id IN (SELECT id FROM search_alerts WHERE email = ?2 OR lead_id IN (${inLeads})) ORDER BY type_id`,
      )
      .bind(list, email),
    db
      .prepare(
        `SELECT alert_id AS alertId, value FROM search_alert_zones WHERE alert_id IN (SELECT id FROM search_alerts WHERE email = ?2 OR lead_id IN (${inLeads})) ORDER BY rowid`,
      )
      .bind(list, email),
    db
      .prepare(
        `SELECT a.lead_id AS leadId, s.property_id AS propertyId, s.starts_at AS startsAt, s.ends_at AS endsAt, a.status, a.created_at AS bookedAt
         FROM appointments a JOIN appointment_slots s ON s.id = a.slot_id WHERE a.lead_id IN (${inLeads}) ORDER BY s.starts_at`,
      )
      .bind(list),
    db.prepare(`SELECT id, author, comment, posted_at AS postedAt, approved FROM testimonials WHERE lead_id IN (${inLeads})`).bind(list),
    db
      .prepare(
        'SELECT locale, source_form AS sourceForm, created_at AS createdAt, confirmed_at AS confirmedAt, unsubscribed_at AS unsubscribedAt FROM newsletter_subscribers WHERE email = ?',
      )
      .bind(email),
    db.prepare('SELECT COUNT(*) AS count FROM alert_ledger WHERE email = ?').bind(email),
    db
      .prepare(
        `SELECT id, trim(first_name || ' ' || last_name) AS name, language, created_at AS createdAt, last_login_at AS lastLoginAt,
           coalesce((SELECT json_group_array(property_id) FROM owner_properties WHERE owner_id = owners.id), '[]') AS propertyIds
         FROM owners WHERE email = ?`,
      )
      .bind(email),
  ])
  const mailRows = mails!.results as Array<{ leadId: string; kind: string; status: string; sentAt: string | null }>
  const crmRows = crm!.results as Array<{ leadId: string; method: string; status: string; deliveredAt: string | null }>
  const personLeads = (leads!.results as LeadRow[]).map(
    (row): PersonLead => ({
      id: row.id,
      form: row.form,
      locale: row.locale,
      createdAt: row.created_at,
      pagePath: row.page_path,
      propertyId: row.property_id,
      projectId: row.project_id,
      fields: JSON.parse(row.fields) as JsonObject,
      campaign: row.campaign ? (JSON.parse(row.campaign) as Record<string, string>) : null,
      mails: mailRows.filter((mail) => mail.leadId === row.id).map(({ kind, status, sentAt }) => ({ kind, status, sentAt })),
      crmDeliveries: crmRows
        .filter((call) => call.leadId === row.id)
        .map(({ method, status, deliveredAt }) => ({ method, status, deliveredAt })),
    }),
  )
  const typeRows = types!.results as Array<{ alertId: number; typeId: number }>
  const zoneRows = zones!.results as Array<{ alertId: number; value: string }>
  const ownerRow = owner!.results[0] as
    | { id: number; name: string; language: string; createdAt: string; lastLoginAt: string | null; propertyIds: string }
    | undefined
  return {
    email,
    leads: personLeads,
    alerts: (alerts!.results as Array<Omit<PersonAlert, 'typeIds' | 'zones'>>).map((alert) => ({
      ...alert,
      typeIds: typeRows.filter((type) => type.alertId === alert.id).map((type) => type.typeId),
      zones: zoneRows.filter((zone) => zone.alertId === alert.id).map((zone) => zone.value),
    })),
    newsletter: (newsletter!.results[0] as PersonRecords['newsletter'] | undefined) ?? null,
    bookings: bookings!.results as PersonBooking[],
    uploads: personLeads.flatMap((lead) => uploadsOf(lead.id, lead.fields)),
    testimonials: (testimonials!.results as Array<{ id: number; author: string; comment: string; postedAt: string; approved: number }>).map(
      (row) => ({ ...row, approved: row.approved === 1 }),
    ),
    alertMailsSent: (ledger!.results[0] as { count: number }).count,
    owner: ownerRow ? { ...ownerRow, propertyIds: JSON.parse(ownerRow.propertyIds) as number[] } : null,
  }
}

/** Whether an address has anything stored that this page erases (the owner account is not erased here). */
export function holdsAnything(records: PersonRecords): boolean {
  return (
    records.leads.length + records.alerts.length + records.testimonials.length + records.alertMailsSent > 0 || records.newsletter !== null
  )
}

/** The address as the audit log names an erasure: its SHA-256, never the address itself. */
export async function addressHash(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalizeEmail(email)))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export type ErasureCounts = { leads: number; alerts: number; newsletter: number; bookings: number; uploads: number; testimonials: number }

/**
 * Erases everything of an address but an owner account: its R2 objects first (a failure there leaves
 * the rows, so erasing again finds them), then every row in one batch with `audit` (the log line of
 * the change, naming the address by its hash only).
 */
export async function erasePerson(
  db: D1Queryable,
  media: R2Bucket,
  address: string,
  audit: (counts: ErasureCounts) => D1PreparedStatement,
): Promise<ErasureCounts> {
  const email = normalizeEmail(address)
  const records = await findPersonRecords(db, email)
  const ids = records.leads.map((lead) => lead.id)
  const keys = [...new Set([...(await leadObjectKeys(media, ids)), ...records.uploads.map((upload) => upload.key)])]
  await deleteObjects(media, keys)
  const counts: ErasureCounts = {
    leads: ids.length,
    alerts: records.alerts.length,
    newsletter: records.newsletter ? 1 : 0,
    bookings: records.bookings.length,
    uploads: keys.length,
    testimonials: records.testimonials.length,
  }
  // An alert of this address whose lead is someone else's (it should not happen: an alert's lead is its own) goes too.
  const strayAlerts = 'SELECT id FROM search_alerts WHERE email = ?'
  await db.batch([
    ...leadErasureStatements(db, ids),
    db.prepare(`DELETE FROM search_alert_types WHERE alert_id IN (${strayAlerts})`).bind(email),
    db.prepare(`DELETE FROM search_alert_zones WHERE alert_id IN (${strayAlerts})`).bind(email),
    db.prepare('DELETE FROM search_alerts WHERE email = ?').bind(email),
    db.prepare('DELETE FROM newsletter_subscribers WHERE email = ?').bind(email),
    db.prepare('DELETE FROM alert_ledger WHERE email = ?').bind(email),
    audit(counts),
  ])
  return counts
}
