import { describe, expect, it } from 'vitest'
import { formatDecimal, formatEuroDigits, NUMBER_LOCALE } from './decimal-format.ts'

const intl = (min: number, max: number) => new Intl.NumberFormat(NUMBER_LOCALE, { minimumFractionDigits: min, maximumFractionDigits: max })
const intlEuro = (min: number, max: number) =>
  new Intl.NumberFormat(NUMBER_LOCALE, { style: 'currency', currency: 'EUR', minimumFractionDigits: min, maximumFractionDigits: max })

// The digits settings the site uses: whole numbers, areas (one decimal), rates (three), cents.
const SETTINGS: Array<[number, number]> = [
  [0, 0],
  [0, 1],
  [0, 2],
  [0, 3],
  [2, 2],
]

describe('formatDecimal writes what Intl.NumberFormat("nl-BE") writes', () => {
  it.each([345000, 1234567.891, 0, -0, 0.5, -0.5, 1.005, 2.5, 999.95, 9999.5, 0.0005, 12.345, -1234.5, 1e20, 1e-7, 0.1 + 0.2])(
    '%s',
    (value) => {
      for (const [min, max] of SETTINGS)
        expect(formatDecimal(value, { minFractionDigits: min, maxFractionDigits: max })).toBe(intl(min, max).format(value))
    },
  )

  it('on 20,000 random prices, areas, rates and amounts in cents', () => {
    let seed = 21
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed / 2147483648
    }
    const formats = SETTINGS.map(([min, max]) => [{ minFractionDigits: min, maxFractionDigits: max }, intl(min, max)] as const)
    const differences: string[] = []
    for (let i = 0; i < 20_000; i++) {
      const scale = 10 ** Math.floor(random() * 10)
      const value = (random() - 0.2) * scale
      const cents = Math.round(value * 100) / 100
      for (const candidate of [value, cents, Math.round(value)]) {
        for (const [digits, format] of formats)
          if (formatDecimal(candidate, digits) !== format.format(candidate)) differences.push(`${candidate} ${JSON.stringify(digits)}`)
      }
    }
    expect(differences).toEqual([])
  })
})

describe('formatEuroDigits writes what the EUR currency format of nl-BE writes', () => {
  it.each([345000, -345000, 0, 0.5, 2549.01, 37500, 1234567.891])('%s', (value) => {
    expect(formatEuroDigits(value, { maxFractionDigits: 0 })).toBe(intlEuro(0, 0).format(value))
    expect(formatEuroDigits(value, { minFractionDigits: 2, maxFractionDigits: 2 })).toBe(intlEuro(2, 2).format(value))
  })
})
