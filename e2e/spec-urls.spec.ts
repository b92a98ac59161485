import { expect, test, type APIRequestContext } from '@playwright/test'
import { generateDemoFeed } from '../scripts/demo-data/generate-feed.ts'

// URLs the spec names that have no page of their own (spec §2 "Shell" and "URL rewrites", decision 014):
// each one answers 301 to a page that answers 200 itself, so no visitor or crawler follows a chain.

const demo = generateDemoFeed()
type DemoRecord = { ID: number; Goal: number; Marquee?: number | null; language: string; ProjectID?: number | null }
type DemoProject = { ID: number; ExternalUrl?: string | null }
const records = demo.properties as DemoRecord[]
const projects = demo.projects as DemoProject[]
/** A property for sale and on offer, outside any project. */
const property = records.find((record) => record.Goal === 0 && !record.Marquee && !record.ProjectID)!
/** A project with its page on this site, and one of its units on offer. */
const unit = records.find(
  (record) => !record.Marquee && record.ProjectID && projects.some((project) => project.ID === record.ProjectID && !project.ExternalUrl),
)!
const projectId = unit.ProjectID!

/** The Location of a 301 for `path`, as a path, checking that it needs no second hop. */
async function redirectsTo(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0, headers })
  expect(response.status(), path).toBe(301)
  const location = new URL(response.headers()['location']!, 'http://localhost')
  const target = location.pathname + location.search
  const landing = await request.get(target, { maxRedirects: 0, headers })
  expect(landing.status(), `${path} → ${target}`).toBe(200)
  return target
}

test('a menu child under its parent answers with the child’s own page', async ({ request }) => {
  expect(await redirectsTo(request, '/nl/diensten/gratis-schatting/')).toBe('/nl/gratis-schatting/')
  expect(await redirectsTo(request, '/fr/services/equipe/')).toBe('/fr/equipe/')
  expect(await redirectsTo(request, '/en/services/team/')).toBe('/en/team/')
  // Service articles keep their address under the services page.
  expect((await request.get('/nl/diensten/verkopen/', { maxRedirects: 0 })).status()).toBe(200)
})

test('a neutral path opens in the visitor’s language, and never from a kept copy', async ({ request }) => {
  const dutch = { 'Accept-Language': 'nl-BE,nl;q=0.9' }
  expect(await redirectsTo(request, '/for-sale/', dutch)).toBe('/nl/te-koop/')
  expect(await redirectsTo(request, '/for-sale/', { 'Accept-Language': 'fr-BE' })).toBe('/fr/a-vendre/')
  expect(await redirectsTo(request, '/contact-demand/', dutch)).toBe('/nl/gratis-schatting/')
  expect(await redirectsTo(request, '/feedback/contact-me/', dutch)).toBe('/nl/bedankt/contact-me/')
  expect(await redirectsTo(request, '/projets/', dutch)).toBe('/nl/projecten/')
  expect(await redirectsTo(request, '/projects/', { 'Accept-Language': 'de' })).toBe('/de/projekte/')
  expect(await redirectsTo(request, '/temoignages/', dutch)).toBe('/nl/gastenboek/')
  expect(await redirectsTo(request, '/je-recherche/', { Cookie: 'lang=en' })).toBe('/en/i-am-looking/')
  expect(await redirectsTo(request, '/equipe/?lng=fr', dutch)).toBe('/fr/equipe/')
  const response = await request.get('/for-sale/', { maxRedirects: 0, headers: dutch })
  expect(response.headers()['vary']).toBe('Accept-Language, Cookie')
  expect(response.headers()['cache-control']).toBe('no-store')
})

test('/property/{id}/ and /project/{id}/ answer with the page’s full address in the visitor’s language', async ({ request }) => {
  const dutch = { 'Accept-Language': 'nl' }
  expect(await redirectsTo(request, `/property/${property.ID}/`, dutch)).toMatch(
    new RegExp(`^/nl/te-koop/[a-z0-9-]+/[a-z0-9-]+/${property.ID}/$`),
  )
  expect(await redirectsTo(request, `/property/${property.ID}`, { 'Accept-Language': 'fr' })).toMatch(
    new RegExp(`^/fr/a-vendre/[a-z0-9-]+/[a-z0-9-]+/${property.ID}/$`),
  )
  expect(await redirectsTo(request, `/project/${projectId}/`, dutch)).toMatch(
    new RegExp(`^/nl/projecten/[a-z0-9-]+/[a-z0-9-]+/${projectId}/$`),
  )
})

test('an unknown or malformed id is not found', async ({ request }) => {
  for (const path of ['/property/abc/', '/property/99999999/', '/project/99999999/']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  }
})

test('the English slug under another language answers with that language’s project paths', async ({ request }) => {
  expect(await redirectsTo(request, '/nl/projects/')).toBe('/nl/projecten/')
  const project = await redirectsTo(request, `/project/${projectId}/`, { 'Accept-Language': 'fr' })
  const [, , , town, name] = project.split('/')
  expect(await redirectsTo(request, `/fr/projects/${town}/${name}/${projectId}/`)).toBe(project)
  // spec §2: "A property inside a project has the French form /fr/projects/{town}/{project}/{projectId}/{type}/{id}/".
  const unitPage = `${project}appartement/${unit.ID}/`
  expect(await redirectsTo(request, `/fr/projects/${town}/${name}/${projectId}/penthouse/${unit.ID}/`)).toBe(unitPage)
  expect(await redirectsTo(request, `/fr/projets/${town}/${name}/${projectId}/duplex/${unit.ID}`)).toBe(unitPage)
})

test('a unit under its project shows the project in its breadcrumb, and its structured breadcrumb is the one it shows', async ({
  page,
}) => {
  const project = await redirectsTo(page.request, `/project/${projectId}/`, { 'Accept-Language': 'fr' })
  await page.goto(`${project}appartement/${unit.ID}/`)
  const visible = page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('listitem')
  const names = (await visible.allTextContents()).map((text) => text.replace(/^\s*\/\s*/, '').trim())
  expect(names.slice(0, 2)).toEqual(['Accueil', 'Projets neufs'])
  await expect(visible.nth(2).getByRole('link')).toHaveAttribute('href', project)
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
  const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList')
  expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual(names)
})
