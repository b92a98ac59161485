import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/navigation.ts'
import { generateDemoFeed } from '../scripts/demo-data/generate-feed.ts'

/** The first town offered by the listing's town filter, e.g. "Wavre|1300". */
async function firstTownOption(page: Page, label: string): Promise<{ value: string; name: string }> {
  const select = page.getByLabel(label, { exact: true })
  const option = select.locator('option:not([value=""])').first()
  const value = (await option.getAttribute('value')) ?? ''
  return { value, name: value.split('|')[0] ?? '' }
}

for (const [lang, path, labels] of [
  [
    'nl',
    '/nl/te-koop/',
    { town: 'Gemeente', type: 'Type pand', show: 'Toon panden', title: /pagina 1 van \d+ \[\d+ panden\]/, back: 'Terug' },
  ],
  [
    'fr',
    '/fr/a-vendre/',
    { town: 'Commune', type: 'Type de bien', show: 'Afficher les biens', title: /page 1 sur \d+ \[\d+ biens\]/, back: 'Retour' },
  ],
] as const) {
  test(`list → filter by town and type → property → back (${lang})`, async ({ page }) => {
    await gotoHydrated(page, path)
    await expect(page).toHaveTitle(labels.title)
    const cards = page.locator('main ul li article')
    await expect(cards).toHaveCount(12)
    const town = await firstTownOption(page, labels.town)
    await page.getByLabel(labels.town, { exact: true }).selectOption(town.value)
    await page.getByRole('button', { name: labels.show }).click()
    await expect(page).toHaveURL(new RegExp(`city=${encodeURIComponent(town.value).replace(/%7C/i, '(\\||%7C)')}`))
    await expect(cards.first()).toContainText(town.name)
    const count = await cards.count()
    for (let i = 0; i < count; i++) await expect(cards.nth(i)).toContainText(town.name)

    // Narrow by the first type that this town has.
    const typeSelect = page.getByLabel(labels.type)
    const typeOption = typeSelect.locator('option:not([value=""]):not([disabled])').first()
    const typeValue = await typeOption.getAttribute('value')
    const typeName = ((await typeOption.textContent()) ?? '').split('·')[0]!.trim()
    await typeSelect.selectOption(typeValue!)
    await page.getByRole('button', { name: labels.show }).click()
    await expect(page).toHaveURL(new RegExp(`type=${typeValue}`))
    // Wait for the filtered results before picking a card.
    for (let i = 0; i < Math.min(3, await cards.count()); i++) await expect(cards.nth(i)).toContainText(typeName)

    // Title and address read from the same link at once, so a list still updating cannot mix them up.
    const [headline, href] = await cards
      .first()
      .getByRole('link')
      .evaluate((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? ''])
    await page.locator(`main a[href="${href}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline!)
    await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached()
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`type=${typeValue}`))
    await expect(cards.first()).toBeVisible()
  })
}

test('pagination titles follow "page X of Y [N items]"', async ({ page }) => {
  await gotoHydrated(page, '/en/for-sale/?page=2')
  await expect(page).toHaveTitle(/Properties for sale – page 2 of \d+ \[\d+ items\]/)
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  )
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
  await expect(page.getByRole('search', { name: 'Property search' }).getByRole('combobox')).toBeVisible()
})

const demo = generateDemoFeed()
type DemoRecord = {
  ID: number
  Goal: number
  Marquee?: number | null
  language: string
  TypeDescription?: string | null
  ProjectID?: number | null
}
const records = demo.properties as DemoRecord[]

test('a sold property says "Property Sold" with status 410 and similar properties', async ({ page }) => {
  const sold = records.find((record) => record.language === 'fr' && record.Marquee === 1 && record.Goal === 0)!
  // Any city and slug: the address moves to the canonical one, which answers 410.
  const response = await page.goto(`/fr/a-vendre/x/y/${sold.ID}/`)
  expect(response?.status()).toBe(410)
  await expect(page).toHaveURL(new RegExp(`/fr/a-vendre/[a-z0-9-]+/vendu-[a-z0-9-]+/${sold.ID}/$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bien vendu')
  await expect(page.getByRole('heading', { name: 'Biens similaires' })).toBeVisible()
})

test('a rented property says so with status 410', async ({ page }) => {
  const rented = records.find((record) => record.language === 'nl' && record.Marquee === 2)!
  const response = await page.goto(`/nl/te-huur/x/y/${rented.ID}/`)
  expect(response?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Het gevraagde pand is verhuurd')
})

test('a project shows its units, sold ones marked, and links a unit page', async ({ page }) => {
  await gotoHydrated(page, '/nl/projecten/')
  const cards = page.locator('main ul li article')
  await expect(cards).toHaveCount(12)
  const withUnits = demo.projects.find(
    (project) => (project as { ExternalUrl?: string }).ExternalUrl === undefined && (project as { language: string }).language === 'fr',
  ) as { Name: string }
  await page.getByRole('link', { name: withUnits.Name }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(withUnits.Name)
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader', { name: 'Verdieping' })).toBeVisible()
  await expect(table.getByRole('row')).not.toHaveCount(1)
})

test('a sold-out project says so', async ({ page }) => {
  await gotoHydrated(page, '/fr/projets/')
  await expect(page.getByText('Entièrement vendu').first()).toBeVisible()
})

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } })
  test('the listing shows one card per row and the property page fits the screen', async ({ page }) => {
    await gotoHydrated(page, '/fr/a-louer/')
    const boxes = await page
      .locator('main ul li article')
      .evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getBoundingClientRect().top))
    expect(boxes[1]).toBeGreaterThan(boxes[0]!)
    await page.locator('main ul li article').first().getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test.describe('accessibility of the catalogue', () => {
  for (const path of ['/nl/te-koop/', '/fr/a-louer/', '/nl/projecten/', '/fr/projets/']) {
    test(`axe: ${path}`, async ({ page }) => {
      await gotoHydrated(page, path)
      await expectNoAxeViolations(page)
    })
  }
  for (const lang of ['nl', 'fr'] as const) {
    test(`axe: a property page and a project page (${lang})`, async ({ page }) => {
      await gotoHydrated(page, lang === 'nl' ? '/nl/te-koop/' : '/fr/a-vendre/')
      await page.locator('main ul li article').first().getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
      await gotoHydrated(page, lang === 'nl' ? '/nl/projecten/' : '/fr/projets/')
      await page.locator('main ul li article a[href^="/"]').first().click()
      await expect(page.getByRole('table')).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})

test('the listing falls back to a town or type named by the last path segment', async ({ request }) => {
  const byType = await request.get('/fr/a-vendre/appartement/', { maxRedirects: 0 })
  expect(byType.status()).toBe(301)
  expect(byType.headers()['location']).toMatch(/\/fr\/a-vendre\/\?type=3$/)
  const byTown = await request.get('/fr/a-vendre/wavre/', { maxRedirects: 0 })
  expect(byTown.status()).toBe(301)
  expect(decodeURIComponent(byTown.headers()['location'] ?? '')).toMatch(/\/fr\/a-vendre\/\?city=Wavre\|1300$/)
  expect((await request.get('/fr/a-vendre/nulle-part/')).status()).toBe(404)
})

test('the town filter takes any name of a town and answers with the page’s name for it (decision 013)', async ({ request }) => {
  const dutchNameOnFrench = await request.get('/fr/a-vendre/?city=Waver|1300', { maxRedirects: 0 })
  expect(dutchNameOnFrench.status()).toBe(301)
  expect(decodeURIComponent(dutchNameOnFrench.headers()['location'] ?? '')).toMatch(/\/fr\/a-vendre\/\?city=Wavre\|1300$/)
  const frenchSlugOnDutch = await request.get('/nl/te-koop/wavre/', { maxRedirects: 0 })
  expect(frenchSlugOnDutch.status()).toBe(301)
  expect(decodeURIComponent(frenchSlugOnDutch.headers()['location'] ?? '')).toMatch(/\/nl\/te-koop\/\?city=Waver\|1300$/)
})

test('a property video loads its player only when asked', async ({ page }) => {
  const withVideo = (demo.properties as Array<DemoRecord & { Details?: { videoUrl?: string } }>).find(
    (record) => record.language === 'fr' && record.Details?.videoUrl && !record.Marquee && record.Goal === 0,
  )!
  // The player's host lies outside the system: answered at the network boundary, never reached.
  const playerRequests: string[] = []
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    playerRequests.push(route.request().url())
    return route.fulfill({ contentType: 'text/html', body: '<p>player</p>' })
  })
  await page.goto(`/fr/a-vendre/x/y/${withVideo.ID}/`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  expect(playerRequests).toEqual([])
  await expect(page.locator('iframe')).toHaveCount(0)
  await page.getByRole('button', { name: 'Lire la vidéo' }).click()
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1)
})

test('the print view of a property shows the property without the site chrome', async ({ page }) => {
  await gotoHydrated(page, '/nl/te-koop/')
  await page.locator('main ul li article').first().getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('header').first()).toBeHidden()
  await expect(page.locator('footer')).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Beschrijving' })).toBeVisible()
})

test('CRM words, numbers and units are written in the page language', async ({ page }) => {
  type WithDetails = DemoRecord & { Zip: string; Details?: { heating?: string; epcTotal?: number } }
  // A Walloon house: its details arrive in French.
  const walloon = (demo.properties as WithDetails[]).find(
    (record) =>
      record.language === 'fr' &&
      record.Details?.heating === 'chauffage central au gaz' &&
      (record.Details.epcTotal ?? 0) >= 1000 &&
      !record.Marquee &&
      record.Goal === 0 &&
      Number(record.Zip) >= 1300 &&
      Number(record.Zip) <= 1499,
  )!
  await page.goto(`/nl/te-koop/x/y/${walloon.ID}/`)
  await expect(page.getByText('centrale verwarming op gas', { exact: true })).toBeVisible()
  await expect(page.getByText('chauffage central au gaz')).toHaveCount(0)
  await expect(page.getByText(/kWh\/m²\.jaar$/).first()).toBeVisible()

  await page.goto(`/en/for-sale/x/y/${walloon.ID}/`)
  await expect(page.getByText('gas central heating', { exact: true })).toBeVisible()
  // One number convention on the page: the price's '€ 384.000' and the energy use's '39.220'.
  await expect(page.getByText(/^\d{1,3}(\.\d{3})+\skWh per year$/)).toBeVisible()
  // The fact lists, not the description: that is the agent's own text.
  const figures = (await page.locator('main dl').allInnerTexts()).join('\n')
  expect(figures).not.toMatch(/\d,\d{3}\b/)
})

test('a project’s delivery period is written in the page language', async ({ page }) => {
  await gotoHydrated(page, '/de/projekte/')
  await expect(page.getByText('Fertigstellung Herbst 2027').first()).toBeVisible()
  await expect(page.getByText('Automne 2027')).toHaveCount(0)
  await gotoHydrated(page, '/nl/projecten/')
  await expect(page.getByText('Oplevering najaar 2027').first()).toBeVisible()
})
