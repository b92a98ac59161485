import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { consentDeclinedState } from './support/consent-declined.ts'
import { gotoHydrated } from './support/navigation.ts'

// Filters and sorting on the listings (decision 019): the price, bedroom, living-area and energy filters
// and the orders, in Dutch and French, with JavaScript and without (a GET form); the phone's sheet
// with the count before applying; clearing in one tap; a bad parameter corrected with a 301.

const LANGUAGES = [
  {
    lang: 'nl',
    path: '/nl/te-koop/',
    bedrooms: 'Slaapkamers',
    threeOrMore: '3 of meer',
    show: 'Toon panden',
    sortBy: 'Sorteren op',
    sortButton: 'Sorteren',
    priceAsc: 'Prijs, laagste eerst',
    priceDesc: 'Prijs, hoogste eerst',
    title: /\(€\s?200\.000–€\s?600\.000, 3\+ slaapkamers\) – pagina 1 van \d+ \[\d+ panden\]/,
    count: /^(\d+) panden · pagina/,
  },
  {
    lang: 'fr',
    path: '/fr/a-vendre/',
    bedrooms: 'Chambres',
    threeOrMore: '3 ou plus',
    show: 'Afficher les biens',
    sortBy: 'Trier par',
    sortButton: 'Trier',
    priceAsc: 'Prix croissant',
    priceDesc: 'Prix décroissant',
    title: /\(€\s?200\.000–€\s?600\.000, 3\+ chambres\) – page 1 sur \d+ \[\d+ biens\]/,
    count: /^(\d+) biens · page/,
  },
] as const

const cards = (page: Page) => page.locator('main ul li article')

/** The prices the cards show, in order; a card without a price (on request, sold, under option) is null. */
async function cardPrices(page: Page): Promise<Array<number | null>> {
  const texts = await cards(page).allTextContents()
  return texts.map((text) => {
    // A card's text runs on from the price into its facts ('€ 535.0003 slaapkamers'): groups of three.
    const match = /€\s?(\d{1,3}(?:\.\d{3})*)/.exec(text)
    return match ? Number(match[1]!.replaceAll('.', '')) : null
  })
}

async function cardBedrooms(page: Page): Promise<number[]> {
  const texts = await cards(page).allTextContents()
  return texts.map((text) => Number(/(\d+) (?:slaapkamers?|chambres?)/.exec(text)?.[1] ?? 0))
}

function searchOf(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams
}

async function noScriptPage(browser: Browser, baseURL: string, width = 1366): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: consentDeclinedState(baseURL),
    viewport: { width, height: 900 },
  })
  return context.newPage()
}

for (const labels of LANGUAGES) {
  for (const javaScript of [true, false]) {
    test(`filter by price and bedrooms, then sort by price (${labels.lang}, ${javaScript ? 'with' : 'without'} JavaScript)`, async ({
      page: scriptPage,
      browser,
      baseURL,
    }) => {
      const page = javaScript ? scriptPage : await noScriptPage(browser, baseURL!)
      if (javaScript) await gotoHydrated(page, labels.path)
      else await page.goto(labels.path)
      const form = page.getByRole('form', { name: labels.lang === 'nl' ? 'Filters' : 'Filtres' })
      await form.getByRole('spinbutton', { name: 'Minimum' }).fill('200000')
      await form.getByRole('spinbutton', { name: 'Maximum' }).fill('600000')
      await form.getByLabel(labels.bedrooms, { exact: true }).selectOption({ label: labels.threeOrMore })
      await form.getByRole('button', { name: labels.show, exact: true }).click()
      await expect(page).toHaveURL(/bedrooms=3/)
      // Without JavaScript the empty fields came along and were dropped by the 301: the same clean URL.
      expect(Object.fromEntries(searchOf(page))).toEqual({ priceMin: '200000', priceMax: '600000', bedrooms: '3' })
      await expect(page).toHaveTitle(labels.title)
      await expect(cards(page).first()).toBeVisible()
      for (const price of await cardPrices(page)) {
        expect(price).not.toBeNull()
        expect(price!).toBeGreaterThanOrEqual(200_000)
        expect(price!).toBeLessThanOrEqual(600_000)
      }
      for (const bedrooms of await cardBedrooms(page)) expect(bedrooms).toBeGreaterThanOrEqual(3)
      // A filtered list is a view of the list: not indexed, its canonical the list.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${labels.path}$`))

      for (const [sortLabel, sort] of [
        [labels.priceAsc, 'price-asc'],
        [labels.priceDesc, 'price-desc'],
      ] as const) {
        await page.getByLabel(labels.sortBy, { exact: true }).selectOption({ label: sortLabel })
        if (!javaScript) await page.getByRole('button', { name: labels.sortButton, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`sort=${sort}`))
        expect(Object.fromEntries(searchOf(page))).toEqual({ priceMin: '200000', priceMax: '600000', bedrooms: '3', sort })
        await expect(page.getByLabel(labels.sortBy, { exact: true })).toHaveValue(sort)
        const prices = (await cardPrices(page)) as number[]
        expect(prices.length).toBeGreaterThan(1)
        expect(prices).toEqual([...prices].sort((a, b) => (sort === 'price-asc' ? a - b : b - a)))
      }
    })
  }
}

test('prices on request and marquee-replaced prices sort last in both price orders (fr)', async ({ page, request }) => {
  // The last page of the dearest first ends with the listings that show no price.
  const first = await request.get('/fr/a-vendre/?sort=price-desc')
  const pageCount = Number(/page 1 sur (\d+)/.exec(await first.text())?.[1])
  await page.goto(`/fr/a-vendre/?sort=price-desc&page=${pageCount}`)
  const prices = await cardPrices(page)
  expect(prices.at(-1)).toBeNull()
  const firstHidden = prices.indexOf(null)
  expect(prices.slice(firstHidden).every((price) => price === null)).toBe(true)
  await page.goto(`/fr/a-vendre/?sort=price-asc&page=${pageCount}`)
  expect((await cardPrices(page)).at(-1)).toBeNull()
  await page.goto('/fr/a-vendre/?sort=price-asc')
  expect((await cardPrices(page)).every((price) => price !== null)).toBe(true)
})

