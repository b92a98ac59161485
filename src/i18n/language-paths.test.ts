import { describe, expect, it } from 'vitest'
import { alternateLinks, languagePathsOf, switchLanguageHref } from './language-paths.ts'

describe('language switcher targets (spec §2 "Language switcher")', () => {
  it('goes to the same page in the other language, keeping deeper segments and the query', () => {
    expect(switchLanguageHref('/nl/for-sale/', '', 'fr')).toBe('/fr/a-vendre/')
    expect(switchLanguageHref('/fr/feedback/contact-me/', '', 'nl')).toBe('/nl/bedankt/contact-me/')
    expect(switchLanguageHref('/nl/for-sale/', '?city=Wavre%7C1300&type=3', 'de')).toBe('/de/zu-verkaufen/?city=Wavre%7C1300&type=3')
    expect(switchLanguageHref('/en/', '', 'nl')).toBe('/nl/')
  })

  it('ends on the trailing slash even when the router gives none', () => {
    expect(switchLanguageHref('/nl/contact-demand', '', 'fr')).toBe('/fr/estimation-gratuite/')
  })

  it("takes a page's own path in the other language when it gives one (a property's type slug)", () => {
    const paths = { nl: '/nl/te-koop/wavre/huis/7/', en: '/en/for-sale/wavre/house/7/' }
    expect(switchLanguageHref('/nl/for-sale/wavre/huis/7', '', 'en', paths)).toBe('/en/for-sale/wavre/house/7/')
  })
})

describe('canonical and hreflang links (decision 015)', () => {
  const paths = languagePathsOf('/nl/contact-demand', ['nl', 'fr', 'en', 'de'])

  it('gives every language its own slugs and the trailing slash', () => {
    expect(paths).toEqual({
      nl: '/nl/gratis-schatting/',
      fr: '/fr/estimation-gratuite/',
      en: '/en/free-valuation/',
      de: '/de/kostenlose-bewertung/',
    })
  })

  it('lists the canonical URL, every language and x-default', () => {
    expect(alternateLinks('https://www.example.be/', paths, 'nl', 'fr')).toEqual([
      { rel: 'canonical', href: 'https://www.example.be/nl/gratis-schatting/' },
      { rel: 'alternate', hrefLang: 'nl-BE', href: 'https://www.example.be/nl/gratis-schatting/' },
      { rel: 'alternate', hrefLang: 'fr-BE', href: 'https://www.example.be/fr/estimation-gratuite/' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://www.example.be/en/free-valuation/' },
      { rel: 'alternate', hrefLang: 'de-BE', href: 'https://www.example.be/de/kostenlose-bewertung/' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://www.example.be/fr/estimation-gratuite/' },
    ])
  })

  it("keeps a list's page number on every link", () => {
    const links = alternateLinks('https://www.example.be', { nl: '/nl/te-koop/', fr: '/fr/a-vendre/' }, 'fr', 'fr', '?page=2')
    expect(links.map((link) => link.href)).toEqual([
      'https://www.example.be/fr/a-vendre/?page=2',
      'https://www.example.be/nl/te-koop/?page=2',
      'https://www.example.be/fr/a-vendre/?page=2',
      'https://www.example.be/fr/a-vendre/?page=2',
    ])
  })
})
