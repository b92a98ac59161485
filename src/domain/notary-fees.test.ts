import { describe, expect, it } from 'vitest'
import { notaryCosts } from './notary-fees.ts'

describe('notary fee scale (Royal Decree of 16 December 1950, sale scale)', () => {
  // Fees worked by hand bracket by bracket; €65,000 is the notaries' own published example (€1,394.16).
  it.each<[number, number]>([
    [0, 0],
    [7_500, 342],
    [17_500, 627],
    [65_000, 1_394.16],
    [150_000, 1_878.66],
    [250_095, 2_449.2],
    [300_000, 2_549.01],
    [500_000, 2_949.01],
  ])('€%d → fee €%d', (price, fee) => {
    expect(notaryCosts(price).fees).toBe(fee)
  })
})

describe('notary bill: fees, 21 % VAT, other deed costs', () => {
  it.each<[number, { fees: number; administrativeCosts: number; vat: number; registryCosts: number; otherCosts: number; total: number }]>([
    // VAT = 21 % of (fees + €750 administrative costs); registry = €50 writing duty + €230 transcription
    [150_000, { fees: 1_878.66, administrativeCosts: 750, vat: 552.02, registryCosts: 280, otherCosts: 1_030, total: 3_460.68 }],
    [300_000, { fees: 2_549.01, administrativeCosts: 750, vat: 692.79, registryCosts: 280, otherCosts: 1_030, total: 4_271.8 }],
    [500_000, { fees: 2_949.01, administrativeCosts: 750, vat: 776.79, registryCosts: 280, otherCosts: 1_030, total: 4_755.8 }],
  ])('€%d', (price, bill) => {
    expect(notaryCosts(price)).toEqual(bill)
  })
})
