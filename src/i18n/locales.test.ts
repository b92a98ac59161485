import { describe, expect, it } from 'vitest'
import { fallbackChain, pickAlongChain, pickText } from './locales.ts'

describe('one fallback chain for every text (decision 010)', () => {
  it.each([
    ['nl', 'fr', ['nl', 'en', 'fr', 'de']],
    ['de', 'nl', ['de', 'en', 'nl', 'fr']],
    ['en', 'fr', ['en', 'fr', 'nl', 'de']],
    ['fr', undefined, ['fr', 'en', 'nl', 'de']],
    ['fr', 'xx', ['fr', 'en', 'nl', 'de']],
  ] as const)('%s reader, text written in %s: %o', (locale, own, chain) => {
    expect(fallbackChain(locale, own)).toEqual(chain)
  })

  it('takes the first text that is not blank, and says which language it is', () => {
    expect(pickAlongChain({ nl: ' ', en: 'House', fr: 'Maison' }, 'nl', 'fr')).toEqual({ text: 'House', language: 'en' })
    expect(pickAlongChain({ fr: 'Maison' }, 'de', 'fr')).toEqual({ text: 'Maison', language: 'fr' })
    expect(pickAlongChain({}, 'de', 'fr')).toEqual({ text: '', language: 'de' })
  })

  it('operator texts: German readers get English before the default language (spec §1: en and de optional)', () => {
    expect(pickText({ nl: 'Welkom', fr: 'Bienvenue', en: 'Welcome' }, 'de', 'fr')).toBe('Welcome')
    expect(pickText({ nl: 'Welkom', fr: 'Bienvenue' }, 'de', 'fr')).toBe('Bienvenue')
    expect(pickText({ nl: 'Welkom', fr: 'Bienvenue' }, 'en', 'nl')).toBe('Welkom')
  })
})
