import type { RetentionConfig } from '#/config/site-config-schema.ts'
import { deleteObjects, leadErasureStatements, leadObjectKeys } from './lead-erasure.server.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// Decision 018 "leads and uploads older than the retention period set in app.config.ts are erased by
// the cron trigger". Two leads outlive the period on purpose: one whose search alert still runs (its
// subscriber keeps asking for it, and leaves it with one click) and one whose testimonial is
// published (shown with consent until the agency takes it down). Newsletter addresses that left are
// deleted `endedSubscriptionsMonths` after leaving. Unconfirmed sign-ups have their own 7-day sweep
// (decision 017, subscription-pages.ts).

/** Leads erased per batch: the cron run works through a backlog a few hundred at a time. */
const LEADS_PER_BATCH = 200
/** At most this many batches per cron run (every 5 minutes), so one run stays short. */
const BATCHES_PER_RUN = 10

/** `now` less whole months, in UTC (the 31st of a short month lands on its last day's next, which is fine to a day). */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now)
  date.setUTCMonth(date.getUTCMonth() - months)
  return date
}

export type RetentionRun = { leads: number; objects: number; newsletter: number }

export async function eraseExpiredPersonalData(
  db: D1Queryable,
  media: R2Bucket,
  retention: RetentionConfig,
  now: Date,
): Promise<RetentionRun> {
  const leadsBefore = monthsBefore(now, retention.leadsMonths).toISOString()
  const run: RetentionRun = { leads: 0, objects: 0, newsletter: 0 }
  for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
    const { results } = await db
      .prepare(
        `SELECT id FROM leads l WHERE created_at < ?
           AND NOT EXISTS (SELECT 1 FROM search_alerts a WHERE a.lead_id = l.id AND a.status = 'active')
           AND NOT EXISTS (SELECT 1 FROM testimonials t WHERE t.lead_id = l.id AND t.approved = 1)
         ORDER BY created_at LIMIT ?`,
      )
      .bind(leadsBefore, LEADS_PER_BATCH)
      .all<{ id: string }>()
    if (results.length === 0) break
    const ids = results.map((row) => row.id)
    // The files first: should R2 fail, the leads stay and the next run tries them again.
    const keys = await leadObjectKeys(media, ids)
    await deleteObjects(media, keys)
    await db.batch(leadErasureStatements(db, ids))
    run.leads += ids.length
    run.objects += keys.length
    if (results.length < LEADS_PER_BATCH) break
  }
  const left = await db
    .prepare('DELETE FROM newsletter_subscribers WHERE unsubscribed_at IS NOT NULL AND unsubscribed_at < ?')
    .bind(monthsBefore(now, retention.endedSubscriptionsMonths).toISOString())
    .run()
  run.newsletter = left.meta.changes
  return run
}
