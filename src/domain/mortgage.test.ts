import { describe, expect, it } from 'vitest'
import { mortgagePayment } from './mortgage.ts'

describe('mortgage payment, Belgian convention (monthly rate (1 + r)^(1/12) − 1)', () => {
  // Worked with 50-digit decimals outside the code: payment rounded half up, interest = payment × months − amount.
  it.each<[number, number, number, number, number]>([
    [200_000, 3, 20, 1_105.15, 65_236],
    [250_000, 3.5, 25, 1_244.21, 123_263],
    [300_000, 4, 30, 1_419.91, 211_167.6],
    [120_000, 0, 10, 1_000, 0],
  ])('€%d at %d %% over %d years → €%d a month, €%d interest', (amount, annualRatePercent, years, monthly, interest) => {
    const result = mortgagePayment({ amount, annualRatePercent, years })
    expect(result.monthlyPayment).toBe(monthly)
    expect(result.totalInterest).toBe(interest)
    expect(result.months).toBe(years * 12)
  })

  it('uses the equivalent monthly rate, not r/12', () => {
    expect(mortgagePayment({ amount: 200_000, annualRatePercent: 3, years: 20 }).monthlyRate).toBeCloseTo(0.00246627, 8)
  })

  it('answers nothing due for no amount or no term', () => {
    expect(mortgagePayment({ amount: 0, annualRatePercent: 3, years: 20 }).monthlyPayment).toBe(0)
    expect(mortgagePayment({ amount: 100_000, annualRatePercent: 3, years: 0 }).monthlyPayment).toBe(0)
  })
})
