import { describe, expect, it } from 'vitest'
import { GOALS, goalOf } from './catalogue-ids.ts'
import {
  buildSearchIndex,
  type IndexSourceProperty,
  type IndexSourceType,
  type SearchIndex,
  type SearchPropertyEntry,
} from './search-index.ts'
import { createSearchEngine, MAX_PAIR_ROWS, MAX_PROPERTY_ROWS, queryWords, type PairResult, type SearchResults } from './property-search.ts'

// Decision 026: the engine answers from (type, town) cells and stops at the last row shown instead of
// testing every property. It must answer exactly what testing every property answers: this is that
// scan (the engine of decision 006), run side by side over a catalogue with every kind of match.

type WordMatch = { types: ReadonlySet<number>; towns: ReadonlySet<number>; id: number | null }

/** The properties, pairs and total as the scan over every property finds them, given each word's match. */
function scanned(
  index: SearchIndex,
  words: WordMatch[],
): Pick<SearchResults, 'properties' | 'pairs' | 'propertyTotal'> & { ids: number[] } {
  const byId = new Map(index.properties.map((entry) => [entry[0], entry]))
  const matches = (entry: SearchPropertyEntry) =>
    words.every((word) => word.id === entry[0] || word.types.has(entry[2]) || word.towns.has(entry[3]))
  const exact = new Set<SearchPropertyEntry>()
  for (const word of words) {
    const entry = word.id !== null ? byId.get(word.id) : undefined
    if (entry && matches(entry)) exact.add(entry)
  }
  const matched = [...exact, ...index.properties.filter((entry) => !exact.has(entry) && matches(entry))]
  const pairs = new Map<string, PairResult>()
  for (const [id, goal, typeId, town] of matched) {
    if (!typeId || words.some((word) => word.id === id && !word.types.has(typeId) && !word.towns.has(town))) continue
    const type = index.types.find((candidate) => candidate.id === typeId)
    if (!type) continue
    const pair = pairs.get(`${typeId}:${town}`) ?? {
      type: { id: type.id, name: type.name },
      town: { label: index.towns[town]!.label, zip: index.towns[town]!.zip },
      forSale: 0,
      forRent: 0,
    }
    pairs.set(`${typeId}:${town}`, pair)
    pair[GOALS[goalOf(goal)].count] += 1
  }
  const namesTypeAndTown = words.some((word) => word.types.size > 0) && words.some((word) => word.towns.size > 0)
  return {
    ids: matched.slice(0, MAX_PROPERTY_ROWS).map((entry) => entry[0]),
    properties: [],
    pairs: namesTypeAndTown
      ? [...pairs.values()].sort((a, b) => b.forSale + b.forRent - (a.forSale + a.forRent)).slice(0, MAX_PAIR_ROWS)
      : [],
    propertyTotal: matched.length,
  }
}

const TYPES: IndexSourceType[] = [
  { id: 1, names: { nl: 'Huis', fr: 'Maison', en: 'House', de: 'Haus' } },
  { id: 2, names: { nl: 'Studio', fr: 'Studio', en: 'Studio', de: 'Studio' } },
  { id: 3, names: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' } },
  { id: 4, names: { nl: 'Grond', fr: 'Terrain', en: 'Building land', de: 'Baugrundstück' } },
]
// Six towns at most (MAX_TOWN_ROWS), so the town rows of a one-word search list every town the word matches.
const TOWNS = [
  ['Wavre', '1300'],
  ['Liège', '4000'],
  ['Liège', '4020'],
  ['Mons', '7000'],
  ['Gent', '9000'],
  ['Rixensart', '1330'],
] as const

// Listing order mixes types, towns and goals unevenly, with properties of no type (typeId null) and
// a type id the type table does not know (9), so cells of every size and order occur.
const CATALOGUE: IndexSourceProperty[] = Array.from({ length: 400 }, (_, i) => {
  const [city, zip] = TOWNS[(i * i + 3 * i) % TOWNS.length]!
  const typeIds = [1, 3, 3, 2, null, 4, 1, 9] as const
  return {
    id: 6_100_000 + ((i * 37) % 400),
    goal: (i * 7) % 3 === 0 ? 1 : 0,
    status: 'available',
    typeId: typeIds[(i * 5 + (i >> 3)) % typeIds.length]!,
    city,
    zip,
    headline: `Bien ${i}`,
    headlineLanguage: 'fr',
    descriptionLanguage: 'fr',
    description: `Description ${i}`,
    picture: i % 4 === 0 ? null : `/media/demo/${i % 5}.svg`,
    pictureVersion: '2026-11-01',
  }
})

const QUERIES = [
  'w',
  'wa',
  'wav',
  'wavre',
  'l',
  'li',
  'liege',
  'luik',
  'a',
  'ap',
  'appartement',
  'm',
  'maison',
  'studio',
  'terrain',
  'e',
  'ai',
  'on',
  '1',
  '13',
  '130',
  '1300',
  '4000',
  '4',
  'appartement wavre',
  'maison liege',
  'maison l',
  'a w',
  'ap 13',
  'studio rixensart',
  'terrain 1',
  'ons',
  'e',
  'i',
  'xylophone',
  // References alone, with a type or town they have or not, two of them, and a number that is no reference.
  '6100005',
  '6100005 wavre',
  '6100005 maison',
  '6100005 6100006',
  '6100006 6100005 appartement',
  'wavre 6100010 liege',
  '6100399 a',
  '6100000 1300',
  '9999999',
  '6100005 6100005',
]

describe('the hero search answers from (type, town) cells (decision 026)', () => {
  for (const language of ['fr', 'nl'] as const) {
    const index = buildSearchIndex(language, TYPES, CATALOGUE)
    const engine = createSearchEngine(index)
    // Each word's own matches come from the engine's rows for that word alone (the same Fuse rules).
    const reference = createSearchEngine(index)

    it(`${language}: finds the same rows, pairs and total as testing every property`, () => {
      for (const query of QUERIES) {
        const words = queryWords(query).map((word) => wordMatchOf(index, reference, word))
        const results = engine.search(query)
        const expected = scanned(index, words)
        expect({ query, ids: results.properties.map((row) => row.id), pairs: results.pairs, total: results.propertyTotal }).toEqual({
          query,
          ids: expected.ids,
          pairs: expected.pairs,
          total: expected.propertyTotal,
        })
      }
    })
  }

  it('counts a property found by its reference once, and offers no pair for it: the reference names no type or town', () => {
    const index = buildSearchIndex('fr', TYPES, CATALOGUE)
    const [id, , , town] = index.properties.find((entry) => entry[2] === 1)!
    const results = createSearchEngine(index).search(`${id} maison ${index.towns[town]!.zip}`)
    expect(results.properties.map((row) => row.id)).toEqual([id])
    expect(results.propertyTotal).toBe(1)
    expect(results.pairs).toEqual([])
  })
})

/** What one word matches (types, towns, reference), read from the engine's rows for that word alone. */
function wordMatchOf(index: SearchIndex, engine: ReturnType<typeof createSearchEngine>, word: string): WordMatch {
  const alone = engine.search(word)
  const towns = new Set<number>()
  index.towns.forEach((town, position) => {
    if (alone.towns.some((row) => row.label === town.label && row.zip === town.zip)) towns.add(position)
  })
  const id = /^\d+$/.test(word) && index.properties.some((entry) => entry[0] === Number(word)) ? Number(word) : null
  return { types: new Set(alone.types.map((type) => type.id)), towns, id }
}
