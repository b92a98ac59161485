import { expect, test, type Page } from '@playwright/test'
import type { SearchIndex } from '../src/domain/search-index.ts'
import { LOCALE_TAGS } from '../src/i18n/locales.ts'
import { generateDemoFeed } from '../scripts/demo-data/generate-feed.ts'
import { gotoHydrated } from './support/navigation.ts'

// Text in the reader's language (decision 011): reviews in the page's language first, dates day first
// in English too, and a text shown in another language than the page says which (WCAG 3.1.2).

const demo = generateDemoFeed()

/** The approved demo reviews of a language, newest first: what a page of that language opens with. */
function newestApproved(language: string): string[] {
  return demo.testimonials
    .filter((testimonial) => testimonial.approved && testimonial.language === language)
    .sort((a, b) => b.postedAt.localeCompare(a.postedAt))
    .map((testimonial) => testimonial.author)
}

function reviews(page: Page, heading: string | RegExp) {
  return page.getByRole('region', { name: heading }).getByRole('figure')
}

test('nl home: Dutch reviews come first, a French one after them carries its lang', async ({ page }) => {
  const dutch = newestApproved('nl')
  expect(dutch.length).toBeGreaterThanOrEqual(2)
  await page.goto('/nl/')
  const shown = reviews(page, 'Wat onze klanten zeggen')
  await expect(shown).toHaveCount(3)
  await expect(shown.first()).toContainText(dutch[0]!)
  await expect(shown.nth(1)).toContainText(dutch[1]!)
  // The page's own language needs no lang; the newest review of another language does.
  await expect(shown.first().locator('blockquote')).not.toHaveAttribute('lang')
  await expect(shown.nth(2).locator('blockquote')).toHaveAttribute('lang', /^(fr-BE|en)$/)
})

test('en home and testimonials: an English review first, its date day first with the month named', async ({ page }) => {
  const english = newestApproved('en')
  await page.goto('/en/')
  const shown = reviews(page, 'What our clients say')
  await expect(shown.first()).toContainText(english[0]!)
  // '8 July 2025', never 'July 8, 2025' or '08-07-2025'.
  await expect(shown.first().locator('figcaption')).toHaveText(
    /· \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
  )

  await page.goto('/en/testimonials/')
  const all = reviews(page, 'What our clients say')
  for (const [position, author] of english.entries()) await expect(all.nth(position)).toContainText(author)
  await expect(all.nth(english.length).locator('blockquote')).toHaveAttribute('lang', /^(fr-BE|nl-BE)$/)
})

test('en content page: its last update reads "1 November 2026"', async ({ page }) => {
  await page.goto('/en/disclaimer/')
  await expect(page.getByText('Last updated: 1 November 2026')).toBeVisible()
})

test('de search: a property text that falls back to another language carries its lang', async ({ page, request }) => {
  // No demo property has German texts: every row of the German index shows a fallback.
  const index = (await (await request.get('/api/search-index/de.json')).json()) as SearchIndex
  const entry = index.properties.find((candidate) => candidate[8] !== undefined && candidate[6] !== '')!
  const [id, , , , , , text, , language] = entry
  await gotoHydrated(page, '/de/')
  await page.getByRole('combobox', { name: /Referenz/ }).fill(String(id))
  const option = page.getByRole('listbox').getByRole('option', { name: new RegExp(`Ref\\.: ${id}`) })
  await expect(option).toBeVisible()
  await expect(option.locator(`[lang="${LOCALE_TAGS[language!]}"]`)).toHaveText(text)

  // The French index holds the French texts as they are: no row of the same property says lang.
  const french = (await (await request.get('/api/search-index/fr.json')).json()) as SearchIndex
  expect(french.properties.find((candidate) => candidate[0] === id)).toHaveLength(8)
})
