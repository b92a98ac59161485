import type { Locator, Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/navigation.ts'
import { expect, test } from './support/owners.ts'

// Keyboard and screen readers: the photo lightbox, the consent dialog, client-side
// navigation, the hero text's contrast, the owner portal's markup and the scroll-to-top button.

/** Whether the focused element lies in an open dialog. */
const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))

/**
 * The first property with photos of the English sale listing, opened from its card (other tests add
 * listings in the CRM as they run, and the newest may have no photo).
 */
async function openFirstProperty(page: Page): Promise<void> {
  await gotoHydrated(page, '/en/for-sale/')
  await page
    .locator('main ul li article')
    .filter({ has: page.locator('img') })
    .first()
    .getByRole('link')
    .first()
    .click()
  // A listing, or a unit of a project (its one address is under the project).
  await expect(page).toHaveURL(/\/en\/(for-sale|projects)\/.+\/\d+\/$/)
  await expect(page.locator('section[aria-roledescription="carousel"]')).toBeVisible()
}

test('photo lightbox: one arrow press is one photo, Tab stays inside, Escape returns focus to the opener', async ({ page }) => {
  await openFirstProperty(page)
  const carousel = page.locator('section[aria-roledescription="carousel"]')
  const count = Number((await carousel.locator('p[aria-live]').textContent())!.split('/')[1])
  expect(count, 'photos of the first property').toBeGreaterThanOrEqual(3)

  const opener = carousel.getByRole('button', { name: 'Open the photos full screen' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const lightbox = page.getByRole('dialog', { name: /^Photos of / })
  await expect(lightbox).toBeVisible()
  const position = lightbox.locator('p[aria-live]')
  // Every photo in turn, then round to the first: each press is one step.
  for (let step = 1; step <= count; step++) {
    await page.keyboard.press('ArrowRight')
    await expect(position).toHaveText(`${(step % count) + 1} / ${count}`)
  }
  await page.keyboard.press('ArrowLeft')
  await expect(position).toHaveText(`${count} / ${count}`)
  await expectNoAxeViolations(page)

  // Close, previous, next: Tab and Shift+Tab go round them and never leave the lightbox.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab')
    expect(await focusInDialog(page), `Tab ${i + 1}`).toBe(true)
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusInDialog(page), `Shift+Tab ${i + 1}`).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(lightbox).toBeHidden()
  await expect(opener).toBeFocused()

  // Opened again after Escape, it works the same.
  await page.keyboard.press('Enter')
  await expect(lightbox).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(lightbox).toBeHidden()
  await expect(opener).toBeFocused()
})

test.describe('the consent dialog, nothing chosen yet', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('Escape never closes it undecided: on the settings it goes back; focus stays inside until a choice', async ({ page }) => {
    await gotoHydrated(page, '/en/')
    const first = page.getByRole('dialog', { name: 'Your privacy' })
    await expect(first).toBeVisible()
    await expect.poll(() => focusInDialog(page)).toBe(true)
    // Escape, before any other key or click, and again.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Escape')
      await expect(first).toBeVisible()
      expect(await focusInDialog(page), `focus after Escape ${i + 1}`).toBe(true)
    }
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 7; i++) {
        await page.keyboard.press(key)
        expect(await focusInDialog(page), `${key} ${i + 1}`).toBe(true)
      }
    }
    await expectNoAxeViolations(page)

    await first.getByRole('button', { name: 'Change settings' }).focus()
    await page.keyboard.press('Enter')
    const settings = page.getByRole('dialog', { name: 'Cookie settings' })
    await expect(settings).toBeVisible()
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInDialog(page), `Tab ${i + 1} in the settings`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(first).toBeVisible()
    expect(await focusInDialog(page)).toBe(true)
    await page.keyboard.press('Escape')
    await expect(first).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('consent'))).toBeNull()

    // A choice ends it, and focus lands at the start of the page's content, not on the body.
    await first.getByRole('button', { name: 'Decline all' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('consent'))).not.toBeNull()
    await expect(page.locator('main#main')).toBeFocused()

    // Opened again from the footer, it gives the focus back to the footer's button.
    const reopen = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })
    await reopen.focus()
    await page.keyboard.press('Enter')
    const again = page.getByRole('dialog', { name: 'Cookie settings' })
    await expect(again).toBeVisible()
    await again.getByRole('button', { name: /^Save/ }).focus()
    await page.keyboard.press('Enter')
    await expect(again).toBeHidden()
    await expect(reopen).toBeFocused()
  })
})

