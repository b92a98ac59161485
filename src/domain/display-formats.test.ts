import { describe, expect, it } from 'vitest'
import { LOCALES } from '#/i18n/locales.ts'
import { formatEuro } from './price.ts'
import {
  DATE_LOCALE_TAGS,
  formatArea,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatNumber,
  formatTime,
  formatWeekdayDate,
  unitText,
  UNITS,
  type Unit,
} from './display-formats.ts'

// Intl's exact characters, asserted on purpose: a no-break space joins a unit to its number.
const NBSP = '\u00a0'

describe('formatDate (spec §9: day-month-year)', () => {
  it.each([
    { name: 'date only', input: '2024-03-05', expected: '05-03-2024' },
    { name: 'local timestamp', input: '2024-12-31T23:59:59', expected: '31-12-2024' },
    { name: 'timestamp with a space', input: '2024-01-09 08:00:00', expected: '09-01-2024' },
    { name: 'UTC timestamp keeps its written day', input: '2024-03-05T23:30:00Z', expected: '05-03-2024' },
    { name: 'leap day', input: '2024-02-29', expected: '29-02-2024' },
    { name: 'padded string', input: ' 2024-03-05 ', expected: '05-03-2024' },
    { name: 'Date in Brussels winter time', input: new Date(Date.UTC(2024, 0, 9, 12)), expected: '09-01-2024' },
    { name: 'Date past midnight in Brussels', input: new Date(Date.UTC(2024, 2, 5, 23, 30)), expected: '06-03-2024' },
    { name: 'Date past midnight in Brussels summer time', input: new Date(Date.UTC(2024, 6, 31, 22, 30)), expected: '01-08-2024' },
    { name: 'no leap day in 2023', input: '2023-02-29', expected: '' },
    { name: 'month 13', input: '2024-13-01', expected: '' },
    { name: 'day 0', input: '2024-03-00', expected: '' },
    { name: 'not ISO', input: '05/03/2024', expected: '' },
    { name: 'garbage after the date', input: '2024-03-05abc', expected: '' },
    { name: 'text', input: 'not a date', expected: '' },
    { name: 'empty', input: '', expected: '' },
    { name: 'invalid Date', input: new Date(Number.NaN), expected: '' },
    { name: 'null', input: null, expected: '' },
    { name: 'undefined', input: undefined, expected: '' },
  ])('$name → $expected', ({ input, expected }) => {
    expect(formatDate(input)).toBe(expected)
  })
})

