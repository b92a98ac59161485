import { describe, expect, it } from 'vitest'
import rawConfig from '../../app.config.ts'
import { menuChildPages } from '#/config/menu.ts'
import { LOCALES } from '#/i18n/locales.ts'
import { PATH_TABLE } from '#/i18n/path-table.ts'
import { SERVICE_ARTICLE_IDS, serviceArticleHref } from '#/content/service-article-slugs.ts'
import { canonicalRedirect, neutralPathTarget } from './canonical-path.ts'

/** The operator's menu as the Worker entry reads it: services lists the free valuation, the team and the testimonials. */
const CHILDREN = menuChildPages(rawConfig.menu)

describe('canonical paths (spec §2 "URL rewrites", trailing slash)', () => {
  it('adds the trailing slash and the page language’s slug', () => {
    expect(canonicalRedirect('/nl/for-sale')).toBe('/nl/te-koop/')
    expect(canonicalRedirect('/nl/te-koop')).toBe('/nl/te-koop/')
    expect(canonicalRedirect('/nl/for-sale/gent/huis/123')).toBe('/nl/te-koop/gent/huis/123/')
    expect(canonicalRedirect('/nl')).toBe('/nl/')
    expect(canonicalRedirect('/nl/unknown')).toBe('/nl/unknown/')
  })

  it('leaves canonical paths, files and paths without a language alone', () => {
    expect(canonicalRedirect('/nl/')).toBeUndefined()
    expect(canonicalRedirect('/nl/te-koop/')).toBeUndefined()
    expect(canonicalRedirect('/fr/projets/wavre/residence-x/9001/appartement/12/')).toBeUndefined()
    expect(canonicalRedirect('/nl/brochure.pdf')).toBeUndefined()
    expect(canonicalRedirect('/api/health')).toBeUndefined()
    expect(canonicalRedirect('/for-sale/')).toBeUndefined()
  })

  it('turns any language’s slug, neutral name or earlier name into the page language’s slug', () => {
    expect(canonicalRedirect('/nl/projects/')).toBe('/nl/projecten/')
    expect(canonicalRedirect('/fr/projects/wavre/residence-x/9001/')).toBe('/fr/projets/wavre/residence-x/9001/')
    expect(canonicalRedirect('/nl/a-vendre/')).toBe('/nl/te-koop/')
    expect(canonicalRedirect('/fr/projecten/')).toBe('/fr/projets/')
    expect(canonicalRedirect('/nl/equipe/')).toBe('/nl/team/')
    expect(canonicalRedirect('/de/privacy/')).toBe('/de/datenschutz/')
    expect(canonicalRedirect('/fr/merci/contact-me/')).toBeUndefined()
    expect(canonicalRedirect('/nl/merci/contact-me/')).toBe('/nl/bedankt/contact-me/')
    for (const entry of PATH_TABLE) {
      for (const page of LOCALES) {
        for (const written of [entry.neutral, ...LOCALES.map((other) => entry.localized[other])]) {
          const expected = `/${page}/${entry.localized[page]}/`
          expect(canonicalRedirect(`/${page}/${written}/`) ?? `/${page}/${written}/`, `/${page}/${written}/`).toBe(expected)
        }
      }
    }
  })

  it('files a unit under the site’s type segment, from the spec’s French form in one step', () => {
    expect(canonicalRedirect('/fr/projects/wavre/residence-x/9001/penthouse/12/')).toBe(
      '/fr/projets/wavre/residence-x/9001/appartement/12/',
    )
    expect(canonicalRedirect('/fr/projets/wavre/residence-x/9001/duplex/12')).toBe('/fr/projets/wavre/residence-x/9001/appartement/12/')
    expect(canonicalRedirect('/nl/projecten/waver/residentie-x/9001/appartement/12/')).toBeUndefined()
    // Not a unit's address (no ids where they belong): the segments stay as written.
    expect(canonicalRedirect('/fr/projets/a/b/c/d/e/')).toBeUndefined()
  })

  it('answers a menu child under its parent with the child’s own page, by any of either’s names', () => {
    expect(canonicalRedirect('/nl/diensten/gratis-schatting/', CHILDREN)).toBe('/nl/gratis-schatting/')
    expect(canonicalRedirect('/fr/services/equipe/', CHILDREN)).toBe('/fr/equipe/')
    expect(canonicalRedirect('/fr/services/team', CHILDREN)).toBe('/fr/equipe/')
    expect(canonicalRedirect('/en/diensten/contact-demand/', CHILDREN)).toBe('/en/free-valuation/')
    // An unpublished child's page still exists: its old address keeps working.
    expect(canonicalRedirect('/de/leistungen/temoignages/', CHILDREN)).toBe('/de/erfahrungsberichte/')
    // Not a child of services: an ordinary (unknown) path below it.
    expect(canonicalRedirect('/nl/diensten/te-koop/', CHILDREN)).toBeUndefined()
    expect(canonicalRedirect('/nl/te-koop/team/', CHILDREN)).toBeUndefined()
  })

  it('gives a service article named in another language, or under another language’s services slug, its own address in one step', () => {
    expect(canonicalRedirect('/nl/diensten/vendre/', CHILDREN)).toBe('/nl/diensten/verkopen/')
    expect(canonicalRedirect('/nl/services/vendre', CHILDREN)).toBe('/nl/diensten/verkopen/')
    expect(canonicalRedirect('/de/services/selling/', CHILDREN)).toBe('/de/leistungen/verkaufen/')
  })

  it('never moves a service article, in any language', () => {
    for (const id of SERVICE_ARTICLE_IDS) {
      for (const locale of LOCALES) expect(canonicalRedirect(serviceArticleHref(id, locale), CHILDREN)).toBeUndefined()
    }
  })
})

