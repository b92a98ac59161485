import { describe, expect, it } from 'vitest'
import { AREA_UNITS, formatArea, formatDate, formatNumber } from './display-formats'

// Intl's exact characters, asserted on purpose: a no-break space joins a unit to its number,
// and 'fr-BE' groups thousands with a narrow no-break space.
const NBSP = '\u00a0'
const NNBSP = '\u202f'

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

describe('formatNumber', () => {
  it.each([
    { value: 1234567, locale: 'nl-BE', max: undefined, expected: '1.234.567' },
    { value: 1234.56, locale: 'nl-BE', max: undefined, expected: '1.235' },
    { value: 1234.56, locale: 'nl-BE', max: 2, expected: '1.234,56' },
    { value: 1234.5, locale: 'fr-BE', max: 1, expected: `1${NNBSP}234,5` },
    { value: 1234.5, locale: 'en', max: 1, expected: '1,234.5' },
    { value: 0, locale: 'nl-BE', max: undefined, expected: '0' },
    { value: -12.5, locale: 'nl-BE', max: 1, expected: '-12,5' },
    { value: null, locale: 'nl-BE', max: undefined, expected: '' },
    { value: undefined, locale: 'nl-BE', max: undefined, expected: '' },
    { value: Number.NaN, locale: 'nl-BE', max: undefined, expected: '' },
    { value: Number.POSITIVE_INFINITY, locale: 'nl-BE', max: undefined, expected: '' },
  ])('$value in $locale (max $max) → $expected', ({ value, locale, max, expected }) => {
    expect(formatNumber(value, locale, max)).toBe(expected)
  })
})

describe('formatArea (spec §9: area units)', () => {
  it.each([
    { value: 1234.5, locale: 'nl-BE', expected: `1.234,5${NBSP}m²` },
    { value: 120, locale: 'nl-BE', expected: `120${NBSP}m²` },
    { value: 120.04, locale: 'nl-BE', expected: `120${NBSP}m²` },
    { value: 85.25, locale: 'nl-BE', expected: `85,3${NBSP}m²` },
    { value: 1234.5, locale: 'fr-BE', expected: `1${NNBSP}234,5${NBSP}m²` },
    { value: 1234.5, locale: 'en', expected: `1,234.5${NBSP}m²` },
    { value: 0, locale: 'nl-BE', expected: `0${NBSP}m²` },
    { value: null, locale: 'nl-BE', expected: '' },
    { value: undefined, locale: 'nl-BE', expected: '' },
    { value: Number.NaN, locale: 'nl-BE', expected: '' },
    { value: Number.NEGATIVE_INFINITY, locale: 'nl-BE', expected: '' },
  ])('$value in $locale → $expected', ({ value, locale, expected }) => {
    expect(formatArea(value, locale)).toBe(expected)
  })

  it.each([
    { unit: AREA_UNITS.energyPerArea, expected: `254,3${NBSP}kWh/m².year` },
    { unit: AREA_UNITS.energyPerYear, expected: `254,3${NBSP}kWh/year` },
    { unit: AREA_UNITS.co2PerArea, expected: `254,3${NBSP}CO2/m²/year` },
  ])('other units: $unit', ({ unit, expected }) => {
    expect(formatArea(254.28, 'nl-BE', unit)).toBe(expected)
  })
})
