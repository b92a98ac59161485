import { expect, test } from '@playwright/test'

// Hardening (DESIGN.md "Security baseline"): what a visitor can send to the production build, and what it answers.

test('a route parameter the server refuses is not found, never a server error', async ({ request }) => {
  const long = 'a'.repeat(101)
  for (const path of [
    `/nl/te-koop/${long}/`,
    `/fr/a-louer/${long}/`,
    `/nl/te-koop/${'x'.repeat(100)}/`,
    '/nl/bedankt/no-such-form/',
    '/fr/services/pas-un-article/',
    '/nl/projecten/wavre/jardins/99999999999/',
    '/nl/te-koop/waver/huis/0/',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(404)
  }
})

test('static assets carry the security headers the Worker gives its own answers', async ({ request }) => {
  const page = await request.get('/nl/')
  const asset = /\/assets\/[^"']+\.js/.exec(await page.text())?.[0]
  expect(asset).toBeTruthy()
  for (const path of ['/favicon.svg', asset!, '/robots.txt']) {
    const headers = (await request.get(path)).headers()
    expect(headers['strict-transport-security'], path).toContain('max-age=63072000')
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['x-frame-options'], path).toBe('DENY')
    expect(headers['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'")
  }
})
