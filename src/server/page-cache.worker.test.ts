import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import {
  cachedPage,
  contentVersions,
  isCacheableRequest,
  isStorable,
  pageCacheKey,
  storedCopy,
  withFreshNonce,
} from './page-cache.server.ts'

const DB = (env as unknown as { DB: D1Database }).DB
/** The listing's parameters, as the catalogue names them (listing-search.ts; its own test checks them). */
const cacheableQueryParams = (pathname: string): string[] =>
  ['/fr/a-vendre/', '/nl/te-huur/'].includes(pathname) ? ['city', 'type', 'page'] : []

/** The session cookies the Worker entry names (the owner portal's today). */
const SESSIONS = ['__Host-session']

describe('edge page cache (DESIGN.md "Speed")', () => {
  it('serves a stored page with this response’s nonce everywhere the old one was', async () => {
    const stored = new Response(
      '<html><head><meta property="csp-nonce" content="OLD"/><link rel="stylesheet" nonce="OLD" href="/a.css"/></head><body><script nonce="OLD">x()</script><script nonce="OLD" src="/b.js"></script></body></html>',
      { headers: { 'Content-Type': 'text/html' } },
    )
    const html = await withFreshNonce(stored, 'NEW').text()
    expect(html).not.toContain('OLD')
    expect(html.match(/nonce="NEW"/g)).toHaveLength(3)
    expect(html).toContain('content="NEW"')
  })

  it('caches only public GET pages under a language, never personal requests', () => {
    const url = (path: string) => new URL(`https://site.be${path}`)
    expect(isCacheableRequest(new Request('https://site.be/nl/te-koop/'), url('/nl/te-koop/'), SESSIONS)).toBe(true)
    expect(isCacheableRequest(new Request('https://site.be/nl/', { method: 'POST' }), url('/nl/'), SESSIONS)).toBe(false)
    expect(isCacheableRequest(new Request('https://site.be/api/health'), url('/api/health'), SESSIONS)).toBe(false)
    expect(
      isCacheableRequest(new Request('https://site.be/nl/', { headers: { Cookie: 'lang=nl; __Host-session=abc' } }), url('/nl/'), SESSIONS),
    ).toBe(false)
    expect(isCacheableRequest(new Request('https://site.be/nl/', { headers: { Cookie: 'lang=nl' } }), url('/nl/'), SESSIONS)).toBe(true)
  })

  it('stores only plain 200 HTML pages, keyed by URL, catalogue and site versions and build', () => {
    expect(isStorable(new Response('<p>', { headers: { 'Content-Type': 'text/html' } }))).toBe(true)
    expect(isStorable(new Response('<p>', { status: 410, headers: { 'Content-Type': 'text/html' } }))).toBe(false)
    // A redirect is never stored: one that follows the visitor's language would send the next visitor to the wrong one.
    expect(isStorable(new Response(null, { status: 301, headers: { Location: '/fr/', 'Content-Type': 'text/html' } }))).toBe(false)
    expect(isStorable(new Response('<p>', { headers: { 'Content-Type': 'text/html', 'Set-Cookie': 'a=1' } }))).toBe(false)
    expect(pageCacheKey(new URL('https://site.be/fr/a-vendre/?type=3'), { catalogue: 'v2', site: 's5' }, 'b7').url).toBe(
      'https://site.be/__page-cache/v2/s5/b7/fr/a-vendre/?type=3',
    )
    expect(storedCopy(new Response('x')).headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300')
  })

  it('caches a listing with its own parameters only, and other pages without a query (decision 005)', () => {
    const cacheable = (path: string) => {
      const url = new URL(`https://site.be${path}`)
      return isCacheableRequest(new Request(url), url, SESSIONS, cacheableQueryParams(url.pathname))
    }
    expect(cacheable('/fr/a-vendre/?city=Wavre%7C1300&type=3&page=2')).toBe(true)
    expect(cacheable('/nl/te-huur/?page=2')).toBe(true)
    expect(cacheable('/nl/')).toBe(true)
    expect(cacheable('/nl/?page=2')).toBe(false)
    expect(cacheable('/fr/a-vendre/?utm_source=x')).toBe(false)
    expect(cacheable('/fr/a-vendre/?page=2&page=3')).toBe(false)
    expect(cacheable('/fr/a-vendre/?__catalogue=1&__build=2')).toBe(false)
    expect(cacheable('/fr/mot-de-passe-oublie/?token=abc')).toBe(false)
  })

  it('keeps the key out of the visitor’s reach: ?__catalogue=…&__build=… cannot poison the plain page', async () => {
    const versions = await contentVersions(DB)
    const version = `${versions.catalogue}/${versions.site}`
    const build = 'poison-test'
    let renders = 0
    const page = async (path: string, body: string) => {
      const url = new URL(`https://site.be${path}`)
      const ctx = createExecutionContext()
      const answer = await cachedPage({
        request: new Request(url),
        url,
        versions: await contentVersions(DB),
        ctx,
        nonce: `n${renders}`,
        build,
        sessionCookies: SESSIONS,
        queryParams: cacheableQueryParams(url.pathname),
        render: () => {
          renders += 1
          return new Response(`<html><body>${body}</body></html>`, { headers: { 'Content-Type': 'text/html' } })
        },
      })
      await waitOnExecutionContext(ctx)
      return { edge: answer.edge, text: await answer.response.text() }
    }
    // The attacker names the very version and build the plain page's key is made of.
    const poisoned = await page(`/nl/over-ons/?__catalogue=${encodeURIComponent(version)}&__build=${build}`, 'POISON')
    expect(poisoned).toEqual({ edge: false, text: expect.stringContaining('POISON') })
    const plain = await page('/nl/over-ons/', 'CLEAN')
    expect(plain).toEqual({ edge: true, text: expect.stringContaining('CLEAN') })
    // And the plain page is now served from the cache, to everyone.
    expect(await page('/nl/over-ons/', 'RENDERED AGAIN')).toEqual({ edge: true, text: expect.stringContaining('CLEAN') })
    expect(renders).toBe(2)
    // The key's own namespace is not a page: asking for it renders, never reads the cache.
    expect((await page(`/__page-cache/${version}/${build}/nl/over-ons/`, 'NOT A PAGE')).edge).toBe(false)
  })
})
