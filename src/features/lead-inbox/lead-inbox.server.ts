import type { Locale } from '#/i18n/locales.ts'
import type { LeadRow, MailKind } from '#/features/leads/index.server.ts'
import { INBOX_PAGE_SIZE, readCursor, type InboxFilters, type LeadStatus } from './lead-inbox-rules.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// The only SQL of the leads inbox (decision 018 "Leads", "Dashboard"): the columns and notes of
// migrations/0020_lead_inbox.sql, read with the leads (0003), their mails (0003) and CRM deliveries
// (0012, 0015). Changes are statements handed back for the caller's batch, beside their audit line.

export type StaffRef = { id: number; name: string; email: string }

export type InboxLead = {
  id: string
  form: string
  locale: Locale
  email: string | null
  name: string
  phone: string | null
  propertyId: number | null
  projectId: number | null
  createdAt: string
  status: LeadStatus
  assigned: StaffRef | null
}

/** A lead as the inbox lists it: its row without the stored fields, the inbox's columns, and the few fields a row shows. */
type InboxRow = Omit<LeadRow, 'fields' | 'campaign'> & {
  status: LeadStatus
  assigned_staff_id: number | null
  staff_name: string | null
  staff_email: string | null
  first_name: unknown
  last_name: unknown
  author: unknown
  phone: unknown
  remark: unknown
}

const INBOX_COLUMNS = `l.id, l.form, l.locale, l.email, l.property_id, l.project_id, l.created_at, l.status, l.assigned_staff_id, l.page_path,
  s.name AS staff_name, s.email AS staff_email,
  json_extract(l.fields, '$.firstName') AS first_name, json_extract(l.fields, '$.lastName') AS last_name,
  json_extract(l.fields, '$.author') AS author, json_extract(l.fields, '$.phone') AS phone, json_extract(l.fields, '$.remark') AS remark`

const text = (value: unknown) => (typeof value === 'string' ? value : '')

function inboxLead(row: InboxRow): InboxLead {
  // Who sent it: their name, a testimonial's author, else nothing (the address shows beside it).
  const name = [text(row.first_name), text(row.last_name)].filter(Boolean).join(' ') || text(row.author)
  return {
    id: row.id,
    form: row.form,
    locale: row.locale,
    email: row.email,
    name,
    phone: text(row.phone) || null,
    propertyId: row.property_id,
    projectId: row.project_id,
    createdAt: row.created_at,
    status: row.status,
    assigned:
      row.assigned_staff_id === null ? null : { id: row.assigned_staff_id, name: row.staff_name ?? '', email: row.staff_email ?? '' },
  }
}

/**
 * The WHERE clause of the filters (without status when `withStatus` is false: the counts per status
 * are of the other filters). The search looks in the address, the name, the phone number (with or
 * without its spaces) and the message of the fields' JSON.
 */
