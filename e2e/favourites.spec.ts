import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { consentDeclinedState } from './support/consent-declined.ts'
import { gotoHydrated } from './support/navigation.ts'
import { generateDemoFeed } from '../scripts/demo-data/generate-feed.ts'

// Favourites, compare and share (decision 021): hearts kept in this browser only, the favourites
// page with each property's current status, a shared list opened on another device, the compare
// table on a phone, and share links that carry the property's canonical address.

const SITE_URL = 'https://www.immo-dyle.be'
const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1366, height: 900 }

/** The first `count` property addresses of a listing page, with their ids. */
async function listedProperties(page: Page, listing = '/nl/te-koop/', count = 4): Promise<Array<{ id: number; path: string }>> {
  await gotoHydrated(page, listing)
  const hrefs = await page.locator('main article a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return hrefs
    .filter((href) => /\/\d+\/$/.test(href))
    .slice(0, count)
    .map((path) => ({ path, id: Number(/\/(\d+)\/$/.exec(path)![1]) }))
}

async function storedFavourites(page: Page): Promise<number[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('favourites') ?? '[]') as number[])
}

async function keep(page: Page, ids: number[]): Promise<void> {
  await page.evaluate((list) => localStorage.setItem('favourites', JSON.stringify(list)), ids)
}

test('a heart keeps a property in this browser: after a reload it is still kept and on the favourites page', async ({ page }) => {
  const [first] = await listedProperties(page)
  const heart = page.locator(`main li:has(a[href="${first!.path}"]) button[aria-pressed]`)
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await expect(heart).toHaveAccessibleName(/^Bewaar /)
  // Nothing is stored before the visitor asks.
  expect(await page.evaluate(() => localStorage.getItem('favourites'))).toBeNull()
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  expect(await storedFavourites(page)).toEqual([first!.id])
  // The header counts it (from 768 px up), linking to the list.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Uw favorieten (1)' })).toHaveAttribute('href', '/nl/favorieten/')
  // No cookie is written for it.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('favourites')

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator(`main li:has(a[href="${first!.path}"]) button[aria-pressed]`)).toHaveAttribute('aria-pressed', 'true')

  await gotoHydrated(page, '/nl/favorieten/')
  await expect(page.getByRole('heading', { level: 1, name: 'Uw favorieten' })).toBeVisible()
  await expect(page.locator(`main [data-favourite="${first!.id}"] a[href="${first!.path}"]`)).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  // Remove empties the list: the empty state points to the listings.
  await page.getByRole('button', { name: /^Verwijderen: / }).click()
  await expect(page.getByText('U hebt nog geen pand bewaard.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Panden te koop' })).toHaveAttribute('href', '/nl/te-koop/')
  expect(await page.evaluate(() => localStorage.getItem('favourites'))).toBeNull()
})

test('the favourites page shows each one’s current status, and one no longer online can be removed', async ({ page }) => {
  const properties = await listedProperties(page, '/fr/a-vendre/', 2)
  const gone = 2_000_000_001
  await keep(page, [gone, ...properties.map((property) => property.id)])
  await gotoHydrated(page, '/fr/favoris/')
  await expect(page.getByText(`Le bien ${gone} n’est plus en ligne.`)).toBeVisible()
  for (const property of properties) await expect(page.locator(`main [data-favourite="${property.id}"]`)).toBeVisible()
  await page.getByRole('button', { name: 'Le retirer de vos favoris' }).click()
  await expect(page.getByText(`Le bien ${gone} n’est plus en ligne.`)).toHaveCount(0)
  expect(await storedFavourites(page)).toEqual(properties.map((property) => property.id))
  // Clear all asks once more, then empties the list.
  await page.getByRole('button', { name: 'Tout effacer' }).click()
  await page.getByRole('button', { name: 'Oui, tout effacer' }).click()
  await expect(page.getByText('Vous n’avez encore gardé aucun bien.')).toBeVisible()
})

