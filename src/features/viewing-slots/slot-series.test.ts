import { describe, expect, it } from 'vitest'
import { brusselsToUtc, utcToBrussels } from '#/domain/brussels-calendar.ts'
import { MAX_SLOTS_PER_SERIES, expandSeries } from './slot-series.ts'

const WEEKDAYS = [1, 2, 3, 4, 5] as const

describe('slot series in Brussels time, stored in UTC', () => {
  it('makes back-to-back slots on the chosen weekdays between the hours', () => {
    // Monday 2 November 2026 to Sunday 8 November: winter time (UTC+1).
    const series = expandSeries({
      fromDate: '2026-11-02',
      toDate: '2026-11-08',
      weekdays: [1, 3],
      fromTime: '10:00',
      toTime: '11:30',
      minutes: 30,
    })
    expect(series).toEqual({
      ok: true,
      slots: [
        { startsAt: '2026-11-02T09:00:00.000Z', endsAt: '2026-11-02T09:30:00.000Z' },
        { startsAt: '2026-11-02T09:30:00.000Z', endsAt: '2026-11-02T10:00:00.000Z' },
        { startsAt: '2026-11-02T10:00:00.000Z', endsAt: '2026-11-02T10:30:00.000Z' },
        { startsAt: '2026-11-04T09:00:00.000Z', endsAt: '2026-11-04T09:30:00.000Z' },
        { startsAt: '2026-11-04T09:30:00.000Z', endsAt: '2026-11-04T10:00:00.000Z' },
        { startsAt: '2026-11-04T10:00:00.000Z', endsAt: '2026-11-04T10:30:00.000Z' },
      ],
    })
  })

  it('keeps 10:00 Brussels across the spring change (Sunday 29 March 2026): 09:00 UTC before, 08:00 UTC after', () => {
    const series = expandSeries({
      fromDate: '2026-03-27',
      toDate: '2026-03-30',
      weekdays: [1, 5, 7],
      fromTime: '10:00',
      toTime: '10:45',
      minutes: 45,
    })
    expect(series.ok && series.slots.map((slot) => slot.startsAt)).toEqual([
      '2026-03-27T09:00:00.000Z',
      '2026-03-29T08:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
    ])
    expect(series.ok && series.slots.map((slot) => utcToBrussels(slot.startsAt).time)).toEqual(['10:00', '10:00', '10:00'])
  })

  it('keeps 10:00 Brussels across the autumn change (Sunday 25 October 2026): 08:00 UTC before, 09:00 UTC after', () => {
    const series = expandSeries({
      fromDate: '2026-10-23',
      toDate: '2026-10-26',
      weekdays: [1, 5, 7],
      fromTime: '10:00',
      toTime: '11:00',
      minutes: 60,
    })
    expect(series.ok && series.slots).toEqual([
      { startsAt: '2026-10-23T08:00:00.000Z', endsAt: '2026-10-23T09:00:00.000Z' },
      { startsAt: '2026-10-25T09:00:00.000Z', endsAt: '2026-10-25T10:00:00.000Z' },
      { startsAt: '2026-10-26T09:00:00.000Z', endsAt: '2026-10-26T10:00:00.000Z' },
    ])
  })

  it('leaves out a time the clocks skip (02:30 on 29 March) and takes the first of a time that happens twice', () => {
    expect(brusselsToUtc('2026-03-29', '02:30')).toBeNull()
    const night = expandSeries({
      fromDate: '2026-03-29',
      toDate: '2026-03-29',
      weekdays: [7],
      fromTime: '02:00',
      toTime: '04:00',
      minutes: 30,
    })
    expect(night.ok && night.slots.map((slot) => utcToBrussels(slot.startsAt).time)).toEqual(['03:00', '03:30'])
    expect(brusselsToUtc('2026-10-25', '02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z')
  })

  it(`refuses more than ${MAX_SLOTS_PER_SERIES} slots, an empty or backwards range, no weekday, bad hours and durations`, () => {
    expect(
      expandSeries({ fromDate: '2026-11-02', toDate: '2027-03-31', weekdays: WEEKDAYS, fromTime: '09:00', toTime: '18:00', minutes: 30 }),
    ).toEqual({ ok: false, problem: 'too-many' })
    expect(
      expandSeries({ fromDate: '2026-11-10', toDate: '2026-11-02', weekdays: WEEKDAYS, fromTime: '09:00', toTime: '10:00', minutes: 30 }),
    ).toEqual({ ok: false, problem: 'dates' })
    expect(
      expandSeries({ fromDate: '2026-02-30', toDate: '2026-03-02', weekdays: WEEKDAYS, fromTime: '09:00', toTime: '10:00', minutes: 30 }),
    ).toEqual({ ok: false, problem: 'dates' })
    expect(
      expandSeries({ fromDate: '2026-01-01', toDate: '2027-01-01', weekdays: [1], fromTime: '09:00', toTime: '10:00', minutes: 30 }),
    ).toEqual({ ok: false, problem: 'range-too-long' })
    expect(
      expandSeries({ fromDate: '2026-11-02', toDate: '2026-11-06', weekdays: [], fromTime: '09:00', toTime: '10:00', minutes: 30 }),
    ).toEqual({ ok: false, problem: 'weekdays' })
    expect(
      expandSeries({ fromDate: '2026-11-02', toDate: '2026-11-06', weekdays: WEEKDAYS, fromTime: '10:00', toTime: '09:00', minutes: 30 }),
    ).toEqual({ ok: false, problem: 'times' })
    expect(
      expandSeries({ fromDate: '2026-11-02', toDate: '2026-11-06', weekdays: WEEKDAYS, fromTime: '09:00', toTime: '10:00', minutes: 5 }),
    ).toEqual({ ok: false, problem: 'duration' })
    // Saturdays only, in a Monday-to-Friday week: nothing to make.
    expect(
      expandSeries({ fromDate: '2026-11-02', toDate: '2026-11-06', weekdays: [6], fromTime: '09:00', toTime: '10:00', minutes: 30 }),
    ).toEqual({ ok: false, problem: 'none' })
  })
})
