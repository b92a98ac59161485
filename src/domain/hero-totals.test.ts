import { describe, expect, it } from 'vitest'
import { replaceTotals } from './hero-totals.ts'

describe('hero totals (spec §3 "Site config")', () => {
  it('replaces both placeholders, every time they appear', () => {
    expect(replaceTotals('{FOR_SALE_TOTAL} à vendre, {FOR_RENT_TOTAL} à louer ({FOR_SALE_TOTAL})', { forSale: 212, forRent: 90 })).toBe(
      '212 à vendre, 90 à louer (212)',
    )
  })
  it('leaves other text alone', () => {
    expect(replaceTotals('Welkom {NAME}', { forSale: 1, forRent: 2 })).toBe('Welkom {NAME}')
  })
})
