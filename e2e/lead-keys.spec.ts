import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { openDatabase } from '../scripts/development/d1-access.ts'
import { mailsSince } from './support/mails.ts'
import { consentDeclinedState } from './support/consent-declined.ts'

// Decision 007: every served form carries a key the Worker wrote into it, and a post that brings no
// key is told apart by its form, day, property and values. One visitor without JavaScript asking
// about several properties the same day leaves one lead per property, each answered and mailed
// about its own; the very same posts again leave nothing new.

const AGENCY = '\nTo: "Immo Dyle" <leads@immo-dyle.be>'
const KEY = /name="idempotencyKey"[^>]*value="([0-9a-f-]{36})"/

/** Each post from an address of its own: a person posts a few forms without a captcha, this test ten (captcha-demand.server.ts). */
const addresses = (() => {
  const base = `198.18.${Math.floor(Math.random() * 250) + 1}`
  let next = 0
  return () => `${base}.${++next}`
})()

type Listing = { id: number; documents: number[] }

/** Three listings for sale on offer, the first two with public documents. */
async function chooseListings(): Promise<Listing[]> {
  const { db, close } = await openDatabase(false)
  try {
    const { results } = await db
      .prepare(
        `SELECT p.id, (SELECT group_concat(d.id) FROM property_documents d WHERE d.property_id = p.id AND d.public = 1) AS documents
         FROM properties p WHERE p.goal = 0 AND p.withdrawn_at IS NULL AND p.status IN ('available', 'option') ORDER BY documents IS NULL, p.id LIMIT 3`,
      )
      .all<{ id: number; documents: string | null }>()
    return results.map((row) => ({
      id: row.id,
      documents: (row.documents ?? '')
        .split(',')
        .filter(Boolean)
        .map(Number)
        .sort((a, b) => a - b),
    }))
  } finally {
    await close()
  }
}

async function leadsOf(email: string): Promise<Array<{ form: string; property_id: number }>> {
  const { db, close } = await openDatabase(false)
  try {
    return (
      await db
        .prepare('SELECT form, property_id FROM leads WHERE email = ? ORDER BY form, property_id')
        .bind(email)
        .all<{ form: string; property_id: number }>()
    ).results
  } finally {
    await close()
  }
}

type Post = { path: string; body: string }

/** A plain form POST, as a browser without JavaScript sends it, from an address of its own. */
async function postForm(request: APIRequestContext, post: Post) {
  return request.post(post.path, {
    data: post.body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', 'CF-Connecting-IP': addresses() },
    maxRedirects: 0,
  })
}

async function askAbout(page: Page, listing: Listing, email: string): Promise<Post> {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': addresses() })
  await page.goto(`/nl/te-koop/x/y/${listing.id}/`)
  // The Worker wrote this form's key into the page.
  await expect(page.locator('input[name="idempotencyKey"]')).toHaveAttribute('value', /^[0-9a-f-]{36}$/)
  const form = page.locator('form[action="/api/leads/contact-me"]')
  await form.getByRole('radio', { name: 'Ik wil de woning bezoeken' }).check()
  await form.getByRole('radio', { name: 'Mevr.', exact: true }).check()
  await form.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Els')
  await form.getByRole('textbox', { name: 'Achternaam', exact: true }).fill('Zonderscript')
  await form.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(email)
  await form.getByRole('textbox', { name: 'Telefoonnummer', exact: true }).fill('0470 12 34 56')
  await form.getByRole('checkbox', { name: /Ik ga ermee akkoord/ }).check()
  // A person takes a few seconds to fill a form in; a script posts at once.
  await page.waitForTimeout(3_200)
  const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/leads/contact-me'))
  await form.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/contact-me\/$/)
  return { path: '/api/leads/contact-me', body: (await posted).postData() ?? '' }
}

