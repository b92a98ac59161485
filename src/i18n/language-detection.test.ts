import { describe, expect, it } from 'vitest'
import { detectLanguage, languageFromPath, parseAcceptLanguage } from './language-detection.ts'
import type { Locale } from './locales.ts'

const ALL: Locale[] = ['nl', 'fr', 'en', 'de']

describe('language detection order (spec §7)', () => {
  it('takes the lng query first', () => {
    expect(detectLanguage({ query: 'de', cookie: 'nl', acceptLanguage: 'fr' }, ALL, 'fr')).toBe('de')
  })
  it('then the cookie', () => {
    expect(detectLanguage({ query: null, cookie: 'nl', acceptLanguage: 'fr-BE,fr;q=0.9' }, ALL, 'fr')).toBe('nl')
  })
  it('then Accept-Language by quality', () => {
    expect(detectLanguage({ acceptLanguage: 'es;q=1, de;q=0.5, nl-BE;q=0.8' }, ALL, 'fr')).toBe('nl')
  })
  it('then the configured default', () => {
    expect(detectLanguage({ acceptLanguage: 'es, it' }, ALL, 'fr')).toBe('fr')
    expect(detectLanguage({}, ALL, 'nl')).toBe('nl')
  })
  it('skips languages that are not enabled at every step', () => {
    expect(detectLanguage({ query: 'de', cookie: 'en', acceptLanguage: 'de, en, nl' }, ['nl', 'fr'], 'fr')).toBe('nl')
  })
  it('ignores garbage values', () => {
    expect(detectLanguage({ query: '<script>', cookie: '', acceptLanguage: ';;,' }, ALL, 'en')).toBe('en')
  })
})

describe('Accept-Language parsing', () => {
  it('orders by quality and keeps header order on ties, dropping q=0 and *', () => {
    expect(parseAcceptLanguage('fr-BE, nl;q=0.9, en;q=0.9, *;q=0.1, de;q=0')).toEqual(['fr-BE', 'nl', 'en'])
  })
  it('handles an empty header', () => {
    expect(parseAcceptLanguage(null)).toEqual([])
  })
})

describe('language from path', () => {
  it('applies a leading enabled two-letter segment only', () => {
    expect(languageFromPath('/fr/a-vendre/', ALL)).toBe('fr')
    expect(languageFromPath('/nl', ALL)).toBe('nl')
    expect(languageFromPath('/es/', ALL)).toBeUndefined()
    expect(languageFromPath('/de/', ['nl', 'fr'])).toBeUndefined()
    expect(languageFromPath('/nlx/', ALL)).toBeUndefined()
  })
})
