import { describe, expect, it } from 'vitest'
import { brusselsTime, demoSlots } from './appointment-slots.ts'

describe('demo viewing slots', () => {
  it('are Brussels wall-clock times, in winter and in summer', () => {
    expect(brusselsTime('2026-12-01', 10).toISOString()).toBe('2026-12-01T09:00:00.000Z')
    expect(brusselsTime('2026-07-01', 10).toISOString()).toBe('2026-07-01T08:00:00.000Z')
  })

  it('fall on Tuesdays, Thursdays and Saturdays of the next two weeks, some of them full', () => {
    const slots = demoSlots([4100001, 4100002], new Date('2026-11-26T12:00:00Z'))
    const days = new Set(slots.map((slot) => new Date(slot.startsAt).getUTCDay()))
    expect([...days].sort()).toEqual([2, 4, 6])
    expect(slots.every((slot) => slot.startsAt > '2026-11-27' && slot.startsAt < '2026-12-11')).toBe(true)
    expect(slots.filter((slot) => slot.booked === slot.capacity).length).toBeGreaterThan(0)
    expect(slots.filter((slot) => slot.booked < slot.capacity).length).toBeGreaterThan(slots.length / 2)
  })
})
