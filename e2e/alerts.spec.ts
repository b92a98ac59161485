import { randomUUID } from 'node:crypto'
import { CRM_CONTROL, crmProperties, syncNow } from './support/crm.ts'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { openDatabase } from '../scripts/development/d1-access.ts'
import { mailsSince } from './support/mails.ts'
import { consentDeclinedState } from './support/consent-declined.ts'
import { gotoHydrated } from './support/navigation.ts'
import { registerAlert } from './support/alert-form.ts'

// Search alerts (decision 017): a confirmed alert, a matching property added in the stand-in CRM and
// synced, the cron trigger run: the alert's mail arrives through the ALERT_MAILS queue (Miniflare runs
// its consumer under vite preview), in the subscriber's language, and its link opens the property.

const CONTROL = CRM_CONTROL
/** New IDs each run (the stand-in CRM outlives a run), away from crm-sync.spec.ts's 4199016. */
const RUN_ID = 4_300_000 + (Date.now() % 50_000) * 2
const NEW_ID = RUN_ID
const PRICE = 654_321

/** An alert for a sale in Wavre up to 700,000 €, confirmed a minute ago, written in the local database. */
async function addConfirmedAlert(email: string): Promise<void> {
  const { db, close } = await openDatabase(false)
  try {
    const leadId = `e2e-alert-${randomUUID()}`
    await db
      .prepare(`INSERT INTO leads (id, form, locale, email, fields) VALUES (?, 'demand-register', 'nl', ?, '{}')`)
      .bind(leadId, email)
      .run()
    const alert = await db
      .prepare(
        `INSERT INTO search_alerts (lead_id, email, locale, goal, budget_max, confirmed_at) VALUES (?, ?, 'nl', 0, 700000, ?) RETURNING id`,
      )
      .bind(leadId, email, new Date(Date.now() - 60_000).toISOString())
      .first<{ id: number }>()
    // "Waver" as the visitor typed it in Dutch, stored as the town's key.
    await db.prepare(`INSERT INTO search_alert_zones (alert_id, kind, value) VALUES (?, 'town', 'wavre')`).bind(alert!.id).run()
  } finally {
    await close()
  }
}

/** A Wavre house of the demo CRM copied under `id` at `price`, then synced. */
async function addWavreListing(request: APIRequestContext, id: number, price: number): Promise<void> {
  const source = (await crmProperties(request)).find(
    (row) => row.City === 'Wavre' && row.PublishPrice !== false && !row.Marquee && !row.ProjectID && typeof row.Price === 'number',
  )!
  expect(source, 'a plain Wavre listing in the demo CRM').toBeTruthy()
  const { records } = (await (await request.get(new URL(`properties/${source.ID}?customer=demo-agency`, CONTROL).href)).json()) as {
    records: Array<Record<string, unknown>>
  }
  const added = records.map((record) => ({
    ...record,
    ID: id,
    Price: price,
    Marquee: 0,
    WebID: 1,
    WebIDs: '1',
    Documents: [],
    CreatedAt: new Date().toISOString(),
  }))
  expect((await request.post(new URL('properties?customer=demo-agency', CONTROL).href, { data: { records: added } })).ok()).toBe(true)
  await syncNow(request)
}

/** Fires the cron until `found` holds: the cron starts a sync of its own, which may be the one that writes the listing. */
async function cronUntil(request: APIRequestContext, found: () => boolean): Promise<void> {
  await expect
    .poll(
      async () => {
        if (found()) return true
        await runCron(request)
        return found()
      },
      { timeout: 45_000, intervals: [3_000] },
    )
    .toBe(true)
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
  await addConfirmedAlert(email)

  // A house in Wavre, copied under a new ID and a price within the alert's budget.
  await addWavreListing(request, NEW_ID, PRICE)

  const since = Date.now() - 1_000
  const alertMail = () =>
    mailsSince(since).find((mail) => mail.includes(email) && mail.includes(`/${NEW_ID}/?utm_source=alert&utm_medium=email`))
  await cronUntil(request, () => alertMail() !== undefined)
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
  // About this listing: the other test's house in Wavre may reach this alert meanwhile, rightly.
  expect(mailsSince(later).filter((text) => text.includes(email) && text.includes(`/${NEW_ID}/?utm_source=alert`))).toEqual([])

  await request.delete(new URL(`properties/${NEW_ID}?customer=demo-agency`, CONTROL).href)
})

test('nl: registered and confirmed from its mail, the alert mails a new house in Waver; its one-click address stops the next one', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000)
  await runCron(request)
  const context = await browser.newContext({
    storageState: consentDeclinedState(baseURL!),
    extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  })
  const page = await context.newPage()
  const email = `waver-${randomUUID()}@voorbeeld.be`
  const since = Date.now() - 1_000
  await registerAlert(page, email, { zones: 'Waver', budget: '700000', firstName: 'An', lastName: 'Wouters' })
  // The confirmation link from the mail, then its button.
  let confirmPath = ''
  await expect
    .poll(
      () => {
        const match = mailsSince(since)
          .filter((mail) => mail.includes(email))
          .map((mail) => /\/nl\/zoekopdracht-bevestigen\/\?t=[\w:.-]+/.exec(mail))
          .find((found) => found !== null)
        confirmPath = match?.[0] ?? ''
        return confirmPath
      },
      { timeout: 15_000 },
    )
    .not.toBe('')
  await gotoHydrated(page, confirmPath)
  await page.getByRole('button', { name: 'Mijn zoekopdracht bevestigen' }).click()
  await expect(page).toHaveURL(/answer=confirmed/)

  const first = RUN_ID + 1
  await addWavreListing(request, first, 612_345)
  const afterConfirm = Date.now() - 1_000
  const alertMail = (id: number, from: number) =>
    mailsSince(from).find((mail) => mail.includes(email) && mail.includes(`/${id}/?utm_source=alert&utm_medium=email`))
  await cronUntil(request, () => alertMail(first, afterConfirm) !== undefined)
  const mail = alertMail(first, afterConfirm)!
  expect(mail).toContain('€\u00a0612.345')
  const link = new URL(mail.match(new RegExp(`https://[^\\s"<]+/${first}/\\?utm_source=alert&utm_medium=email`))![0])
  await page.goto(link.pathname + link.search)
  await expect(page.locator('main')).toContainText(/€\s612\.345/)

  // The mail's List-Unsubscribe address answers a POST without any page (RFC 8058).
  const oneClick = new URL(/List-Unsubscribe: <([^>]+)>/.exec(mail)![1]!)
  const left = await request.post(oneClick.pathname, { form: { 'List-Unsubscribe': 'One-Click' } })
  expect(left.status()).toBeLessThan(300)

  // The next matching house reaches nobody at that address: once another subscriber's mail about
  // it is out, the run that would have mailed it is over.
  const witness = `witness-${randomUUID()}@example.test`
  await addConfirmedAlert(witness)
  const second = RUN_ID + 2
  const afterLeaving = Date.now()
  await addWavreListing(request, second, 598_765)
  await cronUntil(request, () =>
    mailsSince(afterLeaving).some((text) => text.includes(witness) && text.includes(`/${second}/?utm_source=alert`)),
  )
  expect(mailsSince(afterLeaving).filter((text) => text.includes(email))).toEqual([])
  await context.close()
  for (const id of [first, second]) await request.delete(new URL(`properties/${id}?customer=demo-agency`, CONTROL).href)
})
