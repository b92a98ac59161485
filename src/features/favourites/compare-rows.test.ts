import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { PropertyCard } from '#/listings/catalogue-types.ts'
import type { PropertyDetails } from '#/listings/property-details.ts'
import { compareRows, differs } from './compare-rows.ts'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const NBSP = '\u00a0'

function compared(card: Partial<PropertyCard>, details: PropertyDetails = {}) {
  return {
    card: {
      id: 1,
      goal: 0,
      status: 'available',
      city: 'Wavre',
      town: 'Wavre',
      zip: '1300',
      typeId: 1,
      typeName: 'House',
      headline: 'A house',
      headlineLanguage: 'en',
      recordLanguage: 'en',
      price: 300000,
      priceUnit: null,
      publishPrice: true,
      marquee: 0,
      bedrooms: 3,
      bathrooms: 1,
      surfaceLiving: 150,
      surfaceGround: 500,
      epcLabel: 'c',
      epcValue: 250,
      picture: null,
      projectId: null,
      project: null,
      createdAt: '2026-01-01',
      ...card,
    } as PropertyCard,
    details,
  }
}

describe('compare rows', () => {
  it('a value some have and others lack is a difference; equal values are not', () => {
    expect(differs(['3', '3'])).toBe(false)
    expect(differs(['3', ''])).toBe(true)
    expect(differs(['', ''])).toBe(false)
  })

  it('gives the compared rows in order, formatted as the property page formats them, and marks differences', () => {
    const rows = compareRows(
      [
        compared({ id: 1 }, { constructionYear: 1975, surfaceGarden: 300, hasTerrace: true, garages: 2, chargesOwner: 120 }),
        compared({ id: 2, bedrooms: 4, epcLabel: 'a_plus', surfaceGround: 500 }, { hasGarden: false, hasGarage: true }),
      ],
      i18n,
      'en',
      ({ card }) => `€ ${card.price}`,
    )
    expect(rows.map((row) => row.id)).toEqual([
      'price',
      'type',
      'town',
      'living',
      'plot',
      'bedrooms',
      'bathrooms',
      'epc-label',
      'epc-value',
      'construction',
      'garden',
      'terrace',
      'garage',
      'charges',
    ])
    const row = (id: string) => rows.find((item) => item.id === id)!
    expect(row('bedrooms')).toMatchObject({ values: ['3', '4'], differs: true })
    expect(row('plot')).toMatchObject({ values: [`500${NBSP}m²`, `500${NBSP}m²`], differs: false })
    expect(row('epc-label').values).toEqual(['C', 'A+'])
    expect(row('garden').values).toEqual([`300${NBSP}m²`, 'No'])
    expect(row('terrace').values).toEqual(['Yes', ''])
    expect(row('garage').values).toEqual(['2', 'Yes'])
    expect(row('construction')).toMatchObject({ values: ['1975', ''], differs: true })
    expect(row('charges').values[1]).toBe('')
    expect(row('town')).toMatchObject({ values: ['1300 Wavre', '1300 Wavre'], differs: false })
  })

  it('a rental’s charges are the tenant’s monthly charges', () => {
    const rows = compareRows([compared({ goal: 1 }, { chargesRenter: 75, chargesOwner: 999 })], i18n, 'en', () => '')
    expect(rows.find((row) => row.id === 'charges')!.values[0]).toMatch(/75 per month$/)
  })
})
