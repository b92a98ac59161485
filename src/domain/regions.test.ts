import { describe, expect, it } from 'vitest'
import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG, regionForAddress, regionForPostalCode, type Region } from './regions.ts'

describe('regionForPostalCode (spec §9 "Regions")', () => {
  it.each<[string | number, Region | undefined]>([
    [1000, 'brussels'],
    [1299, 'brussels'],
    [1300, 'wallonia'],
    [1499, 'wallonia'],
    [1500, 'flanders'],
    [3999, 'flanders'],
    [4000, 'wallonia'],
    [7999, 'wallonia'],
    [8000, 'flanders'],
    [9999, 'flanders'],
    ['1000', 'brussels'],
    ['1299', 'brussels'],
    ['1300', 'wallonia'],
    ['1499', 'wallonia'],
    ['1500', 'flanders'],
    ['3999', 'flanders'],
    ['4000', 'wallonia'],
    ['7999', 'wallonia'],
    ['8000', 'flanders'],
    ['9999', 'flanders'],
    [' 9000 ', 'flanders'],
  ])('%j is in %s', (zip, region) => {
    expect(regionForPostalCode(zip)).toBe(region)
  })

  // Not four digits, or outside 1000–9999: no guess
  it.each<[string | number]>([
    ['0999'],
    ['abcd'],
    ['12345'],
    ['999'],
    [''],
    ['10 00'],
    ['B-1000'],
    [999],
    [10000],
    [1000.5],
    [-1000],
    [Number.NaN],
  ])('%j is not a Belgian postal code', (zip) => {
    expect(regionForPostalCode(zip)).toBeUndefined()
  })
})

describe('regionForAddress (spec §9 "Regions": country 10 Belgium, 50 Luxembourg)', () => {
  it('uses the ids the spec names', () => {
    expect(COUNTRY_BELGIUM).toBe(10)
    expect(COUNTRY_LUXEMBOURG).toBe(50)
  })

  it.each<[string | number, number | undefined, Region | undefined]>([
    ['1050', undefined, 'brussels'],
    ['1050', COUNTRY_BELGIUM, 'brussels'],
    ['5000', COUNTRY_BELGIUM, 'wallonia'],
    [9000, COUNTRY_BELGIUM, 'flanders'],
    // Luxembourg City's 1724 would be Brussels if read as Belgian
    ['1724', COUNTRY_LUXEMBOURG, undefined],
    ['4000', COUNTRY_LUXEMBOURG, undefined],
    ['1050', 99, undefined],
    ['0999', COUNTRY_BELGIUM, undefined],
  ])('%j in country %s is in %s', (zip, countryId, region) => {
    expect(regionForAddress(zip, countryId)).toBe(region)
  })
})
