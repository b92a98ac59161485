// Relative: app.config.ts's validation reads this file where no path alias exists (vite.config.ts).
import { LOCALE_TAGS, type Locale } from '../i18n/locales.ts'

// The agency's opening hours, written once in app.config.ts as days and times: the text every page
// shows and the schema.org openingHoursSpecification search engines read both come from them.

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]
export type OpeningHours = { days: ReadonlyArray<Weekday>; opens: string; closes: string }

/** The weekday's short name in a language (1 January 2024 was a Monday). */
function shortDay(day: Weekday, locale: Locale): string {
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)))
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: 'short', timeZone: 'UTC' }).format(date).replace(/\.$/, '')
}

/** `09:00` as each language writes a time on a shop door: 9:00, or 9h00 in French. */
function clock(time: string, locale: Locale): string {
  const [hours = '0', minutes = '00'] = time.split(':')
  return `${Number(hours)}${locale === 'fr' ? 'h' : ':'}${minutes}`
}

/** Runs of consecutive days: Monday to Friday reads "Mon–Fri". */
function dayRanges(days: ReadonlyArray<Weekday>, locale: Locale): string {
  const sorted = [...new Set(days)].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b))
  const runs: Weekday[][] = []
  for (const day of sorted) {
    const run = runs.at(-1)
    if (run && WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(run.at(-1)!) + 1) run.push(day)
    else runs.push([day])
  }
  return runs
    .map((run) =>
      run.length > 2 ? `${shortDay(run[0]!, locale)}–${shortDay(run.at(-1)!, locale)}` : run.map((day) => shortDay(day, locale)).join(', '),
    )
    .join(', ')
}

/**
 * Decision 027: the hours come from app.config.ts, so each language's text is written once per Worker
 * instance instead of building date formatters on every page render (header, menu, property page).
 */
const textsOf = new WeakMap<ReadonlyArray<OpeningHours>, Map<Locale, string>>()

/** "Mon–Fri 9:00–18:00 · Sat 10:00–13:00" in the reader's language. */
export function openingHoursText(hours: ReadonlyArray<OpeningHours>, locale: Locale): string {
  const texts = textsOf.get(hours) ?? new Map<Locale, string>()
  textsOf.set(hours, texts)
  const known = texts.get(locale)
  if (known !== undefined) return known
  const written = hoursText(hours, locale)
  texts.set(locale, written)
  return written
}

function hoursText(hours: ReadonlyArray<OpeningHours>, locale: Locale): string {
  const text = hours.map((slot) => `${dayRanges(slot.days, locale)} ${clock(slot.opens, locale)}–${clock(slot.closes, locale)}`).join(' · ')
  return text.charAt(0).toLocaleUpperCase(LOCALE_TAGS[locale]) + text.slice(1)
}

/** schema.org OpeningHoursSpecification entries (Google's local business rules). */
export function openingHoursSpecification(hours: ReadonlyArray<OpeningHours>) {
  return hours.map((slot) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: [...slot.days], opens: slot.opens, closes: slot.closes }))
}

/**
 * A day or run of days the office is closed outside its weekly hours ("closed 24–26 December"),
 * with why in each language. Dates as YYYY-MM-DD, Brussels calendar days, both ends included.
 */
export type Closure = { from: string; to: string; reason?: Partial<Record<Locale, string>> }

/** The closures not over on `today` (a Brussels YYYY-MM-DD), in date order: those the site still announces. */
export function closuresAhead(closures: ReadonlyArray<Closure> | undefined, today: string): Closure[] {
  return (closures ?? []).filter((closure) => closure.to >= today).sort((a, b) => a.from.localeCompare(b.from))
}

/** "24–26 December 2026" or "24 December 2026" in the reader's language. */
export function closureDatesText(closure: Closure, locale: Locale): string {
  // English dates on a Belgian site read day first, as in Britain ("24–26 December"), not "December 24 – 26".
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`)
  return closure.from === closure.to ? format.format(day(closure.from)) : format.formatRange(day(closure.from), day(closure.to))
}

/** schema.org closed days: an OpeningHoursSpecification from 00:00 to 00:00 over the dates (Google's rule for a closure). */
export function closuresSpecification(closures: ReadonlyArray<Closure>) {
  return closures.map((closure) => ({
    '@type': 'OpeningHoursSpecification',
    opens: '00:00',
    closes: '00:00',
    validFrom: closure.from,
    validThrough: closure.to,
  }))
}
