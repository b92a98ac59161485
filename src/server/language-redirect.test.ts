import { describe, expect, it } from 'vitest'
import { languageRedirect, requestLanguage } from './language-redirect.ts'

const at = (path: string, headers: Record<string, string> = {}) => {
  const url = new URL(`https://site.be${path}`)
  return { request: new Request(url, { headers }), url }
}

describe('redirects to the visitor’s language (spec §2 "URL rewrites", §7 detection)', () => {
  it('reads lng, then the cookie, then Accept-Language, then the configured default', () => {
    const language = (path: string, headers?: Record<string, string>) => {
      const { request, url } = at(path, headers)
      return requestLanguage(request, url)
    }
    expect(language('/for-sale/?lng=de', { Cookie: 'lang=nl', 'Accept-Language': 'en' })).toBe('de')
    expect(language('/for-sale/', { Cookie: 'lang=nl', 'Accept-Language': 'en' })).toBe('nl')
    expect(language('/for-sale/', { 'Accept-Language': 'es, en;q=0.8' })).toBe('en')
    expect(language('/for-sale/')).toBe('fr')
  })

  it('is permanent but never kept by a cache, drops lng and keeps the rest of the query', () => {
    const response = languageRedirect('/nl/te-koop/', new URL('https://site.be/for-sale/?lng=nl&city=Wavre%7C1300'))
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('https://site.be/nl/te-koop/?city=Wavre%7C1300')
    expect(response.headers.get('Vary')).toBe('Accept-Language, Cookie')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('sends the query nowhere else: an external address keeps its own', () => {
    const response = languageRedirect('https://ailleurs.example/projet', new URL('https://site.be/project/9/?utm_source=x'))
    expect(response.headers.get('Location')).toBe('https://ailleurs.example/projet')
  })
})