function whereOf(filters: InboxFilters, staffId: number, withStatus: boolean): { sql: string; binds: unknown[] } {
  const clauses: string[] = []
  const binds: unknown[] = []
  const add = (clause: string, ...values: unknown[]) => {
    clauses.push(clause)
    binds.push(...values)
  }
  if (filters.form) add('l.form = ?', filters.form)
  if (withStatus && filters.status) add('l.status = ?', filters.status)
  if (filters.assigned === 'me') add('l.assigned_staff_id = ?', staffId)
  else if (filters.assigned === 'nobody') add('l.assigned_staff_id IS NULL')
  else if (typeof filters.assigned === 'number') add('l.assigned_staff_id = ?', filters.assigned)
  if (filters.language) add('l.locale = ?', filters.language)
  if (filters.property !== undefined) add('l.property_id = ?', filters.property)
  if (filters.q) {
    const text = filters.q
    const digits = filters.q.replace(/[\s./-]/g, '')
    // instr(), not LIKE: D1 refuses LIKE patterns over 50 bytes (a search of the 100 characters the
    // form allows answered 503), and the search's own % and _ are then letters, never wildcards.
    // lower() on both sides folds ASCII case as LIKE did. Each ? takes its own copy: D1 binds positionally.
    add(
      `(instr(lower(l.email), lower(?)) > 0
        OR instr(lower(COALESCE(json_extract(l.fields, '$.firstName'), '') || ' ' || COALESCE(json_extract(l.fields, '$.lastName'), '')), lower(?)) > 0
        OR instr(lower(json_extract(l.fields, '$.author')), lower(?)) > 0
        OR instr(replace(replace(replace(json_extract(l.fields, '$.phone'), ' ', ''), '.', ''), '/', ''), ?) > 0
        OR instr(lower(json_extract(l.fields, '$.remark')), lower(?)) > 0
        OR instr(lower(json_extract(l.fields, '$.comment')), lower(?)) > 0)`,
      text,
      text,
      text,
      digits,
      text,
      text,
    )
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', binds }
}

export type InboxPage = {
  leads: InboxLead[]
  next: { createdAt: string; id: string } | null
  counts: Record<LeadStatus, number> & { all: number }
}

/** One page of the inbox, newest first, with how many leads each status has under the other filters. */
export async function inboxPage(db: D1Queryable, filters: InboxFilters, staffId: number): Promise<InboxPage> {
  const where = whereOf(filters, staffId, true)
  const cursor = filters.after ? readCursor(filters.after) : undefined
  const pageWhere = cursor ? `${where.sql ? `${where.sql} AND` : 'WHERE'} (l.created_at < ? OR (l.created_at = ? AND l.id < ?))` : where.sql
  const page = {
    sql: `SELECT ${INBOX_COLUMNS} FROM leads l LEFT JOIN staff_members s ON s.id = l.assigned_staff_id ${pageWhere} ORDER BY l.created_at DESC, l.id DESC LIMIT ?`,
    binds: [...where.binds, ...(cursor ? [cursor.createdAt, cursor.createdAt, cursor.id] : []), INBOX_PAGE_SIZE + 1],
  }
  const countWhere = whereOf(filters, staffId, false)
  const count = {
    sql: `SELECT l.status AS status, COUNT(*) AS count FROM leads l ${countWhere.sql} GROUP BY l.status`,
    binds: countWhere.binds,
  }
  const [rows, counted] = await db.batch<unknown>([db.prepare(page.sql).bind(...page.binds), db.prepare(count.sql).bind(...count.binds)])
  const leads = (rows!.results as InboxRow[]).map(inboxLead)
  const more = leads.length > INBOX_PAGE_SIZE
  if (more) leads.pop()
  const counts = { all: 0, new: 0, 'in-progress': 0, done: 0 }
  for (const row of counted!.results as Array<{ status: LeadStatus; count: number }>) {
    counts[row.status] = row.count
    counts.all += row.count
  }
  const last = leads.at(-1)
  return { leads, next: more && last ? { createdAt: last.createdAt, id: last.id } : null, counts }
}

/** Decision 018 "export CSV": the filtered leads the file carries at most (a year of a busy agency). */
export const EXPORT_MAX_LEADS = 20_000

export type ExportLead = InboxLead & { remark: string; pagePath: string | null }

/** Every lead of the filters (no paging), newest first, for the CSV export. */
export async function exportLeads(db: D1Queryable, filters: InboxFilters, staffId: number): Promise<ExportLead[]> {
  const where = whereOf(filters, staffId, true)
  const query = {
    sql: `SELECT ${INBOX_COLUMNS} FROM leads l LEFT JOIN staff_members s ON s.id = l.assigned_staff_id ${where.sql} ORDER BY l.created_at DESC, l.id DESC LIMIT ?`,
    binds: [...where.binds, EXPORT_MAX_LEADS],
  }
  const { results } = await db
    .prepare(query.sql)
    .bind(...query.binds)
    .all<InboxRow>()
  return results.map((row) => ({ ...inboxLead(row), remark: text(row.remark), pagePath: row.page_path }))
}

/** Where a lead stands in the inbox, or undefined when there is no such lead. */
export async function leadStanding(
  db: D1Queryable,
  id: string,
): Promise<{ status: LeadStatus; statusChangedAt: string | null; assigned: StaffRef | null } | undefined> {
  const row = await db
    .prepare(
      'SELECT l.status, l.status_changed_at, l.assigned_staff_id, s.name, s.email FROM leads l LEFT JOIN staff_members s ON s.id = l.assigned_staff_id WHERE l.id = ?',
    )
    .bind(id)
    .first<{
      status: LeadStatus
      status_changed_at: string | null
      assigned_staff_id: number | null
      name: string | null
      email: string | null
    }>()
  if (!row) return undefined
  return {
    status: row.status,
    statusChangedAt: row.status_changed_at,
    assigned: row.assigned_staff_id === null ? null : { id: row.assigned_staff_id, name: row.name ?? '', email: row.email ?? '' },
  }
}

/** The members a lead can be assigned to: everyone not revoked. */
export async function assignableStaff(db: D1Queryable): Promise<StaffRef[]> {
  const { results } = await db
    .prepare('SELECT id, name, email FROM staff_members WHERE revoked_at IS NULL ORDER BY name COLLATE NOCASE, email')
    .all<StaffRef>()
  return results
}

export type LeadMailRow = {
  kind: MailKind
  status: 'pending' | 'sending' | 'sent' | 'failed'
  attempts: number
  lastError: string | null
  nextAttemptAt: string
  sentAt: string | null
}
export type LeadCrmRow = {
  method: string
  status: 'pending' | 'sending' | 'delivered' | 'failed'
  attempts: number
  lastError: string | null
  nextAttemptAt: string
  deliveredAt: string | null
  crmId: string | null
}
export type LeadNote = { id: number; text: string; at: string; staff: { id: number | null; name: string; email: string } }

export async function leadMails(db: D1Queryable, id: string): Promise<LeadMailRow[]> {
  const { results } = await db
    .prepare(
      'SELECT kind, status, attempts, last_error AS lastError, next_attempt_at AS nextAttemptAt, sent_at AS sentAt FROM lead_mails WHERE lead_id = ? ORDER BY kind',
    )
    .bind(id)
    .all<LeadMailRow>()
  return results
}

export async function leadCrmDeliveries(db: D1Queryable, id: string): Promise<LeadCrmRow[]> {
  const { results } = await db
    .prepare(
      'SELECT method, status, attempts, last_error AS lastError, next_attempt_at AS nextAttemptAt, delivered_at AS deliveredAt, crm_id AS crmId FROM lead_crm_deliveries WHERE lead_id = ? ORDER BY next_attempt_at',
    )
    .bind(id)
    .all<LeadCrmRow>()
  return results
}

export async function leadNotes(db: D1Queryable, id: string): Promise<LeadNote[]> {
  const { results } = await db
    .prepare(
      'SELECT n.id, n.text, n.at, n.staff_id, s.name, s.email FROM lead_notes n LEFT JOIN staff_members s ON s.id = n.staff_id WHERE n.lead_id = ? ORDER BY n.at, n.id',
    )
    .bind(id)
    .all<{ id: number; text: string; at: string; staff_id: number | null; name: string | null; email: string | null }>()
  return results.map((row) => ({
    id: row.id,
    text: row.text,
    at: row.at,
    staff: { id: row.staff_id, name: row.name ?? '', email: row.email ?? '' },
  }))
}

export function assignStatement(db: D1Queryable, id: string, staffId: number | null): D1PreparedStatement {
  return db.prepare('UPDATE leads SET assigned_staff_id = ? WHERE id = ?').bind(staffId, id)
}

export function statusStatement(db: D1Queryable, id: string, status: LeadStatus, now: Date): D1PreparedStatement {
  return db.prepare('UPDATE leads SET status = ?, status_changed_at = ? WHERE id = ?').bind(status, now.toISOString(), id)
}

export function noteStatement(db: D1Queryable, id: string, staffId: number, note: string, now: Date): D1PreparedStatement {
  return db.prepare('INSERT INTO lead_notes (lead_id, staff_id, text, at) VALUES (?, ?, ?, ?)').bind(id, staffId, note, now.toISOString())
}

/** Retry: a failed or waiting mail is due now; the outbox's own run then tries it (lead-outbox.server.ts). */
export function mailDueNowStatement(db: D1Queryable, id: string, kind: MailKind, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE lead_mails SET status = 'pending', next_attempt_at = ? WHERE lead_id = ? AND kind = ? AND status IN ('pending', 'failed')`,
    )
    .bind(now.toISOString(), id, kind)
}

/** Retry: a failed or waiting CRM delivery is due now; the CRM outbox's run then tries it (lead-crm-outbox.server.ts). */
export function crmDueNowStatement(db: D1Queryable, id: string, method: string, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE lead_crm_deliveries SET status = 'pending', next_attempt_at = ? WHERE lead_id = ? AND method = ? AND status IN ('pending', 'failed')`,
    )
    .bind(now.toISOString(), id, method)
}

