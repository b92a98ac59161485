import { describe, expect, it } from 'vitest'
import { formatEuro } from '#/domain/price.ts'
import { formatAmount, formatInputAmount } from './amount-format.ts'
import { parseEuros } from './calculator-input.ts'

describe('amounts on the calculator (decision 011)', () => {
  it('writes whole euros as prices are written, and cents only where there are any', () => {
    expect(formatAmount(37_500)).toBe(formatEuro(37_500))
    expect(formatAmount(4_271.8)).toBe('€\u00a04.271,80')
    expect(formatAmount(0.005)).toBe('€\u00a00,01')
    expect(formatAmount(Number.NaN)).toBe('')
  })

  it('writes a field’s amount so that the form reads it back', () => {
    expect(formatInputAmount(497_824.3)).toBe('497.824,30')
    expect(formatInputAmount(250_000)).toBe('250.000')
    expect(parseEuros(formatInputAmount(497_824.3))).toBe(497_824.3)
  })
})
