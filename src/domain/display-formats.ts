import { isLocale, type Locale } from '#/i18n/locales.ts'
import { builtOnce } from '#/domain/built-once.ts'
import { formatDecimal } from '#/domain/decimal-format.ts'
import { AGENCY_TIME_ZONE } from '#/domain/brussels-calendar.ts'

/**
 * Dates, numbers and units as pages show them (spec §9 "Price display").
 *
 * Numbers: one convention on every page, the Belgian Dutch format spec §9 gives prices ('.' groups
 * thousands, ',' marks decimals), so a figure never reads differently from the price beside it
 * (decision 011). Units and month names are in the page's language.
 *
 * Spacing: a unit is joined to its number with a no-break space (U+00A0: '120\u00a0m²'), on purpose:
 * a figure and its unit must not wrap apart in narrow cards. Tests assert that exact character.
 */

export { NUMBER_LOCALE } from '#/domain/decimal-format.ts'

/**
 * The Intl tag each page language writes dates with: day before month in all four (spec §9
 * "dates show as day-month-year"). English as written in Europe ('1 November 2026'), not the
 * American month-first order Intl gives plain 'en'.
 */
export const DATE_LOCALE_TAGS: Readonly<Record<Locale, string>> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-BE' }

/**
 * The units of spec §9 ("m², kWh/m².year, kWh/year, CO2/m²/year") in each page language. CO₂ with
 * its subscript, and in kilograms: Belgian certificates state emissions in kg CO₂ per m² and year.
 */
export const UNITS = {
  area: { nl: 'm²', fr: 'm²', en: 'm²', de: 'm²' },
  length: { nl: 'm', fr: 'm', en: 'm', de: 'm' },
  energyPerArea: { nl: 'kWh/m².jaar', fr: 'kWh/m² par an', en: 'kWh/m² per year', de: 'kWh/m² pro Jahr' },
  energyPerYear: { nl: 'kWh/jaar', fr: 'kWh par an', en: 'kWh per year', de: 'kWh pro Jahr' },
  co2PerArea: { nl: 'kg CO₂/m².jaar', fr: 'kg CO₂/m² par an', en: 'kg CO₂/m² per year', de: 'kg CO₂/m² pro Jahr' },
} as const satisfies Record<string, Record<Locale, string>>
export type Unit = keyof typeof UNITS

// Surfaces are measured to the decimetre at best; more decimals would be noise.
const AREA_MAX_FRACTION_DIGITS = 1

const NBSP = '\u00a0'

// A Date instance is an instant; the calendar day it falls on is the one in Belgium, wherever the code runs (workerd runs in UTC).
const DISPLAY_TIME_ZONE = AGENCY_TIME_ZONE
const brusselsDay = builtOnce(
  () => new Intl.DateTimeFormat('en-GB', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
)

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/

type CalendarDay = { year: number; month: number; day: number }

const pad2 = (n: number) => String(n).padStart(2, '0')

/**
 * The calendar day a value stands for, or undefined for missing or invalid input. An ISO string
 * gives the date written in it ('2024-03-05T23:30:00Z' → 5 March): the API's date-only and local
 * timestamps mean that day, and re-reading them through a time zone would shift them. A Date
 * instance gives its day in Brussels.
 */
function calendarDay(value: string | Date | null | undefined): CalendarDay | undefined {
  if (value == null) return undefined
  let day: CalendarDay
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value.trim())
    if (!match) return undefined
    day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  } else {
    if (Number.isNaN(value.getTime())) return undefined
    const parts = brusselsDay().formatToParts(value)
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
    day = { year: part('year'), month: part('month'), day: part('day') }
  }
  // Date.UTC rolls 31 February over into March: a round trip rejects dates that do not exist.
  const check = new Date(Date.UTC(day.year, day.month - 1, day.day))
  return check.getUTCFullYear() === day.year && check.getUTCMonth() === day.month - 1 && check.getUTCDate() === day.day ? day : undefined
}

