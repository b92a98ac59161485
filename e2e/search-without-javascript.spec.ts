import { expect, test, type Browser, type Page } from '@playwright/test'
import type { SearchIndex } from '../src/domain/search-index.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { consentDeclinedState } from './support/consent-declined.ts'
import { gotoHydrated } from './support/navigation.ts'

// Decision 028: without JavaScript the hero's box is a GET form to the for-sale listing; the server
// answers its text with the panel's own engine.

async function withoutScript(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: consentDeclinedState(baseURL) })
  return context.newPage()
}

function heroBox(page: Page) {
  return page.getByRole('combobox', { name: /reference|référence|referentie|Referenz/ }).first()
}

async function searchFromHome(page: Page, lang: string, text: string) {
  await page.goto(`/${lang}/`)
  await heroBox(page).fill(text)
  await heroBox(page).press('Enter')
}

test('without JavaScript a reference typed in the hero opens that property', async ({ browser, baseURL, request }) => {
  const index = (await (await request.get('/api/search-index/nl.json')).json()) as SearchIndex
  const [id, goal, , , city, slug] = index.properties[0]!
  const page = await withoutScript(browser, baseURL!)
  await searchFromHome(page, 'nl', ` ${id} `)
  // The property's address, or its page under its project for a project's unit.
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/nl/(${goal === 0 ? 'te-koop' : 'te-huur'}/${city}/${slug}|projecten/.+)/${id}/$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.context().close()
})

test('without JavaScript a town, a type, or both open the for-sale listing filtered by them', async ({ browser, baseURL }) => {
  const page = await withoutScript(browser, baseURL!)
  await searchFromHome(page, 'fr', 'Wavre')
  await expect(page).toHaveURL('/fr/a-vendre/?city=Wavre%7C1300')
  await expect(page.getByRole('combobox', { name: 'Commune' })).toHaveValue('Wavre|1300')

  await searchFromHome(page, 'nl', 'appartement')
  await expect(page).toHaveURL('/nl/te-koop/?type=3')
  await expect(page.getByRole('combobox', { name: 'Type pand' })).toHaveValue('3')

  await searchFromHome(page, 'fr', 'appartement wavre')
  await expect(page).toHaveURL('/fr/a-vendre/?city=Wavre%7C1300&type=3')
  await page.context().close()
})

test('without JavaScript a query with several answers shows the panel’s groups above the listing, and the box keeps the text', async ({
  browser,
  baseURL,
}) => {
  const page = await withoutScript(browser, baseURL!)
  // 1300 is the postal code of Wavre and of Limal.
  await searchFromHome(page, 'fr', '1300')
  await expect(page).toHaveURL('/fr/a-vendre/?q=1300')
  const block = page.getByRole('region', { name: 'Résultats pour « 1300 »' })
  await expect(block.getByRole('heading', { name: 'Villes' })).toBeVisible()
  await expect(block.getByRole('heading', { name: 'Biens' })).toBeVisible()
  await expect(heroBox(page)).toHaveValue('1300')
  // The listing is still below.
  await expect(page.getByRole('heading', { name: /biens · page 1 sur/ })).toBeVisible()
  await block.getByRole('link', { name: /^Wavre \(1300\), À vendre/ }).click()
  await expect(page).toHaveURL('/fr/a-vendre/?city=Wavre%7C1300')
  await page.context().close()
})

test('without JavaScript a query that matches nothing says so, says what to type, and keeps the text', async ({ browser, baseURL }) => {
  const page = await withoutScript(browser, baseURL!)
  await searchFromHome(page, 'nl', 'zzqxw')
  await expect(page).toHaveURL('/nl/te-koop/?q=zzqxw')
  await expect(page.getByRole('heading', { name: 'Niets gevonden voor „zzqxw”' })).toBeVisible()
  await expect(page.getByText(/Zoek op referentie/)).toBeVisible()
  await expect(heroBox(page)).toHaveValue('zzqxw')
  await page.context().close()
})

test('the answer’s blocks pass axe (run where axe can run: with JavaScript, on the same server-drawn block)', async ({ page }) => {
  // "appart w" offers pairs with nothing to rent: their links are shown, not offered.
  for (const path of ['/fr/a-vendre/?q=1300', '/fr/a-vendre/?q=appart%20w', '/nl/te-koop/?q=zzqxw']) {
    await gotoHydrated(page, path)
    await expect(page.getByRole('heading', { level: 2, name: /1300|appart w|zzqxw/ })).toBeVisible()
    await expectNoAxeViolations(page)
  }
})

test('an empty, overlong or odd q never fails the listing', async ({ request }) => {
  const empty = await request.get('/nl/te-koop/?q=', { maxRedirects: 0 })
  expect(empty.status()).toBe(301)
  expect(empty.headers().location).toMatch(/\/nl\/te-koop\/$/)
  for (const q of ['x'.repeat(400), '<script>alert(1)</script>', '%25%00', ' , ; ']) {
    const response = await request.get(`/fr/a-vendre/?q=${encodeURIComponent(q)}`)
    expect(response.status(), q).toBe(200)
    expect(response.headers()['cache-control'] ?? '', q).not.toMatch(/public/)
  }
  // The answer follows the catalogue: a temporary redirect.
  const town = await request.get('/fr/a-vendre/?q=Wavre', { maxRedirects: 0 })
  expect(town.status()).toBe(302)
})
