import { describe, expect, it } from 'vitest'
import { purchaseCosts } from '#/domain/purchase-costs.ts'
import { mortgagePayment } from '#/domain/mortgage.ts'
import {
  calculatorQuery,
  emptyFields,
  fieldsFrom,
  isSubmitted,
  parseCalculator,
  parseEuros,
  parsePercent,
  prefillFor,
  type CalculatorFields,
} from './calculator-input.ts'

const form = (values: Partial<CalculatorFields>): CalculatorFields => ({ ...emptyFields(), ...values })

describe('amounts as Belgians type them', () => {
  it.each<[string, number | undefined]>([
    ['350000', 350_000],
    ['350.000', 350_000],
    ['350 000', 350_000],
    ['€ 350.000', 350_000],
    ['1.234.567,89', 1_234_567.89],
    ['1234,5', 1_234.5],
    ['99.5', 99.5],
    ['', undefined],
    ['abc', undefined],
    ['35.00.00', undefined],
    ['-5', undefined],
    ['1e6', undefined],
  ])('%j → %s', (text, euros) => {
    expect(parseEuros(text)).toBe(euros)
  })

  it('reads a rate with a comma or a point, and nothing else', () => {
    expect(parsePercent('3,3')).toBe(3.3)
    expect(parsePercent('3.25 %')).toBe(3.25)
    expect(parsePercent('0')).toBe(0)
    expect(parsePercent('three')).toBeUndefined()
    expect(parsePercent('-1')).toBeUndefined()
  })
})

describe('the calculator form', () => {
  it('gives the domain’s figures for a Brussels sole own home of €500,000 (€37,500 duty)', () => {
    const { errors, result } = parseCalculator(form({ price: '500.000', region: 'brussels' }))
    expect(errors).toEqual({})
    expect(result!.costs).toEqual(
      purchaseCosts({ price: 500_000, region: 'brussels', soleOwnHome: true, epcClassesCommitted: 0, flandersCoreCity: false }),
    )
    expect(result!.costs.duty.duty).toBe(37_500)
  })

  it('proposes to borrow the total to finance minus the contribution, at the example rate and term', () => {
    const { result } = parseCalculator(form({ price: '300000', region: 'wallonia', own: '50.000' }))
    const costs = purchaseCosts({ price: 300_000, region: 'wallonia', soleOwnHome: true, epcClassesCommitted: 0, flandersCoreCity: false })
    expect(result!.loan).toBe(Math.round((costs.totalToFinance - 50_000) * 100) / 100)
    expect(result!.mortgage).toEqual(mortgagePayment({ amount: result!.loan, annualRatePercent: 3.3, years: 25 }))
  })

  it('takes the visitor’s loan amount, unless it is the one the page proposed before (then a fresh one)', () => {
    expect(parseCalculator(form({ price: '300000', region: 'wallonia', loan: '200.000', loanfor: '313.271,8' })).result!.loan).toBe(200_000)
    expect(
      parseCalculator(form({ price: '400000', region: 'wallonia', loan: '313.271,8', loanfor: '313.271,8' })).result!.loan,
    ).toBeGreaterThan(400_000)
  })

  it('a new build: 21 % VAT on the price minus the land share, the duty on the land', () => {
    const { result } = parseCalculator(form({ price: '300.000', region: 'wallonia', newbuild: 'yes', land: '100.000' }))
    expect(result!.buildingShare).toBe(200_000)
    expect(result!.costs.buildingVat).toBe(42_000)
    expect(result!.costs.duty.duty).toBe(3_000)
  })

  it('a Brussels EPC commitment of three classes raises the abatement, and one class is refused', () => {
    expect(parseCalculator(form({ price: '400000', region: 'brussels', epc: '3' })).result!.costs.duty.rule).toBe(
      'brussels-sole-home-renovation-abatement',
    )
    expect(parseCalculator(form({ price: '400000', region: 'brussels', epc: '1' })).errors).toEqual({ epc: 'epc-invalid' })
  })

  it.each<[Partial<CalculatorFields>, Record<string, string>]>([
    [{ price: '', region: 'flanders' }, { price: 'price-missing' }],
    [{ price: 'lots', region: 'flanders' }, { price: 'price-invalid' }],
    [{ price: '0', region: 'flanders' }, { price: 'price-range' }],
    [{ price: '300000', region: 'mars' }, { region: 'region-missing' }],
    [{ price: '300000', region: 'flanders', newbuild: 'yes' }, { land: 'land-missing' }],
    [{ price: '300000', region: 'flanders', newbuild: 'yes', land: '400000' }, { land: 'land-range' }],
    [{ price: '300000', region: 'flanders', rate: '25' }, { rate: 'rate-range' }],
    [{ price: '300000', region: 'flanders', rate: 'x' }, { rate: 'rate-invalid' }],
    [{ price: '300000', region: 'flanders', years: '0' }, { years: 'years-range' }],
    [{ price: '300000', region: 'flanders', years: '2.5' }, { years: 'years-invalid' }],
    [{ price: '300000', region: 'flanders', own: 'some' }, { own: 'own-invalid' }],
  ])('says what is wrong with %j, and gives no result', (values, errors) => {
    const parsed = parseCalculator(form(values))
    expect(parsed.errors).toEqual(errors)
    expect(parsed.result).toBeNull()
  })

  it('reads only its own fields from a query, each cut to a sane length', () => {
    const fields = fieldsFrom({ price: '1'.repeat(500), region: 'brussels', other: 'x', sole: 42 })
    expect(fields.price).toHaveLength(40)
    expect(fields.sole).toBe('42')
    expect(fields).not.toHaveProperty('other')
    expect(isSubmitted({ lang: 'nl' })).toBe(false)
    expect(isSubmitted({ price: '1' })).toBe(true)
  })
})

describe('prefilled for a listing (decision 022: its price and the region of its postal code)', () => {
  it.each<[string, string]>([
    ['1050', 'brussels'],
    ['1300', 'wallonia'],
    ['9000', 'flanders'],
    ['4000', 'wallonia'],
  ])('postal code %s → %s', (zip, region) => {
    expect(prefillFor({ price: 425_000, zip, inProject: false })).toMatchObject({ price: '425.000', region, newbuild: '' })
  })

  it('leaves the region to choose for an address abroad, and asks the split for a unit of a project', () => {
    expect(prefillFor({ price: 300_000, zip: '1300', countryId: 50, inProject: false }).region).toBe('')
    expect(prefillFor({ price: null, zip: '1300', inProject: true })).toMatchObject({ price: '', newbuild: 'yes' })
  })

  it('a prefilled form posts to the own page as a query with its price and region', () => {
    expect(calculatorQuery(prefillFor({ price: 425_000, zip: '1300', inProject: false }))).toEqual({ price: '425.000', region: 'wallonia' })
  })
})
