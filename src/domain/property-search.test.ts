import { describe, expect, it } from 'vitest'
import { buildSearchIndex, type IndexSourceProperty, type IndexSourceType } from './search-index.ts'
import { createSearchEngine, MAX_PROPERTY_ROWS, queryWords } from './property-search.ts'

const TYPES: IndexSourceType[] = [
  { id: 1, names: { nl: 'Huis', fr: 'Maison', en: 'House', de: 'Haus' } },
  { id: 3, names: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' } },
  { id: 4, names: { nl: 'Grond', fr: 'Terrain', en: 'Building land', de: 'Baugrundstück' } },
  { id: 7, names: { nl: 'Garage', fr: 'Garage', en: 'Garage', de: 'Garage' } },
]

let nextId = 4100001
function property(overrides: Partial<IndexSourceProperty>): IndexSourceProperty {
  return {
    id: nextId++,
    goal: 0,
    status: 'available',
    typeId: 1,
    city: 'Wavre',
    zip: '1300',
    headline: 'Belle maison',
    description: '<p>Une <b>belle</b> maison&nbsp;lumineuse</p>',
    headlineLanguage: 'fr',
    descriptionLanguage: 'fr',
    picture: '/media/demo/a.svg',
    pictureVersion: '2026-11-01',
    ...overrides,
  }
}

const PROPERTIES: IndexSourceProperty[] = [
  property({ id: 4100001, typeId: 3, city: 'Wavre', goal: 0 }),
  property({ id: 4100002, typeId: 3, city: 'Wavre', goal: 1 }),
  property({ id: 4100003, typeId: 1, city: 'WAVRE', goal: 0 }),
  property({ id: 4100004, typeId: 1, city: 'Liège', zip: '4000', goal: 0 }),
  property({ id: 4100005, typeId: 3, city: 'Liège', zip: '4020', goal: 1 }),
  property({ id: 4100006, typeId: 1, city: 'Mons', zip: '7000', goal: 0 }),
  property({ id: 4100007, typeId: 3, city: 'Nivelles', zip: '1400', goal: 0 }),
  property({ id: 4100008, typeId: 1, city: 'Bruxelles', zip: '1000', goal: 1 }),
  property({ id: 4100009, typeId: 3, city: 'Gent', zip: '9000', goal: 0, description: 'Ruim appartement aan de Leie' }),
  property({ id: 4100010, typeId: null, city: 'Céroux-Mousty', zip: '1341', goal: 0, picture: null }),
]

const nl = createSearchEngine(buildSearchIndex('nl', TYPES, PROPERTIES))
const fr = createSearchEngine(buildSearchIndex('fr', TYPES, PROPERTIES))
const ids = (results: { properties: Array<{ id: number }> }) => results.properties.map((row) => row.id)
const townNames = (results: { towns: Array<{ label: string; zip: string }> }) => results.towns.map((town) => `${town.label} ${town.zip}`)

describe('property search matching (spec §5)', () => {
  it('finds a property by its exact id and not by part of it (threshold 0)', () => {
    expect(ids(nl.search('4100005'))).toEqual([4100005])
    expect(ids(nl.search('410000'))).toEqual([])
    expect(ids(nl.search(' 4100005 '))).toEqual([4100005])
  })

  it('finds a town by its postal code', () => {
    expect(townNames(fr.search('4020'))).toEqual(['Liège 4020'])
    expect(townNames(fr.search('1300'))).toEqual(['Wavre 1300'])
    expect(ids(fr.search('1300'))).toEqual([4100001, 4100002, 4100003])
  })

  it('finds a town typed without accents or in capitals', () => {
    expect(townNames(fr.search('liege'))).toEqual(['Liège 4000', 'Liège 4020'])
    expect(townNames(fr.search('CEROUX'))).toEqual(['Céroux-Mousty 1341'])
    expect(townNames(fr.search('Liége'))).toEqual(['Liège 4000', 'Liège 4020'])
  })

  it('finds a town by either of its names, in any interface language', () => {
    for (const engine of [nl, fr]) {
      expect(townNames(engine.search('luik')).length).toBe(2)
      expect(townNames(engine.search('liège')).length).toBe(2)
      expect(townNames(engine.search('bergen'))).toHaveLength(1)
      expect(townNames(engine.search('nijvel'))).toHaveLength(1)
      expect(townNames(engine.search('brussel'))).toHaveLength(1)
      expect(townNames(engine.search('gand'))).toHaveLength(1)
    }
    expect(townNames(nl.search('liege'))).toEqual(['Luik 4000', 'Luik 4020'])
    expect(townNames(fr.search('luik'))).toEqual(['Liège 4000', 'Liège 4020'])
  })

  it('counts a town spelled in capitals as the same town', () => {
    expect(fr.search('wavre').towns).toEqual([{ label: 'Wavre', zip: '1300', forSale: 2, forRent: 1 }])
  })

  it('narrows with several words: a type and a town', () => {
    const results = fr.search('appartement wavre')
    expect(ids(results)).toEqual([4100001, 4100002])
    expect(results.types).toEqual([])
    expect(results.towns).toEqual([])
    expect(results.pairs).toEqual([{ type: { id: 3, name: 'Appartement' }, town: { label: 'Wavre', zip: '1300' }, forSale: 1, forRent: 1 }])
    expect(ids(fr.search('maison liege'))).toEqual([4100004])
    expect(ids(fr.search('maison liege 4000 zzz'))).toEqual([])
  })

  it('finds a type by its name in any language and words people use for it', () => {
    expect(nl.search('maison').types.map((type) => type.name)).toEqual(['Huis'])
    expect(fr.search('villa').types.map((type) => type.name)).toEqual(['Maison'])
    expect(fr.search('apparte').types.map((type) => type.id)).toEqual([3])
  })

  it('puts an exact reference first, even among matches by town', () => {
    expect(ids(fr.search('4100003'))).toEqual([4100003])
    expect(ids(fr.search('wavre 4100003'))).toEqual([4100003])
  })

  it('shows every type with its totals when the text is empty (spec §4)', () => {
    const results = nl.search('   ')
    expect(results.types.map((type) => [type.name, type.forSale, type.forRent])).toEqual([
      ['Huis', 3, 1],
      ['Appartement', 3, 2],
      ['Grond', 0, 0],
      ['Garage', 0, 0],
    ])
    expect(results.towns).toEqual([])
    expect(results.properties).toEqual([])
  })

  it('caps the property rows but reports how many matched', () => {
    const many = Array.from({ length: 20 }, (_, i) => property({ id: 5000000 + i, city: 'Wavre' }))
    const results = createSearchEngine(buildSearchIndex('fr', TYPES, many)).search('wavre')
    expect(results.properties).toHaveLength(MAX_PROPERTY_ROWS)
    expect(results.propertyTotal).toBe(20)
  })

  it('splits words on spaces and commas and ignores case', () => {
    expect(queryWords('  Appartement,WAVRE  1300 ')).toEqual(['appartement', 'wavre', '1300'])
  })
})

describe('counts per language (spec §4)', () => {
  it('names types and towns in the language of the index and keeps the counts of that catalogue', () => {
    const nlTypes = nl.search('').types
    const frTypes = fr.search('').types
    expect(nlTypes.map((type) => type.name)).toEqual(['Huis', 'Appartement', 'Grond', 'Garage'])
    expect(frTypes.map((type) => type.name)).toEqual(['Maison', 'Appartement', 'Terrain', 'Garage'])
    expect(nlTypes.map((type) => type.forSale + type.forRent)).toEqual(frTypes.map((type) => type.forSale + type.forRent))
    expect(nl.search('bruxelles').towns[0]).toMatchObject({ label: 'Brussel', forRent: 1 })
  })

  it('makes one town of a town stored under two names, and keeps each property its own address (decision 013)', () => {
    const stored = [
      property({ id: 4200001, city: 'Wavre' }),
      property({ id: 4200002, city: 'Waver', goal: 1 }),
      property({ id: 4200003, city: 'Gent', zip: '9000' }),
    ]
    for (const [language, wavre, ghent] of [
      ['nl', 'Waver', 'Gent'],
      ['fr', 'Wavre', 'Gand'],
      ['en', 'Wavre', 'Ghent'],
      ['de', 'Wavre', 'Gent'],
    ] as const) {
      const index = buildSearchIndex(language, TYPES, stored)
      expect(
        index.towns.map((town) => town.label),
        language,
      ).toEqual([wavre, ghent])
      expect(createSearchEngine(index).search('waver').towns).toEqual([{ label: wavre, zip: '1300', forSale: 1, forRent: 1 }])
      expect(index.properties.map((entry) => entry[4])).toEqual(['wavre', 'waver', 'gent'])
    }
  })

  it('counts only the properties of the index it was given', () => {
    const frenchOnly = createSearchEngine(
      buildSearchIndex(
        'fr',
        TYPES,
        PROPERTIES.filter((item) => item.goal === 0),
      ),
    )
    expect(frenchOnly.search('').types.find((type) => type.id === 3)).toMatchObject({ forSale: 3, forRent: 0 })
  })
})

describe('search index (decision 006)', () => {
  const index = buildSearchIndex('fr', TYPES, PROPERTIES)
  it('carries the description cleaned and cut to 100 characters', () => {
    const long = buildSearchIndex('fr', TYPES, [property({ description: `<p>${'mot '.repeat(60)}</p>` })])
    expect(long.properties[0]![6].length).toBeLessThanOrEqual(101)
    expect(index.properties[0]![6]).toBe('Une belle maison lumineuse')
  })

  it('names the text’s language only when it is a fallback from another language (WCAG 3.1.2)', () => {
    // The French index's own texts: no ninth field, so the index does not grow.
    expect(index.properties.every((entry) => entry.length === 8)).toBe(true)
    const dutch = buildSearchIndex('nl', TYPES, [
      property({ id: 4300001 }),
      property({ id: 4300002, description: 'Ruim huis', descriptionLanguage: 'nl', headlineLanguage: 'nl' }),
      // No description: the row shows the headline, in the headline's language.
      property({ id: 4300003, description: '', headline: 'Mooi huis', headlineLanguage: 'nl' }),
      property({ id: 4300004, description: '', headline: 'Nice house', headlineLanguage: 'en' }),
    ])
    expect(dutch.properties.map((entry) => entry[8])).toEqual(['fr', undefined, undefined, 'en'])
    expect(JSON.parse(JSON.stringify(dutch)).properties[1]).toHaveLength(8)
    const found = createSearchEngine(dutch).search('4300001').properties[0]
    expect(found).toMatchObject({ id: 4300001, text: 'Une belle maison lumineuse', textLanguage: 'fr' })
    expect(createSearchEngine(dutch).search('4300002').properties[0]).not.toHaveProperty('textLanguage')
  })

  it('carries the city and address slugs and a 100 px thumbnail, or none', () => {
    expect(index.properties[0]![4]).toBe('wavre')
    expect(index.properties[0]![5]).toBe('appartement')
    expect(index.properties[0]![7]).toMatch(/^\/media\/demo\/a\.svg\?w=100&v=2026-11-01$/)
    expect(index.properties[9]![7]).toBe('')
  })
})

describe('a single letter', () => {
  it('matches names that start with it, not every name that contains it', () => {
    expect(townNames(fr.search('w'))).toEqual(['Wavre 1300'])
    expect(townNames(fr.search('l')).sort()).toEqual(['Liège 4000', 'Liège 4020'])
    expect(fr.search('g').types.map((type) => type.name)).toEqual(['Terrain', 'Garage']) // Grond, Garage
    expect(ids(fr.search('4'))).toEqual(ids(fr.search('4000')).concat(ids(fr.search('4020'))))
  })
})

describe('typing one key at a time', () => {
  it('finds what the whole word finds, whatever was typed before', () => {
    const engine = createSearchEngine(buildSearchIndex('fr', TYPES, PROPERTIES))
    const fresh = (query: string) => createSearchEngine(buildSearchIndex('fr', TYPES, PROPERTIES)).search(query)
    // 'a' matches names starting with a; 'av' matches Wavre inside the word, which 'a' did not offer.
    for (const query of [
      'a',
      'av',
      'avr',
      'avre',
      'w',
      'wa',
      'wav',
      'lie',
      'lieg',
      'liege',
      'l',
      'lu',
      'lui',
      'luik',
      '1',
      '13',
      '130',
      '1300',
      'ap',
      'app',
      'appartement',
      'appartement w',
      'appartement wa',
      'appartement wav',
    ]) {
      expect({ query, results: engine.search(query) }).toEqual({ query, results: fresh(query) })
    }
    expect(townNames(engine.search('av'))).toEqual(['Wavre 1300'])
  })
})
