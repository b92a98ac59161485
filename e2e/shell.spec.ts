import { expect, test } from '@playwright/test'
import { gotoHydrated } from './support/navigation.ts'
import { FEEDBACK_FORM_IDS } from './support/pages.ts'
import { consentDeclinedState } from './support/consent-declined.ts'

test.describe('home in every language', () => {
  for (const [lang, tag, heading] of [
    ['nl', 'nl-BE', 'Thuiskomen in Waals-Brabant'],
    ['fr', 'fr-BE', 'Bienvenue chez vous en Brabant wallon'],
    ['en', 'en', 'Coming home in Walloon Brabant'],
    ['de', 'de-BE', 'Zuhause in Wallonisch-Brabant'],
  ] as const) {
    test(`/${lang}/ renders in ${lang}`, async ({ page }) => {
      await gotoHydrated(page, `/${lang}/`)
      await expect(page.locator('html')).toHaveAttribute('lang', tag)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page).toHaveTitle(new RegExp(heading))
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://www.immo-dyle.be/${lang}/`)
      for (const alternate of ['nl-BE', 'fr-BE', 'en', 'de-BE', 'x-default']) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${alternate}"]`)).toHaveCount(1)
      }
    })
  }
})

test.describe('language', () => {
  test('/ redirects by Accept-Language and remembers the choice', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      storageState: consentDeclinedState(baseURL!),
      locale: 'nl-BE',
      extraHTTPHeaders: { 'Accept-Language': 'nl-BE,nl;q=0.9' },
    })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/nl\/$/)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('nl')
    // The switcher's choice wins over Accept-Language on the next visit to /.
    await page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: /^DE/ }).first().click()
    await expect(page).toHaveURL(/\/de\/$/)
    await page.goto('/')
    await expect(page).toHaveURL(/\/de\/$/)
    await context.close()
  })

  test('the lng query parameter chooses the language of /', async ({ page }) => {
    await page.goto('/?lng=en')
    await expect(page).toHaveURL(/\/en\/$/)
  })

  for (const [from, expected] of [
    ['/nl/gratis-schatting/', { fr: '/fr/estimation-gratuite/', de: '/de/kostenlose-bewertung/' }],
    ['/fr/merci/site-contact/', { nl: '/nl/bedankt/site-contact/', en: '/en/thank-you/site-contact/' }],
    ['/nl/team/', { fr: '/fr/equipe/', en: '/en/team/' }],
  ] as const) {
    test(`the switcher on ${from} lands on the same page in each language`, async ({ page }) => {
      for (const [lang, path] of Object.entries(expected)) {
        await gotoHydrated(page, from)
        const switcher = page
          .locator('header')
          .getByRole('navigation')
          .filter({ has: page.locator(`a[hreflang="${lang}"]`) })
          .first()
        await switcher.locator(`a[hreflang="${lang}"]`).click()
        await expect(page).toHaveURL(new RegExp(`${path}$`))
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`))
      }
    })
  }

  test('the switcher keeps the query string', async ({ page }) => {
    await gotoHydrated(page, '/nl/contact/?utm_source=mail')
    await expect(page.locator('header a[hreflang="fr"]').first()).toHaveAttribute('href', '/fr/contact/?utm_source=mail')
  })

  test('neutral and slash-less paths redirect to the localized URL', async ({ request }) => {
    const response = await request.get('/nl/contact-demand', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()['location']).toMatch(/\/nl\/gratis-schatting\/$/)
  })
})

test.describe('not found', () => {
  test('an unknown path gives the 404 page with status 404, a search form and a link home', async ({ page }) => {
    const response = await page.goto('/fr/cette-page-nexiste-pas/')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
    await expect(page.getByRole('link', { name: "Retour à la page d'accueil" })).toHaveAttribute('href', '/fr/')
    await expect(page.getByRole('search', { name: 'Rechercher sur le site' }).getByRole('searchbox')).toBeVisible()
    await expect(page.getByRole('search', { name: 'Recherche de biens' }).getByRole('combobox')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test('a disabled or unknown language is not found', async ({ request }) => {
    expect((await request.get('/es/')).status()).toBe(404)
    expect((await request.get('/xx/contact/')).status()).toBe(404)
  })

  test('an unknown thank-you form is not found', async ({ request }) => {
    expect((await request.get('/nl/bedankt/onbekend/')).status()).toBe(404)
  })

  test('every thank-you page of the spec answers in nl and fr', async ({ request }) => {
    for (const form of FEEDBACK_FORM_IDS) {
      expect((await request.get(`/nl/bedankt/${form}/`)).status(), form).toBe(200)
      expect((await request.get(`/fr/merci/${form}/`)).status(), form).toBe(200)
    }
  })
})

test.describe('baseline', () => {
  test('security headers on pages and the health endpoint', async ({ request }) => {
    const response = await request.get('/nl/')
    const headers = response.headers()
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/)
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['strict-transport-security']).toContain('max-age=63072000')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1]
    const body = await response.text()
    // Every inline script carries this response's nonce.
    const scripts = [...body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].map((match) => match[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)

    const health = await request.get('/api/health')
    expect(health.status()).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' })
    expect(health.headers()['x-content-type-options']).toBe('nosniff')
  })

  test('cross-site writes are refused', async ({ request }) => {
    const response = await request.post('/nl/contact/', { headers: { Origin: 'https://evil.example' }, data: 'x=1' })
    expect(response.status()).toBe(403)
  })

  test('robots.txt answers', async ({ request }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('User-agent: *')
  })
})

test('the 404 page search finds pages by words, without accents, in the page language', async ({ page }) => {
  const response = await page.goto('/fr/ancienne-page/')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const search = page.getByRole('search', { name: 'Rechercher sur le site' })
  await search.getByRole('searchbox', { name: 'Rechercher sur le site' }).fill('equipe')
  await search.getByRole('button', { name: 'Rechercher' }).click()
  const results = page.getByRole('list', { name: 'Résultats de la recherche' })
  await expect(results.getByRole('link').first()).toHaveAttribute('href', '/fr/equipe/')
  await expect(results.getByRole('link').first()).toContainText('Notre équipe')
  await search.getByRole('searchbox').fill('xylophone')
  await search.getByRole('searchbox').press('Enter')
  await expect(page.getByText('Aucun résultat trouvé pour votre recherche.')).toBeVisible()
  await expect(results).toHaveCount(0)
})
