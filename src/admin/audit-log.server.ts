import type { StaffIdentity } from './staff-session-rules.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import type { JsonObject } from '#/domain/json-value.ts'

// Decision 018 "Audit log: who did what and when, for every change made in the back office". Each
// change hands back the statement that records it, to run in the same batch as the change itself:
// a change is never made without its line in the log, nor logged without being made.

/** A change's line in the log. `action` is a dotted verb ('lead.assign'), `subject` what it touched ('lead:abc'). */
export function auditStatement(
  db: D1Queryable,
  actor: Pick<StaffIdentity, 'id' | 'email'> | { id: null; email: string },
  action: string,
  subject: string,
  detail: Record<string, unknown> = {},
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO audit_log (staff_id, staff_email, action, subject, detail) VALUES (?, ?, ?, ?, ?)')
    .bind(actor.id, actor.email, action, subject, JSON.stringify(detail))
}

export type AuditEntry = {
  id: number
  at: string
  staffId: number | null
  staffEmail: string
  action: string
  subject: string
  detail: JsonObject
}

/** The newest entries first, optionally about one subject, `limit` at a time before `beforeId`. */
export async function auditEntries(
  db: D1Queryable,
  options: { subject?: string; limit: number; beforeId?: number },
): Promise<AuditEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT id, at, staff_id, staff_email, action, subject, detail FROM audit_log
       WHERE (?1 IS NULL OR subject = ?1) AND (?2 IS NULL OR id < ?2) ORDER BY id DESC LIMIT ?3`,
    )
    .bind(options.subject ?? null, options.beforeId ?? null, options.limit)
    .all<{ id: number; at: string; staff_id: number | null; staff_email: string; action: string; subject: string; detail: string }>()
  return results.map((row) => ({
    id: row.id,
    at: row.at,
    staffId: row.staff_id,
    staffEmail: row.staff_email,
    action: row.action,
    subject: row.subject,
    detail: JSON.parse(row.detail) as AuditEntry['detail'],
  }))
}

/**
 * The line of a change that happens only when `condition` (an SQL expression over `conditionValues`)
 * holds: placed before the change in the same batch, under the same condition, so a change that
 * found nothing to do leaves no line either.
 */
export function conditionalAuditStatement(
  db: D1Queryable,
  actor: Pick<StaffIdentity, 'id' | 'email'> | { id: null; email: string },
  action: string,
  subject: string,
  detail: Record<string, unknown>,
  condition: string,
  ...conditionValues: unknown[]
): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO audit_log (staff_id, staff_email, action, subject, detail) SELECT ?, ?, ?, ?, ? WHERE ${condition}`)
    .bind(actor.id, actor.email, action, subject, JSON.stringify(detail), ...conditionValues)
}
