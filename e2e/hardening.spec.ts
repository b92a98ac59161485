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

// Decision 033: the public doors are TanStack Start server routes; what the Worker's own route table
// answered for each (decision 010) they still answer, asked of the built Worker.
test('a public door answers HEAD like GET, another method with 405 and Allow, and its address only as it is', async ({ request }) => {
  for (const path of ['/api/health', '/sitemap.xml', '/robots.txt', '/api/search-index/nl.json', '/map/basemap.pmtiles']) {
    const get = await request.get(path)
    expect(get.status(), path).toBe(200)
    const head = await request.head(path)
    expect(head.status(), `HEAD ${path}`).toBe(200)
    expect(head.headers()['content-type'], `HEAD ${path}`).toBe(get.headers()['content-type'])
    expect((await head.body()).byteLength, `HEAD ${path}`).toBe(0)
    const put = await request.fetch(path, { method: 'PUT', data: 'x'.repeat(20_000) })
    expect(put.status(), `PUT ${path}`).toBe(405)
    expect(put.headers().allow, `PUT ${path}`).toBe('GET, HEAD')
    expect(put.headers()['x-content-type-options'], `PUT ${path}`).toBe('nosniff')
  }
  for (const path of ['/api/leads/site-contact']) {
    const get = await request.get(path)
    expect(get.status(), path).toBe(405)
    expect(get.headers().allow, path).toBe('POST')
  }
  for (const path of ['/api/health/', '/sitemap.xml/', '/robots.txt/', '/api/leads/site-contact/']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  }
  // Another case is another address: the pages answer it as they answer any unknown one.
  expect((await request.get('/API/HEALTH', { maxRedirects: 0 })).status()).not.toBe(200)
  expect((await request.get('/api/search-index/xx.json')).status()).toBe(404)
  expect((await request.get('/api/search-index/nl.js')).status()).toBe(404)
  expect((await request.get('/map/nothing-of-ours.txt')).status()).toBe(404)
})

test('a write from another site is refused before any door reads it', async ({ request }) => {
  const response = await request.post('/api/leads/site-contact', {
    headers: { Origin: 'https://elsewhere.example' },
    form: { firstName: 'Jean' },
  })
  expect(response.status()).toBe(403)
  expect(response.headers()['strict-transport-security']).toContain('max-age=63072000')
})
