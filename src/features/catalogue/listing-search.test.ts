import { describe, expect, it } from 'vitest'
import { cacheableQueryParams, parseListingSearch, townFromParam, townParam } from './listing-search'

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
  ])('%j → %j (dropped: %s)', (raw, search, dropped) => {
    expect(parseListingSearch(raw)).toEqual({ search, dropped })
  })

  it('reads and writes the town parameter', () => {
    expect(townFromParam('Braine-l’Alleud|1420')).toEqual({ name: 'Braine-l’Alleud', zip: '1420' })
    expect(townFromParam(undefined)).toBeUndefined()
    expect(townParam({ name: 'Wavre', zip: '1300' })).toBe('Wavre|1300')
  })
})

describe('the query a page is cached with at the edge (issue 15)', () => {
  it('is the listing’s own parameters on every listing path, and none elsewhere', () => {
    for (const path of ['/nl/te-koop/', '/fr/a-vendre/', '/en/for-rent/', '/de/zu-vermieten/', '/fr/a-louer/']) {
      expect(cacheableQueryParams(path), path).toEqual(['city', 'type', 'page'])
    }
    for (const path of ['/nl/', '/nl/te-koop/waver/huis/12/', '/fr/mot-de-passe-oublie/', '/nl/contact/']) expect(cacheableQueryParams(path), path).toEqual([])
  })
})