/** Dashboard: the leads received between two instants, per form. */
export async function leadsPerForm(db: D1Queryable, from: Date, until: Date): Promise<Array<{ form: string; count: number }>> {
  const { results } = await db
    .prepare('SELECT form, COUNT(*) AS count FROM leads WHERE created_at >= ? AND created_at < ? GROUP BY form ORDER BY count DESC, form')
    .bind(from.toISOString(), until.toISOString())
    .all<{ form: string; count: number }>()
  return results
}

export type FailedDelivery = {
  leadId: string
  what: string
  lastError: string | null
  attempts: number
  form: string
  name: string
  email: string | null
  createdAt: string
}

/** Dashboard: the mails or CRM deliveries given up on, how many, and the latest few with their lead. */
export async function failedDeliveries(
  db: D1Queryable,
  table: 'lead_mails' | 'lead_crm_deliveries',
  limit: number,
): Promise<{ count: number; latest: FailedDelivery[] }> {
  const what = table === 'lead_mails' ? 'd.kind' : 'd.method'
  const [counted, latest] = await db.batch<unknown>([
    db.prepare(`SELECT COUNT(*) AS count FROM ${table} WHERE status = 'failed'`),
    db
      .prepare(
        `SELECT d.lead_id AS leadId, ${what} AS what, d.last_error AS lastError, d.attempts, l.form, l.email, l.created_at AS createdAt,
           json_extract(l.fields, '$.firstName') AS first_name, json_extract(l.fields, '$.lastName') AS last_name, json_extract(l.fields, '$.author') AS author
         FROM ${table} d JOIN leads l ON l.id = d.lead_id WHERE d.status = 'failed' ORDER BY l.created_at DESC LIMIT ?`,
      )
      .bind(limit),
  ])
  const rows = latest!.results as Array<Omit<FailedDelivery, 'name'> & { first_name: unknown; last_name: unknown; author: unknown }>
  return {
    count: (counted!.results[0] as { count: number } | undefined)?.count ?? 0,
    latest: rows.map(({ first_name, last_name, author, ...row }) => ({
      ...row,
      name: [text(first_name), text(last_name)].filter(Boolean).join(' ') || text(author),
    })),
  }
}

/** Dashboard: the leads nobody has started on, and the member's own still open. */
export async function openLeadCounts(db: D1Queryable, staffId: number): Promise<{ new: number; mine: number }> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) FILTER (WHERE status = 'new') AS new, COUNT(*) FILTER (WHERE assigned_staff_id = ? AND status != 'done') AS mine FROM leads`,
    )
    .bind(staffId)
    .first<{ new: number; mine: number }>()
  return { new: row?.new ?? 0, mine: row?.mine ?? 0 }
}

/**
 * Dashboard: testimonials waiting for the agency (approved = 0, migrations 0002/0006). The
 * testimonials' back office may count these its own way (rejected ones): the integrator swaps it in.
 */
export async function pendingTestimonialCount(db: D1Queryable): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS count FROM testimonials WHERE approved = 0').first<{ count: number }>()
  return row?.count ?? 0
}
