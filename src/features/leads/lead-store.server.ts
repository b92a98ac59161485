import type { Locale } from '#/i18n/locales.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import type { OutboxTable } from '#/server/outbox.server.ts'

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
      .bind(
        lead.id,
        lead.form,
        lead.locale,
        lead.email,
        lead.propertyId,
        lead.projectId,
        JSON.stringify(lead.fields),
        lead.pagePath,
        lead.campaign ? JSON.stringify(lead.campaign) : null,
      ),
    ...lead.mails.map((kind) =>
      db.prepare('INSERT INTO lead_mails (lead_id, kind) VALUES (?, ?) ON CONFLICT DO NOTHING').bind(lead.id, kind),
    ),
    ...(lead.crmMethod
      ? [db.prepare('INSERT INTO lead_crm_deliveries (lead_id, method) VALUES (?, ?) ON CONFLICT DO NOTHING').bind(lead.id, lead.crmMethod)]
      : []),
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
  const row = await db
    .prepare('SELECT id FROM leads WHERE form = ? AND property_id = ? AND email = ? LIMIT 1')
    .bind(form, propertyId, email)
    .first<{ id: string }>()
  return row?.id
}

export type DueMail = { leadId: string; kind: MailKind; attempts: number }

/** The lead mails' table on the outbox kernel: one row per lead and kind of mail. */
export const LEAD_MAILS_OUTBOX: OutboxTable<DueMail> = {
  table: 'lead_mails',
  select: 'lead_id AS leadId, kind, attempts',
  onlyColumn: 'lead_id',
  key: (mail) => [
    ['lead_id', mail.leadId],
    ['kind', mail.kind],
  ],
  doneAtColumn: 'sent_at',
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

/** Mails given up on: the agency's list of leads to call back by hand (README, /api/health). */
export async function failedMailCount(db: D1Queryable): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS count FROM lead_mails WHERE status = 'failed'`).first<{ count: number }>()
  return row?.count ?? 0
}

export type DueCrmDelivery = { leadId: string; method: string; attempts: number }

/** The leads' CRM calls on the outbox kernel: one row per lead and method (its own, a search alert's). */
export const LEAD_CRM_OUTBOX: OutboxTable<DueCrmDelivery> = {
  table: 'lead_crm_deliveries',
  select: 'lead_id AS leadId, method, attempts',
  onlyColumn: 'lead_id',
  key: (delivery) => [
    ['lead_id', delivery.leadId],
    ['method', delivery.method],
  ],
  doneAtColumn: 'delivered_at',
}

/** Queues a CRM call about a lead besides its own (a search alert registered, then left): once per lead and method. */
export function crmDeliveryStatement(db: D1Queryable, leadId: string, method: string): D1PreparedStatement {
  return db.prepare('INSERT INTO lead_crm_deliveries (lead_id, method) VALUES (?, ?) ON CONFLICT DO NOTHING').bind(leadId, method)
}

/** A delivered call's CRM id and where the delivery stands (DemandRegister's id names the demand to leave). */
export async function crmDelivery(
  db: D1Queryable,
  leadId: string,
  method: string,
): Promise<{ status: string; crmId: string | null } | null> {
  return db
    .prepare('SELECT status, crm_id AS crmId FROM lead_crm_deliveries WHERE lead_id = ? AND method = ?')
    .bind(leadId, method)
    .first<{ status: string; crmId: string | null }>()
}

/** Leads still on their way to the CRM (waiting for a try, or being sent). */
export async function pendingCrmDeliveryCount(db: D1Queryable): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS count FROM lead_crm_deliveries WHERE status IN ('pending', 'sending')`)
    .first<{ count: number }>()
  return row?.count ?? 0
}

/** Leads the CRM never received after the last try: the agency files them by hand from their mail. */
export async function failedCrmDeliveryCount(db: D1Queryable): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS count FROM lead_crm_deliveries WHERE status = 'failed'`).first<{ count: number }>()
  return row?.count ?? 0
}

/** What the leads add to GET /api/health: the agency has the leads of failed mails only in D1, and the CRM's in their mail. */
export const LEAD_HEALTH_GAUGES = {
  failedLeadMails: failedMailCount,
  pendingCrmLeads: pendingCrmDeliveryCount,
  failedCrmLeads: failedCrmDeliveryCount,
}