test('a shared list opens the same selection in a fresh browser, and is kept only when asked', async ({ page, browser, baseURL }) => {
  const properties = await listedProperties(page, '/nl/te-koop/', 3)
  const ids = properties.map((property) => property.id)
  await keep(page, ids)
  await gotoHydrated(page, '/nl/favorieten/')
  await expect(page.locator('main [data-favourite]')).toHaveCount(3)
  const shared = await page.locator('[data-share-url]').getAttribute('data-share-url')
  expect(shared).toBe(`${SITE_URL}/nl/favorieten/?ids=${ids.join(',')}`)

  const other = await browser.newContext({ storageState: consentDeclinedState(baseURL!) })
  const phone = await other.newPage()
  await gotoHydrated(phone, new URL(shared!).pathname + new URL(shared!).search)
  await expect(phone.getByRole('heading', { level: 1, name: 'Met u gedeeld' })).toBeVisible()
  for (const id of ids) await expect(phone.locator(`main [data-favourite="${id}"]`)).toBeVisible()
  // Opening the link keeps nothing.
  expect(await phone.evaluate(() => localStorage.getItem('favourites'))).toBeNull()
  await phone.getByRole('button', { name: 'Bewaar ze in mijn favorieten' }).click()
  expect(await storedFavourites(phone)).toEqual(ids)
  await phone.getByRole('link', { name: 'Bekijk uw favorieten' }).click()
  await expect(phone.getByRole('heading', { level: 1, name: 'Uw favorieten' })).toBeVisible()
  await expect(phone.locator('main [data-favourite]')).toHaveCount(3)
  await other.close()
})

test('compare three properties on a phone: a table whose first column stays while the others scroll', async ({ page }) => {
  await page.setViewportSize(PHONE)
  const properties = await listedProperties(page, '/nl/te-koop/', 4)
  await keep(
    page,
    properties.map((property) => property.id),
  )
  await gotoHydrated(page, '/nl/favorieten/')
  const picked = properties.slice(0, 3)
  for (const property of picked) await page.locator(`main [data-favourite="${property.id}"]`).getByRole('checkbox').check()
  // A fourth may still be picked; a fifth never (there are only four here).
  await page.getByRole('button', { name: 'De 3 gekozen panden vergelijken' }).click()
  await expect(page).toHaveURL(new RegExp(`/nl/vergelijken/\\?ids=${picked.map((property) => property.id).join('(,|%2C)')}$`))
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

  const table = page.getByRole('table', { name: 'Vergelijking van 3 panden' })
  await expect(table.getByRole('columnheader')).toHaveCount(3)
  for (const label of [
    'Prijs',
    'Type',
    'Gemeente',
    'Bewoonbare oppervlakte',
    'Slaapkamers',
    'Badkamers',
    'EPC-label',
    'Bouwjaar',
    'Tuin',
    'Terras',
    'Garage',
    'Lasten',
  ]) {
    await expect(table.getByRole('rowheader', { name: new RegExp(`^${label}`) })).toBeVisible()
  }
  // A row whose values differ says so in words, not by colour alone.
  const differing = table.locator('tr[data-differs="true"]').first()
  await expect(differing.getByRole('rowheader')).toContainText('verschilt')

  const region = page.getByRole('region', { name: 'Vergelijking van 3 panden' })
  const firstColumn = table.getByRole('rowheader').first()
  const lastCell = table.locator('tbody tr').first().locator('td').last()
  const before = { header: (await firstColumn.boundingBox())!, cell: (await lastCell.boundingBox())! }
  expect(before.cell.x + before.cell.width).toBeGreaterThan(PHONE.width)
  await region.evaluate((element) => element.scrollBy({ left: 400 }))
  await expect.poll(async () => (await lastCell.boundingBox())!.x).toBeLessThan(before.cell.x - 100)
  expect((await firstColumn.boundingBox())!.x).toBeCloseTo(before.header.x, 0)
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
})