test('an invalid or default parameter is dropped with a 301 to the clean URL', async ({ request }) => {
  for (const [from, to] of [
    ['/nl/te-koop/?priceMin=abc&bedrooms=3&sort=newest&view=list', '/nl/te-koop/?bedrooms=3'],
    ['/fr/a-louer/?epc=Z&surfaceMin=80', '/fr/a-louer/?surfaceMin=80'],
    ['/fr/a-vendre/?priceMax=999999999&sort=price-asc&page=1', '/fr/a-vendre/?sort=price-asc'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(
      new URL(response.headers()['location']!, 'http://x').pathname + new URL(response.headers()['location']!, 'http://x').search,
      from,
    ).toBe(to)
  }
  // The energy filter: C or better, in the title.
  const response = await request.get('/nl/te-koop/?epc=C')
  expect(response.status()).toBe(200)
  expect(await response.text()).toMatch(/<title>[^<]*EPC C of beter/)
})

test('the phone’s filter sheet: focus kept inside, the count before applying, Escape leaves without applying, clear in one tap (nl, 375 px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const expected = Number(/(\d+) panden · pagina/.exec(await (await request.get('/nl/te-koop/?bedrooms=4')).text())?.[1])
  expect(expected).toBeGreaterThan(0)
  await gotoHydrated(page, '/nl/te-koop/')
  const heading = page.locator('#listing-results')
  await expect(heading).toHaveAttribute('aria-live', 'polite')
  const all = Number(/(\d+) panden/.exec((await heading.textContent()) ?? '')?.[1])

  await page.getByRole('button', { name: 'Meer filters' }).click()
  const sheet = page.getByRole('dialog', { name: 'Filters' })
  await expect(sheet).toBeVisible()
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))), `focus after ${i + 1} tabs`).toBe(true)
  }
  await sheet.getByLabel('Slaapkamers', { exact: true }).selectOption('4')
  await expect(sheet.getByRole('status')).toHaveText(`${expected} panden voldoen aan deze filters`)
  await expect(sheet.getByRole('button', { name: `Toon ${expected} panden` })).toBeVisible()

  // Escape closes without applying, and the sheet opens again as the URL has it.
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  expect(new URL(page.url()).search).toBe('')
  await expect(heading).toContainText(`${all} panden`)
  await page.getByRole('button', { name: 'Meer filters' }).click()
  await expect(sheet.getByLabel('Slaapkamers', { exact: true })).toHaveValue('')

  await sheet.getByLabel('Slaapkamers', { exact: true }).selectOption('4')
  await sheet.getByRole('button', { name: `Toon ${expected} panden` }).click()
  await expect(page).toHaveURL(/\?bedrooms=4$/)
  await expect(sheet).toBeHidden()
  await expect(heading).toContainText(`${expected} panden`)
  await expect(page.getByRole('button', { name: 'Meer filters (1)' })).toBeVisible()

  await page.getByRole('link', { name: 'Filters wissen' }).click()
  await expect(page).toHaveURL(/\/nl\/te-koop\/$/)
  await expect(heading).toContainText(`${all} panden`)
})

test('the phone’s filter sheet without JavaScript opens as the page’s target and applies (fr, 375 px)', async ({ browser, baseURL }) => {
  const page = await noScriptPage(browser, baseURL!, 375)
  await page.goto('/fr/a-louer/')
  await page.getByRole('link', { name: 'Plus de filtres' }).click()
  await expect(page).toHaveURL(/#listing-filters$/)
  const sheet = page.locator('dialog#listing-filters')
  await expect(sheet.getByLabel('Surface habitable à partir de (m²)')).toBeVisible()
  await sheet.getByLabel('Surface habitable à partir de (m²)').fill('90')
  // Without JavaScript the sheet cannot count before applying: its button says so plainly.
  await sheet.getByRole('button', { name: 'Afficher les biens', exact: true }).click()
  await expect(page).toHaveURL(/\/fr\/a-louer\/\?surfaceMin=90$/)
  await expect(page).toHaveTitle(/90\s?m²\+ habitables/)
})

test('the list/map toggle sets the view and keeps the order; the map view lists the results beside its map', async ({ page }) => {
  await gotoHydrated(page, '/nl/te-huur/?sort=price-asc')
  const toggle = page.getByRole('navigation', { name: 'Weergeven als' })
  await toggle.getByRole('link', { name: 'Kaart' }).click()
  await expect(page).toHaveURL(/sort=price-asc/)
  await expect(page).toHaveURL(/view=map/)
  await expect(toggle.getByRole('link', { name: 'Kaart' })).toHaveAttribute('aria-current', 'page')
  // One list of the results, the map's own, instead of the paged cards.
  await expect(page.getByTestId('listing-map-list').locator('li').first()).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Pagina’s' })).toHaveCount(0)
  await toggle.getByRole('link', { name: 'Lijst' }).click()
  await expect(page).not.toHaveURL(/view=/)
  await expect(cards(page).first()).toBeVisible()
})

for (const width of [375, 1366]) {
  test(`axe: a filtered, sorted listing at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, '/nl/te-koop/?bedrooms=2&epc=D&sort=surface-desc')
    await expectNoAxeViolations(page)
    if (width === 375) {
      await page.getByRole('button', { name: 'Meer filters (2)' }).click()
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })
}
