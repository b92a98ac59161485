import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { expect, test } from './support/owners.ts'

// Decision 018: an owner's cookie and no cookie get nothing from any back-office route or endpoint (a
// test walks every one): every /admin page of the route tree, new ones included, sends a visitor
// and an owner to the staff sign-in without showing anything of the back office; the endpoints
// answer 401.

/** Pages that are the back office's open doors: they show no staff data to anyone. */
const OPEN_DOORS = new Set(['/admin/sign-in/', '/admin/register/'])

/** Every back-office page path of the generated route tree, a parameter filled with a plausible value. */
function backOfficePages(): string[] {
  const tree = readFileSync('src/routeTree.gen.ts', 'utf8')
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)![1]!
  const paths = [...block.matchAll(/'(\/admin[^']*)'/g)].map((match) => match[1]!.replace(/\$[A-Za-z]+/g, '1'))
  return [...new Set(paths.map((path) => (path.endsWith('/') ? path : `${path}/`)))].filter((path) => !OPEN_DOORS.has(path)).sort()
}

/**
 * The back office's doors addressed by URL (decision 033: downloads, the upload, the passkey
 * ceremony). Its reads and changes are server functions, each built with the staff middleware
 * (src/admin/staff-functions.test.ts), whose refusals the workers tests walk.
 */
const ENDPOINTS: Array<['GET' | 'POST', string]> = [
  ['POST', '/api/admin/passkeys/options'],
  ['GET', '/api/admin/leads.csv'],
  ['GET', '/api/admin/leads/0123456789abcdef0123456789abcdef/uploads/cv'],
  ['GET', '/api/admin/personal-data/export?email=someone%40example.be'],
  ['GET', '/api/admin/subscribers/alerts.csv'],
  ['GET', '/api/admin/testimonials/1/picture'],
  ['POST', '/api/admin/documents/1/upload'],
]

test('the route tree has back-office pages to walk', () => {
  const pages = backOfficePages()
  expect(pages).toEqual(expect.arrayContaining(['/admin/', '/admin/profile/', '/admin/staff/', '/admin/audit/']))
})

for (const visitor of ['no cookie', 'an owner’s cookie'] as const) {
  test(`with ${visitor}, every back-office page goes to the sign-in and every endpoint answers 401`, async ({
    page,
    context,
    baseURL,
    createOwner,
  }) => {
    test.slow()
    if (visitor === 'an owner’s cookie') {
      const owner = await createOwner({ language: 'fr', firstName: 'Olivia', lastName: 'Owner', properties: [4100001] })
      const login = await page.request.post('/api/owner/login', {
        form: { email: owner.email, password: owner.password, locale: 'fr' },
        headers: { Origin: baseURL!, Accept: 'application/json', 'CF-Connecting-IP': `192.0.2.${Math.floor(Math.random() * 250) + 1}` },
      })
      expect(login.status()).toBe(200)
      expect((await context.cookies()).some((cookie) => cookie.name === '__Host-session')).toBe(true)
    }
    for (const path of backOfficePages()) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBeLessThan(400)
      await expect(page, path).toHaveURL(/\/admin\/sign-in\/$/)
      // Nothing of the back office: no navigation, no staff data, only the sign-in.
      await expect(page.getByRole('navigation')).toHaveCount(0)
      await expect(page.getByTestId('passkey-sign-in')).toBeVisible()
      expect(await page.content(), path).not.toMatch(/@agency\.test|staff:/)
    }
    for (const [method, path] of ENDPOINTS) {
      const response =
        method === 'GET'
          ? await page.request.get(path)
          : await page.request.post(path, {
              data: { email: `x-${randomUUID()}@agency.test`, role: 'admin', id: 1, name: 'X', language: 'fr' },
              headers: { Origin: baseURL! },
            })
      expect(response.status(), `${method} ${path}`).toBe(401)
      expect(response.headers()['cache-control']).toBe('private, no-store')
    }
  })
}
