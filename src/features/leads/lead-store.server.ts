import type { Locale } from '~/i18n/locales'
import type { D1Queryable } from '~/server/d1-queryable'

// The only SQL of leads and their outboxes: mails (migrations/0003_leads.sql) and CRM deliveries (0012).

/** An uploaded file as the lead keeps it: where it is in R2, and what the visitor called it. */
export type StoredUpload = { key: string; name: string; size: number; contentType: string }

/** 'cancellation' (migrations/0021): the visitor learns the agency cancelled their viewing. */
export type MailKind = 'agency' | 'visitor' | 'friend' | 'cancellation'

export type NewLead = {
  id: string
  form: string
  locale: Locale
  email: string | null
  propertyId: number | null
  projectId: number | null
  fields: Record<string, unknown>
  pagePath: string | null
  campaign: Record<string, string> | null
  mails: readonly MailKind[]
  /** the CRM call that delivers it (lead-crm-calls.ts), when a CRM is configured and the form is sent there */
  crmMethod?: string | null
  /** more rows written in the same batch, e.g. a search alert's criteria */
  extra?: readonly D1PreparedStatement[]
}

export type StoredLead = Omit<NewLead, 'mails' | 'extra' | 'crmMethod'> & { createdAt: string }

/** A row of `leads` as stored (migration 0003); the inbox reads the same columns. */
export type LeadRow = {
  id: string
  form: string
  locale: Locale
  email: string | null
  property_id: number | null
  project_id: number | null
  fields: string
  page_path: string | null
  campaign: string | null
  created_at: string
}

/**
 * Stores the lead, its pending mails and its CRM delivery in one batch (a transaction): all or none. A lead whose
 * id is already there (the same submission again) changes nothing; `created` says which happened.
 */
export async function storeLead(db: D1Queryable, lead: NewLead): Promise<{ created: boolean }> {
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO leads (id, form, locale, email, property_id, project_id, fields, page_path, campaign)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
      )
      .bind(lead.id, lead.form, lead.locale, lead.email, lead.propertyId, lead.projectId, JSON.stringify(lead.fields), lead.pagePath, lead.campaign ? JSON.stringify(lead.campaign) : null),
    ...lead.mails.map((kind) => db.prepare('INSERT INTO lead_mails (lead_id, kind) VALUES (?, ?) ON CONFLICT DO NOTHING').bind(lead.id, kind)),
    ...(lead.crmMethod ? [db.prepare('INSERT INTO lead_crm_deliveries (lead_id, method) VALUES (?, ?) ON CONFLICT DO NOTHING').bind(lead.id, lead.crmMethod)] : []),
    ...(lead.extra ?? []),
  ])
  return { created: (inserted?.meta.changes ?? 0) === 1 }
}

export async function leadExists(db: D1Queryable, id: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM leads WHERE id = ?').bind(id).first()) !== null
}

export async function findLead(db: D1Queryable, id: string): Promise<StoredLead | undefined> {
  const row = await db.prepare('SELECT * FROM leads WHERE id = ?').bind(id).first<LeadRow>()
  if (!row) return undefined
  return {
    id: row.id,
    form: row.form,
    locale: row.locale,
    email: row.email,
    propertyId: row.property_id,
    projectId: row.project_id,
    fields: JSON.parse(row.fields) as Record<string, unknown>,
    pagePath: row.page_path,
    campaign: row.campaign ? (JSON.parse(row.campaign) as Record<string, string>) : null,
    createdAt: row.created_at,
  }
}

/** The id of an earlier lead of this form, property and address, if there is one (spec §8 documents rule). */
export async function earlierLeadFor(db: D1Queryable, form: string, propertyId: number, email: string): Promise<string | undefined> {
  const row = await db.prepare('SELECT id FROM leads WHERE form = ? AND property_id = ? AND email = ? LIMIT 1').bind(form, propertyId, email).first<{ id: string }>()
  return row?.id
}