test('a client-side navigation moves focus to the new page’s h1 and announces its title; the first load, a hash and a filter do not', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/')
  const announcer = page.getByTestId('page-announcer')
  await expect(announcer).toHaveAttribute('aria-live', 'polite')
  expect(await announcer.textContent()).toBe('')
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
  // The skip link changes the hash only.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
  expect(await announcer.textContent()).toBe('')

  const heading = page.getByRole('heading', { level: 1 })
  await page.getByRole('navigation').getByRole('link', { name: 'For sale', exact: true }).first().focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/for-sale\/$/)
  await expect(heading).toBeFocused()
  await expect
    .poll(async () => [await announcer.textContent(), await page.title()])
    .toEqual([expect.stringMatching(/page 1 of/), expect.stringMatching(/page 1 of/)])
  expect(await announcer.textContent()).toBe(await page.title())

  // A filter keeps focus on the form; the results' heading announces the count itself.
  const town = page.getByLabel('Town', { exact: true })
  await town.selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Show properties' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/[?&]city=/)
  await expect(page.getByRole('button', { name: 'Show properties' })).toBeFocused()
  expect(await announcer.textContent()).toMatch(/page 1 of/)

  // Another page of results is a new page.
  await page.getByRole('link', { name: 'Clear the filters' }).click()
  await expect(page).toHaveURL(/\/en\/for-sale\/$/)
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(heading).toBeFocused()
  await expect(announcer).toHaveText(/page 2 of/)
  // Focus did not scroll the page away from where the router put it.
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

/** WCAG relative luminance of an sRGB colour (0–255 channels). */
function luminance([r, g, b]: number[]): number {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!)
}

/**
 * The text's contrast against the lightest pixel behind it: the element's box is shot with its text
 * made transparent, and the text colour (with its alpha) painted over that pixel on a canvas, which
 * also reads any CSS colour syntax (Tailwind writes oklab).
 */
async function worstContrast(page: Page, text: Locator): Promise<number> {
  const colour = await text.evaluate((element) => getComputedStyle(element).color)
  await text.evaluate((element) => element.style.setProperty('color', 'transparent', 'important'))
  const shot = await text.screenshot({ animations: 'disabled' })
  await text.evaluate((element) => element.style.removeProperty('color'))
  return page.evaluate(
    async ({ source, colour }) => {
      const luminance = ([r, g, b]: number[]) => {
        const linear = (c: number) => {
          const s = c / 255
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
        }
        return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!)
      }
      const image = new Image()
      image.src = source
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.width
      canvas.height = image.height
      const context = canvas.getContext('2d', { willReadFrequently: true })!
      context.drawImage(image, 0, 0)
      const data = context.getImageData(0, 0, image.width, image.height).data
      let lightest = [0, 0, 0]
      let most = -1
      for (let i = 0; i < data.length; i += 4) {
        const pixel = [data[i]!, data[i + 1]!, data[i + 2]!]
        const value = luminance(pixel)
        if (value > most) {
          most = value
          lightest = pixel
        }
      }
      // The text as it shows on that pixel: its colour, alpha included, painted over it.
      context.fillStyle = `rgb(${lightest.join(' ')})`
      context.fillRect(0, 0, 1, 1)
      context.fillStyle = colour
      context.fillRect(0, 0, 1, 1)
      const shown = [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)]
      const [light, dark] = [luminance(shown), most].sort((x, y) => y - x)
      return (light! + 0.05) / (dark! + 0.05)
    },
    { source: `data:image/png;base64,${shot.toString('base64')}`, colour },
  )
}

