import { expect, test, type Page } from '@playwright/test'
import type { SearchIndex } from '../src/domain/search-index.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/navigation.ts'

// Decision 006: the hero search finds a property by reference, type or town as you type.

function searchBox(page: Page) {
  return page.getByRole('combobox', { name: /reference|référence|referentie|Referenz/ })
}

function results(page: Page) {
  return page.getByRole('listbox')
}

test('the search index and the search code load on the first focus, not with the page', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await gotoHydrated(page, '/nl/')
  expect(requested.filter((path) => path.startsWith('/api/search-index/'))).toEqual([])
  const scriptsBefore = requested.filter((path) => path.endsWith('.js')).length
  await searchBox(page).focus()
  await expect(results(page).getByRole('group', { name: 'Soorten panden' })).toBeVisible()
  expect(requested.filter((path) => path.startsWith('/api/search-index/'))).toEqual(['/api/search-index/nl.json'])
  expect(requested.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(scriptsBefore)
  // Decision 026: the results list and its keys come with the first focus too; the page drew only the field.
  expect(requested.slice(0, scriptsBefore).some((path) => /\/SearchPanel-[^/]*\.js$/.test(path))).toBe(false)
  expect(requested.some((path) => /\/SearchPanel-[^/]*\.js$/.test(path))).toBe(true)
})

test('keys typed while the results list is still loading are kept, and their results shown', async ({ page }) => {
  await gotoHydrated(page, '/fr/')
  // Hold the list's code back, as a slow connection does on the first focus.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/SearchPanel-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const box = searchBox(page)
  await box.focus()
  await page.keyboard.type('wavre')
  await expect(box).toHaveValue('wavre')
  // Nothing to point at yet: the box says its list is closed.
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  release()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expect(
    results(page)
      .getByRole('group', { name: 'Villes' })
      .getByRole('option', { name: /^Wavre \(1300\), À vendre/ }),
  ).toBeVisible()
})

test('an index that failed to load is asked for again when the list opens again', async ({ page }) => {
  let failures = 1
  await page.route('**/api/search-index/fr.json*', (route) =>
    failures-- > 0 ? route.fulfill({ status: 503, body: '' }) : route.continue(),
  )
  await gotoHydrated(page, '/fr/')
  const box = searchBox(page)
  await box.focus()
  await expect(page.getByText('La recherche est momentanément indisponible. Veuillez réessayer.')).toBeVisible()
  await box.blur()
  await box.fill('wavre')
  await expect(results(page).getByRole('group', { name: 'Villes' })).toBeVisible()
})

test('the number of results is announced politely to screen readers', async ({ page }) => {
  await gotoHydrated(page, '/fr/')
  const live = page.getByRole('search', { name: 'Recherche de biens' }).locator('xpath=..').locator('[aria-live="polite"]')
  await expect(live).toHaveText('')
  await searchBox(page).fill('wavre')
  await expect(results(page).getByRole('group', { name: 'Villes' })).toBeVisible()
  const count = await results(page).locator('[role="option"]:not([aria-disabled="true"])').count()
  await expect(live).toHaveText(`${count} résultats`)
  await searchBox(page).fill('xylophone')
  await expect(live).toHaveText('0 résultat')
})

test('Escape closes the list and never chooses; a second Escape clears the text', async ({ page }) => {
  await gotoHydrated(page, '/nl/')
  const box = searchBox(page)
  await box.fill('wavre')
  await expect(results(page).getByRole('group', { name: 'Gemeenten' })).toBeVisible()
  await box.press('ArrowDown')
  await expect(box).toHaveAttribute('aria-activedescendant', /option/)
  await box.press('Escape')
  await expect(results(page)).toBeHidden()
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await expect(box).not.toHaveAttribute('aria-activedescendant')
  await expect(page).toHaveURL(/\/nl\/$/)
  await expect(box).toHaveValue('wavre')
  await box.press('Escape')
  await expect(box).toHaveValue('')
  await expect(page).toHaveURL(/\/nl\/$/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // Decision 028: the listing answers the text (e2e/search-without-javascript.spec.ts has the rest).
  test('the box is a plain GET form: Enter or the button opens the listing the text names', async ({ page }) => {
    await page.goto('/fr/')
    const box = searchBox(page)
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await box.fill('wavre')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?city=Wavre%7C1300$/)
    await expect(page.locator('main article').first()).toBeVisible()
    await page.goto('/nl/')
    await searchBox(page).fill('huis')
    await page
      .getByRole('search', { name: /Panden zoeken|Zoeken naar panden/ })
      .getByRole('button')
      .click()
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?type=1$/)
  })
})

