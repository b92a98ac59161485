import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { COMPARE_MAX, FAVOURITES_MAX, isFull, listLink, merged, parseIds, toggled } from './favourite-ids.ts'
import { idsSearchOf } from './favourites-page-search.ts'
import { ComparisonInput, FavouritesInput } from './favourites-input.ts'

describe('parseIds: ids from a link, localStorage or a form', () => {
  it('reads a comma list, a number, repeated form values and a stored array', () => {
    expect(parseIds('12,34,56')).toEqual([12, 34, 56])
    expect(parseIds(12)).toEqual([12])
    expect(parseIds(['12', '34'])).toEqual([12, 34])
    expect(parseIds([12, 34])).toEqual([12, 34])
    expect(parseIds(' 12 , 34 ')).toEqual([12, 34])
  })

  it('drops what is not a row id, keeps the first of a repeat', () => {
    expect(parseIds('12,abc,0,-3,1e3,07,+5,2.5,,12,2147483648,2147483647')).toEqual([12, 2147483647])
    expect(parseIds(undefined)).toEqual([])
    expect(parseIds(null)).toEqual([])
    expect(parseIds({ ids: [1] })).toEqual([])
    expect(parseIds([[1, 2]])).toEqual([])
  })

  it('cuts the list at the cap', () => {
    const many = Array.from({ length: FAVOURITES_MAX + 10 }, (_, i) => i + 1)
    expect(parseIds(many.join(','))).toEqual(many.slice(0, FAVOURITES_MAX))
    expect(parseIds('1,2,3,4,5,6', COMPARE_MAX)).toEqual([1, 2, 3, 4])
  })
})

describe('the kept list', () => {
  it('a heart adds at the front, a second tap removes', () => {
    expect(toggled([34, 56], 12)).toEqual([12, 34, 56])
    expect(toggled([12, 34, 56], 34)).toEqual([12, 56])
  })

  it('a full list keeps what it has: nothing kept is dropped to make room', () => {
    const full = Array.from({ length: FAVOURITES_MAX }, (_, i) => i + 1)
    expect(isFull(full)).toBe(true)
    expect(toggled(full, 999)).toEqual(full)
    expect(toggled(full, 1)).toEqual(full.slice(1))
  })

  it('keeping a shared list adds the ids not yet kept after the kept ones, up to the cap', () => {
    expect(merged([5, 6], [6, 7, 8])).toEqual([5, 6, 7, 8])
    const nearlyFull = Array.from({ length: FAVOURITES_MAX - 1 }, (_, i) => i + 1)
    expect(merged(nearlyFull, [100, 101])).toEqual([...nearlyFull, 100])
  })
})

describe('share link round trip', () => {
  it('the link of a list opens the same list, in the same order', () => {
    const ids = [4100348, 12, 4100001]
    const link = listLink('/nl/favorieten/', ids, 'https://www.immo-dyle.be')
    expect(link).toBe('https://www.immo-dyle.be/nl/favorieten/?ids=4100348,12,4100001')
    const url = new URL(link)
    expect(parseIds(url.searchParams.get('ids'))).toEqual(ids)
    expect(v.parse(idsSearchOf(FAVOURITES_MAX), Object.fromEntries(url.searchParams))).toEqual({ ids: '4100348,12,4100001' })
  })

  it('a forged or empty ids parameter leaves the page without a list', () => {
    expect(v.parse(idsSearchOf(FAVOURITES_MAX), { ids: '<script>' })).toEqual({})
    expect(v.parse(idsSearchOf(FAVOURITES_MAX), {})).toEqual({})
    expect(v.parse(idsSearchOf(COMPARE_MAX), { ids: '1,2,3,4,5' })).toEqual({ ids: '1,2,3,4' })
    // The router reads `?ids=12` as the number 12, and writes a string that reads as one in quotes.
    expect(v.parse(idsSearchOf(FAVOURITES_MAX), { ids: 12 })).toEqual({ ids: 12 })
    expect(v.parse(idsSearchOf(FAVOURITES_MAX), { ids: ['12', '34'] })).toEqual({ ids: '12,34' })
  })
})

describe('what the server functions accept', () => {
  it('row ids up to the cap in an enabled language; more, or a bad id, is refused', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
    expect(v.safeParse(FavouritesInput, { ids: ids(FAVOURITES_MAX), locale: 'nl' }).success).toBe(true)
    expect(v.safeParse(FavouritesInput, { ids: ids(FAVOURITES_MAX + 1), locale: 'nl' }).success).toBe(false)
    expect(v.safeParse(FavouritesInput, { ids: [0], locale: 'nl' }).success).toBe(false)
    expect(v.safeParse(FavouritesInput, { ids: ['12'], locale: 'nl' }).success).toBe(false)
    expect(v.safeParse(FavouritesInput, { ids: [12], locale: 'xx' }).success).toBe(false)
    expect(v.safeParse(ComparisonInput, { ids: ids(COMPARE_MAX), locale: 'fr' }).success).toBe(true)
    expect(v.safeParse(ComparisonInput, { ids: ids(COMPARE_MAX + 1), locale: 'fr' }).success).toBe(false)
  })
})