test('without JavaScript, three questions and two documents requests the same day are five leads, five agency mails and each property’s own documents; the same posts again add nothing', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const listings = await chooseListings()
  expect(listings).toHaveLength(3)
  expect(listings[0]!.documents.length).toBeGreaterThan(0)
  expect(listings[1]!.documents.length).toBeGreaterThan(0)
  const email = `zonderscript${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@voorbeeld.be`
  const since = Date.now() - 1000
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: consentDeclinedState(baseURL!) })
  const page = await context.newPage()

  const posts: Post[] = []
  for (const listing of listings) posts.push(await askAbout(page, listing, email))
  // The same words each time; only the property and the key the page carried differ.
  expect(new Set(posts.map((post) => new URLSearchParams(post.body).get('idempotencyKey'))).size).toBe(3)

  // The documents form of a page that sent no key at all: the property alone tells the two apart.
  const stamp = new URLSearchParams(posts.at(-1)!.body).get('form-stamp')
  for (const listing of listings.slice(0, 2)) {
    const body = new URLSearchParams({
      locale: 'nl',
      idempotencyKey: '',
      'form-stamp': stamp ?? '',
      subjectId: String(listing.id),
      firstName: 'Els',
      lastName: 'Zonderscript',
      email,
      privacy: 'on',
    })
    const post = { path: '/api/leads/documents', body: body.toString() }
    const answer = await postForm(context.request, post)
    expect(answer.status(), await answer.text()).toBe(200)
    posts.push(post)
  }

  const expected = [
    ...listings.slice(0, 2).map((listing) => ({ form: 'documents', property_id: listing.id })),
    ...listings.map((listing) => ({ form: 'contact-me', property_id: listing.id })),
  ]
  const byForm = (a: { form: string; property_id: number }, b: { form: string; property_id: number }) =>
    a.form.localeCompare(b.form) || a.property_id - b.property_id
  expect(await leadsOf(email)).toEqual(expected.sort(byForm))
  const agencyMails = () => mailsSince(since).filter((mail) => mail.includes(email) && mail.includes(AGENCY))
  await expect.poll(() => agencyMails().length, { timeout: 15_000 }).toBe(5)
  // Each documents mail to the visitor links the public documents of its own property, and only those.
  const documentMails = () =>
    mailsSince(since).filter((mail) => mail.includes(`<${email}>`) && !mail.includes(AGENCY) && mail.includes('/api/documents/'))
  await expect.poll(() => documentMails().length, { timeout: 15_000 }).toBe(2)
  const linked = documentMails()
    .map((mail) => [...new Set([...mail.matchAll(/\/api\/documents\/(\d+):(\d+)\./g)].map((match) => `${match[1]}:${match[2]}`))].sort())
    .sort()
  expect(linked).toEqual(
    listings
      .slice(0, 2)
      .map((listing) => listing.documents.map((document) => `${listing.id}:${document}`).sort())
      .sort(),
  )

  // The very same posts again (a reload of the answer, a second click): thanked, nothing new stored or mailed.
  for (const post of posts) {
    const answer = await postForm(context.request, post)
    expect(answer.status(), await answer.text()).toBe(post.path.endsWith('/contact-me') ? 303 : 200)
  }
  expect(await leadsOf(email)).toHaveLength(5)
  await page.waitForTimeout(2_000)
  expect(agencyMails()).toHaveLength(5)
  console.log(
    `no-JS leads: ${(await leadsOf(email)).length} stored, ${agencyMails().length} agency mails, ${documentMails().length} documents mails after ${posts.length * 2} posts`,
  )
  await context.close()
})

test('hydration keeps the key the Worker wrote into the served form', async ({ page }) => {
  const response = await page.goto('/nl/contact/')
  const served = KEY.exec(await response!.text())?.[1]
  expect(served).toMatch(/^[0-9a-f-]{36}$/)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // What the DOM holds after React took the page over: the served key, not an empty or a new one.
  await expect(page.locator('input[name="idempotencyKey"]')).toHaveValue(served!)
  // A cached page served again carries another key.
  const again = KEY.exec(await (await page.request.get('/nl/contact/')).text())?.[1]
  expect(again).toMatch(/^[0-9a-f-]{36}$/)
  expect(again).not.toBe(served)
})

test('with JavaScript a form keeps its key through a refused send and takes a new one after a send that succeeded', async ({ page }) => {
  const [listing] = await chooseListings()
  await page.goto(`/nl/te-koop/x/y/${listing!.id}/`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const forms = page.getByRole('region', { name: 'Contacteer ons over deze woning' })
  await forms.getByRole('tab', { name: 'Documenten per e-mail' }).click()
  const panel = forms.getByRole('tabpanel', { name: 'Documenten per e-mail' })
  // Drawn in the browser when its tab opened: the form made its own key.
  const key = panel.locator('input[name="idempotencyKey"]')
  await expect(key).toHaveValue(/^[0-9a-f-]{36}$/)
  const first = await key.inputValue()
  const email = `sleutel${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@voorbeeld.be`
  const send = async () => {
    await panel.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Jan')
    await panel.getByRole('textbox', { name: 'Achternaam', exact: true }).fill('Peeters')
    await panel.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(email)
    await panel.getByRole('checkbox', { name: /Ik ga ermee akkoord/ }).check()
    await panel.getByRole('button', { name: 'Verzenden' }).click()
  }
  await send()
  await expect(panel.getByRole('status')).toBeVisible()
  // Stored: what the visitor sends next from this page is another submission.
  await expect(key).not.toHaveValue(first)
  const second = await key.inputValue()
  expect(second).toMatch(/^[0-9a-f-]{36}$/)
  // Refused (the documents were asked for already): a retry is the same submission, with the same key.
  await send()
  await expect(panel.getByRole('alert')).toBeVisible()
  await expect(key).toHaveValue(second)
})
