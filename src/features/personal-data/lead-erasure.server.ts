import type { D1Queryable } from '#/server/d1-queryable.ts'
// Erasing leads (decision 018 "Personal data", "retention"): a person's request and the cron's retention
// sweep both end here. A lead is deleted, not wiped: a row without its fields tells nobody anything,
// and every table that points at it (its mails, CRM deliveries, viewing booking, search alert with
// its criteria, testimonial) goes in the same batch, so nothing is left half-erased. A confirmed
// booking gives its seat back to the slot first. The R2 objects (CV, pictures) go after the batch:
// everything the lead uploaded sits under `leads/{id}/` (lead-endpoint.server.ts keepUploads).

/** Where a lead's uploads are kept in R2. */
export function leadUploadPrefix(leadId: string): string {
  return `leads/${leadId}/`
}

/**
 * The statements that delete these leads and everything hanging from them, in dependency order.
 * `ids` is bound as one JSON array, so a thousand leads are still a handful of statements.
 */
export function leadErasureStatements(db: D1Queryable, ids: readonly string[]): D1PreparedStatement[] {
  const list = JSON.stringify(ids)
  const leads = 'SELECT value FROM json_each(?1)'
  const alerts = `SELECT id FROM search_alerts WHERE lead_id IN (${leads})`
  return [
    // A booking that still holds a seat frees it (a cancelled one gave it back already).
    db
      .prepare(
        `UPDATE appointment_slots SET booked = booked - (SELECT COUNT(*) FROM appointments a WHERE a.slot_id = appointment_slots.id AND a.status = 'confirmed' AND a.lead_id IN (${leads}))
         WHERE id IN (SELECT slot_id FROM appointments WHERE status = 'confirmed' AND lead_id IN (${leads}))`,
      )
      .bind(list),
    db.prepare(`DELETE FROM appointments WHERE lead_id IN (${leads})`).bind(list),
    db.prepare(`DELETE FROM lead_mails WHERE lead_id IN (${leads})`).bind(list),
    db.prepare(`DELETE FROM lead_crm_deliveries WHERE lead_id IN (${leads})`).bind(list),
    db.prepare(`DELETE FROM search_alert_types WHERE alert_id IN (${alerts})`).bind(list),
    db.prepare(`DELETE FROM search_alert_zones WHERE alert_id IN (${alerts})`).bind(list),
    db.prepare(`DELETE FROM search_alerts WHERE lead_id IN (${leads})`).bind(list),
    db.prepare(`DELETE FROM testimonials WHERE lead_id IN (${leads})`).bind(list),
    db.prepare(`DELETE FROM leads WHERE id IN (${leads})`).bind(list),
  ]
}

/** Every R2 object these leads uploaded (listed under each lead's prefix, so nothing is missed), plus `extra` keys. */
export async function leadObjectKeys(media: R2Bucket, ids: readonly string[]): Promise<string[]> {
  const keys: string[] = []
  for (const id of ids) {
    let cursor: string | undefined
    do {
      const page = await media.list({ prefix: leadUploadPrefix(id), cursor })
      keys.push(...page.objects.map((object) => object.key))
      cursor = page.truncated ? page.cursor : undefined
    } while (cursor)
  }
  return keys
}

/** R2 deletes at most 1,000 keys per call. */
const R2_DELETE_BATCH = 1000

export async function deleteObjects(media: R2Bucket, keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += R2_DELETE_BATCH) await media.delete(keys.slice(start, start + R2_DELETE_BATCH))
}
