import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { FLAG_PARAM, optionalParam, searchSchema } from './search-params.ts'

const SEARCH = searchSchema({ token: optionalParam(v.pipe(v.string(), v.maxLength(8))), ended: optionalParam(FLAG_PARAM) })

describe('search parameters read by their schema', () => {
  it('keeps the valid parameters and drops the rest, leaving no key behind', () => {
    expect(v.parse(SEARCH, { token: 'abc', ended: '1', other: 'x' })).toStrictEqual({ token: 'abc', ended: 1 })
    expect(v.parse(SEARCH, { token: 'x'.repeat(9), ended: 'yes' })).toStrictEqual({})
    expect(v.parse(SEARCH, { token: ['a'], ended: 1 })).toStrictEqual({ ended: 1 })
  })

  it('never fails: a forged address is a page with fewer parameters, not an error', () => {
    for (const forged of [{}, { token: null }, { token: { a: 1 } }, { ended: [1] }]) {
      expect(SEARCH['~standard'].validate(forged)).not.toHaveProperty('issues')
    }
  })
})
