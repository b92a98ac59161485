import { describe, expect, it } from 'vitest'
import { MAIL_RETRY_MINUTES, MAX_MAIL_ATTEMPTS, nextAttemptAt } from './mail-retries.ts'

describe('the retry schedule of every outbox', () => {
  it('waits 1, 5, 15, 60 and 240 minutes after the failed tries, then gives up after the sixth', () => {
    expect(MAIL_RETRY_MINUTES).toEqual([1, 5, 15, 60, 240])
    expect(MAX_MAIL_ATTEMPTS).toBe(6)
    const now = new Date('2026-11-27T10:00:00.000Z')
    expect(nextAttemptAt(1, now)?.toISOString()).toBe('2026-11-27T10:01:00.000Z')
    expect(nextAttemptAt(5, now)?.toISOString()).toBe('2026-11-27T14:00:00.000Z')
    expect(nextAttemptAt(6, now)).toBeNull()
  })
})
