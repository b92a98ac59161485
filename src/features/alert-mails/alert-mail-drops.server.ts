import type { TroubleProbe } from '#/domain/operator-incidents.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import { raiseMetaStatement } from '#/server/app-meta.server.ts'

// Decision 029: the alert-mail messages the ALERT_MAILS queue drops (a message whose last allowed
// delivery failed, or one that cannot be read), kept in alert_mail_drops (migration 0024), and the
// last message delivered whole, so the operator's incident check knows when the mails flow again.

/** app_meta key: when the consumer last delivered a message with every mail of it sent. */
const DELIVERED_KEY = 'alert_mails_delivered_at'

/** A message the queue drops after this delivery: `subscribers` whose mail never went. */
export async function recordDroppedMessage(db: D1Queryable, at: Date, subscribers: number, reason: string): Promise<void> {
  // A record that fails is logged, never thrown: the consumer's batch must still settle its other messages.
  await db
    .prepare('INSERT INTO alert_mail_drops (dropped_at, subscribers, reason) VALUES (?, ?, ?)')
    .bind(at.toISOString(), subscribers, reason.slice(0, 500))
    .run()
    .catch((error) => console.error('alert mails: a dropped message could not be recorded', error))
}

/** A message whose every mail went: the path from the queue to the mailbox works. */
export async function recordDeliveredMessage(db: D1Queryable, at: Date): Promise<void> {
  await raiseMetaStatement(db, DELIVERED_KEY, at.toISOString())
    .run()
    .catch((error) => console.error('alert mails: a delivered message could not be recorded', error))
}

/**
 * Trouble from the first message dropped after the last one delivered whole; fine once a message is
 * delivered after the last drop (a drop is an event: only mails that go again show it is over).
 */
export const droppedAlertTrouble: TroubleProbe = async (db) => {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS messages, COALESCE(SUM(subscribers), 0) AS subscribers, MIN(dropped_at) AS since,
              (SELECT reason FROM alert_mail_drops ORDER BY dropped_at DESC, id DESC LIMIT 1) AS lastError
       FROM alert_mail_drops WHERE dropped_at > COALESCE((SELECT value FROM app_meta WHERE key = ?), '')`,
    )
    .bind(DELIVERED_KEY)
    .first<{ messages: number; subscribers: number; since: string | null; lastError: string | null }>()
  if (!row || row.messages === 0 || row.since === null) return { state: 'fine' }
  return { state: 'trouble', since: row.since, detail: { count: row.subscribers, lastError: row.lastError } }
}
