// Decision 029, an operator who hears of trouble: what counts as trouble, and how each capability tells
// the cron trigger's incident check what it sees. Pure: the readings are made from D1 by each
// capability, the incidents kept by src/features/operator-incidents/.

/** The operator hears of the CRM when its syncs fail three times in a row. */
export const FAILED_SYNCS_IN_A_ROW = 3
/** Mails and CRM deliveries are trouble once they stay undelivered for more than an hour. */
export const UNDELIVERED_AFTER_MINUTES = 60

/** The kinds of incident, each the trouble of one capability (migrations/0024_operator_incidents.sql). */
export const INCIDENT_KINDS = ['crm-sync-failing', 'mails-undelivered', 'crm-deliveries-undelivered', 'alert-mails-dropped'] as const
export type IncidentKind = (typeof INCIDENT_KINDS)[number]

/** What the detail of an incident holds: figures and the last error, as the operator reads them in the mail and /api/health. */
export type TroubleDetail = { count: number; lastError?: string | null }

/**
 * What a capability sees now: trouble (since when, how much), fine (an open incident may close),
 * or `unsure` when what it sees proves neither (one failed sync after a good one: no incident opens,
 * none that is open closes).
 */
export type TroubleReading = { state: 'trouble'; since: string; detail: TroubleDetail } | { state: 'fine' } | { state: 'unsure' }
/** A capability's look at its own tables (the same shape as src/server/d1-queryable.ts, which the domain does not import). */
export type TroubleProbe = (db: Pick<D1Database, 'prepare' | 'batch'>, now: Date) => Promise<TroubleReading>

/** The moment before which anything still undelivered counts as trouble. */
export function undeliveredCutoff(now: Date): Date {
  return new Date(now.getTime() - UNDELIVERED_AFTER_MINUTES * 60_000)
}

/**
 * When an outbox item began to wait, from what its row keeps: it cannot have begun before its lead
 * was stored, nor later than its next try minus the waits its failed tries earned (each retry runs at
 * its due time or after it). Either bound alone misleads: a cancellation mail is queued long after
 * its lead, and a retried item's next try moves on. The later of the two never makes an item older
 * than it is, so an hour it shows is an hour it waited.
 */
export function waitingSince(
  item: { createdAt: string; nextAttemptAt: string; attempts: number },
  waitMinutesAfter: (failedTries: number) => number,
): Date {
  let waited = 0
  for (let tries = 1; tries <= item.attempts; tries += 1) waited += waitMinutesAfter(tries)
  const fromSchedule = Date.parse(item.nextAttemptAt) - waited * 60_000
  return new Date(Math.max(Date.parse(item.createdAt), fromSchedule))
}

/** The trouble of undelivered outbox items: the oldest one's age over the limit, or fine. */
export function undeliveredReading(items: ReadonlyArray<{ since: Date; lastError: string | null }>, now: Date): TroubleReading {
  const cutoff = undeliveredCutoff(now).getTime()
  const late = items.filter((item) => item.since.getTime() <= cutoff).sort((a, b) => a.since.getTime() - b.since.getTime())
  if (late.length === 0) return { state: 'fine' }
  const lastError = late.find((item) => item.lastError)?.lastError ?? null
  return { state: 'trouble', since: late[0]!.since.toISOString(), detail: { count: late.length, lastError } }
}

/** The syncs since the last good one: trouble from FAILED_SYNCS_IN_A_ROW failures on, fine when there is none. */
export function syncStreakReading(streak: { failures: number; firstFailureAt: string | null; lastError: string | null }): TroubleReading {
  if (streak.failures === 0) return { state: 'fine' }
  if (streak.failures < FAILED_SYNCS_IN_A_ROW || streak.firstFailureAt === null) return { state: 'unsure' }
  return { state: 'trouble', since: streak.firstFailureAt, detail: { count: streak.failures, lastError: streak.lastError } }
}

/** Two looks at one kind of trouble (two outboxes of mails): trouble when either is, since the earlier; fine when both are. */
export function combinedReading(a: TroubleReading, b: TroubleReading): TroubleReading {
  if (a.state === 'trouble' && b.state === 'trouble') {
    const [first, second] = a.since <= b.since ? [a, b] : [b, a]
    return {
      state: 'trouble',
      since: first.since,
      detail: { count: a.detail.count + b.detail.count, lastError: first.detail.lastError ?? second.detail.lastError ?? null },
    }
  }
  if (a.state === 'trouble') return a
  if (b.state === 'trouble') return b
  return a.state === 'fine' && b.state === 'fine' ? { state: 'fine' } : { state: 'unsure' }
}
