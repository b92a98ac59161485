import { CRM_CONTROL, crmProperties, syncNow } from './support/crm.ts'
import { expect, test, type APIRequestContext } from '@playwright/test'

// Decision 016: the site runs on the agency's CRM. A change made in the stand-in CRM (the one .dev.vars
// points the local Worker at) shows on the site after one sync, started the way the operator does
// (POST /api/sync with the operator token) and run by the Worker as a Workflow.

const CONTROL = CRM_CONTROL
const NEW_ID = 4_199_016

type FeedRecord = Record<string, unknown> & { ID: number; language: string; TypeDescription?: string }

test('a new property and a price change in the CRM show on the site after one sync', async ({ page, request }) => {
  test.setTimeout(120_000)
  // A house in Grez-Doiceau, with a published price, not under option, not part of a project.
  const source = (await crmProperties(request)).find(
    (row) => row.City === 'Grez-Doiceau' && row.PublishPrice !== false && !row.Marquee && !row.ProjectID && typeof row.Price === 'number',
  )!
  expect(source, 'a plain listing to change in the demo CRM').toBeTruthy()
  const newPrice = 987_650
  expect(
    (
      await request.post(new URL('properties?customer=demo-agency', CONTROL).href, {
        data: { ID: source.ID, changes: { Price: newPrice } },
      })
    ).ok(),
  ).toBe(true)
  const { records } = (await (await request.get(new URL(`properties/${source.ID}?customer=demo-agency`, CONTROL).href)).json()) as {
    records: FeedRecord[]
  }
  const added = records.map((record) => ({
    ...record,
    ID: NEW_ID,
    Price: 612_000,
    // Document ids are the CRM's, unique across listings: the copy brings none of the original's.
    Documents: [],
    TypeDescription:
      record.language === 'nl' ? 'Nieuw in de CRM: villa met zicht op de vallei' : 'Nouveau dans le CRM : villa avec vue sur la vallée',
    CreatedAt: new Date().toISOString(),
  }))
  expect((await request.post(new URL('properties?customer=demo-agency', CONTROL).href, { data: { records: added } })).ok()).toBe(true)

  await syncNow(request)

  await page.goto(`/property/${source.ID}?lng=fr`)
  await expect(page).toHaveURL(/\/fr\//)
  await expect(page.locator('main')).toContainText(/€\s987\.650/)
  await page.goto(`/property/${NEW_ID}?lng=fr`)
  await expect(page).toHaveURL(/\/fr\//)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nouveau dans le CRM')
  await expect(page.locator('main')).toContainText(/€\s612\.000/)
  // The Dutch page of the same listing, from the same sync.
  await page.goto(`/property/${NEW_ID}?lng=nl`)
  await expect(page).toHaveURL(/\/nl\//)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nieuw in de CRM')
})
