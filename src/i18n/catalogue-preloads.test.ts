import { describe, expect, it } from 'vitest'
import { cataloguePreloadLinks, languageCatalogueChunks } from './catalogue-preloads.ts'

const URLS = {
  'nl/messages': '/assets/messages-nl.js',
  'nl/catalogue': '/assets/catalogue-nl.js',
  'nl/forms': '/assets/forms-nl.js',
  'fr/messages': '/assets/messages-fr.js',
  'fr/catalogue': '/assets/catalogue-fr.js',
}

describe('catalogue preloads', () => {
  it('keeps the chunks of one language, by section', () => {
    expect(languageCatalogueChunks(URLS, 'fr')).toEqual({ messages: '/assets/messages-fr.js', catalogue: '/assets/catalogue-fr.js' })
    expect(languageCatalogueChunks(URLS, 'de')).toEqual({})
  })

  it('announces the public catalogue and the page’s sections, once each, and nothing it does not know', () => {
    const nl = languageCatalogueChunks(URLS, 'nl')
    expect(cataloguePreloadLinks(nl, ['catalogue', 'forms', 'catalogue', 'owner'])).toEqual([
      { rel: 'modulepreload', href: '/assets/messages-nl.js' },
      { rel: 'modulepreload', href: '/assets/catalogue-nl.js' },
      { rel: 'modulepreload', href: '/assets/forms-nl.js' },
    ])
    expect(cataloguePreloadLinks({}, ['catalogue'])).toEqual([])
  })
})
