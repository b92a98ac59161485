import { describe, expect, it } from 'vitest'
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { parseQueryValue } from './query-values.ts'

describe('query values as the router reads them (decision 022)', () => {
  const parse = parseSearchWith(parseQueryValue)
  const stringify = stringifySearchWith(JSON.stringify, parseQueryValue)

  it('keeps a Belgian amount as the visitor typed it, and reads plain numbers, booleans and JSON as before', () => {
    expect(parse('?price=300.000&rate=3,3&years=25&page=2&flag=true&list=%5B1%2C2%5D')).toEqual({
      price: '300.000',
      rate: '3,3',
      years: 25,
      page: 2,
      flag: true,
      list: [1, 2],
    })
    expect(parse('?a=007&b=1e3&c=3.50')).toEqual({ a: '007', b: '1e3', c: '3.50' })
  })

  it('writes a query back exactly as it came, so the server has nothing to redirect', () => {
    for (const query of ['?price=300.000&region=brussels', '?page=2&type=1', '?rate=3.5']) expect(stringify(parse(query))).toBe(query)
  })
})