test('nl: a town typed without accents, then For sale, lands on the filtered list', async ({ page }) => {
  await gotoHydrated(page, '/nl/')
  const box = searchBox(page)
  await expect(box).toHaveAttribute('placeholder', 'ID, type, gemeente')
  await box.fill('liege')
  const towns = results(page).getByRole('group', { name: 'Gemeenten' })
  // The Dutch name of Liège, found by its French name typed without the accent.
  await expect(towns.getByRole('option', { name: 'Luik (4000), Te koop 1', exact: true })).toBeVisible()
  await towns.getByRole('option', { name: 'Luik (4000), Te koop 1', exact: true }).click()
  // The listing's town filter and its cards name the town as the page does (decision 013).
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=Luik%7C4000$/)
  await expect(page.getByRole('heading', { level: 2, name: /1 panden/ })).toBeVisible()
  await expect(page.locator('main article')).toHaveCount(1)
  await expect(page.locator('main article').first()).toContainText('Luik')
})

test('fr: a town typed without accents, then For sale, lands on the filtered list', async ({ page }) => {
  await gotoHydrated(page, '/fr/')
  await searchBox(page).fill('rosieres')
  const option = results(page)
    .getByRole('group', { name: 'Villes' })
    .getByRole('option', { name: 'Rosières (1331), À vendre 2', exact: true })
  await option.click()
  await expect(page).toHaveURL(/\/fr\/a-vendre\/\?city=Rosi%C3%A8res%7C1331$/)
  await expect(page.locator('main article')).toHaveCount(2)
})

test('either name of a bilingual town finds it, in either language', async ({ page }) => {
  await gotoHydrated(page, '/fr/')
  await searchBox(page).fill('luik')
  await expect(results(page).getByRole('group', { name: 'Villes' }).getByRole('option', { name: 'Liège (4000), À vendre' })).toBeVisible()
  await searchBox(page).fill('waver')
  await expect(results(page).getByRole('group', { name: 'Villes' }).getByRole('option', { name: 'Wavre (1300), À vendre' })).toBeVisible()
})

test('several words narrow the result to a type in a town', async ({ page }) => {
  await gotoHydrated(page, '/fr/')
  await searchBox(page).fill('appartement wavre')
  const types = results(page).getByRole('group', { name: 'Types de biens' })
  const forSale = types.getByRole('option', { name: 'Appartement à Wavre (1300), À vendre' })
  await expect(forSale).toBeVisible()
  const properties = results(page).getByRole('group', { name: 'Biens' }).getByRole('option')
  await expect(properties.first()).toContainText('Wavre')
  await forSale.click()
  await expect(page).toHaveURL(/\/fr\/a-vendre\/\?city=Wavre%7C1300&type=3$/)
})