export type DueMail = { leadId: string; kind: MailKind; attempts: number }

/** Mails whose time has come, and sends left half-done by a worker that died (claimed too long ago). */
export async function dueMails(db: D1Queryable, now: Date, staleClaim: Date, limit: number, leadId?: string): Promise<DueMail[]> {
  const { results } = await db
    .prepare(
      `SELECT lead_id AS leadId, kind, attempts FROM lead_mails
       WHERE ((status = 'pending' AND next_attempt_at <= ?1) OR (status = 'sending' AND claimed_at <= ?2))
         AND (?3 IS NULL OR lead_id = ?3)
       ORDER BY next_attempt_at LIMIT ?4`,
    )
    .bind(now.toISOString(), staleClaim.toISOString(), leadId ?? null, limit)
    .all<DueMail>()
  return results
}

/** Takes a mail for sending; false when another worker took it first. */
export async function claimMail(db: D1Queryable, mail: DueMail, now: Date, staleClaim: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE lead_mails SET status = 'sending', claimed_at = ?1
       WHERE lead_id = ?2 AND kind = ?3 AND ((status = 'pending' AND next_attempt_at <= ?1) OR (status = 'sending' AND claimed_at <= ?4))`,
    )
    .bind(now.toISOString(), mail.leadId, mail.kind, staleClaim.toISOString())
    .run()
  return result.meta.changes === 1
}

export async function markMailSent(db: D1Queryable, mail: DueMail, now: Date): Promise<void> {
  await db
    .prepare(`UPDATE lead_mails SET status = 'sent', sent_at = ?, attempts = attempts + 1, claimed_at = NULL, last_error = NULL WHERE lead_id = ? AND kind = ?`)
    .bind(now.toISOString(), mail.leadId, mail.kind)
    .run()
}

/**
 * Puts a lead's mail back in the outbox, to be sent again now: when it went out before `sentBefore`,
 * or failed for good. A mail still on its way, or sent since, stays as it is.
 */
export function mailAgainStatement(db: D1Queryable, leadId: string, kind: MailKind, now: Date, sentBefore: Date): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE lead_mails SET status = 'pending', attempts = 0, next_attempt_at = ?1, claimed_at = NULL, last_error = NULL
       WHERE lead_id = ?2 AND kind = ?3 AND (status = 'failed' OR (status = 'sent' AND sent_at <= ?4))`,
    )
    .bind(now.toISOString(), leadId, kind, sentBefore.toISOString())
}

/** A failed try: back to pending for a later try, or failed for good when `retryAt` is null. */
export async function markMailFailed(db: D1Queryable, mail: DueMail, error: string, retryAt: Date | null): Promise<void> {
  await db
    .prepare(
      `UPDATE lead_mails SET status = ?, attempts = attempts + 1, claimed_at = NULL, last_error = ?, next_attempt_at = COALESCE(?, next_attempt_at)
       WHERE lead_id = ? AND kind = ?`,
    )
    .bind(retryAt ? 'pending' : 'failed', error.slice(0, 500), retryAt?.toISOString() ?? null, mail.leadId, mail.kind)
    .run()
}

