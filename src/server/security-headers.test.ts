import { describe, expect, it } from 'vitest'
import { canonicalRedirect } from './canonical-path.ts'
import {
  BASELINE_HEADERS,
  contentSecurityPolicy,
  createNonce,
  isCrossSiteWrite,
  staticAssetHeadersFile,
  withSecurityHeaders,
} from './security-headers.ts'

describe('security headers (DESIGN.md "Security baseline")', () => {
  it('makes a fresh unguessable nonce per response', () => {
    const a = createNonce()
    expect(a).toMatch(/^[A-Za-z0-9+/]{24}$/)
    expect(createNonce()).not.toBe(a)
  })

  it('allows scripts only with the nonce and forbids framing', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc' })
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    // The map's worker comes from our origin; no blob: or other host is let in (decision 020).
    expect(csp).toContain("worker-src 'self';")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
  })

  it('lets analytics page views out only when an analytics id is configured (decision 009)', () => {
    const shut = contentSecurityPolicy({ nonce: 'abc' })
    expect(shut).toContain("connect-src 'self';")
    expect(shut).toContain("img-src 'self' data: blob:;")
    const open = contentSecurityPolicy({ nonce: 'abc', analytics: true })
    expect(open).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.google-analytics\.com/)
    expect(open).toMatch(/img-src 'self' data: blob: [^;]*https:\/\/www\.facebook\.com/)
    // Scripts still need the nonce: the tags are added by our own nonce'd code.
    expect(open).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic';")
  })

  it('adds the baseline to HTML and a locked-down CSP to other responses', async () => {
    const html = withSecurityHeaders(new Response('<p>', { headers: { 'Content-Type': 'text/html' } }), { nonce: 'n' })
    expect(html.headers.get('Content-Security-Policy')).toContain("'nonce-n'")
    expect(html.headers.get('Strict-Transport-Security')).toContain('max-age=')
    expect(html.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(html.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(html.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
    const json = withSecurityHeaders(Response.json({ ok: true }), { nonce: 'n' })
    expect(json.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(await json.json()).toEqual({ ok: true })
  })

  it('refuses cross-site writes and allows same-origin ones', () => {
    const post = (headers: Record<string, string>) => new Request('https://site.be/_serverFn/x', { method: 'POST', headers })
    expect(isCrossSiteWrite(post({ Origin: 'https://evil.example' }))).toBe(true)
    expect(isCrossSiteWrite(post({ Origin: 'https://site.be' }))).toBe(false)
    expect(isCrossSiteWrite(post({ 'Sec-Fetch-Site': 'cross-site' }))).toBe(true)
    expect(isCrossSiteWrite(post({}))).toBe(false)
    expect(isCrossSiteWrite(new Request('https://site.be/', { headers: { Origin: 'https://evil.example' } }))).toBe(false)
  })
})

describe('canonical paths', () => {
  it('redirects neutral or slash-less language paths to their localized form', () => {
    expect(canonicalRedirect('/nl/for-sale/')).toBe('/nl/te-koop/')
    expect(canonicalRedirect('/fr/contact-demand')).toBe('/fr/estimation-gratuite/')
    expect(canonicalRedirect('/nl')).toBe('/nl/')
  })
  it('leaves canonical paths, assets and non-language paths alone', () => {
    expect(canonicalRedirect('/nl/te-koop/')).toBeUndefined()
    expect(canonicalRedirect('/assets/index-abc.js')).toBeUndefined()
    expect(canonicalRedirect('/api/health')).toBeUndefined()
    expect(canonicalRedirect('/nl/brochure.pdf')).toBeUndefined()
  })

  it('gives static assets the headers of the Worker’s own non-HTML answers, through _headers', () => {
    const file = staticAssetHeadersFile()
    const [rule, ...rest] = file.split('\n').filter((line) => line && !line.startsWith('#'))
    expect(rule).toBe('/*')
    const lines = rest.slice(0, rest.indexOf('/assets/*'))
    // Hashed build files (scripts, styles, fonts) are kept a year.
    expect(rest.slice(rest.indexOf('/assets/*'))).toEqual(['/assets/*', '  Cache-Control: public, max-age=31536000, immutable'])
    const headers = Object.fromEntries(lines.map((line) => /^ {2}([^:]+): (.+)$/.exec(line)!.slice(1)))
    const worker = withSecurityHeaders(new Response('x', { headers: { 'Content-Type': 'image/svg+xml' } }), { nonce: 'n' })
    expect(Object.keys(headers)).toEqual([...Object.keys(BASELINE_HEADERS), 'Content-Security-Policy'])
    for (const [name, value] of Object.entries(headers)) expect(worker.headers.get(name), name).toBe(value)
  })
})
