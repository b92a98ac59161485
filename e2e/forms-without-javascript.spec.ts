import { expect, test, type Browser } from '@playwright/test'
import { expectMails } from './support/mails.ts'
import { consentDeclinedState } from './support/consent-declined.ts'

// Forms work without JavaScript (spec §7 "A captcha script loads on demand"): a post without JavaScript carries no captcha token; it
// passes on the honeypot, rate limit and the signed time the page was served, and the captcha is
// asked only of an address that showed a sign of abuse — then the answer says why and how else to
// reach the agency.

/** A visitor with JavaScript off, from an address of its own (the signs of abuse are counted per address). */
async function visitorWithoutScript(browser: Browser, baseURL: string) {
  const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`
  return browser.newContext({
    javaScriptEnabled: false,
    storageState: consentDeclinedState(baseURL),
    extraHTTPHeaders: { 'CF-Connecting-IP': address },
  })
}

async function fillContactForm(page: import('@playwright/test').Page, lastName: string) {
  await page.getByRole('radio', { name: 'Mevr.', exact: true }).check()
  await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Els')
  await page.getByRole('textbox', { name: 'Achternaam', exact: true }).fill(lastName)
  await page.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill('els.test@voorbeeld.be')
  await page.getByRole('textbox', { name: 'Telefoonnummer', exact: true }).fill('0470 12 34 56')
  await page.getByRole('textbox', { name: 'Uw bericht', exact: true }).fill('Goedendag, ik zoek een huis in Waver.')
  await page.getByRole('checkbox', { name: /Ik ga ermee akkoord/ }).check()
}

test('without JavaScript a person’s contact form arrives, and the agency is mailed', async ({ browser, baseURL }) => {
  const context = await visitorWithoutScript(browser, baseURL!)
  const page = await context.newPage()
  const since = Date.now() - 1000
  const name = `Zonderscript${Date.now()}`
  await page.goto('/nl/contact/')
  // The Worker stamped when the page was served.
  await expect(page.locator('input[name="form-stamp"]')).toHaveAttribute('value', /^\d{13}\.[\w-]{43}$/)
  await fillContactForm(page, name)
  // A person takes a few seconds to fill a form in; a script posts at once.
  await page.waitForTimeout(3_200)
  await page.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/site-contact\/$/)
  await expectMails(since, name, 2)
  await context.close()
})

test('without JavaScript a form sent at once asks for the captcha, says it needs JavaScript and gives the phone and e-mail', async ({
  browser,
  baseURL,
}) => {
  const context = await visitorWithoutScript(browser, baseURL!)
  const page = await context.newPage()
  await page.goto('/nl/contact/')
  await fillContactForm(page, 'Tesnel')
  // Sent at once, as a script does: the post carries a stamp served a moment before it (filling the
  // form in may itself take over the three seconds on a loaded machine).
  await page.route('**/api/leads/**', async (route) => {
    const served = /name="form-stamp" value="([^"]+)"/.exec(await (await context.request.get('/nl/contact/')).text())![1]!
    const body = new URLSearchParams(route.request().postData() ?? '')
    body.set('form-stamp', served)
    await route.continue({ postData: body.toString() })
  })
  await page.getByRole('button', { name: 'Verzenden' }).click()
  await page.unrouteAll()
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toContainText('Bevestig dat u geen robot bent')
  await expect(heading).toContainText('+32 10 22 33 44')
  await expect(heading).toContainText('info@immo-dyle.be')

  // The address is now under suspicion: even an unhurried post asks for the captcha.
  await page.goto('/nl/contact/')
  await fillContactForm(page, 'Tesnel')
  await page.waitForTimeout(3_200)
  await page.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bevestig dat u geen robot bent')
  await context.close()
})

test('a cached page carries a fresh stamp on every answer', async ({ request }) => {
  const stampOf = async () => /name="form-stamp" value="(\d{13})\./.exec(await (await request.get('/fr/contact/')).text())?.[1]
  const first = Number(await stampOf())
  await new Promise((resolve) => setTimeout(resolve, 20))
  const second = Number(await stampOf())
  expect(first).toBeGreaterThan(0)
  expect(second).toBeGreaterThan(first)
})