/** Mails given up on: the agency's list of leads to call back by hand (README, /api/health). */
export async function failedMailCount(db: D1Queryable): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS count FROM lead_mails WHERE status = 'failed'`).first<{ count: number }>()
  return row?.count ?? 0
}

export type DueCrmDelivery = { leadId: string; method: string; attempts: number }

/** CRM deliveries whose time has come, and calls left half-done by a worker that died (claimed too long ago). */
export async function dueCrmDeliveries(db: D1Queryable, now: Date, staleClaim: Date, limit: number, leadId?: string): Promise<DueCrmDelivery[]> {
  const { results } = await db
    .prepare(
      `SELECT lead_id AS leadId, method, attempts FROM lead_crm_deliveries
       WHERE ((status = 'pending' AND next_attempt_at <= ?1) OR (status = 'sending' AND claimed_at <= ?2))
         AND (?3 IS NULL OR lead_id = ?3)
       ORDER BY next_attempt_at LIMIT ?4`,
    )
    .bind(now.toISOString(), staleClaim.toISOString(), leadId ?? null, limit)
    .all<DueCrmDelivery>()
  return results
}

/** Takes a delivery for calling the CRM; false when another worker took it first. */
export async function claimCrmDelivery(db: D1Queryable, delivery: DueCrmDelivery, now: Date, staleClaim: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE lead_crm_deliveries SET status = 'sending', claimed_at = ?1
       WHERE lead_id = ?2 AND method = ?4 AND ((status = 'pending' AND next_attempt_at <= ?1) OR (status = 'sending' AND claimed_at <= ?3))`,
    )
    .bind(now.toISOString(), delivery.leadId, staleClaim.toISOString(), delivery.method)
    .run()
  return result.meta.changes === 1
}

export async function markCrmDelivered(db: D1Queryable, delivery: DueCrmDelivery, now: Date, crmId: string | null): Promise<void> {
  await db
    .prepare(
      `UPDATE lead_crm_deliveries SET status = 'delivered', delivered_at = ?, crm_id = ?, attempts = attempts + 1, claimed_at = NULL, last_error = NULL WHERE lead_id = ? AND method = ?`,
    )
    .bind(now.toISOString(), crmId, delivery.leadId, delivery.method)
    .run()
}

/** A failed call: back to pending for a later try, or failed for good when `retryAt` is null. */
export async function markCrmDeliveryFailed(db: D1Queryable, delivery: DueCrmDelivery, error: string, retryAt: Date | null): Promise<void> {
  await db
    .prepare(
      `UPDATE lead_crm_deliveries SET status = ?, attempts = attempts + 1, claimed_at = NULL, last_error = ?, next_attempt_at = COALESCE(?, next_attempt_at)
       WHERE lead_id = ? AND method = ?`,
    )
    .bind(retryAt ? 'pending' : 'failed', error.slice(0, 500), retryAt?.toISOString() ?? null, delivery.leadId, delivery.method)
    .run()
}

/** Queues a CRM call about a lead besides its own (a search alert registered, then left): once per lead and method. */
export function crmDeliveryStatement(db: D1Queryable, leadId: string, method: string): D1PreparedStatement {
  return db.prepare('INSERT INTO lead_crm_deliveries (lead_id, method) VALUES (?, ?) ON CONFLICT DO NOTHING').bind(leadId, method)
}

/** A delivered call's CRM id and where the delivery stands (DemandRegister's id names the demand to leave). */
export async function crmDelivery(db: D1Queryable, leadId: string, method: string): Promise<{ status: string; crmId: string | null } | null> {
  return db.prepare('SELECT status, crm_id AS crmId FROM lead_crm_deliveries WHERE lead_id = ? AND method = ?').bind(leadId, method).first<{ status: string; crmId: string | null }>()
}

/** Leads still on their way to the CRM (waiting for a try, or being sent). */
export async function pendingCrmDeliveryCount(db: D1Queryable): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS count FROM lead_crm_deliveries WHERE status IN ('pending', 'sending')`).first<{ count: number }>()
  return row?.count ?? 0
}

/** Leads the CRM never received after the last try: the agency files them by hand from their mail. */
export async function failedCrmDeliveryCount(db: D1Queryable): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS count FROM lead_crm_deliveries WHERE status = 'failed'`).first<{ count: number }>()
  return row?.count ?? 0
}

/** What the leads add to GET /api/health: the agency has the leads of failed mails only in D1, and the CRM's in their mail. */
export const LEAD_HEALTH_GAUGES = { failedLeadMails: failedMailCount, pendingCrmLeads: pendingCrmDeliveryCount, failedCrmLeads: failedCrmDeliveryCount }
