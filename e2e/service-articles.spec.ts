import { expect, test } from '@playwright/test'
import { SERVICE_ARTICLES } from '../src/content/service-articles.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/navigation.ts'

// spec §2 "Articles live under /services/...": one page per service, listed from the services page.

const SERVICES_PAGE = { nl: '/nl/diensten/', fr: '/fr/services/' } as const

/** The public addresses, written out: a slug that changes by accident breaks links people saved. */
const ARTICLE_PATHS: Record<keyof typeof SERVICE_ARTICLES, Record<'nl' | 'fr', string>> = {
  selling: { nl: '/nl/diensten/verkopen/', fr: '/fr/services/vendre/' },
  valuation: { nl: '/nl/diensten/schatting/', fr: '/fr/services/estimation/' },
  letting: { nl: '/nl/diensten/verhuren/', fr: '/fr/services/mise-en-location/' },
  management: { nl: '/nl/diensten/huurbeheer/', fr: '/fr/services/gestion-locative/' },
  'new-build': { nl: '/nl/diensten/nieuwbouw/', fr: '/fr/services/projets-neufs/' },
  certificates: { nl: '/nl/diensten/attesten/', fr: '/fr/services/certificats/' },
  'owner-portal': { nl: '/nl/diensten/eigenaarsportaal/', fr: '/fr/services/portail-proprietaire/' },
}

const ARTICLES = Object.entries(ARTICLE_PATHS).map(([id, paths]) => ({
  article: SERVICE_ARTICLES[id as keyof typeof SERVICE_ARTICLES],
  paths,
}))

for (const lang of ['nl', 'fr'] as const) {
  test(`the services page links to every article (${lang})`, async ({ page }) => {
    await gotoHydrated(page, SERVICES_PAGE[lang])
    for (const { article, paths } of ARTICLES) {
      await expect(page.locator(`main a[href="${paths[lang]}"]`).first(), paths[lang]).toContainText(article.title[lang])
    }
  })

  for (const { article, paths } of ARTICLES) {
    test(`${paths[lang]} answers 200 with its own h1, title, description and breadcrumb`, async ({ page }) => {
      const response = await page.goto(paths[lang])
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveText(article.title[lang])
      await expect(page).toHaveTitle(`${(article.seoTitle ?? article.title)[lang]} | Immo Dyle`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.description[lang])
      const crumbs = page.locator('main nav ol li')
      await expect(crumbs).toHaveCount(3)
      await expect(crumbs.nth(1).locator('a')).toHaveAttribute('href', SERVICES_PAGE[lang])
      await expect(crumbs.nth(2).locator('[aria-current="page"]')).toHaveText(article.title[lang])
    })
  }
}

test('a card on the services page opens its article in the page (nl)', async ({ page }) => {
  const { article, paths } = ARTICLES[0]!
  await gotoHydrated(page, SERVICES_PAGE.nl)
  await page.locator(`main a[href="${paths.nl}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`${paths.nl}$`))
  await expect(page.locator('h1')).toHaveText(article.title.nl)
})

test('an article passes axe on desktop and phone (nl and fr)', async ({ page }) => {
  for (const path of [ARTICLE_PATHS.selling.nl, ARTICLE_PATHS.certificates.fr, SERVICES_PAGE.fr]) {
    await page.setViewportSize({ width: 1366, height: 900 })
    await gotoHydrated(page, path)
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 375, height: 812 })
    await expectNoAxeViolations(page)
  }
})

test('another language’s slug answers 301 to this language’s article', async ({ request }) => {
  const response = await request.get('/fr/services/verkopen/', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(new URL(response.headers()['location'] ?? '', 'http://localhost').pathname).toBe(ARTICLE_PATHS.selling.fr)
})

test('an unknown article, or a page that is not a child of the services menu, is not found', async ({ request }) => {
  for (const path of ['/nl/diensten/bestaat-niet/', '/nl/diensten/contact/', '/fr/services/a-vendre/']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  }
})

test('a child of the services menu under its parent goes to its own page, not to an article', async ({ request }) => {
  for (const [path, target] of [
    ['/fr/services/estimation-gratuite/', '/fr/estimation-gratuite/'],
    ['/nl/diensten/team/', '/nl/team/'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(301)
    expect(new URL(response.headers()['location'] ?? '', 'http://localhost').pathname).toBe(target)
  }
})

test('the language switcher lands on the same article in the other language', async ({ page }) => {
  await gotoHydrated(page, ARTICLE_PATHS.management.nl)
  const switcher = page
    .locator('header')
    .getByRole('navigation')
    .filter({ has: page.locator('a[hreflang="fr"]') })
    .first()
  await switcher.locator('a[hreflang="fr"]').click()
  await expect(page).toHaveURL(new RegExp(`${ARTICLE_PATHS.management.fr}$`))
  await expect(page.locator('h1')).toHaveText(SERVICE_ARTICLES.management.title.fr)
})

// The switcher's link and the alternates name the article's own slug per language, without a redirect
// (the article route gives its paths per language to the switcher and the root head).
test('the switcher link and the hreflang alternates of an article carry its slug in each language', async ({ page }) => {
  await gotoHydrated(page, ARTICLE_PATHS.valuation.fr)
  await expect(page.locator('header a[hreflang="nl"]').first()).toHaveAttribute('href', ARTICLE_PATHS.valuation.nl)
  await expect(page.locator('link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute('href', /\/nl\/diensten\/schatting\/?$/)
  await expect(page.locator('link[rel="alternate"][hreflang="fr-BE"]')).toHaveAttribute('href', /\/fr\/services\/estimation\/?$/)
  await expect(page.locator('link[rel="alternate"][hreflang="de-BE"]')).toHaveAttribute('href', /\/de\/leistungen\/bewertung\/?$/)
})
