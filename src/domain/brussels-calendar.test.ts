import { describe, expect, it } from 'vitest'
import { AGENCY_TIME_ZONE, brusselsDay, brusselsDayBounds, brusselsToUtc, utcToBrussels } from './brussels-calendar.ts'

describe('the agency’s calendar day and clock (Brussels)', () => {
  it('is one zone for every reader', () => {
    expect(AGENCY_TIME_ZONE).toBe('Europe/Brussels')
  })

  it('names the Brussels day of an instant, one or two hours ahead of UTC', () => {
    expect(brusselsDay(new Date('2026-01-15T22:59:00Z'))).toBe('2026-01-15')
    expect(brusselsDay(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16')
    expect(brusselsDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01')
    expect(brusselsDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02')
  })

  it('gives the day’s bounds: 23 hours when clocks go forward, 25 when they go back', () => {
    const spring = brusselsDayBounds(new Date('2026-03-29T12:00:00Z'))
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000)
    const autumn = brusselsDayBounds(new Date('2026-10-25T12:00:00Z'))
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000)
  })

  it('turns wall-clock times into instants and back, the day the bounds and the slots agree on', () => {
    const instant = brusselsToUtc('2026-03-29', '10:00')!
    expect(instant.toISOString()).toBe('2026-03-29T08:00:00.000Z')
    expect(utcToBrussels(instant.toISOString())).toEqual({ date: '2026-03-29', time: '10:00' })
    expect(brusselsDay(instant)).toBe('2026-03-29')
    expect(brusselsToUtc('2026-03-29', '02:30')).toBeNull()
    expect(brusselsDayBounds(instant).start).toEqual(brusselsToUtc('2026-03-29', '00:00'))
  })
})
