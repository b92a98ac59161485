import { describe, expect, it } from 'vitest'
import { isCacheableRequest, isStorable, pageCacheKey, storedCopy, withFreshNonce } from './page-cache.server'

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
    expect(isCacheableRequest(new Request('https://site.be/nl/', { headers: { Cookie: 'lang=nl; __Host-session=abc' } }), url('/nl/'), SESSIONS)).toBe(false)
    expect(isCacheableRequest(new Request('https://site.be/nl/', { headers: { Cookie: 'lang=nl' } }), url('/nl/'), SESSIONS)).toBe(true)
  })

  it('stores only plain 200 HTML pages, keyed by URL, catalogue version and build', () => {
    expect(isStorable(new Response('<p>', { headers: { 'Content-Type': 'text/html' } }))).toBe(true)
    expect(isStorable(new Response('<p>', { status: 410, headers: { 'Content-Type': 'text/html' } }))).toBe(false)
    // A redirect is never stored: one that follows the visitor's language would send the next visitor to the wrong one.
    expect(isStorable(new Response(null, { status: 301, headers: { Location: '/fr/', 'Content-Type': 'text/html' } }))).toBe(false)
    expect(isStorable(new Response('<p>', { headers: { 'Content-Type': 'text/html', 'Set-Cookie': 'a=1' } }))).toBe(false)
    expect(pageCacheKey(new URL('https://site.be/fr/a-vendre/?type=3'), 'v2', 'b7').url).toBe('https://site.be/fr/a-vendre/?type=3&__catalogue=v2&__build=b7')
    expect(storedCopy(new Response('x')).headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300')
  })
})