/** spec §9 "Price display": dates show as day-month-year, as 'DD-MM-YYYY'; '' for missing or invalid input. */
export function formatDate(iso: string | Date | null | undefined): string {
  const day = calendarDay(iso)
  return day ? `${pad2(day.day)}-${pad2(day.month)}-${String(day.year).padStart(4, '0')}` : ''
}

// Built once per language: constructing an Intl formatter is far costlier than formatting with it.
const longDateFormats = new Map<Locale, Intl.DateTimeFormat>()

/**
 * A day with its month named in the page's language, day first: '1 november 2026',
 * '1 novembre 2026', '1 November 2026', '1. November 2026'. Unlike 'DD-MM-YYYY' it cannot be read
 * month-first by an English reader. '' for missing or invalid input.
 */
export function formatLongDate(iso: string | Date | null | undefined, locale: Locale): string {
  const day = calendarDay(iso)
  if (!day) return ''
  let format = longDateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE_TAGS[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    longDateFormats.set(locale, format)
  }
  return format.format(new Date(Date.UTC(day.year, day.month - 1, day.day)))
}

/** A moment as a Date, or undefined for missing or invalid input; a string is an ISO timestamp of that moment. */
function instantOf(value: string | Date | null | undefined): Date | undefined {
  if (value == null || value === '') return undefined
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? undefined : date
}

// Moments (a viewing, a login, a lead's arrival) are told in the agency's clock, wherever the reader or the server is.
const MOMENT_FORMATS = {
  weekdayDay: { weekday: 'long', day: 'numeric', month: 'long' },
  weekdayDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dateTime: { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>
type MomentFormat = keyof typeof MOMENT_FORMATS

const momentFormats = new Map<string, Intl.DateTimeFormat>()

function formatMoment(value: string | Date | null | undefined, locale: Locale, kind: MomentFormat): string {
  const instant = instantOf(value)
  if (!instant) return ''
  const key = `${locale}:${kind}`
  let format = momentFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE_TAGS[locale], { ...MOMENT_FORMATS[kind], timeZone: DISPLAY_TIME_ZONE })
    momentFormats.set(key, format)
  }
  return format.format(instant)
}

/**
 * The day of a moment in Brussels with its weekday, day first: 'Monday 2 November', or with
 * `withYear` 'Monday, 2 November 2026' ('maandag 2 november 2026'). '' for missing or invalid input.
 */
export function formatWeekdayDate(instant: string | Date | null | undefined, locale: Locale, withYear = false): string {
  return formatMoment(instant, locale, withYear ? 'weekdayDate' : 'weekdayDay')
}

/** The time of a moment in Brussels on a 24-hour clock: '14:30'. '' for missing or invalid input. */
export function formatTime(instant: string | Date | null | undefined, locale: Locale): string {
  return formatMoment(instant, locale, 'time')
}

/** A moment in Brussels, its month named, day first: '2 November 2026 at 14:30', '2 november 2026 om 14:30'. */
export function formatDateTime(instant: string | Date | null | undefined, locale: Locale): string {
  return formatMoment(instant, locale, 'dateTime')
}

/**
 * A number in the site's one convention (decision 011), rounded to at most `maxFractionDigits`
 * decimals; '' when there is nothing to show. `locale` names the page the number is for; every
 * page language shares the convention today, so it does not change the digits.
 */
export function formatNumber(value: number | null | undefined, locale: Locale, maxFractionDigits = 0): string {
  void locale
  if (value == null || !Number.isFinite(value)) return ''
  return formatDecimal(value, { maxFractionDigits })
}

/** A unit's words in a page language: unitText('energyPerYear', 'de') → 'kWh pro Jahr'. */
export function unitText(unit: Unit, locale: Locale): string {
  return UNITS[unit][locale]
}

/** 1234.5 → '1.234,5\u00a0m²'; whole numbers without decimals; '' when there is no value. */
export function formatArea(value: number | null | undefined, locale: Locale, unit: Unit = 'area'): string {
  const number = formatNumber(value, locale, AREA_MAX_FRACTION_DIGITS)
  return number === '' ? '' : `${number}${NBSP}${unitText(unit, locale)}`
}
