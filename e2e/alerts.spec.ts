import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { openDatabase } from '../scripts/d1-access.ts'
import { mailsSince } from './support/mails.ts'

// Issue 17 "Search alerts": a confirmed alert, a matching property added in the stand-in CRM and
// synced, the cron trigger run: the alert's mail arrives through the ALERT_MAILS queue (Miniflare runs
// its consumer under vite preview), in the subscriber's language, and its link opens the property.

const vars = Object.fromEntries([...readFileSync('.dev.vars', 'utf8').matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map((match) => [match[1]!, match[2]!.trim()]))
const CRM = vars.OMNICASA_URL!
const CONTROL = new URL('/__control/', CRM)
const OPERATOR = { Authorization: `Bearer ${vars.OPERATOR_TOKEN}` }
/** A new ID each run (the stand-in CRM outlives a run), away from crm-sync.spec.ts's 4199016. */
const NEW_ID = 4_300_000 + (Date.now() % 100_000)
const PRICE = 654_321

type CrmRow = { ID: number; City: string; Price?: number; PublishPrice?: boolean; Marquee?: number; ProjectID?: number | null }

async function crmProperties(request: APIRequestContext): Promise<CrmRow[]> {
  const json = JSON.stringify({ CustomerName: vars.OMNICASA_CUSTOMER_NAME, CustomerPassword: vars.OMNICASA_CUSTOMER_PASSWORD, LanguageId: 2, Goal: 0 })
  const answer = await (await request.get(`${CRM}GetPropertyListJson?json=${encodeURIComponent(json)}`)).json()
  return answer.GetPropertyListJsonResult.Value.Items
}

async function syncNow(request: APIRequestContext): Promise<void> {
  const lastSync = async () => (await (await request.get('/api/health', { headers: OPERATOR })).json()).crm?.lastSync?.startedAt ?? ''
  const before = await lastSync()
  expect((await request.post('/api/sync', { headers: OPERATOR })).status()).toBe(202)
  await expect.poll(lastSync, { timeout: 60_000, intervals: [500] }).not.toBe(before)
}

// The cron trigger, as Cloudflare fires it every five minutes (wrangler.toml [triggers]).
async function runCron(request: APIRequestContext): Promise<void> {
  const response = await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}`)
  expect(response.ok()).toBe(true)
}

test('a confirmed alert gets the matching property that arrived, in its language, and the link opens it', async ({ page, request }) => {
  test.setTimeout(120_000)
  // The run looks at what arrived since its last run: one run first, so the window starts here.
  await runCron(request)

  const email = `alert-${randomUUID()}@example.test`
  const { db, close } = await openDatabase(false)
  try {
    const leadId = `e2e-alert-${randomUUID()}`
    await db.prepare(`INSERT INTO leads (id, form, locale, email, fields) VALUES (?, 'demand-register', 'nl', ?, '{}')`).bind(leadId, email).run()
    // Confirmed a minute ago: as if its confirmation link had been followed.
    const alert = await db
      .prepare(`INSERT INTO search_alerts (lead_id, email, locale, goal, budget_max, confirmed_at) VALUES (?, ?, 'nl', 0, 700000, ?) RETURNING id`)
      .bind(leadId, email, new Date(Date.now() - 60_000).toISOString())
      .first<{ id: number }>()
    // "Waver" as the visitor typed it in Dutch, stored as the town's key.
    await db.prepare(`INSERT INTO search_alert_zones (alert_id, kind, value) VALUES (?, 'town', 'wavre')`).bind(alert!.id).run()
  } finally {
    await close()
  }

  // A house in Wavre, copied under a new ID and a price within the alert's budget.
  const source = (await crmProperties(request)).find((row) => row.City === 'Wavre' && row.PublishPrice !== false && !row.Marquee && !row.ProjectID && typeof row.Price === 'number')!
  expect(source, 'a plain Wavre listing in the demo CRM').toBeTruthy()
  const { records } = (await (await request.get(new URL(`properties/${source.ID}?customer=demo-agency`, CONTROL).href)).json()) as { records: Array<Record<string, unknown>> }
  const added = records.map((record) => ({ ...record, ID: NEW_ID, Price: PRICE, Marquee: 0, Documents: [], CreatedAt: new Date().toISOString() }))
  expect((await request.post(new URL('properties?customer=demo-agency', CONTROL).href, { data: { records: added } })).ok()).toBe(true)
  await syncNow(request)

  const since = Date.now() - 1_000
  const alertMail = () => mailsSince(since).find((mail) => mail.includes(email) && mail.includes(`/${NEW_ID}/?utm_source=alert&utm_medium=email`))
  // The cron also starts a sync of its own, which may be the one that writes the listing: the run
  // after it then finds it. Each poll fires the cron again, as the five-minute trigger would.
  await expect
    .poll(
      async () => {
        if (alertMail()) return true
        await runCron(request)
        return alertMail() !== undefined
      },
      { timeout: 45_000, intervals: [3_000] },
    )
    .toBe(true)
  const mail = alertMail()!
  expect(mail).toMatch(/Subject: \d+ (nieuw pand|nieuwe panden) voor uw zoekopdracht/)
  expect(mail).toContain('List-Unsubscribe: <https://')
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
  expect(mail).toContain('€\u00a0654.321')
  expect(mail).toContain('Waver')
  expect(mail).toContain('Deze zoekopdracht beheren of stopzetten')

  // The link is on siteUrl; the same path opens here.
  const link = new URL(mail.match(new RegExp(`https://[^\\s"<]+/${NEW_ID}/\\?utm_source=alert&utm_medium=email`))![0])
  expect(link.pathname).toMatch(/^\/nl\/te-koop\//)
  const response = await page.goto(link.pathname + link.search)
  expect(response?.status()).toBe(200)
  await expect(page.locator('main')).toContainText(/€\s654\.321/)

  // The next run mails nothing more about it.
  const later = Date.now()
  await runCron(request)
  await page.waitForTimeout(8_000)
  expect(mailsSince(later).filter((text) => text.includes(email))).toEqual([])

  await request.delete(new URL(`properties/${NEW_ID}?customer=demo-agency`, CONTROL).href)
})
