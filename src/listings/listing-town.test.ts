import { describe, expect, it } from 'vitest'
import { townParamIn } from './listing-town.ts'

describe('the town filter in the page’s language (decision 013)', () => {
  it.each([
    ['Wavre|1300', 'nl', 'Waver|1300'],
    ['Waver|1300', 'fr', 'Wavre|1300'],
    ['WAVRE|1300', 'en', 'Wavre|1300'],
    ['Gent|9000', 'en', 'Ghent|9000'],
    ['Limal|1300', 'nl', 'Limal|1300'],
  ] as const)('names %s on a %s page as %s', (city, locale, named) => {
    expect(townParamIn(city, locale)).toBe(named)
  })
})
