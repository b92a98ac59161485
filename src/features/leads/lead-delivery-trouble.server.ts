import { undeliveredCutoff, undeliveredReading, waitingSince, type TroubleProbe } from '#/domain/operator-incidents.ts'
import { crmRetryAt } from './lead-crm-outbox.server.ts'
import { nextAttemptAt } from './lead-outbox.server.ts'

// Decision 029: what the operator's incident check reads of the leads' two outboxes (mails, migrations
// 0003/0021; CRM deliveries, 0012): items still on their way (pending, or being sent) for more than
// UNDELIVERED_AFTER_MINUTES. An item given up after its last try is not waiting any more: the lead
// inbox lists it to be sent again, and /api/health counts it (failedLeadMails, failedCrmLeads).

/** Minutes an outbox waits after its n-th failed try, read from its own retry rule. */
function waitAfter(retryAt: (attempts: number, now: Date) => Date | null): (failedTries: number) => number {
  const epoch = new Date(0)
  return (failedTries) => (retryAt(failedTries, epoch)?.getTime() ?? 0) / 60_000
}

type WaitingRow = { createdAt: string; nextAttemptAt: string; attempts: number; lastError: string | null }

/** Rows of `table` still on their way whose lead is older than the cutoff (a younger one cannot have waited that long). */
function waitingRows(table: 'lead_mails' | 'lead_crm_deliveries') {
  return `SELECT l.created_at AS createdAt, d.next_attempt_at AS nextAttemptAt, d.attempts, d.last_error AS lastError
          FROM ${table} d JOIN leads l ON l.id = d.lead_id
          WHERE d.status IN ('pending', 'sending') AND l.created_at <= ?`
}

function outboxTrouble(table: 'lead_mails' | 'lead_crm_deliveries', retryAt: (attempts: number, now: Date) => Date | null): TroubleProbe {
  const wait = waitAfter(retryAt)
  return async (db, now) => {
    const { results } = await db.prepare(waitingRows(table)).bind(undeliveredCutoff(now).toISOString()).all<WaitingRow>()
    return undeliveredReading(
      results.map((row) => ({ since: waitingSince(row, wait), lastError: row.lastError })),
      now,
    )
  }
}

/** Lead mails (to the agency, the visitor, a friend) undelivered for more than an hour. */
export const undeliveredMailTrouble: TroubleProbe = outboxTrouble('lead_mails', nextAttemptAt)
/** Leads on their way into the CRM for more than an hour. */
export const undeliveredCrmLeadTrouble: TroubleProbe = outboxTrouble('lead_crm_deliveries', crmRetryAt)
