import { describe, expect, it } from 'vitest'
import {
  FAILED_SYNCS_IN_A_ROW,
  UNDELIVERED_AFTER_MINUTES,
  combinedReading,
  syncStreakReading,
  undeliveredReading,
  waitingSince,
} from './operator-incidents.ts'

const minutes = (n: number) => n * 60_000
const NOW = new Date('2026-11-27T12:00:00.000Z')
const ago = (n: number) => new Date(NOW.getTime() - minutes(n))

describe('operator incidents (decision 029)', () => {
  it('counts three failed syncs in a row and an hour undelivered as trouble', () => {
    expect(FAILED_SYNCS_IN_A_ROW).toBe(3)
    expect(UNDELIVERED_AFTER_MINUTES).toBe(60)
  })

  it('opens on the third failed sync in a row, not before; any good sync since then is fine', () => {
    const streak = (failures: number) =>
      syncStreakReading({ failures, firstFailureAt: failures ? ago(15).toISOString() : null, lastError: failures ? 'CRM down' : null })
    expect(streak(0)).toEqual({ state: 'fine' })
    expect(streak(1)).toEqual({ state: 'unsure' })
    expect(streak(2)).toEqual({ state: 'unsure' })
    expect(streak(3)).toEqual({ state: 'trouble', since: ago(15).toISOString(), detail: { count: 3, lastError: 'CRM down' } })
    expect(streak(4)).toMatchObject({ state: 'trouble', detail: { count: 4 } })
  })

  it('dates an item from its lead, or later when its retries show it was queued later', () => {
    const schedule = (failedTries: number) => [1, 5, 15, 60, 240][failedTries - 1] ?? 240
    // Never tried: it waits since it was queued (its first try's time).
    expect(waitingSince({ createdAt: ago(30).toISOString(), nextAttemptAt: ago(30).toISOString(), attempts: 0 }, schedule)).toEqual(ago(30))
    // Three failed tries (1 + 5 + 15 minutes of waits) and its next try now: queued no later than 21 minutes ago.
    expect(waitingSince({ createdAt: ago(300).toISOString(), nextAttemptAt: NOW.toISOString(), attempts: 3 }, schedule)).toEqual(ago(21))
    // A lead stored 10 minutes ago: its mail cannot wait longer, whatever the schedule says.
    expect(waitingSince({ createdAt: ago(10).toISOString(), nextAttemptAt: NOW.toISOString(), attempts: 3 }, schedule)).toEqual(ago(10))
  })

  it('is trouble once the oldest undelivered item waited more than the hour, with the count and an error', () => {
    expect(undeliveredReading([], NOW)).toEqual({ state: 'fine' })
    expect(undeliveredReading([{ since: ago(59), lastError: 'down' }], NOW)).toEqual({ state: 'fine' })
    expect(
      undeliveredReading(
        [
          { since: ago(59), lastError: null },
          { since: ago(61), lastError: null },
          { since: ago(90), lastError: 'mail service down' },
        ],
        NOW,
      ),
    ).toEqual({
      state: 'trouble',
      since: ago(90).toISOString(),
      detail: { count: 2, lastError: 'mail service down' },
    })
  })

  it('reads two outboxes of mails as one: trouble from the earlier, counts added, fine only when both are', () => {
    const early = { state: 'trouble', since: '2026-11-27T08:00:00.000Z', detail: { count: 2, lastError: null } } as const
    const late = { state: 'trouble', since: '2026-11-27T09:00:00.000Z', detail: { count: 1, lastError: 'mailer down' } } as const
    expect(combinedReading(late, early)).toEqual({ state: 'trouble', since: early.since, detail: { count: 3, lastError: 'mailer down' } })
    expect(combinedReading({ state: 'fine' }, late)).toEqual(late)
    expect(combinedReading({ state: 'unsure' }, { state: 'fine' })).toEqual({ state: 'unsure' })
    expect(combinedReading({ state: 'fine' }, { state: 'fine' })).toEqual({ state: 'fine' })
  })
})