test('without JavaScript: no heart, and a shared list still compares through its form', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: consentDeclinedState(baseURL!) })
  const page = await context.newPage()
  await page.goto('/nl/te-koop/')
  await expect(page.locator('main article').first()).toBeVisible()
  await expect(page.locator('main button[aria-pressed]')).toHaveCount(0)
  const ids = (
    await page
      .locator('main article a')
      .evaluateAll((links) => links.map((link) => /\/(\d+)\/$/.exec(link.getAttribute('href') ?? '')?.[1]))
  )
    .filter(Boolean)
    .slice(0, 3)
  await page.goto(`/nl/favorieten/?ids=${ids.join(',')}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Met u gedeeld' })).toBeVisible()
  await page.locator(`main [data-favourite="${ids[0]}"]`).getByRole('checkbox').check()
  await page.locator(`main [data-favourite="${ids[2]}"]`).getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Vergelijken', exact: true }).click()
  await expect(page.getByRole('table', { name: 'Vergelijking van 2 panden' })).toBeVisible()
  await context.close()
})

test('the property page’s heart keeps its place while the page hydrates: the project link below it does not move', async ({
  page,
  browser,
  baseURL,
}) => {
  const unit = (
    generateDemoFeed().properties as Array<{ ID: number; Goal: number; ProjectID?: number | null; Marquee?: number | null }>
  ).find((record) => record.ProjectID && record.Goal === 0 && (!record.Marquee || record.Marquee === 3))!
  const path = `/nl/te-koop/x/y/${unit.ID}/`
  const heart = page.getByRole('button', { name: /^Bewaar / }).first()
  const projectLink = page.getByText('Maakt deel uit van het nieuwbouwproject').getByRole('link')
  const top = async () => {
    await page.evaluate(() => document.fonts.ready)
    return (await projectLink.boundingBox())!.y
  }
  // The page as the server drew it, before its scripts run: the heart's row is there, unseen and unnamed.
  await page.route('**/*.js', (route) => route.abort())
  await page.goto(path)
  await expect(projectLink).toBeVisible()
  await expect(heart).toHaveCount(0)
  const served = await top()
  await page.unrouteAll()
  // Hydrated, the heart shows in that row, and the link is where it was.
  await gotoHydrated(page, path)
  await expect(heart).toBeVisible()
  expect(Math.abs((await top()) - served)).toBeLessThan(1)

  // Without JavaScript the heart is not shown (decision 021).
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: consentDeclinedState(baseURL!) })
  const withoutScript = await context.newPage()
  await withoutScript.goto(path)
  await expect(withoutScript.getByText('Maakt deel uit van het nieuwbouwproject').getByRole('link')).toBeVisible()
  await expect(withoutScript.getByRole('button', { name: /^Bewaar / })).toHaveCount(0)
  await context.close()
})

test('share buttons carry the property’s canonical address, and copying it is announced', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const [first] = await listedProperties(page, '/fr/a-vendre/', 1)
  await gotoHydrated(page, first!.path)
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(canonical).toBe(SITE_URL + first!.path)
  const share = page.locator('[data-share-url]')
  await expect(share).toHaveAttribute('data-share-url', canonical!)
  const encoded = encodeURIComponent(canonical!)
  await expect(share.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
  )
  await expect(share.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encoded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  )
  await expect(share.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:\\?subject=.*&body=.*${encoded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  )
  await share.getByRole('button', { name: 'Copier le lien' }).click()
  await expect(share.getByRole('status')).toHaveText('Lien copié')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical)
  // No script or frame of the share services is on the page.
  expect(await page.locator('script[src*="facebook"], script[src*="whatsapp"], iframe[src*="facebook"]').count()).toBe(0)

  // The property page's heart.
  // The page's own heart comes first; the similar properties' cards below have theirs.
  const heart = page.getByRole('button', { name: /^Garder / }).first()
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('link', { name: /Dans vos favoris \(1\)/ })).toHaveAttribute('href', '/fr/favoris/')
})

for (const viewport of [PHONE, DESKTOP]) {
  test(`axe finds nothing on the favourites and compare pages, empty and filled, at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(viewport)
    const properties = await listedProperties(page, '/nl/te-koop/', 3)
    const ids = properties.map((property) => property.id)
    await gotoHydrated(page, '/nl/favorieten/')
    await expect(page.getByText('U hebt nog geen pand bewaard.')).toBeVisible()
    await expectNoAxeViolations(page)
    await gotoHydrated(page, '/fr/comparer/')
    await expect(page.getByText('Choisissez de deux à quatre biens à comparer.')).toBeVisible()
    await expectNoAxeViolations(page)
    await keep(page, ids)
    await gotoHydrated(page, '/nl/favorieten/')
    await expect(page.locator('main [data-favourite]')).toHaveCount(3)
    await expectNoAxeViolations(page)
    await gotoHydrated(page, `/fr/favoris/?ids=${ids.join(',')}`)
    await expect(page.locator('main [data-favourite]')).toHaveCount(3)
    await expectNoAxeViolations(page)
    await gotoHydrated(page, `/nl/vergelijken/?ids=${ids.join(',')}`)
    await expect(page.getByRole('table')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
