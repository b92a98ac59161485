import { syncStreakReading, type TroubleProbe } from '#/domain/operator-incidents.ts'

// Decision 029: what the operator's incident check reads of the syncs (crm_sync_runs, migration 0011):
// the failed runs since the last good one. A run still going counts neither way.

/** The syncs that failed since the last one that succeeded: how many, since when, and the newest one's error. */
export const failingSyncTrouble: TroubleProbe = async (db) => {
  const streak = await db
    .prepare(
      `SELECT COUNT(*) AS failures, MIN(started_at) AS firstFailureAt,
              (SELECT error FROM crm_sync_runs WHERE status = 'failed' ORDER BY started_at DESC LIMIT 1) AS lastError
       FROM crm_sync_runs
       WHERE status = 'failed' AND started_at > COALESCE((SELECT MAX(started_at) FROM crm_sync_runs WHERE status = 'succeeded'), '')`,
    )
    .first<{ failures: number; firstFailureAt: string | null; lastError: string | null }>()
  return syncStreakReading(streak ?? { failures: 0, firstFailureAt: null, lastError: null })
}
