import { describe, expect, it } from 'vitest'
import {
  CrmError,
  crmDateTime,
  omnicasaRequestUrl,
  pageLimits,
  parseCrmDate,
  parseOmnicasaAnswer,
  parseOmnicasaList,
} from './omnicasa-protocol.ts'

const credentials = { url: 'https://newapi.omnicasa.com/1.13/OmnicasaService.svc/', customerName: 'agency', customerPassword: 's3cret&=' }

function jsonArgument(url: string): unknown {
  return JSON.parse(new URL(url).searchParams.get('json')!)
}

function refusal(call: () => unknown): CrmError {
  try {
    call()
  } catch (error) {
    if (error instanceof CrmError) return error
    throw error
  }
  throw new Error('no CrmError thrown')
}

describe('a request', () => {
  it('is a GET of {base}{Method}Json with the credentials, the language id and the arguments as its json', () => {
    const url = omnicasaRequestUrl(credentials, 'GetPropertyList', { Limit1: 1, Limit2: 100, IDs: [4, 5] }, 'nl')
    expect(url.startsWith('https://newapi.omnicasa.com/1.13/OmnicasaService.svc/GetPropertyListJson?json=')).toBe(true)
    expect(jsonArgument(url)).toEqual({
      CustomerName: 'agency',
      CustomerPassword: 's3cret&=',
      LanguageId: 1,
      Limit1: 1,
      Limit2: 100,
      IDs: [4, 5],
    })
  })

  it('carries Omnicasa language ids: nl 1, fr 2, en 3', () => {
    const id = (language: 'nl' | 'fr' | 'en') =>
      (jsonArgument(omnicasaRequestUrl(credentials, 'GetProjectList', {}, language)) as { LanguageId: number }).LanguageId
    expect([id('nl'), id('fr'), id('en')]).toEqual([1, 2, 3])
  })

  it('adds the slash a base URL leaves out', () => {
    const url = omnicasaRequestUrl({ ...credentials, url: 'http://localhost:8790/1.13/OmnicasaService.svc' }, 'ContactOnMe', {}, 'fr')
    expect(new URL(url).pathname).toBe('/1.13/OmnicasaService.svc/ContactOnMeJson')
  })

  it('pages with 1-based inclusive limits', () => {
    expect(pageLimits(0)).toEqual({ Limit1: 1, Limit2: 100 })
    expect(pageLimits(2, 10)).toEqual({ Limit1: 21, Limit2: 30 })
  })
})

describe('an answer', () => {
  const answer = (method: string, result: unknown) => JSON.stringify({ [`${method}JsonResult`]: result })

  it('gives a list its rows and the count of all rows', () => {
    const value = parseOmnicasaAnswer(
      'GetPropertyList',
      answer('GetPropertyList', { Code: 0, Success: true, Message: '', Value: { Items: [{ ID: 4 }, { ID: 5 }], RowsCount: 330 } }),
    )
    expect(parseOmnicasaList('GetPropertyList', value)).toEqual({ items: [{ ID: 4 }, { ID: 5 }], rowsCount: 330 })
  })

  it('gives a single value as it is', () => {
    expect(parseOmnicasaAnswer('ContactOnMe', answer('ContactOnMe', { Code: 0, Success: true, Message: '', Value: 7000001 }))).toBe(7000001)
    expect(
      parseOmnicasaAnswer(
        'GetDeletedPropertyIDs',
        answer('GetDeletedPropertyIDs', { Code: 0, Success: true, Message: null, Value: [3, 9] }),
      ),
    ).toEqual([3, 9])
  })

  it('is refused when its Code is above 0, even marked a success', () => {
    const error = refusal(() =>
      parseOmnicasaAnswer(
        'GetPropertyList',
        answer('GetPropertyList', { Code: 3, Success: true, Message: 'Invalid customer', Value: null }),
      ),
    )
    expect(error.kind).toBe('refused')
    expect(error.message).toContain('Invalid customer')
  })

  it('is refused when not a success', () => {
    const error = refusal(() =>
      parseOmnicasaAnswer('ContactOnMe', answer('ContactOnMe', { Code: 0, Success: false, Message: 'Internal error', Value: null })),
    )
    expect([error.kind, error.method]).toEqual(['refused', 'ContactOnMe'])
    expect(error.message).toContain('Internal error')
  })

  it('is garbage when not JSON, not wrapped in the method’s result, or a list without its count', () => {
    expect(refusal(() => parseOmnicasaAnswer('GetPropertyList', '<html>Service Unavailable</html>')).kind).toBe('garbage')
    expect(
      refusal(() => parseOmnicasaAnswer('GetPropertyList', answer('GetProjectList', { Code: 0, Success: true, Value: [] }))).kind,
    ).toBe('garbage')
    expect(refusal(() => parseOmnicasaList('GetPropertyList', { Items: [] })).kind).toBe('garbage')
  })
})

describe('dates', () => {
  it('are written in Brussels wall-clock time, winter and summer', () => {
    expect(crmDateTime(new Date('2026-01-15T12:00:05Z'))).toBe('2026-01-15 13:00:05')
    expect(crmDateTime(new Date('2026-07-15T12:00:05Z'))).toBe('2026-07-15 14:00:05')
    expect(crmDateTime(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01 00:30:00')
  })

  it('are read as Brussels time from Y-m-d H:i:s, on either side of a clock change', () => {
    expect(parseCrmDate('2026-01-15 13:00:05')).toBe('2026-01-15T12:00:05.000Z')
    expect(parseCrmDate('2026-07-15 14:00:05')).toBe('2026-07-15T12:00:05.000Z')
    // 29 March 2026: Brussels moves from UTC+1 to UTC+2 at 01:00 UTC.
    expect(parseCrmDate('2026-03-29 01:30:00')).toBe('2026-03-29T00:30:00.000Z')
    expect(parseCrmDate('2026-03-29 03:30:00')).toBe('2026-03-29T01:30:00.000Z')
    expect(parseCrmDate('2026-01-15')).toBe('2026-01-14T23:00:00.000Z')
  })

  it('read back what they wrote', () => {
    for (const iso of ['2026-02-01T08:15:00.000Z', '2026-06-30T21:59:59.000Z', '2026-11-26T13:00:00.000Z'])
      expect(parseCrmDate(crmDateTime(new Date(iso)))).toBe(iso)
  })

  it('are read from ISO with a zone and from WCF’s /Date(ms±zone)/', () => {
    expect(parseCrmDate('2026-07-15T14:00:00+02:00')).toBe('2026-07-15T12:00:00.000Z')
    expect(parseCrmDate('2026-07-15T12:00:00Z')).toBe('2026-07-15T12:00:00.000Z')
    expect(parseCrmDate('/Date(1700000000000+0100)/')).toBe(new Date(1_700_000_000_000).toISOString())
    expect(parseCrmDate('/Date(1700000000000)/')).toBe('2023-11-14T22:13:20.000Z')
  })

  it('are none when garbage', () => {
    for (const value of ['soon', '', '   ', '2026-13-45 99:00:00', '/Date(abc)/', null, undefined, 1_700_000_000_000])
      expect(parseCrmDate(value)).toBeNull()
  })
})
