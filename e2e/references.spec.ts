import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/navigation.ts'

// References (decision 019): sold and rented properties with their ribbon, town and type, no price
// (app.config.ts references.showPrice is false), paged like the listing, linked from the menu.

for (const [lang, path, labels] of [
  [
    'nl',
    '/nl/referenties/',
    {
      heading: 'Referenties',
      ribbons: /Verkocht|Verhuurd/,
      count: /^(\d+) panden verkocht en verhuurd · pagina 1 van (\d+)$/,
      title: /^Referenties – pagina 2 van \d+ \| /,
      next: 'Volgende',
    },
  ],
  [
    'fr',
    '/fr/references/',
    {
      heading: 'Références',
      ribbons: /Vendu|Loué/,
      count: /^(\d+) biens vendus et loués · page 1 sur (\d+)$/,
      title: /^Références – page 2 sur \d+ \| /,
      next: 'Suivant',
    },
  ],
] as const) {
  test(`references: sold and rented cards without a price or a link, paged (${lang})`, async ({ page }) => {
    await gotoHydrated(page, `/${lang}/`)
    // Linked from the menu config.
    await expect(page.locator(`header a[href="${path}"]`).first()).toBeAttached()
    await gotoHydrated(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels.heading)
    const count = (await page.locator('#references-results').textContent()) ?? ''
    const [, total, pageCount] = labels.count.exec(count) ?? []
    expect(Number(total)).toBeGreaterThan(12)
    const cards = page.locator('main ul li article')
    await expect(cards).toHaveCount(12)
    for (const text of await cards.allTextContents()) {
      expect(text).toMatch(labels.ribbons)
      // No price unless the operator allows it.
      expect(text).not.toContain('€')
    }
    // A sold or rented property's page answers 410: the cards lead nowhere.
    await expect(page.locator('main ul li article a')).toHaveCount(0)
    await page
      .getByRole('navigation', { name: lang === 'nl' ? 'Pagina’s' : 'Pages' })
      .getByRole('link', { name: labels.next })
      .click()
    await expect(page).toHaveURL(new RegExp(`${path}\\?page=2$`))
    await expect(page).toHaveTitle(labels.title)
    expect(Number(pageCount)).toBeGreaterThanOrEqual(2)
  })
}

test('references: page 1 and a bad page number are corrected with a 301, a page past the last is not found; the sitemap lists the page', async ({
  request,
}) => {
  for (const from of ['/nl/referenties/?page=1', '/nl/referenties/?page=abc']) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(
      new URL(response.headers()['location']!, 'http://x').pathname + new URL(response.headers()['location']!, 'http://x').search,
    ).toBe('/nl/referenties/')
  }
  expect((await request.get('/nl/referenties/?page=99', { maxRedirects: 0 })).status()).toBe(404)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/nl/referenties/', '/fr/references/', '/en/references/', '/de/referenzen/']) expect(sitemap).toContain(path)
})

for (const width of [375, 1366]) {
  test(`axe: references at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, '/fr/references/')
    await expectNoAxeViolations(page)
  })
}