describe('neutral paths without a language (spec §2 "URL rewrites")', () => {
  it('opens a neutral path or an earlier name in the visitor’s language, deeper segments kept', () => {
    expect(neutralPathTarget('/for-sale/', () => 'nl')).toBe('/nl/te-koop/')
    expect(neutralPathTarget('/for-sale', () => 'fr')).toBe('/fr/a-vendre/')
    expect(neutralPathTarget('/contact-demand/', () => 'fr')).toBe('/fr/estimation-gratuite/')
    expect(neutralPathTarget('/feedback/contact-me/', () => 'nl')).toBe('/nl/bedankt/contact-me/')
    expect(neutralPathTarget('/projets/', () => 'nl')).toBe('/nl/projecten/')
    expect(neutralPathTarget('/projects/', () => 'fr')).toBe('/fr/projets/')
    expect(neutralPathTarget('/temoignages/', () => 'en')).toBe('/en/testimonials/')
    expect(neutralPathTarget('/je-recherche/', () => 'de')).toBe('/de/ich-suche/')
    expect(neutralPathTarget('/equipe/', () => 'nl')).toBe('/nl/team/')
    expect(neutralPathTarget('/privacy/', () => 'nl')).toBe('/nl/privacy-statement/')
  })

  it('lands on the final address in one step: menu children and unit type segments included', () => {
    expect(neutralPathTarget('/services/equipe/', () => 'fr', CHILDREN)).toBe('/fr/equipe/')
    expect(neutralPathTarget('/projects/wavre/residence-x/9001/penthouse/12/', () => 'fr')).toBe(
      '/fr/projets/wavre/residence-x/9001/appartement/12/',
    )
  })

  it('leaves language paths, other slugs, files and unknown paths to the pages', () => {
    expect(neutralPathTarget('/nl/te-koop/', () => 'nl')).toBeUndefined()
    expect(neutralPathTarget('/te-koop/', () => 'fr')).toBeUndefined()
    expect(neutralPathTarget('/', () => 'fr')).toBeUndefined()
    expect(neutralPathTarget('/property/12/', () => 'fr')).toBeUndefined()
    expect(neutralPathTarget('/sitemap.xml', () => 'fr')).toBeUndefined()
    expect(neutralPathTarget('/contact/logo.svg', () => 'fr')).toBeUndefined()
  })
})
