import { expect, test } from '@playwright/test'
import { generateDemoFeed } from '../scripts/demo-data/generate-feed.ts'
import { expectNoAxeViolations } from './support/axe.ts'

// Decision 011: text in the reader's language, and marked with `lang` where it is not.

type DemoRecord = {
  ID: number
  Goal: number
  Marquee?: number | null
  language: string
  TypeDescription?: string | null
  ProjectID?: number | null
  Descriptions?: unknown
}
const demo = generateDemoFeed()
const records = demo.properties as DemoRecord[]
const available = (record: DemoRecord) => !record.Marquee || record.Marquee === 3

/** Follows the id to the property's one address, as a visitor following an old link does. */
async function openProperty(page: import('@playwright/test').Page, lang: string, listing: string, id: number) {
  const response = await page.goto(`/${lang}/${listing}/x/y/${id}/`)
  expect(response?.status()).toBe(200)
}

test('a headline the CRM wrote only in French is marked lang on an English page, and the title is English', async ({ page }) => {
  // A French listing with no English record (the feed's `language`), with a headline of its own.
  const englishIds = new Set(records.filter((record) => record.language === 'en').map((record) => record.ID))
  const french = records.find(
    (record) =>
      record.language === 'fr' &&
      !englishIds.has(record.ID) &&
      record.Goal === 0 &&
      available(record) &&
      record.TypeDescription &&
      !/^-/.test(record.TypeDescription),
  )!
  await openProperty(page, 'en', 'for-sale', french.ID)
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'fr-BE')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveAttribute('lang', 'fr-BE')
  await expect(page).toHaveTitle(new RegExp(` for sale – .+ – Ref: ${french.ID} \\| Immo Dyle$`))
  await expectNoAxeViolations(page)
})

test('the status prefix and the agency name after it leave the headline (spec §4)', async ({ page }) => {
  const option = records.find(
    (record) => record.language === 'fr' && record.Goal === 0 && /^- OPTION - Immo Dyle /.test(record.TypeDescription ?? ''),
  )!
  await openProperty(page, 'fr', 'a-vendre', option.ID)
  const expected = option
    .TypeDescription!.replace(/^- OPTION - Immo Dyle /, '')
    .replace(/&[a-z]+;/g, '')
    .slice(0, 12)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(expected)
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Immo Dyle')
  expect(await page.title()).not.toMatch(/^Immo Dyle /)
})

test('HTML entities of the CRM are decoded in the description, its meta and the JSON-LD', async ({ page, request }) => {
  const ids = records
    .filter((record) => JSON.stringify(record).includes('&oelig;') && record.language === 'fr' && available(record))
    .map((record) => record.ID)
  expect(ids.length).toBeGreaterThan(0)
  await openProperty(page, 'fr', records.find((record) => record.ID === ids[0])!.Goal === 0 ? 'a-vendre' : 'a-louer', ids[0]!)
  const html = await (await request.get(page.url())).text()
  expect(html).not.toMatch(/&amp;oelig;|&oelig;/)
  await expect(page.locator('main')).toContainText('œ')
})

test('a unit of a project links to its project, which shows its number', async ({ page }) => {
  const unit = records.find((record) => record.ProjectID && record.Goal === 0 && available(record))!
  await openProperty(page, 'nl', 'te-koop', unit.ID)
  // Clicked as soon as it shows, hydrated or not: the link works either way, and the heart above it
  // keeps its place while the page hydrates (favourites.spec.ts), so the click lands on the link.
  const link = page.getByText('Maakt deel uit van het nieuwbouwproject').getByRole('link')
  await expect(link).toBeVisible()
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/nl/projecten/.+/${unit.ProjectID}/$`))
  await expect(page.getByText(/^Projectnr\. /)).toBeVisible()
})
