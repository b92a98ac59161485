import { alertColumns, alertCriteriaStatements, crmDeliveryStatement } from '#/features/leads/index.server.ts'
import type { FieldValue } from '#/features/leads/index.ts'
import { CONFIRM_LINK_DAYS } from '#/features/subscribers/index.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// What a search alert's subscriber does through its signed links (decision 017): confirm it, change its
// criteria, pause and resume it, leave it or delete it. `crm` says a CRM is configured: a confirmed
// alert is registered there (DemandRegister) and unregistered when left (UnsubscribeDemandPerson),
// through the lead CRM outbox.

/** Follows the confirmation link; true when the alert is (now) confirmed and not left. */
export async function confirmAlert(db: D1Queryable, id: number, now: Date, crm: boolean): Promise<boolean> {
  const confirmed = await db
    .prepare(
      `UPDATE search_alerts SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL AND status = 'active' RETURNING lead_id AS leadId`,
    )
    .bind(now.toISOString(), id)
    .first<{ leadId: string }>()
  if (confirmed && crm) await crmDeliveryStatement(db, confirmed.leadId, 'DemandRegister').run()
  const row = await db
    .prepare('SELECT confirmed_at AS confirmedAt, status FROM search_alerts WHERE id = ?')
    .bind(id)
    .first<{ confirmedAt: string | null; status: string }>()
  return row !== null && row.confirmedAt !== null && row.status === 'active'
}

export async function setAlertPaused(db: D1Queryable, id: number, paused: boolean, now: Date): Promise<void> {
  await db
    .prepare(`UPDATE search_alerts SET paused_at = ? WHERE id = ? AND status = 'active'`)
    .bind(paused ? now.toISOString() : null, id)
    .run()
}

/** New criteria from the manage page, written at once with the alert's types and zones. */
export async function updateAlertCriteria(db: D1Queryable, id: number, values: Record<string, FieldValue>): Promise<void> {
  const c = alertColumns(values)
  await db.batch([
    db
      .prepare(
        `UPDATE search_alerts SET goal = ?, budget_min = ?, budget_max = ?, min_bedrooms = ?, min_bathrooms = ?, min_garages = ?, min_parkings = ?, garden = ?, terrace = ? WHERE id = ?`,
      )
      .bind(c.goal, c.budgetMin, c.budgetMax, c.minBedrooms, c.minBathrooms, c.minGarages, c.minParkings, c.garden, c.terrace, id),
    db.prepare('DELETE FROM search_alert_types WHERE alert_id = ?').bind(id),
    db.prepare('DELETE FROM search_alert_zones WHERE alert_id = ?').bind(id),
    ...alertCriteriaStatements(db, { where: 'id = ?', bind: id }, values),
  ])
}

/** The CRM hears of leaving only about a demand it was asked to register. */
function unregisterStatement(db: D1Queryable, leadId: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO lead_crm_deliveries (lead_id, method) SELECT ?1, 'UnsubscribeDemandPerson' WHERE EXISTS (SELECT 1 FROM lead_crm_deliveries WHERE lead_id = ?1 AND method = 'DemandRegister') ON CONFLICT DO NOTHING`,
    )
    .bind(leadId)
}

/** Leaves the alert (one-click or the manage page): it stays, stopped, and never mails again. True when it was running. */
export async function stopAlert(db: D1Queryable, id: number): Promise<boolean> {
  const stopped = await db
    .prepare(`UPDATE search_alerts SET status = 'stopped' WHERE id = ? AND status = 'active' RETURNING lead_id AS leadId`)
    .bind(id)
    .first<{ leadId: string }>()
  if (stopped) await unregisterStatement(db, stopped.leadId).run()
  return stopped !== null
}

/** Deletes the alert with its criteria (the ledger of what was mailed stays, migration 0014). */
export async function deleteAlert(db: D1Queryable, id: number): Promise<void> {
  const row = await db
    .prepare('SELECT lead_id AS leadId, status FROM search_alerts WHERE id = ?')
    .bind(id)
    .first<{ leadId: string; status: string }>()
  if (!row) return
  await db.batch([
    ...(row.status === 'active' ? [unregisterStatement(db, row.leadId)] : []),
    db.prepare('DELETE FROM search_alert_types WHERE alert_id = ?').bind(id),
    db.prepare('DELETE FROM search_alert_zones WHERE alert_id = ?').bind(id),
    db.prepare('DELETE FROM search_alerts WHERE id = ?').bind(id),
  ])
}

/** The cron trigger's sweep: alerts nobody confirmed within their link's life (7 days) go, with their criteria. */
export async function purgeUnconfirmedAlerts(db: D1Queryable, now: Date): Promise<number> {
  const before = new Date(now.getTime() - CONFIRM_LINK_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const stale = `SELECT id FROM search_alerts WHERE confirmed_at IS NULL AND created_at < ?`
  const [, , deleted] = await db.batch([
    db.prepare(`DELETE FROM search_alert_types WHERE alert_id IN (${stale})`).bind(before),
    db.prepare(`DELETE FROM search_alert_zones WHERE alert_id IN (${stale})`).bind(before),
    db.prepare('DELETE FROM search_alerts WHERE confirmed_at IS NULL AND created_at < ?').bind(before),
  ])
  return deleted!.meta.changes
}