describe('formatLongDate (day before month in every page language)', () => {
  it.each([
    { locale: 'nl', input: '2026-11-01', expected: '1 november 2026' },
    { locale: 'fr', input: '2026-11-01', expected: '1 novembre 2026' },
    { locale: 'en', input: '2026-11-01', expected: '1 November 2026' },
    { locale: 'de', input: '2026-11-01', expected: '1. November 2026' },
    { locale: 'en', input: '2024-03-05T23:30:00Z', expected: '5 March 2024' },
    { locale: 'en', input: new Date(Date.UTC(2024, 2, 5, 23, 30)), expected: '6 March 2024' },
    { locale: 'nl', input: '2024-02-29', expected: '29 februari 2024' },
    { locale: 'en', input: '2023-02-29', expected: '' },
    { locale: 'en', input: 'not a date', expected: '' },
    { locale: 'en', input: undefined, expected: '' },
  ] as const)('$input in $locale → $expected', ({ input, locale, expected }) => {
    expect(formatLongDate(input, locale)).toBe(expected)
  })

  it.each(LOCALES)('%s writes the day before the month', (locale) => {
    const parts = new Intl.DateTimeFormat(DATE_LOCALE_TAGS[locale], { day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(
      new Date(Date.UTC(2026, 10, 1, 12)),
    )
    const order = parts.map((part) => part.type).filter((type) => type === 'day' || type === 'month' || type === 'year')
    expect(order).toEqual(['day', 'month', 'year'])
  })
})

describe("moments in Brussels (viewings, logins, a lead's arrival)", () => {
  // 13:30 UTC is 14:30 in Brussels winter time; 22:30 UTC on 31 July is already 1 August there.
  const viewing = '2026-11-02T13:30:00.000Z'
  it.each([
    { locale: 'nl', expected: ['maandag 2 november', 'maandag 2 november 2026', '14:30', '2 november 2026 om 14:30'] },
    { locale: 'fr', expected: ['lundi 2 novembre', 'lundi 2 novembre 2026', '14:30', '2 novembre 2026 à 14:30'] },
    { locale: 'en', expected: ['Monday 2 November', 'Monday, 2 November 2026', '14:30', '2 November 2026 at 14:30'] },
    { locale: 'de', expected: ['Montag, 2. November', 'Montag, 2. November 2026', '14:30', '2. November 2026 um 14:30'] },
  ] as const)('$locale: day first, 24-hour clock', ({ locale, expected }) => {
    expect([
      formatWeekdayDate(viewing, locale),
      formatWeekdayDate(viewing, locale, true),
      formatTime(viewing, locale),
      formatDateTime(new Date(viewing), locale),
    ]).toEqual(expected)
  })

  it('tells the day and hour of Brussels, not of UTC', () => {
    const lateSummerEvening = new Date(Date.UTC(2024, 6, 31, 22, 30))
    expect(formatWeekdayDate(lateSummerEvening, 'en', true)).toBe('Thursday, 1 August 2024')
    expect(formatTime(lateSummerEvening, 'en')).toBe('00:30')
  })

  it.each([undefined, null, '', 'not a date', new Date(Number.NaN)])('%s → empty', (input) => {
    expect([formatWeekdayDate(input, 'en'), formatTime(input, 'en'), formatDateTime(input, 'en')]).toEqual(['', '', ''])
  })
})

// Decision 011: every number on every page in the Belgian Dutch format spec §9 gives prices.
describe('formatNumber (one convention on every page)', () => {
  it.each([
    { value: 1234567, max: undefined, expected: '1.234.567' },
    { value: 1234.56, max: undefined, expected: '1.235' },
    { value: 1234.56, max: 2, expected: '1.234,56' },
    { value: 39220, max: undefined, expected: '39.220' },
    { value: 0, max: undefined, expected: '0' },
    { value: -12.5, max: 1, expected: '-12,5' },
    { value: null, max: undefined, expected: '' },
    { value: undefined, max: undefined, expected: '' },
    { value: Number.NaN, max: undefined, expected: '' },
    { value: Number.POSITIVE_INFINITY, max: undefined, expected: '' },
  ])('$value (max $max) → $expected in every language', ({ value, max, expected }) => {
    for (const locale of LOCALES) expect(formatNumber(value, locale, max)).toBe(expected)
  })

  it.each(LOCALES)('%s: a price and a figure on the same page group thousands alike', (locale) => {
    const price = formatEuro(384000)
    const figure = formatNumber(384000, locale)
    expect(price).toBe(`€${NBSP}384.000`)
    expect(price.endsWith(figure)).toBe(true)
  })
})

describe('formatArea (spec §9: area units)', () => {
  it.each([
    { value: 1234.5, locale: 'nl', expected: `1.234,5${NBSP}m²` },
    { value: 120, locale: 'nl', expected: `120${NBSP}m²` },
    { value: 120.04, locale: 'nl', expected: `120${NBSP}m²` },
    { value: 85.25, locale: 'nl', expected: `85,3${NBSP}m²` },
    { value: 1234.5, locale: 'fr', expected: `1.234,5${NBSP}m²` },
    { value: 1234.5, locale: 'en', expected: `1.234,5${NBSP}m²` },
    { value: 0, locale: 'nl', expected: `0${NBSP}m²` },
    { value: null, locale: 'nl', expected: '' },
    { value: undefined, locale: 'nl', expected: '' },
    { value: Number.NaN, locale: 'nl', expected: '' },
    { value: Number.NEGATIVE_INFINITY, locale: 'nl', expected: '' },
  ] as const)('$value in $locale → $expected', ({ value, locale, expected }) => {
    expect(formatArea(value, locale)).toBe(expected)
  })

  // Written out here, not read from the module: the page language's words for spec §9's units.
  it.each([
    { unit: 'energyPerArea', locale: 'nl', expected: `254,3${NBSP}kWh/m².jaar` },
    { unit: 'energyPerArea', locale: 'fr', expected: `254,3${NBSP}kWh/m² par an` },
    { unit: 'energyPerArea', locale: 'en', expected: `254,3${NBSP}kWh/m² per year` },
    { unit: 'energyPerArea', locale: 'de', expected: `254,3${NBSP}kWh/m² pro Jahr` },
    { unit: 'energyPerYear', locale: 'nl', expected: `254,3${NBSP}kWh/jaar` },
    { unit: 'energyPerYear', locale: 'fr', expected: `254,3${NBSP}kWh par an` },
    { unit: 'energyPerYear', locale: 'en', expected: `254,3${NBSP}kWh per year` },
    { unit: 'energyPerYear', locale: 'de', expected: `254,3${NBSP}kWh pro Jahr` },
    { unit: 'co2PerArea', locale: 'nl', expected: `254,3${NBSP}kg CO₂/m².jaar` },
    { unit: 'co2PerArea', locale: 'fr', expected: `254,3${NBSP}kg CO₂/m² par an` },
    { unit: 'co2PerArea', locale: 'en', expected: `254,3${NBSP}kg CO₂/m² per year` },
    { unit: 'co2PerArea', locale: 'de', expected: `254,3${NBSP}kg CO₂/m² pro Jahr` },
  ] as const)('$unit in $locale → $expected', ({ unit, locale, expected }) => {
    expect(formatArea(254.28, locale, unit)).toBe(expected)
  })

  it('the English page of a house reads 39.220 kWh per year beside € 384.000', () => {
    expect(formatArea(39220, 'en', 'energyPerYear')).toBe(`39.220${NBSP}kWh per year`)
    expect(formatEuro(384000)).toBe(`€${NBSP}384.000`)
  })

  it.each(Object.keys(UNITS) as Unit[])('%s has words in every language, CO₂ with its subscript', (unit) => {
    for (const locale of LOCALES) {
      expect(unitText(unit, locale).trim()).not.toBe('')
      expect(unitText(unit, locale)).not.toContain('CO2')
    }
  })
})
