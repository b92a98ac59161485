import { describe, expect, it } from 'vitest'
import {
  cacheableQueryParams,
  isFilteredOrSorted,
  parsePageSearch,
  parseListingSearch,
  townFromParam,
  townParam,
} from './listing-search.ts'

describe('listing search parameters (spec §2)', () => {
  it.each([
    [{}, {}, false],
    [{ city: 'Wavre|1300' }, { city: 'Wavre|1300' }, false],
    [{ city: 'Liège|4000', type: 3 }, { city: 'Liège|4000', type: 3 }, false],
    [{ type: '6', page: '2' }, { type: 6, page: 2 }, false],
    [{ city: 'Wavre' }, {}, true],
    [{ city: 'Wavre|13' }, {}, true],
    [{ city: '<script>|1300' }, {}, true],
    [{ type: 9 }, {}, true],
    [{ type: 'maison' }, {}, true],
    [{ page: 0 }, {}, true],
    [{ page: 1 }, {}, true],
    [{ page: 2.5, type: 1 }, { type: 1 }, true],
    // decision 019: the filters, their bounds, and the defaults that are the listing itself
    [
      { priceMin: '200000', priceMax: '400000', bedrooms: '3', surfaceMin: '120', epc: 'C' },
      { priceMin: 200_000, priceMax: 400_000, bedrooms: 3, surfaceMin: 120, epc: 'C' },
      false,
    ],
    [{ priceMin: '0', priceMax: '50000000' }, { priceMin: 0, priceMax: 50_000_000 }, false],
    [{ priceMax: '50000001' }, {}, true],
    [{ priceMin: '-5' }, {}, true],
    [{ priceMin: '1e6' }, {}, true],
    [{ priceMax: '250000.5' }, {}, true],
    [{ bedrooms: '0' }, {}, true],
    [{ bedrooms: '11' }, {}, true],
    [{ surfaceMin: '10001' }, {}, true],
    [{ epc: 'c' }, {}, true],
    [{ epc: 'A+' }, {}, true],
    [{ epc: 'H' }, {}, true],
    [{ sort: 'price-asc' }, { sort: 'price-asc' }, false],
    [{ sort: 'surface-desc', view: 'map' }, { sort: 'surface-desc', view: 'map' }, false],
    [{ sort: 'newest' }, {}, true],
    [{ view: 'list', type: 2 }, { type: 2 }, true],
    [{ sort: 'cheapest' }, {}, true],
    [{ view: 'grid' }, {}, true],
  ])('%j → %j (dropped: %s)', (raw, search, dropped) => {
    expect(parseListingSearch(raw)).toEqual({ search, dropped })
  })

  it('reads and writes the town parameter', () => {
    expect(townFromParam('Braine-l’Alleud|1420')).toEqual({ name: 'Braine-l’Alleud', zip: '1420' })
    expect(townFromParam(undefined)).toBeUndefined()
    expect(townParam({ name: 'Wavre', zip: '1300' })).toBe('Wavre|1300')
  })
})

describe('the query a page is cached with at the edge (decision 005)', () => {
  it('is the listing’s own parameters on every listing path, and none elsewhere', () => {
    for (const path of ['/nl/te-koop/', '/fr/a-vendre/', '/en/for-rent/', '/de/zu-vermieten/', '/fr/a-louer/']) {
      expect(cacheableQueryParams(path), path).toEqual([
        'city',
        'type',
        'priceMin',
        'priceMax',
        'bedrooms',
        'surfaceMin',
        'epc',
        'sort',
        'view',
        'page',
      ])
    }
    for (const path of ['/nl/referenties/', '/fr/references/', '/de/referenzen/'])
      expect(cacheableQueryParams(path), path).toEqual(['page'])
    for (const path of ['/nl/', '/nl/te-koop/waver/huis/12/', '/fr/mot-de-passe-oublie/', '/nl/contact/'])
      expect(cacheableQueryParams(path), path).toEqual([])
  })
})

describe('a filtered or sorted list (decision 019)', () => {
  it('is any filter or order; the page number and the map view are the list', () => {
    expect(isFilteredOrSorted({})).toBe(false)
    expect(isFilteredOrSorted({ page: 3, view: 'map' })).toBe(false)
    expect(isFilteredOrSorted({ sort: 'price-desc' })).toBe(true)
    expect(isFilteredOrSorted({ epc: 'B' })).toBe(true)
    expect(isFilteredOrSorted({ city: 'Wavre|1300' })).toBe(true)
  })
})

describe('the references’ page number (decision 019)', () => {
  it.each([
    [{}, {}, false],
    [{ page: '2' }, { page: 2 }, false],
    [{ page: '1' }, {}, true],
    [{ page: 'x' }, {}, true],
    [{ page: '0' }, {}, true],
  ])('%j → %j (dropped: %s)', (raw, search, dropped) => {
    expect(parsePageSearch(raw)).toEqual({ search, dropped })
  })
})
