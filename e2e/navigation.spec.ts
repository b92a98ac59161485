import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './support/navigation.ts'
import { FOUNDATION_PAGES } from './support/pages.ts'

/** All link targets inside a region of the page, split into site paths and new-tab links. */
async function linksIn(page: Page, selector: string) {
  return page
    .locator(`${selector} a[href]`)
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute('href') ?? '', target: a.getAttribute('target'), rel: a.getAttribute('rel') ?? '' })),
    )
}

for (const lang of ['nl', 'fr', 'en', 'de'] as const) {
  test(`every header, top-bar, drawer and footer link answers 200 (${lang})`, async ({ page, request }) => {
    await gotoHydrated(page, `/${lang}/`)
    const links = [...(await linksIn(page, 'header')), ...(await linksIn(page, 'footer'))]
    const sitePaths = new Set(links.map((link) => link.href).filter((href) => href.startsWith('/') && !href.startsWith('//')))
    expect(sitePaths.size).toBeGreaterThan(8)
    for (const path of sitePaths) {
      expect((await request.get(path)).status(), path).toBe(200)
    }
    // spec §2 "Top bar": http, //, tel: and mailto: links open in a new tab without opener.
    const external = links.filter((link) => /^(https?:|\/\/|tel:|mailto:)/.test(link.href) && link.target === '_blank')
    expect(external.length).toBeGreaterThanOrEqual(4)
    for (const link of external) expect(link.rel).toContain('noopener')
  })
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the drawer opens, traps focus and closes with Escape, keyboard only', async ({ page }) => {
    await gotoHydrated(page, '/nl/')
    const toggle = page.getByRole('button', { name: 'Menu openen' })
    await expect(toggle).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).first()).toBeHidden()
    // Reach the toggle with Tab from the top of the page.
    await page.keyboard.press('Tab')
    for (let i = 0; i < 10 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    // The free-evaluation button is always in the drawer (spec §2), after the menu entries.
    await expect(drawer.getByRole('link', { name: 'Gratis schatting' }).last()).toHaveClass(/rounded-full/)
    // Focus cycles inside the drawer however far one tabs.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab')
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('a drawer link navigates and closes the drawer', async ({ page }) => {
    await gotoHydrated(page, '/fr/')
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL(/\/fr\/contact\/$/)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('the header keeps toggle, logo and language switcher on one row in every language', async ({ page }) => {
    for (const lang of ['nl', 'fr', 'en', 'de']) {
      await gotoHydrated(page, `/${lang}/`)
      const header = page.locator('header > div').nth(1)
      const box = await header.boundingBox()
      expect(box?.height, lang).toBeLessThanOrEqual(64)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `horizontal overflow in ${lang}`).toBeLessThanOrEqual(0)
    }
  })
})

test('the scroll-to-top button appears after scrolling and brings the page back up', async ({ page }) => {
  await gotoHydrated(page, '/en/privacy/')
  const button = page.getByTestId('scroll-to-top')
  await expect(button).toBeHidden()
  await page.mouse.wheel(0, 1200)
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0)
  await expect(button).toBeHidden()
})

test('desktop submenu opens with the keyboard and closes with Escape', async ({ page }) => {
  await gotoHydrated(page, '/en/')
  const toggle = page.getByRole('button', { name: 'Submenu of Services' })
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('link', { name: 'Our team' }).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()
})

test('every link inside the pages of the foundation answers 200 (breadcrumbs, cards, buttons)', async ({ page, request }) => {
  test.setTimeout(120_000)
  const checked = new Set<string>()
  for (const path of [...FOUNDATION_PAGES.nl, ...FOUNDATION_PAGES.fr]) {
    await page.goto(path)
    const hrefs = await page.locator('main a[href^="/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))
    for (const href of hrefs) {
      if (checked.has(href) || href.startsWith('//')) continue
      checked.add(href)
      expect((await request.get(href)).status(), `${href} linked from ${path}`).toBe(200)
    }
  }
  expect(checked.size).toBeGreaterThanOrEqual(8)
})
