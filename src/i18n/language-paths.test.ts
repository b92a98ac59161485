import { describe, expect, it } from 'vitest'
import { alternateLinks, switchLanguageHref } from './language-paths'

describe('language switcher targets (spec §2 "Language switcher")', () => {
  it('goes to the same page in the other language, keeping deeper segments and the query', () => {
    expect(switchLanguageHref('/nl/for-sale/', '', 'fr')).toBe('/fr/a-vendre/')
    expect(switchLanguageHref('/fr/feedback/contact-me/', '', 'nl')).toBe('/nl/bedankt/contact-me/')
    expect(switchLanguageHref('/nl/for-sale/', '?city=Wavre%7C1300&type=3', 'de')).toBe('/de/zu-verkaufen/?city=Wavre%7C1300&type=3')
    expect(switchLanguageHref('/en/', '', 'nl')).toBe('/nl/')
  })
})

describe('canonical and hreflang links', () => {
  it('lists the canonical URL, every enabled language and x-default', () => {
    const links = alternateLinks('https://www.example.be/', '/nl/contact-demand/', 'nl', ['nl', 'fr', 'en', 'de'], 'fr')
    expect(links).toEqual([
      { rel: 'canonical', href: 'https://www.example.be/nl/gratis-schatting/' },
      { rel: 'alternate', hrefLang: 'nl-BE', href: 'https://www.example.be/nl/gratis-schatting/' },
      { rel: 'alternate', hrefLang: 'fr-BE', href: 'https://www.example.be/fr/estimation-gratuite/' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://www.example.be/en/free-valuation/' },
      { rel: 'alternate', hrefLang: 'de-BE', href: 'https://www.example.be/de/kostenlose-bewertung/' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://www.example.be/fr/estimation-gratuite/' },
    ])
  })
})
