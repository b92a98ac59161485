import { describe, expect, it } from 'vitest'
import { purchaseCosts, type PurchaseCostsInput } from './purchase-costs.ts'

describe('purchase costs and the total to finance', () => {
  // duty + notary total (fees, VAT, €1,030 other costs) from the two modules' own worked examples
  it.each<[string, PurchaseCostsInput, number, number]>([
    ['Wallonia €300,000 sole home: €9,000 + €4,271.80', { price: 300_000, region: 'wallonia', soleOwnHome: true }, 13_271.8, 313_271.8],
    ['Flanders €300,000 sole home: €6,000 + €4,271.80', { price: 300_000, region: 'flanders', soleOwnHome: true }, 10_271.8, 310_271.8],
    ['Brussels €500,000 sole home: €37,500 + €4,755.80', { price: 500_000, region: 'brussels', soleOwnHome: true }, 42_255.8, 542_255.8],
    [
      'Wallonia new build €100,000 land + €200,000 building: €3,000 + €42,000 VAT + €4,271.80',
      { price: 300_000, region: 'wallonia', soleOwnHome: true, newBuild: { landShare: 100_000, buildingShare: 200_000 } },
      49_271.8,
      349_271.8,
    ],
  ])('%s', (_name, input, totalCosts, totalToFinance) => {
    const costs = purchaseCosts(input)
    expect(costs.totalCosts).toBe(totalCosts)
    expect(costs.totalToFinance).toBe(totalToFinance)
  })

  it('keeps each part for the page', () => {
    const costs = purchaseCosts({ price: 500_000, region: 'brussels', soleOwnHome: true })
    expect(costs.duty.rule).toBe('brussels-sole-home-abatement')
    expect(costs.buildingVat).toBe(0)
    expect(costs.notary.vat).toBe(776.79)
  })
})
