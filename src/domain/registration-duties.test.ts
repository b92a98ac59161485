import { describe, expect, it } from 'vitest'
import { newBuildTaxes, registrationDuty, type DutyInput, type DutyRule } from './registration-duties.ts'

// Worked examples written out by hand from the rates (decision 022), not read from the module.
describe('registration duty per region and case', () => {
  it.each<[string, DutyInput, number, DutyRule]>([
    // the examples the calculator was asked to get right
    ['Brussels €500,000 sole home', { price: 500_000, region: 'brussels', soleOwnHome: true }, 37_500, 'brussels-sole-home-abatement'],
    ['Flanders €300,000 sole home', { price: 300_000, region: 'flanders', soleOwnHome: true }, 6_000, 'flanders-sole-home'],
    ['Wallonia €300,000 sole home', { price: 300_000, region: 'wallonia', soleOwnHome: true }, 9_000, 'wallonia-sole-home'],
    // Brussels: 12.5 % after the abatement, its ceiling and the EPC commitment
    ['Brussels €500,000 not sole', { price: 500_000, region: 'brussels', soleOwnHome: false }, 62_500, 'brussels-standard'],
    [
      'Brussels €150,000 sole: under the abatement',
      { price: 150_000, region: 'brussels', soleOwnHome: true },
      0,
      'brussels-sole-home-abatement',
    ],
    [
      'Brussels €600,000 sole: the ceiling itself',
      { price: 600_000, region: 'brussels', soleOwnHome: true },
      50_000,
      'brussels-sole-home-abatement',
    ],
    [
      'Brussels €600,001 sole: over the ceiling',
      { price: 600_001, region: 'brussels', soleOwnHome: true },
      75_000.13,
      'brussels-sole-home-over-ceiling',
    ],
    [
      'Brussels €500,000, one class: not enough',
      { price: 500_000, region: 'brussels', soleOwnHome: true, epcClassesCommitted: 1 },
      37_500,
      'brussels-sole-home-abatement',
    ],
    [
      'Brussels €500,000, two classes: €250,000',
      { price: 500_000, region: 'brussels', soleOwnHome: true, epcClassesCommitted: 2 },
      31_250,
      'brussels-sole-home-renovation-abatement',
    ],
    [
      'Brussels €500,000, three classes: €275,000',
      { price: 500_000, region: 'brussels', soleOwnHome: true, epcClassesCommitted: 3 },
      28_125,
      'brussels-sole-home-renovation-abatement',
    ],
    [
      'Brussels classes count only for a sole home',
      { price: 500_000, region: 'brussels', soleOwnHome: false, epcClassesCommitted: 3 },
      62_500,
      'brussels-standard',
    ],
    // Flanders: 2 % or 12 %, the modest-home reduction under its ceilings
    ['Flanders €300,000 not sole', { price: 300_000, region: 'flanders', soleOwnHome: false }, 36_000, 'flanders-standard'],
    ['Flanders €200,000 sole: modest home', { price: 200_000, region: 'flanders', soleOwnHome: true }, 2_133, 'flanders-sole-home-modest'],
    [
      'Flanders €220,000 sole: the ceiling itself',
      { price: 220_000, region: 'flanders', soleOwnHome: true },
      2_533,
      'flanders-sole-home-modest',
    ],
    ['Flanders €230,000 sole: over the ceiling', { price: 230_000, region: 'flanders', soleOwnHome: true }, 4_600, 'flanders-sole-home'],
    [
      'Flanders €230,000 sole in a core city',
      { price: 230_000, region: 'flanders', soleOwnHome: true, flandersCoreCity: true },
      2_733,
      'flanders-sole-home-modest',
    ],
    [
      'Flanders €80,000 sole: the reduction never goes below 0',
      { price: 80_000, region: 'flanders', soleOwnHome: true },
      0,
      'flanders-sole-home-modest',
    ],
    [
      'Flanders core-city flag without a sole home',
      { price: 200_000, region: 'flanders', soleOwnHome: false, flandersCoreCity: true },
      24_000,
      'flanders-standard',
    ],
    // Wallonia: 3 % or 12.5 %, no abatement
    ['Wallonia €300,000 not sole', { price: 300_000, region: 'wallonia', soleOwnHome: false }, 37_500, 'wallonia-standard'],
    [
      'Wallonia cents: 12.5 % of €123,456.78 rounds half up',
      { price: 123_456.78, region: 'wallonia', soleOwnHome: false },
      15_432.1,
      'wallonia-standard',
    ],
  ])('%s', (_name, input, duty, rule) => {
    const result = registrationDuty(input)
    expect(result.duty).toBe(duty)
    expect(result.rule).toBe(rule)
  })

  it('reports the taxed base, the rate, the reduction and the abatement', () => {
    expect(registrationDuty({ price: 500_000, region: 'brussels', soleOwnHome: true, epcClassesCommitted: 2 })).toEqual({
      duty: 31_250,
      rule: 'brussels-sole-home-renovation-abatement',
      taxableBase: 250_000,
      ratePercent: 12.5,
      reduction: 0,
      abatement: 250_000,
    })
    expect(registrationDuty({ price: 200_000, region: 'flanders', soleOwnHome: true })).toMatchObject({
      ratePercent: 2,
      reduction: 1_867,
      abatement: 0,
    })
    // A price under the abatement: the whole abatement is reported, not the price (the page says "€ 200.000 free of duty").
    expect(registrationDuty({ price: 150_000, region: 'brussels', soleOwnHome: true })).toMatchObject({
      duty: 0,
      taxableBase: 0,
      abatement: 200_000,
    })
    expect(registrationDuty({ price: 700_000, region: 'brussels', soleOwnHome: true })).toMatchObject({
      rule: 'brussels-sole-home-over-ceiling',
      abatement: 0,
    })
  })
})

describe('new build in a project: VAT on the building, duty on the land', () => {
  it.each<[string, Parameters<typeof newBuildTaxes>[0], number, number, number]>([
    [
      'Wallonia, land €100,000 + building €200,000, sole home',
      { region: 'wallonia', soleOwnHome: true, landShare: 100_000, buildingShare: 200_000 },
      3_000,
      42_000,
      45_000,
    ],
    [
      'Flanders, land €80,000 + building €250,000, not sole',
      { region: 'flanders', soleOwnHome: false, landShare: 80_000, buildingShare: 250_000 },
      9_600,
      52_500,
      62_100,
    ],
    [
      'Brussels, land €150,000 under the abatement',
      { region: 'brussels', soleOwnHome: true, landShare: 150_000, buildingShare: 300_000 },
      0,
      63_000,
      63_000,
    ],
    [
      'land sold under VAT too: no duty',
      { region: 'brussels', soleOwnHome: false, landShare: 0, buildingShare: 400_000 },
      0,
      84_000,
      84_000,
    ],
  ])('%s', (_name, input, landDuty, buildingVat, total) => {
    const result = newBuildTaxes(input)
    expect(result.landDuty.duty).toBe(landDuty)
    expect(result.buildingVat).toBe(buildingVat)
    expect(result.total).toBe(total)
  })
})
