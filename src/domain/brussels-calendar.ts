// With its extension: the CRM stand-in and the demo data (scripts/, plain Node) read this module too.
import { builtOnce } from './built-once.ts'

// The agency's calendar and clock: Brussels. A Date is an instant; the day it falls on, the "today" of
// the inbox and of an owner's statistics, and the wall-clock times staff type for viewing slots are
// Belgian, wherever the code runs (workerd runs in UTC). Belgium is one or two hours ahead of UTC
// and changes clocks at 2 or 3 at night on the last Sundays of March and October.

/** The agency's time zone: what staff type, what visitors and owners read, what the CRM writes. */
export const AGENCY_TIME_ZONE = 'Europe/Brussels'

const dayFormat = builtOnce(
  () => new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
)
const wallClockFormat = builtOnce(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: AGENCY_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }),
)

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

/** The calendar day in Brussels of an instant, as YYYY-MM-DD. */
export function brusselsDay(at: Date): string {
  return dayFormat().format(at)
}

/** The instants a Brussels calendar day starts and ends (the dashboard's "today"): midnight is 22:00 or 23:00 UTC. */
export function brusselsDayBounds(now: Date): { start: Date; end: Date } {
  const startOf = (day: string) => {
    const midnightUtc = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))
    for (const hoursAhead of [1, 2]) {
      const candidate = new Date(midnightUtc - hoursAhead * 3_600_000)
      if (brusselsDay(candidate) === day && brusselsDay(new Date(candidate.getTime() - 1)) !== day) return candidate
    }
    throw new Error(`no Brussels midnight found for ${day}`)
  }
  const start = startOf(brusselsDay(now))
  const tomorrow = brusselsDay(new Date(start.getTime() + 26 * 3_600_000))
  return { start, end: startOf(tomorrow) }
}

function wallClockParts(instant: Date): Record<string, string> {
  return Object.fromEntries(
    wallClockFormat()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
}

/** Minutes Brussels is ahead of UTC at this instant (60 in winter, 120 in summer). */
function brusselsOffsetMinutes(instant: number): number {
  const parts = wallClockParts(new Date(instant))
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute))
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000)
}

/**
 * The UTC instant of a Brussels wall-clock time, or null when that time does not exist (the hour
 * skipped when clocks go forward). An hour that happens twice (clocks go back) is its first, summer one.
 */
export function brusselsToUtc(date: string, time: string): Date | null {
  const day = DATE.exec(date)
  const clock = TIME.exec(time)
  if (!day || !clock) return null
  const wall = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2]))
  if (new Date(wall).toISOString().slice(0, 10) !== date) return null
  // Try the summer offset first, then winter: the first that reads back as the same wall time wins.
  for (const offset of [120, 60]) {
    const instant = wall - offset * 60_000
    if (brusselsOffsetMinutes(instant) === offset) return new Date(instant)
  }
  return null
}

/** The Brussels day and time of a UTC instant, as the back office's fields show them. */
export function utcToBrussels(iso: string): { date: string; time: string } {
  const parts = wallClockParts(new Date(iso))
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}
