import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/navigation.ts'
import { otherOrigins, recordRequests } from './support/requests.ts'
import { generateDemoFeed } from '../scripts/demo-data/generate-feed.ts'

// The property page's map (decision 020): self-hosted (not one request to another origin), loaded only
// when it is scrolled to, a pin for a published address and an area, never a pin, for a hidden one,
// whose exact coordinates reach neither the page's HTML nor anything the browser receives.

type DemoRecord = {
  ID: number
  Goal: number
  Marquee?: number | null
  language: string
  PublishAddress?: boolean
  Latitude?: number | null
  Longitude?: number | null
  ProjectID?: number | null
}
const records = generateDemoFeed().properties as DemoRecord[]
const onSale = (record: DemoRecord) => record.Goal === 0 && !record.Marquee && !record.ProjectID && typeof record.Latitude === 'number'
const published = records.find((record) => onSale(record) && record.PublishAddress !== false)!
const hidden = records.find((record) => onSale(record) && record.PublishAddress === false)!

async function openMap(page: Page): Promise<void> {
  await page.locator('#property-map').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('property-map')).toHaveAttribute('data-map-state', /^(pin|area)$/, { timeout: 20_000 })
}

test("a property's map loads when scrolled to, shows its pin, and nothing leaves the site (nl)", async ({ page }) => {
  const requests = recordRequests(page)
  await gotoHydrated(page, `/nl/te-koop/x/y/${published.ID}/`)
  // The first load carries none of the map: no MapLibre, no archive, no place.
  expect(requests.filter((url) => /map-engine|maplibre|\/map\//.test(url))).toEqual([])
  await openMap(page)
  await expect(page.getByTestId('property-map')).toHaveAttribute('data-map-state', 'pin')
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  await expect(page.getByRole('img', { name: title, exact: true })).toBeVisible()
  expect(requests.some((url) => url.includes('/map/basemap.pmtiles'))).toBe(true)
  expect(otherOrigins(requests, page)).toEqual([])
  await expect(page.getByRole('region', { name: 'Kaart', exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a hidden address shows an area, never a pin, and its exact coordinates never reach the browser (fr)', async ({ page }) => {
  const requests = recordRequests(page)
  const bodies: string[] = []
  page.on('response', async (response) => {
    if (response.url().includes('_serverFn')) bodies.push(await response.text().catch(() => ''))
  })
  const html = await (await page.request.get(`/fr/a-vendre/x/y/${hidden.ID}/`)).text()
  await gotoHydrated(page, `/fr/a-vendre/x/y/${hidden.ID}/`)
  await openMap(page)
  await expect(page.getByTestId('property-map')).toHaveAttribute('data-map-state', 'area')
  await expect(page.locator('.property-map-pin')).toHaveCount(0)
  await expect(
    page.getByText('L’adresse exacte n’est pas publiée : le cercle indique la zone dans laquelle se trouve le bien.'),
  ).toBeVisible()
  // Neither the page (its HTML and loader data), nor what the server functions answered, nor the page now.
  const exact = [String(hidden.Latitude), String(hidden.Longitude)]
  for (const text of [html, await page.content(), ...bodies]) for (const value of exact) expect(text).not.toContain(value)
  expect(bodies.length).toBeGreaterThan(0)
  expect(otherOrigins(requests, page)).toEqual([])
  await expectNoAxeViolations(page)
})

test('the map can be skipped by keyboard, and opens on a 375 px phone without widening the page (nl)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(page, `/nl/te-koop/x/y/${published.ID}/`)
  await openMap(page)
  const skip = page.getByRole('link', { name: 'Kaart overslaan' })
  await skip.focus()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('#after-property-map')).toBeFocused()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  const frame = await page.getByTestId('property-map').boundingBox()
  expect(frame!.width).toBeGreaterThan(300)
})

test('a property the CRM placed nowhere shows no map section, and offers no map to open (fr)', async ({ page }) => {
  const placeless = records.find((record) => record.Goal === 1 && record.Latitude === null)!
  expect(placeless, 'the demo feed has a rental without coordinates').toBeDefined()
  await gotoHydrated(page, `/fr/a-louer/x/y/${placeless.ID}/`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('#property-map')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Afficher la carte' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Localisation' })).toHaveCount(0)
})
