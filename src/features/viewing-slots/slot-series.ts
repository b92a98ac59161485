import { brusselsToUtc } from '#/domain/brussels-calendar.ts'

// Slot series of the back office (decision 018 "create slots one by one or as a series (weekdays, hours,
// duration, seats, agent)"). Staff type Brussels wall-clock times; slots are stored in UTC
// (migrations/0005; the clock is src/domain/brussels-calendar.ts). Pure, so the weeks that change clocks (last Sundays of March and October) are
// tested without a database.

/** Decision 018: at most 200 slots per series, so one click never floods a property's calendar. */
export const MAX_SLOTS_PER_SERIES = 200
/** A series spans at most this many days (half a year): longer ranges are a typo more often than a plan. */
export const MAX_SERIES_DAYS = 183
/** A viewing lasts between a quarter of an hour and four hours. */
export const SLOT_MINUTES = { min: 15, max: 240 } as const
/** Seats in one slot: a group visit of an open house at most. */
export const MAX_SEATS = 50

/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7

export type SeriesRequest = {
  /** YYYY-MM-DD, Brussels days, both included */
  fromDate: string
  toDate: string
  weekdays: readonly Weekday[]
  /** HH:MM Brussels time: the first slot starts at `fromTime`, the last ends by `toTime` */
  fromTime: string
  toTime: string
  minutes: number
}

export type SlotTimes = { startsAt: string; endsAt: string }

export type SeriesProblem = 'dates' | 'range-too-long' | 'weekdays' | 'times' | 'duration' | 'too-many' | 'none'

const DAY_MS = 86_400_000
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number)
  return hours! * 60 + minutes!
}

function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** Midnight UTC of a real YYYY-MM-DD day (not 30 February), or NaN. */
function calendarDay(date: string): number {
  const day = DATE.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN
  return !Number.isNaN(day) && new Date(day).toISOString().slice(0, 10) === date ? day : NaN
}

/** ISO weekday of a calendar day (the day itself, not an instant). */
function weekdayOf(dayMs: number): Weekday {
  return (((new Date(dayMs).getUTCDay() + 6) % 7) + 1) as Weekday
}

/**
 * The slots of a series, or why there are none. Each chosen weekday gets slots from `fromTime`,
 * one after the other, the last ending by `toTime`, at the same Brussels time whatever the season:
 * 10:00 is 08:00 UTC in summer and 09:00 UTC in winter. A time the clocks skip is left out.
 */
export function expandSeries(request: SeriesRequest): { ok: true; slots: SlotTimes[] } | { ok: false; problem: SeriesProblem } {
  const from = calendarDay(request.fromDate)
  const to = calendarDay(request.toDate)
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return { ok: false, problem: 'dates' }
  if ((to - from) / DAY_MS + 1 > MAX_SERIES_DAYS) return { ok: false, problem: 'range-too-long' }
  const weekdays = new Set(request.weekdays)
  if (weekdays.size === 0 || [...weekdays].some((day) => !Number.isInteger(day) || day < 1 || day > 7))
    return { ok: false, problem: 'weekdays' }
  if (!TIME.test(request.fromTime) || !TIME.test(request.toTime) || minutesOf(request.toTime) <= minutesOf(request.fromTime))
    return { ok: false, problem: 'times' }
  if (!Number.isInteger(request.minutes) || request.minutes < SLOT_MINUTES.min || request.minutes > SLOT_MINUTES.max)
    return { ok: false, problem: 'duration' }

  const slots: SlotTimes[] = []
  const last = minutesOf(request.toTime)
  for (let day = from; day <= to; day += DAY_MS) {
    if (!weekdays.has(weekdayOf(day))) continue
    const date = new Date(day).toISOString().slice(0, 10)
    for (let start = minutesOf(request.fromTime); start + request.minutes <= last; start += request.minutes) {
      const startsAt = brusselsToUtc(date, clockOf(start))
      if (!startsAt) continue
      slots.push({ startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + request.minutes * 60_000).toISOString() })
      if (slots.length > MAX_SLOTS_PER_SERIES) return { ok: false, problem: 'too-many' }
    }
  }
  if (slots.length === 0) return { ok: false, problem: 'none' }
  return { ok: true, slots }
}
