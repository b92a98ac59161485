import { describe, expect, it } from 'vitest'
import { isNewPage } from './page-change.ts'

describe('isNewPage', () => {
  it.each([
    ['another path', { pathname: '/nl/', search: '' }, { pathname: '/nl/te-koop/', search: '' }, true],
    ['the next page of results', { pathname: '/en/for-sale/', search: '' }, { pathname: '/en/for-sale/', search: '?page=2' }, true],
    [
      'back to the first page of results',
      { pathname: '/en/for-sale/', search: '?page=3' },
      { pathname: '/en/for-sale/', search: '' },
      true,
    ],
    [
      'a filter on the same page',
      { pathname: '/en/for-sale/', search: '' },
      { pathname: '/en/for-sale/', search: '?city=Wavre%7C1300' },
      false,
    ],
    [
      'a filter chosen on page 2 (which starts the results over)',
      { pathname: '/en/for-sale/', search: '?page=2' },
      { pathname: '/en/for-sale/', search: '?type=1' },
      false,
    ],
    [
      'the next page of filtered results',
      { pathname: '/en/for-sale/', search: '?type=1' },
      { pathname: '/en/for-sale/', search: '?type=1&page=2' },
      true,
    ],
    [
      'a token dropped from the address',
      { pathname: '/en/password-reset/', search: '?token=abc' },
      { pathname: '/en/password-reset/', search: '' },
      false,
    ],
    ['the same address', { pathname: '/fr/', search: '?q=wavre' }, { pathname: '/fr/', search: '?q=wavre' }, false],
  ])('%s', (_name, from, to, expected) => {
    expect(isNewPage(from, to)).toBe(expected)
  })
})
