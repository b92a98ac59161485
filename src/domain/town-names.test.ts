import { describe, expect, it } from 'vitest'
import type { Locale } from '#/i18n/locales.ts'
import { findTown, townAliases, townHolds, townName } from './town-names.ts'

describe('one name per town and language (decision 013)', () => {
  it.each<[string, string, Locale, string]>([
    // Walloon towns: the Dutch exonym on nl pages, the French name elsewhere unless English or German has one.
    ['Wavre', '1300', 'nl', 'Waver'],
    ['Wavre', '1300', 'fr', 'Wavre'],
    ['Wavre', '1300', 'en', 'Wavre'],
    ['Wavre', '1300', 'de', 'Wavre'],
    ['Waver', '1300', 'fr', 'Wavre'],
    ['Waver', '1300', 'de', 'Wavre'],
    ['Liège', '4000', 'nl', 'Luik'],
    ['Liège', '4020', 'en', 'Liège'],
    ['Luik', '4000', 'de', 'Lüttich'],
    ['LIEGE', '4000', 'fr', 'Liège'],
    ['Mons', '7000', 'de', 'Mons'],
    ['Bergen', '7000', 'en', 'Mons'],
    ['Namur', '5000', 'de', 'Namur'],
    ['Arlon', '6700', 'de', 'Arlon'],
    // Flemish towns: the French exonym on fr pages, the Dutch name elsewhere unless English or German has one.
    ['Sint-Genesius-Rode', '1640', 'fr', 'Rhode-Saint-Genèse'],
    ['Sint-Genesius-Rode', '1640', 'en', 'Sint-Genesius-Rode'],
    ['Rhode-Saint-Genèse', '1640', 'nl', 'Sint-Genesius-Rode'],
    ['Gent', '9000', 'fr', 'Gand'],
    ['Gent', '9000', 'en', 'Ghent'],
    ['Gent', '9000', 'de', 'Gent'],
    ['Gand', '9000', 'nl', 'Gent'],
    ['Antwerpen', '2000', 'en', 'Antwerp'],
    ['Anvers', '2000', 'de', 'Antwerpen'],
    ['Brugge', '8000', 'en', 'Bruges'],
    ['Brugge', '8000', 'de', 'Brügge'],
    ['Louvain', '3000', 'en', 'Leuven'],
    ['Leuven', '3000', 'de', 'Leuven'],
    ['Mechelen', '2800', 'de', 'Mechelen'],
    ['Malines', '2800', 'en', 'Mechelen'],
    ['Oostende', '8400', 'en', 'Ostend'],
    // Brussels: each language's own name on nl and fr pages, English and German exonyms, else French.
    ['Bruxelles', '1000', 'nl', 'Brussel'],
    ['Brussel', '1000', 'fr', 'Bruxelles'],
    ['Bruxelles', '1000', 'en', 'Brussels'],
    ['Brussel', '1000', 'de', 'Brüssel'],
    ['Elsene', '1050', 'fr', 'Ixelles'],
    ['Elsene', '1050', 'en', 'Ixelles'],
    ['Ukkel', '1180', 'de', 'Uccle'],
    ['Uccle', '1180', 'nl', 'Ukkel'],
    // The postal code decides which town a shared name is: Vorst in Laakdal is not Forest in Brussels.
    ['Vorst', '1190', 'fr', 'Forest'],
    ['Vorst', '2430', 'fr', 'Vorst'],
    ['Halle', '2980', 'fr', 'Halle'],
    ['Halle', '1500', 'fr', 'Hal'],
    // Towns the table does not know keep their stored name, tidied.
    ['Limal', '1300', 'nl', 'Limal'],
    [' Céroux-Mousty ', '1341', 'de', 'Céroux-Mousty'],
  ])('%s %s reads as %s: %s', (stored, zip, locale, expected) => {
    expect(townName(stored, zip, locale)).toBe(expected)
  })

  it('reads a name without a postal code by its first town', () => {
    expect(townName('Waver', undefined, 'fr')).toBe('Wavre')
  })
})

describe('other names of a town, for search', () => {
  it.each<[string, string | undefined, string[]]>([
    ['Liège', '4000', ['Luik', 'Lüttich']],
    ['Arlon', '6700', ['Aarlen', 'Arel']],
    ['Gent', '9000', ['Gand', 'Ghent']],
    ['Ottignies', '1340', []],
    ['Vorst', '2430', []],
  ])('%s %s', (stored, zip, aliases) => {
    expect(townAliases(stored, zip)).toEqual(aliases)
  })
})

describe('a town from any of its names and/or its postal code', () => {
  it('gives every name of the town the same identity', () => {
    const keys = ['Wavre', 'waver', 'WAVRE', 'Wavre '].map((name) => findTown({ name, zip: '1300' })?.key)
    expect(new Set(keys)).toEqual(new Set(['wavre|1300']))
    expect(findTown({ name: 'Luik', zip: '4000' })).toEqual({ key: 'liege|4000', zip: '4000', names: ['luik', 'liege', 'luttich'] })
  })

  it('keeps an unknown name and a postal code alone', () => {
    expect(findTown({ name: 'Limal', zip: '1300' })).toEqual({ key: 'limal|1300', zip: '1300', names: ['limal'] })
    expect(findTown({ zip: ' 1300 ' })).toEqual({ key: '|1300', zip: '1300', names: [] })
    expect(findTown({ name: 'Gand' })).toMatchObject({ key: 'gand|', zip: undefined })
    expect(findTown({ name: '  ', zip: '' })).toBeUndefined()
  })

  it.each<[{ name?: string; zip?: string }, { city: string; zip: string }, boolean]>([
    [{ name: 'Waver', zip: '1300' }, { city: 'Wavre', zip: '1300' }, true],
    [{ name: 'waver', zip: '1300' }, { city: 'WAVRE', zip: ' 1300' }, true],
    [{ name: 'Waver', zip: '1300' }, { city: 'Limal', zip: '1300' }, false],
    [{ name: 'Waver', zip: '1300' }, { city: 'Wavre', zip: '1301' }, false],
    [{ name: 'waver' }, { city: 'Wavre', zip: '1300' }, true],
    [{ zip: '1300' }, { city: 'Limal', zip: '1300' }, true],
    [{ name: 'Lüttich' }, { city: 'Liège', zip: '4020' }, true],
  ])('%o holds %o: %s', (place, address, holds) => {
    expect(townHolds(findTown(place)!, address)).toBe(holds)
  })
})