for (const locale of ['nl', 'fr'] as const) {
  test(`${locale}: typing a reference opens the property`, async ({ page, request }) => {
    const index = (await (await request.get(`/api/search-index/${locale}.json`)).json()) as SearchIndex
    const [id] = index.properties[3]!
    await gotoHydrated(page, `/${locale}/`)
    await searchBox(page).fill(String(id))
    const option = results(page).getByRole('option', { name: new RegExp(`(Ref|Réf) ?: ${id}`) })
    await expect(option).toBeVisible()
    await expect(results(page).getByRole('option')).toHaveCount(1)
    await searchBox(page).press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${id}/$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
}

test('keyboard only: arrows move across groups, Escape closes, Enter opens', async ({ page }) => {
  await gotoHydrated(page, '/nl/')
  const box = searchBox(page)
  // Reach the box with Tab from the top of the page, as a keyboard user would.
  for (let presses = 0; presses < 40 && !(await box.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab')
  }
  await expect(box).toBeFocused()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.type('wavre')
  await expect(results(page).getByRole('group', { name: 'Gemeenten' })).toBeVisible()

  const active = async () => page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`)
  await page.keyboard.press('ArrowDown')
  await expect(await active()).toHaveAttribute('aria-selected', 'true')
  await expect(await active()).toHaveAccessibleName(/^Waver \(1300\), Te koop \d+$/)
  await page.keyboard.press('ArrowDown')
  await expect(await active()).toHaveAccessibleName(/^Waver \(1300\), Te huur \d+$/)
  // Down again crosses into the properties group.
  await page.keyboard.press('ArrowDown')
  await expect(await active()).toHaveAccessibleName(/Ref: \d+/)
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(await active()).toHaveAccessibleName(/^Waver \(1300\), Te koop \d+$/)

  await page.keyboard.press('Escape')
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await expect(results(page)).toBeHidden()
  await page.keyboard.press('ArrowDown')
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=Waver%7C1300$/)
})

test('empty text shows every type; a type with nothing to rent has its link disabled', async ({ page }) => {
  await gotoHydrated(page, '/fr/')
  await searchBox(page).focus()
  const types = results(page).getByRole('group', { name: 'Types de biens' })
  await expect(types.getByRole('option', { name: /, À vendre \d+$/ })).toHaveCount(7)
  await expect(types.locator('[role="option"][aria-disabled="true"]').first()).toBeVisible()
  await expect(types.locator('[role="option"][aria-disabled="true"]').first()).not.toHaveAttribute('href')
  // Focus leaving the box closes the panel.
  await page.keyboard.press('Tab')
  await expect(results(page)).toBeHidden()
})

test('the panel passes axe with results open', async ({ page }) => {
  await gotoHydrated(page, '/fr/')
  await searchBox(page).fill('wavre')
  await expect(results(page).getByRole('group', { name: 'Biens' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('switching language recomputes the rows in the new language', async ({ page }) => {
  await gotoHydrated(page, '/nl/')
  await searchBox(page).fill('maison')
  await expect(results(page).getByRole('option', { name: /^Huis, Te koop \d+$/ })).toBeVisible()
  await page.getByRole('link', { name: 'FR, Français' }).first().click()
  await expect(page).toHaveURL(/\/fr\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE')
  await searchBox(page).fill('')
  await searchBox(page).fill('maison')
  await expect(results(page).getByRole('option', { name: /^Maison, À vendre \d+$/ })).toBeVisible()
})

test('text typed before the page has hydrated still opens the rows (a language switch is a full page load)', async ({ page }) => {
  // Hold the page's scripts back, as a slow phone or a busy machine does, while the visitor types.
  let release!: () => void
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.js(\?|$)/, async (route) => {
    await scriptsHeld
    await route.continue()
  })
  // The server-rendered page is there at once; its module scripts (and so the load event) wait.
  await page.goto('/fr/', { waitUntil: 'commit' })
  await searchBox(page).fill('maison')
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
  release()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(searchBox(page)).toHaveValue('maison')
  await expect(results(page).getByRole('option', { name: /^Maison, À vendre \d+$/ })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

  test('the dropdown fits the screen and a tap opens a property', async ({ page }) => {
    await gotoHydrated(page, '/fr/')
    await searchBox(page).tap()
    await page.keyboard.type('wavre')
    const panel = results(page)
    const property = panel.getByRole('group', { name: 'Biens' }).getByRole('option').first()
    await expect(property).toBeVisible()
    const box = await panel.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(375)
    const href = await property.getAttribute('href')
    await property.tap()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
  })

  test('the listing page has the same search box', async ({ page }) => {
    await gotoHydrated(page, '/nl/te-koop/')
    await searchBox(page).tap()
    await page.keyboard.type('huis')
    await expect(results(page).getByRole('option', { name: /^Huis, Te koop \d+$/ })).toBeVisible()
  })
})
