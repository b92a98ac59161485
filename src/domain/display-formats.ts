/**
 * Dates, numbers and units as listings show them (spec §9 "Price display").
 *
 * Spacing: numbers are Intl's output as is, so 'fr-BE' groups thousands with a narrow no-break
 * space (U+202F: '1\u202f234,5'); a unit is joined to its number with a no-break space (U+00A0:
 * '120\u00a0m²'). Both on purpose: a figure and its unit must not wrap apart in narrow cards.
 * Tests assert these exact characters.
 */

// spec §9 "Price display": area units m², kWh/m².year, kWh/year, CO2/m²/year.
export const AREA_UNITS = { area: 'm²', energyPerArea: 'kWh/m².year', energyPerYear: 'kWh/year', co2PerArea: 'CO2/m²/year' } as const
export type AreaUnit = (typeof AREA_UNITS)[keyof typeof AREA_UNITS]

// Surfaces are measured to the decimetre at best; more decimals would be noise.
const AREA_MAX_FRACTION_DIGITS = 1

const NBSP = '\u00a0'

// A Date instance is an instant; the calendar day it falls on is the one in Belgium, wherever the code runs (workerd runs in UTC).
const DISPLAY_TIME_ZONE = 'Europe/Brussels'
const brusselsDay = new Intl.DateTimeFormat('en-GB', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/

const pad2 = (n: number) => String(n).padStart(2, '0')

function dayMonthYear(year: number, month: number, day: number): string {
  // Date.UTC rolls 31 February over into March: a round trip rejects dates that do not exist.
  const check = new Date(Date.UTC(year, month - 1, day))
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return ''
  return `${pad2(day)}-${pad2(month)}-${String(year).padStart(4, '0')}`
}

/**
 * spec §9 "Price display": dates show as day-month-year, as 'DD-MM-YYYY'; '' for missing or invalid input.
 * An ISO string shows the calendar date written in it ('2024-03-05T23:30:00Z' → '05-03-2024'): the
 * API's date-only and local timestamps mean that day, and re-reading them through a time zone would
 * shift them. A Date instance shows its day in Brussels.
 */
export function formatDate(iso: string | Date | null | undefined): string {
  if (iso == null) return ''
  if (typeof iso === 'string') {
    const match = ISO_DATE.exec(iso.trim())
    if (!match) return ''
    return dayMonthYear(Number(match[1]), Number(match[2]), Number(match[3]))
  }
  if (Number.isNaN(iso.getTime())) return ''
  const parts = brusselsDay.formatToParts(iso)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return dayMonthYear(part('year'), part('month'), part('day'))
}

/** A number in the reader's locale, rounded to at most `maxFractionDigits` decimals; '' when there is nothing to show. */
export function formatNumber(value: number | null | undefined, locale: string, maxFractionDigits = 0): string {
  if (value == null || !Number.isFinite(value)) return ''
  return new Intl.NumberFormat(locale, { maximumFractionDigits: maxFractionDigits }).format(value)
}

/** 'nl-BE' 1234.5 → '1.234,5\u00a0m²'; whole numbers without decimals; '' when there is no value. */
export function formatArea(value: number | null | undefined, locale: string, unit: AreaUnit = AREA_UNITS.area): string {
  const number = formatNumber(value, locale, AREA_MAX_FRACTION_DIGITS)
  return number === '' ? '' : `${number}${NBSP}${unit}`
}
