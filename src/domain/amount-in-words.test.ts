import { describe, expect, it } from 'vitest'
import { lettersMatchAmount } from './amount-in-words.ts'

describe('amount in letters agrees with the amount in digits (spec §3 "Purchase offer")', () => {
  it.each([
    ['fr', 235000, 'deux cent trente-cinq mille euros'],
    ['fr', 71, 'septante et un'],
    ['fr', 71, 'soixante et onze'],
    ['fr', 95, 'quatre-vingt-quinze'],
    ['fr', 95, 'nonante-cinq'],
    ['fr', 80, 'quatre-vingts'],
    ['fr', 200, 'deux cents'],
    ['fr', 1_250_000, 'un million deux cent cinquante mille'],
    ['fr', 1_000, 'mille'],
    ['fr', 399_900, 'trois cent nonante-neuf mille neuf cents'],
    ['nl', 235000, 'tweehonderdvijfendertigduizend euro'],
    ['nl', 235000, 'twee honderd vijf en dertig duizend'],
    ['nl', 122, 'honderdtweeëntwintig'],
    ['nl', 1100, 'eenduizend honderd'],
    ['nl', 1_250_000, 'een miljoen tweehonderdvijftigduizend'],
    ['en', 235000, 'two hundred and thirty-five thousand euros'],
    ['en', 1_250_000, 'one million two hundred fifty thousand'],
    ['de', 235000, 'zweihundertfünfunddreißigtausend Euro'],
    ['de', 21, 'einundzwanzig'],
    ['de', 101_000, 'einhunderteintausend'],
    ['de', 1_000_000, 'eine Million'],
    ['de', 3_000_000, 'drei Millionen'],
  ] as const)('%s: %d is "%s"', (locale, amount, letters) => {
    expect(lettersMatchAmount(letters, amount, locale)).toBe(true)
  })

  it.each([
    ['fr', 235000, 'deux cent trente mille euros'],
    ['fr', 71, 'soixante-dix'],
    ['nl', 235000, 'tweehonderdvijfentwintigduizend'],
    ['en', 1_250_000, 'one million two hundred thousand'],
    ['de', 21, 'zwölf'],
    ['fr', 235000, ''],
  ] as const)('%s: %d is not "%s"', (locale, amount, letters) => {
    expect(lettersMatchAmount(letters, amount, locale)).toBe(false)
  })

  it('refuses amounts outside what an offer can be', () => {
    expect(lettersMatchAmount('mille', 1.5, 'fr')).toBe(false)
    expect(lettersMatchAmount('un milliard', 1_000_000_000, 'fr')).toBe(false)
  })
})
