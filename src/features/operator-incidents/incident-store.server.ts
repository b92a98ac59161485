import type { IncidentKind, TroubleDetail } from '#/domain/operator-incidents.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// The only SQL of the operator's incidents (migrations/0024_operator_incidents.sql): one row per
// incident, which is also the outbox of its two mails to the operator.

/** An operator mail's state: to send, sent, or not to send (no operator.email when it arose). */
export type OperatorMailState = 'pending' | 'sent' | 'none'

export type Incident = {
  id: number
  kind: IncidentKind
  since: string
  openedAt: string
  resolvedAt: string | null
  detail: TroubleDetail
  openedMail: OperatorMailState
  resolvedMail: OperatorMailState | null
  mailAttempts: number
}

type IncidentRow = {
  id: number
  kind: IncidentKind
  since: string
  opened_at: string
  resolved_at: string | null
  detail: string
  opened_mail: OperatorMailState
  resolved_mail: OperatorMailState | null
  mail_attempts: number
}

function incidentOf(row: IncidentRow): Incident {
  return {
    id: row.id,
    kind: row.kind,
    since: row.since,
    openedAt: row.opened_at,
    resolvedAt: row.resolved_at,
    detail: JSON.parse(row.detail) as TroubleDetail,
    openedMail: row.opened_mail,
    resolvedMail: row.resolved_mail,
    mailAttempts: row.mail_attempts,
  }
}

export async function openIncidents(db: D1Queryable): Promise<Incident[]> {
  const { results } = await db
    .prepare('SELECT * FROM operator_incidents WHERE resolved_at IS NULL ORDER BY opened_at, id')
    .all<IncidentRow>()
  return results.map(incidentOf)
}

/**
 * Opens an incident of this kind, unless one is open (the partial unique index keeps it to one, even
 * for two checks at once). Its opening mail is due at once when there is someone to mail.
 */
export async function openIncident(
  db: D1Queryable,
  incident: { kind: IncidentKind; since: string; detail: TroubleDetail; now: Date; mailed: boolean },
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO operator_incidents (kind, since, opened_at, detail, opened_mail, next_mail_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT DO NOTHING`,
    )
    .bind(
      incident.kind,
      incident.since,
      incident.now.toISOString(),
      JSON.stringify(incident.detail),
      incident.mailed ? 'pending' : 'none',
      incident.mailed ? incident.now.toISOString() : null,
    )
    .run()
  return result.meta.changes === 1
}

/** What an open incident looks like now (more failures, more mails waiting), for /api/health and its mails. */
export async function updateIncidentDetail(db: D1Queryable, id: number, detail: TroubleDetail): Promise<void> {
  await db.prepare('UPDATE operator_incidents SET detail = ? WHERE id = ? AND resolved_at IS NULL').bind(JSON.stringify(detail), id).run()
}

/**
 * Closes an open incident. Its operator hears of it only if they heard of the opening (or will: a
 * mail still pending goes first); an incident nobody was told of closes silently.
 */
export async function resolveIncident(db: D1Queryable, id: number, now: Date, mailed: boolean): Promise<void> {
  await db
    .prepare(
      `UPDATE operator_incidents
       SET resolved_at = ?1,
           resolved_mail = CASE WHEN ?2 = 1 AND opened_mail != 'none' THEN 'pending' ELSE 'none' END,
           next_mail_at = CASE WHEN ?2 = 1 AND opened_mail != 'none' THEN COALESCE(next_mail_at, ?1) ELSE next_mail_at END
       WHERE id = ?3 AND resolved_at IS NULL`,
    )
    .bind(now.toISOString(), mailed ? 1 : 0, id)
    .run()
}

/** Incidents with a mail to send whose time has come. */
export async function incidentsWithDueMail(db: D1Queryable, now: Date): Promise<Incident[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM operator_incidents WHERE next_mail_at <= ? AND (opened_mail = 'pending' OR resolved_mail = 'pending') ORDER BY id`,
    )
    .bind(now.toISOString())
    .all<IncidentRow>()
  return results.map(incidentOf)
}

/** Takes an incident's due mail by moving its next try past `until`; false when another run took it first. */
export async function claimIncidentMail(db: D1Queryable, id: number, now: Date, until: Date): Promise<boolean> {
  const result = await db
    .prepare('UPDATE operator_incidents SET next_mail_at = ? WHERE id = ? AND next_mail_at <= ?')
    .bind(until.toISOString(), id, now.toISOString())
    .run()
  return result.meta.changes === 1
}

/** One of its mails went: the resolved one is due next when it waits, else nothing more is. */
export async function markIncidentMailSent(db: D1Queryable, id: number, which: 'opened' | 'resolved', now: Date): Promise<void> {
  const column = which === 'opened' ? 'opened_mail' : 'resolved_mail'
  await db
    .prepare(
      `UPDATE operator_incidents SET ${column} = 'sent', last_mail_error = NULL,
         next_mail_at = CASE WHEN ?1 = 'opened' AND resolved_mail = 'pending' THEN ?2 ELSE NULL END
       WHERE id = ?3`,
    )
    .bind(which, now.toISOString(), id)
    .run()
}

/** A failed send: tried again at `retryAt`. */
export async function markIncidentMailFailed(db: D1Queryable, id: number, error: string, retryAt: Date): Promise<void> {
  await db
    .prepare('UPDATE operator_incidents SET mail_attempts = mail_attempts + 1, last_mail_error = ?, next_mail_at = ? WHERE id = ?')
    .bind(error.slice(0, 500), retryAt.toISOString(), id)
    .run()
}
