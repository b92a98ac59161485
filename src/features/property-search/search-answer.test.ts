import { describe, expect, it } from 'vitest'
import { buildSearchIndex, type IndexSourceProperty, type IndexSourceType } from '#/domain/search-index.ts'
import { createSearchEngine } from '#/domain/property-search.ts'
import { searchAnswerOf, searchQueryOf } from './search-answer.ts'

// Decision 028: which answer a search sent without JavaScript gets, from the panel's own results.

const TYPES: IndexSourceType[] = [
  { id: 1, names: { nl: 'Huis', fr: 'Maison', en: 'House', de: 'Haus' } },
  { id: 3, names: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' } },
]

let nextId = 5100001
function property(overrides: Partial<IndexSourceProperty>): IndexSourceProperty {
  return {
    id: nextId++,
    goal: 0,
    status: 'available',
    typeId: 1,
    city: 'Wavre',
    zip: '1300',
    headline: 'Belle maison',
    description: 'Une belle maison',
    headlineLanguage: 'fr',
    descriptionLanguage: 'fr',
    picture: null,
    pictureVersion: '2026-11-01',
    ...overrides,
  }
}

const fr = createSearchEngine(
  buildSearchIndex('fr', TYPES, [
    property({ id: 5100001, typeId: 3 }),
    property({ id: 5100002, typeId: 1, city: 'Braine-l’Alleud', zip: '1420' }),
    property({ id: 5100003, typeId: 1, city: 'Braine-le-Comte', zip: '7090' }),
    property({ id: 5100004, typeId: 3, city: 'Braine', zip: '9999' }),
    property({ id: 5100005, typeId: 1, city: 'Mons', zip: '7000', goal: 1 }),
  ]),
)
const answer = (query: string, goal: 0 | 1 = 0) => searchAnswerOf(query, fr.search(query), goal, 'fr')

describe('the answer to a search sent without JavaScript', () => {
  it('a reference opens the property, on either listing, alone or with its town', () => {
    expect(answer('5100005')).toEqual({ kind: 'property', href: '/fr/a-louer/mons/maison/5100005/' })
    expect(answer('5100001 wavre')).toEqual({ kind: 'property', href: '/fr/a-vendre/wavre/appartement/5100001/' })
  })

  it('among towns containing the words, the one named exactly is chosen; otherwise the groups', () => {
    expect(answer('braine')).toEqual({ kind: 'listing', city: { label: 'Braine', zip: '9999' } })
    expect(answer('brain').kind).toBe('results')
  })

  it('a type, a town, or both open the listing; the goal stays the listing’s', () => {
    expect(answer('Appartement')).toEqual({ kind: 'listing', type: 3 })
    expect(answer('appartement wavre')).toEqual({ kind: 'listing', type: 3, city: { label: 'Wavre', zip: '1300' } })
    expect(answer('mons', 1)).toEqual({ kind: 'listing', city: { label: 'Mons', zip: '7000' } })
    // Nothing for sale in Mons: the for-sale listing shows the town's row, whose for-rent link leads on.
    expect(answer('mons', 0).kind).toBe('results')
  })

  it('nothing matching says so with the query', () => {
    expect(answer('zzqxw')).toEqual({ kind: 'nothing', query: 'zzqxw' })
  })

  it('q is read as the box sends it: trimmed, cut to 80 characters, nothing without a word', () => {
    expect(searchQueryOf('  wavre  ')).toBe('wavre')
    expect(searchQueryOf('a'.repeat(81))).toHaveLength(80)
    expect(searchQueryOf('   ')).toBeUndefined()
    // The router reads ?q=1300 and ?q=true as JSON.
    expect(searchQueryOf(1300)).toBe('1300')
    expect(searchQueryOf(true)).toBe('true')
    expect(searchQueryOf(['a', 'b'])).toBeUndefined()
    expect(searchQueryOf(undefined)).toBeUndefined()
    expect(searchQueryOf({ toString: () => 'x' })).toBeUndefined()
  })
})