for (const lang of ['en', 'fr'] as const) {
  for (const width of [375, 1366]) {
    test(`the hero text keeps 4.5:1 on every banner picture (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await gotoHydrated(page, `/${lang}/`)
      const banner = page.locator('main > section').first()
      const pictures = banner.locator('img')
      const texts = [banner.getByRole('heading', { level: 1 }), banner.locator('h1 + p')]
      await expect(texts[1]!).toBeVisible()
      // A gallery banner shows its pictures in turn: each is measured alone.
      const count = await pictures.count()
      for (let shown = 0; shown < Math.max(count, 1); shown++) {
        if (count > 0) {
          await pictures.evaluateAll((images, index) => {
            images.forEach((image, i) => {
              ;(image as HTMLElement).style.transition = 'none'
              ;(image as HTMLElement).style.opacity = i === index ? '1' : '0'
            })
          }, shown)
          await expect
            .poll(() => pictures.nth(shown).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
            .toBe(true)
        }
        for (const text of texts)
          expect(
            await worstContrast(page, text),
            `${await text.evaluate((element) => element.tagName)} on picture ${shown + 1}`,
          ).toBeGreaterThanOrEqual(4.5)
      }
      await expectNoAxeViolations(page)
    })
  }
}

test('owner portal: every region has a name of its own, and no details lies inside a figure', async ({ page, context, createOwner }) => {
  await context.setExtraHTTPHeaders({ 'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 250) + 1}` })
  const owner = await createOwner({ language: 'en', firstName: 'Ann', lastName: 'Test', properties: [4100001, 4100007] })
  await gotoHydrated(page, '/en/login/')
  await page.getByRole('textbox', { name: 'Email address' }).fill(owner.email)
  await page.getByLabel('Password', { exact: true }).fill(owner.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/en\/owner\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My properties' })).toBeVisible()

  const sharedNames = () =>
    page.evaluate(() => {
      const roles: Record<string, string> = { NAV: 'navigation', ASIDE: 'complementary', SECTION: 'region', FORM: 'form', MAIN: 'main' }
      // What a screen reader lists: the closed menu drawer's copies of the header's navigation are not.
      const named = [
        ...document.querySelectorAll<HTMLElement>(
          'nav, aside, main, section[aria-label], section[aria-labelledby], form[aria-label], form[aria-labelledby], [role="region"], [role="navigation"]',
        ),
      ].filter((element) => element.checkVisibility())
      const names = named.map((element) => {
        const byIds = element.getAttribute('aria-labelledby')
        const name = byIds
          ? byIds
              .split(/\s+/)
              .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
              .join(' ')
          : (element.getAttribute('aria-label') ?? '')
        return `${element.getAttribute('role') ?? roles[element.tagName]}: ${name}`
      })
      return names.filter((name, i) => names.indexOf(name) !== i)
    })
  expect(await sharedNames()).toEqual([])
  await expectNoAxeViolations(page)

  await gotoHydrated(page, '/en/owner/4100001/')
  await expect(page.getByRole('img', { name: /Visits per day, last 30 days/ })).toBeVisible()
  await expect(page.getByText('Show the figures as a table')).toBeVisible()
  expect(await page.locator('figure details').count()).toBe(0)
  expect(await sharedNames()).toEqual([])
  await expectNoAxeViolations(page)
})

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the scroll-to-top button never covers a fact value brought into view, nor the page’s last line', async ({ page }) => {
    await openFirstProperty(page)
    const button = page.getByTestId('scroll-to-top')
    const values = page.locator('main section[aria-labelledby^="facts-"] dd')
    const count = await values.count()
    expect(count).toBeGreaterThan(3)
    const overlap = async (other: Locator) => {
      const [a, b] = [await button.boundingBox(), await other.boundingBox()]
      return !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }
    // Each value brought to the bottom of the screen, as Tab, find in page or a screen reader's cursor does.
    for (let i = 0; i < count; i++) {
      await values.nth(i).evaluate((value) => value.scrollIntoView({ block: 'end' }))
      await expect(button).toBeVisible()
      expect(await overlap(values.nth(i)), `fact value ${i + 1} of ${count}`).toBe(false)
    }
    // At the very bottom the footer's last line sits above the button.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect
      .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight))
      .toBe(true)
    const lastLine = page.locator('footer > div:last-child').locator('p, button')
    for (let i = 0; i < (await lastLine.count()); i++) expect(await overlap(lastLine.nth(i)), `footer line ${i + 1}`).toBe(false)
  })
})
