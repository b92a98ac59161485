import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales.ts'
import { NEUTRAL_ALIASES, pageNamed } from './path-slugs.ts'
import { breadcrumbFor, configuredHref, hrefFor, localizePathname, neutralizePathname, PATH_TABLE } from './path-table.ts'

describe('path table (spec §2 "URL rewrites")', () => {
  it.each([
    ['for-sale', 'te-koop', 'a-vendre'],
    ['for-rent', 'te-huur', 'a-louer'],
    ['contact-demand', 'gratis-schatting', 'estimation-gratuite'],
    ['privacy', 'privacy-statement', 'privacy'],
    ['projects', 'projecten', 'projets'],
    ['testimonials', 'gastenboek', 'temoignages'],
    ['search-request', 'ik-zoek', 'je-recherche'],
    ['team', 'team', 'equipe'],
    ['feedback', 'bedankt', 'merci'],
  ])('maps /%s/ to /nl/%s/ and /fr/%s/ exactly as the spec lists', (neutral, nl, fr) => {
    expect(localizePathname(`/nl/${neutral}/`)).toBe(`/nl/${nl}/`)
    expect(localizePathname(`/fr/${neutral}/`)).toBe(`/fr/${fr}/`)
  })

  it('round-trips every entry in every language, with and without deeper segments', () => {
    for (const entry of PATH_TABLE) {
      for (const locale of LOCALES) {
        for (const rest of ['', 'contact-me/', 'gent/huis/123/']) {
          const neutral = `/${locale}/${entry.neutral}/${rest}`
          const localized = localizePathname(neutral)
          expect(localized).toBe(`/${locale}/${entry.localized[locale]}/${rest}`)
          expect(neutralizePathname(localized)).toBe(neutral)
        }
      }
    }
  })

  it('gives every language its own unambiguous set of slugs', () => {
    for (const locale of LOCALES) {
      const slugs = PATH_TABLE.map((entry) => entry.localized[locale])
      expect(new Set(slugs).size).toBe(slugs.length)
      // A localized slug that is another entry's neutral path would make the rewrite ambiguous.
      for (const entry of PATH_TABLE) {
        const owner = PATH_TABLE.find((other) => other.neutral === entry.localized[locale])
        expect(owner === undefined || owner === entry).toBe(true)
      }
    }
  })

  it('never gives two pages one name, across languages, neutral names and earlier names', () => {
    // canonical-path.ts sends /fr/projecten/ to /fr/projets/: a name shared by two pages could not say which.
    const owner = new Map<string, string>()
    const claim = (name: string, neutral: string) => {
      expect(owner.get(name) ?? neutral, name).toBe(neutral)
      owner.set(name, neutral)
    }
    for (const entry of PATH_TABLE) {
      claim(entry.neutral, entry.neutral)
      for (const locale of LOCALES) claim(entry.localized[locale], entry.neutral)
    }
    for (const [alias, neutral] of Object.entries(NEUTRAL_ALIASES)) claim(alias, neutral)
    for (const [name, neutral] of owner) expect(pageNamed(name)).toBe(neutral)
    expect(pageNamed('projecten')).toBe('projects')
    expect(pageNamed('equipe')).toBe('team')
    expect(pageNamed('verkopen')).toBeUndefined()
  })

  it('keeps the feedback form id in the thank-you path', () => {
    expect(localizePathname('/nl/feedback/contact-me/')).toBe('/nl/bedankt/contact-me/')
    expect(localizePathname('/fr/feedback/site-contact/')).toBe('/fr/merci/site-contact/')
    expect(neutralizePathname('/de/danke/send-to-friend/')).toBe('/de/feedback/send-to-friend/')
  })

  it('leaves paths outside the table and without a language alone', () => {
    expect(localizePathname('/nl/')).toBe('/nl/')
    expect(localizePathname('/nl/unknown/')).toBe('/nl/unknown/')
    expect(neutralizePathname('/api/health')).toBe('/api/health')
    expect(neutralizePathname('/assets/app.js')).toBe('/assets/app.js')
  })

  it('links unknown menu paths to the home page (spec §2 "Header menu")', () => {
    expect(configuredHref('does-not-exist', 'fr')).toBe('/fr/')
    expect(configuredHref('for-sale/x', 'nl')).toBe('/nl/te-koop/x/')
    expect(hrefFor('', 'nl')).toBe('/nl/')
    expect(hrefFor('contact-demand', 'fr')).toBe('/fr/estimation-gratuite/')
    expect(hrefFor('feedback/contact-me', 'nl')).toBe('/nl/bedankt/contact-me/')
  })

  it('accepts the earlier French neutral names in the operator config (decision 010), linking to the same pages', () => {
    expect(configuredHref('equipe', 'fr')).toBe('/fr/equipe/')
    expect(configuredHref('equipe', 'nl')).toBe(configuredHref('team', 'nl'))
    expect(configuredHref('projets/x', 'nl')).toBe('/nl/projecten/x/')
    expect(configuredHref('temoignages', 'de')).toBe('/de/erfahrungsberichte/')
    expect(configuredHref('je-recherche', 'en')).toBe('/en/i-am-looking/')
  })

  it('builds breadcrumbs from home through the parent levels', () => {
    const crumbs = breadcrumbFor('team', 'nl')
    expect(crumbs.map((crumb) => crumb.href)).toEqual(['/nl/', '/nl/diensten/', '/nl/team/'])
    expect(breadcrumbFor('contact', 'fr').map((crumb) => crumb.href)).toEqual(['/fr/', '/fr/contact/'])
  })
})
