import { describe, expect, it } from 'vitest'
import { applyRate, percent, toCents, toEuros } from './euro-cents.ts'

describe('cents and rates without float drift', () => {
  it.each<[number, number]>([
    [4.56, 4560],
    [0.057, 57],
    [12.5, 12500],
    [21, 21000],
  ])('%d %% is %d per 100,000', (value, per100k) => {
    expect(percent(value).per100k).toBe(per100k)
  })

  it('rounds half a cent up, once', () => {
    // 0.57 % of €0.90 is 0.513 cents → 1 cent; 12.5 % of 4 cents is exactly half a cent → 1 cent
    expect(applyRate(90, percent(0.57))).toBe(1)
    expect(applyRate(4, percent(12.5))).toBe(1)
    expect(applyRate(toCents(123_456.78), percent(12.5))).toBe(1_543_210)
  })

  it('converts euros to cents and back exactly', () => {
    expect(toCents(1_234.56)).toBe(123_456)
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toEuros(427_180)).toBe(4_271.8)
  })
})
