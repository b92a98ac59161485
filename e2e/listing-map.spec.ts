import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/navigation.ts'
import { otherOrigins, recordRequests } from './support/requests.ts'

// The listing's map view (decision 020): every result of the filters as clustered markers on our own
// map (not one request to another origin), a card on a marker, the list beside it lighting markers
// up and narrowed to the map's area on request; on a phone, list and map take turns.

async function mapReady(page: Page): Promise<void> {
  await page.getByTestId('listing-map').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('listing-map')).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 })
}

/** Presses clusters until a single property's marker shows; returns it. */
async function aPropertyMarker(page: Page) {
  const point = page.locator('[data-map-marker=point]').first()
  for (let i = 0; i < 6 && (await point.count()) === 0; i++) {
    await page.locator('[data-map-marker=cluster]').first().click()
    await page.waitForTimeout(800)
  }
  await expect(point).toBeVisible()
  return point
}

test('the map view shows every result in clusters, a card on a marker, and nothing leaves the site (fr)', async ({ page }) => {
  // axe reads a page of two hundred results and their markers: slower than most.
  test.setTimeout(90_000)
  const requests = recordRequests(page)
  await gotoHydrated(page, '/fr/a-vendre/?view=map')
  await mapReady(page)
  const total = Number((await page.getByText(/^\d+ biens$/).textContent())!.split(' ')[0])
  expect(total).toBeGreaterThan(100)
  await expect(page.getByTestId('listing-map-list').locator('li')).toHaveCount(total)
  await expect(page.locator('[data-map-marker=cluster]').first()).toBeVisible()
  // Each cluster says how many properties it holds; together the markers hold every result.
  const counts = await page
    .locator('[data-map-marker]')
    .evaluateAll((markers) => markers.map((marker) => (marker.dataset.mapMarker === 'cluster' ? Number(marker.textContent) : 1)))
  expect(counts.reduce((sum, n) => sum + n, 0)).toBe(total)
  await expect(page.getByRole('button', { name: /biens ici : zoomer$/ }).first()).toBeVisible()

  const marker = await aPropertyMarker(page)
  // Named by the price it shows, then the property's title.
  const name = (await marker.getAttribute('aria-label'))!
  expect(name.startsWith(`${(await marker.textContent())!}, `)).toBe(true)
  expect(name.length).toBeGreaterThan((await marker.textContent())!.length + 5)
  const id = await marker.getAttribute('data-property-id')
  await marker.click()
  const card = page.getByTestId('listing-map-card')
  await expect(card).toBeVisible()
  await expect(card.getByRole('link')).toHaveAttribute('href', new RegExp(`/${id}/$`))
  await expect(card.locator('img, div').first()).toBeVisible()
  expect(requests.some((url) => url.includes('/map/basemap.pmtiles'))).toBe(true)
  expect(otherOrigins(requests, page)).toEqual([])
  await expectNoAxeViolations(page)
})

test('hovering or focusing a result lights its marker up; "search this area" narrows the list (nl)', async ({ page }) => {
  await gotoHydrated(page, '/nl/te-koop/?view=map')
  await mapReady(page)
  const list = page.getByTestId('listing-map-list').locator('li')
  await list.first().hover()
  await expect(page.locator('[data-map-marker].scale-125')).toHaveCount(1)
  await list.nth(1).getByRole('link').focus()
  await expect(page.locator('[data-map-marker].scale-125')).toHaveCount(1)
  const total = await list.count()
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: 'Inzoomen', exact: true }).click()
    await page.waitForTimeout(400)
  }
  await page.getByRole('button', { name: 'Zoeken in dit gebied' }).click()
  await expect(page.getByText(new RegExp(`^\\d+ van ${total} panden in dit gebied$`))).toBeVisible()
  const narrowed = await list.count()
  expect(narrowed).toBeLessThan(total)
  await page.getByRole('button', { name: 'Alle resultaten opnieuw tonen' }).click()
  await expect(list).toHaveCount(total)
})

test('on a 375 px phone, list and map take turns and the page keeps its width (nl)', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(page, '/nl/te-koop/?view=map')
  await expect(page.getByTestId('listing-map-list').locator('li').first()).toBeVisible()
  await expect(page.getByTestId('listing-map')).toBeHidden()
  await page.getByRole('button', { name: 'Kaart', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Kaart', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await mapReady(page)
  await expect(page.getByTestId('listing-map-list')).toBeHidden()
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > 376)
      .map((element) => `${element.tagName}.${String(element.className).slice(0, 60)}`)
      .slice(0, 5),
  )
  expect(await page.evaluate(() => document.documentElement.scrollWidth), wide.join('\n')).toBeLessThanOrEqual(375)
  await page.getByTestId('listing-map').screenshot({ path: testInfo.outputPath('listing-map-nl-375.png') })
  await expectNoAxeViolations(page)
})
