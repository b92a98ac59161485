import type { D1Queryable } from './d1-queryable.ts'

// The outbox kernel (DESIGN.md "Leads never get lost"): every delivery that must not be lost is a row
// written before anyone is told it will happen, then taken by a run: the request's first try
// (ctx.waitUntil) or the cron trigger's. A run claims a due row with a lease before delivering it, so
// two runs never deliver it together; records each try; and schedules a failed one again (the
// outbox's own schedule, mail-retries.ts for mails) or gives it up. The lead mails, the leads' CRM
// calls and the account mails are outboxes of this kernel: their table, their key and how they deliver.

/** A delivery that took longer than this was cut off with its worker: another run may take it over. */
export const CLAIM_TIMEOUT_MS = 10 * 60_000
/** Cron runs may last minutes and waitUntil 30 s: a run stops taking new rows after this. */
export const RUN_BUDGET_MS = 20_000
/** Rows looked up at a time; a run takes batch after batch until none is due or its time is up. */
const ROWS_PER_BATCH = 50

/**
 * An outbox's table: it has status ('pending', 'sending', then its own end states), attempts,
 * next_attempt_at, claimed_at and last_error columns, and a column for when a row was done.
 */
export type OutboxTable<Row> = {
  table: string
  /** the select list a due row is read with; it must give `attempts` */
  select: string
  /** the column a run limited to one delivery (a request's first try) filters on */
  onlyColumn: string
  /** the columns naming one row, with their values */
  key: (row: Row) => ReadonlyArray<readonly [column: string, value: string | number]>
  /** the column that records when a row was done ('sent_at', 'delivered_at') */
  doneAtColumn: string
}

/** A row done: its end state, and any column the delivery fills (the CRM's id of a lead). */
export type Delivered = { status: string; columns?: Readonly<Record<string, string | number | null>> }

export type OutboxDelivery<Row> = {
  /** Delivers one claimed row; throwing counts as a failed try. */
  deliver: (row: Row) => Promise<Delivered>
  /** When to try again after `attempts` failed tries, or null to give the row up. */
  retryAt: (attempts: number, now: Date, error: unknown) => Date | null
  /** What a failed try records (500 characters at most are kept). */
  errorText?: (error: unknown) => string
  /** After a failed try: true ends the run, the rest waiting for the next one without spending a try. */
  stopsRun?: (error: unknown) => boolean
  /** After a row delivered. */
  delivered?: () => void
}

export type OutboxCounts = { done: Readonly<Record<string, number>>; retrying: number; failed: number }

const defaultErrorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Delivers the rows that are due (or only those whose `onlyColumn` is `only`), each claimed first. */
export async function runOutbox<Row extends { attempts: number }>(
  db: D1Queryable,
  outbox: OutboxTable<Row>,
  delivery: OutboxDelivery<Row>,
  options: { now: Date; only?: string | number },
): Promise<OutboxCounts> {
  const { now } = options
  const staleClaim = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString()
  const done: Record<string, number> = {}
  const counts = { done, retrying: 0, failed: 0 }
  const deadline = Date.now() + RUN_BUDGET_MS
  for (;;) {
    const { results: batch } = await db
      .prepare(
        `SELECT ${outbox.select} FROM ${outbox.table}
         WHERE ((status = 'pending' AND next_attempt_at <= ?1) OR (status = 'sending' AND claimed_at <= ?2))
           AND (?3 IS NULL OR ${outbox.onlyColumn} = ?3)
         ORDER BY next_attempt_at LIMIT ?4`,
      )
      .bind(now.toISOString(), staleClaim, options.only ?? null, ROWS_PER_BATCH)
      .all<Row>()
    let taken = 0
    for (const row of batch) {
      // Past the budget the rest waits for the next run, unclaimed, rather than be cut off mid-delivery.
      if (Date.now() > deadline) return counts
      const key = outbox.key(row)
      // Table and column names come from the outboxes' code, never from a request; values are bound.
      const keyWhere = (first: number) => key.map(([column], index) => `${column} = ?${first + index}`).join(' AND ')
      const keyValues = key.map(([, value]) => value)
      // Two runs at once (a request's first try and the cron) deliver a row once: the claim decides.
      const claimed = await db
        .prepare(
          `UPDATE ${outbox.table} SET status = 'sending', claimed_at = ?1
           WHERE ${keyWhere(3)} AND ((status = 'pending' AND next_attempt_at <= ?1) OR (status = 'sending' AND claimed_at <= ?2))`,
        )
        .bind(now.toISOString(), staleClaim, ...keyValues)
        .run()
      if (claimed.meta.changes !== 1) continue
      taken += 1
      let result: Delivered
      try {
        result = await delivery.deliver(row)
      } catch (error) {
        const retryAt = delivery.retryAt(row.attempts + 1, now, error)
        await db
          .prepare(
            `UPDATE ${outbox.table} SET status = ?1, attempts = attempts + 1, claimed_at = NULL, last_error = ?2, next_attempt_at = COALESCE(?3, next_attempt_at)
             WHERE ${keyWhere(4)}`,
          )
          .bind(
            retryAt ? 'pending' : 'failed',
            (delivery.errorText ?? defaultErrorText)(error).slice(0, 500),
            retryAt?.toISOString() ?? null,
            ...keyValues,
          )
          .run()
        if (retryAt) counts.retrying += 1
        else counts.failed += 1
        if (delivery.stopsRun?.(error)) return counts
        continue
      }
      delivery.delivered?.()
      // Outside the try: a row delivered is never put back to be delivered again.
      const columns = Object.entries(result.columns ?? {})
      await db
        .prepare(
          `UPDATE ${outbox.table} SET status = ?1, ${outbox.doneAtColumn} = ?2, ${columns.map(([column], index) => `${column} = ?${index + 3}, `).join('')}attempts = attempts + 1, claimed_at = NULL, last_error = NULL
           WHERE ${keyWhere(3 + columns.length)}`,
        )
        .bind(result.status, new Date().toISOString(), ...columns.map(([, value]) => value), ...keyValues)
        .run()
      done[result.status] = (done[result.status] ?? 0) + 1
    }
    // A full batch may have more behind it; a failed row is not due again within this run.
    if (batch.length < ROWS_PER_BATCH || taken === 0) return counts
  }
}
