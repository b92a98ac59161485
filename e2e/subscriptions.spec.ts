import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { consentDeclinedState } from './support/consent-declined.ts'
import { mailsSince } from './support/mails.ts'
import { gotoHydrated } from './support/navigation.ts'
import { registerAlert } from './support/alert-form.ts'

// Decision 017: a search alert and a newsletter sign-up are confirmed, managed and left through the
// links of their mails, on pages that work in the visitor's language, with and without JavaScript.

/** An address no other test uses, to find this test's mails. */
function uniqueAddress(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@voorbeeld.be`
}

/** A visitor of their own address (forms count their posts per address). */
async function visitor(browser: Browser, baseURL: string, javaScriptEnabled = true) {
  const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`
  return browser.newContext({
    javaScriptEnabled,
    storageState: consentDeclinedState(baseURL),
    extraHTTPHeaders: { 'CF-Connecting-IP': address },
  })
}

/** The page path and token of a link in the mail sent to `email`: `/nl/zoekopdracht-bevestigen/?t=…`. */
async function linkInMail(since: number, email: string, page: string): Promise<{ path: string; token: string }> {
  const pattern = new RegExp(`/nl/${page}/\\?t=([\\w:.-]+)`)
  let found: RegExpExecArray | null = null
  await expect
    .poll(
      () => {
        found =
          mailsSince(since)
            .filter((mail) => mail.includes(email))
            .map((mail) => pattern.exec(mail))
            .find((match) => match !== null) ?? null
        return found !== null
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  const token = found![1]!
  return { path: `/nl/${page}/?t=${token}`, token }
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ })

test('nl: a search alert is confirmed from its mail, changed, paused, resumed, left by the one-click link and deleted', async ({
  browser,
  baseURL,
}) => {
  // Eight page loads, four of them checked by axe.
  test.setTimeout(90_000)
  const context = await visitor(browser, baseURL!)
  const page = await context.newPage()
  const since = Date.now() - 1000
  const email = uniqueAddress('zoek')
  await registerAlert(page, email)

  // The mail asks to confirm with its link; the confirm page shows what the alert looks for.
  const confirm = await linkInMail(since, email, 'zoekopdracht-bevestigen')
  const manage = await linkInMail(since, email, 'zoekopdracht-beheren')
  const mail = mailsSince(since).find((text) => text.includes(email) && text.includes(confirm.token))!
  expect(mail).toContain('Bevestig uw zoekopdracht met de link hieronder')
  await gotoHydrated(page, confirm.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevestig uw zoekopdracht')
  await expect(page.getByText('Waver, 1340')).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Mijn zoekopdracht bevestigen' }).click()
  await expect(page).toHaveURL(/\/nl\/zoekopdracht-beheren\/\?t=.+answer=confirmed/)
  await expect(status(page)).toContainText('Uw zoekopdracht is bevestigd en actief')
  // The mail's link a second time: already confirmed, nothing to confirm again.
  await gotoHydrated(page, confirm.path)
  await expect(page.getByText('Deze zoekopdracht is al bevestigd.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mijn zoekopdracht bevestigen' })).toHaveCount(0)

  // The manage link of the mail: the criteria prefilled in the form's own fields.
  await gotoHydrated(page, manage.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw zoekopdracht')
  await expect(page.getByText('Actief', { exact: true })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Kopen' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Huis', exact: true })).toBeChecked()
  await expect(page.getByRole('textbox', { name: 'Gemeenten of postcodes', exact: true })).toHaveValue('Waver, 1340')
  await expect(page.getByRole('textbox', { name: 'Maximumbudget (€)', exact: true })).toHaveValue('400000')
  await expectNoAxeViolations(page)

  // A refused change says why at the field, and keeps what was stored.
  await page.getByRole('textbox', { name: 'Minimumbudget (€)', exact: true }).fill('500000')
  await page.getByRole('button', { name: 'Mijn criteria bewaren' }).click()
  await expect(status(page)).toContainText('Niet bewaard')
  await expect(page.getByRole('textbox', { name: 'Maximumbudget (€)', exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('textbox', { name: 'Minimumbudget (€)', exact: true })).toHaveValue('')

  // A change that holds: the page shows it.
  await page.getByRole('textbox', { name: 'Slaapkamers, minstens', exact: true }).fill('3')
  await page.getByRole('checkbox', { name: 'Met tuin' }).check()
  await page.getByRole('textbox', { name: 'Gemeenten of postcodes', exact: true }).fill('Gent, 1340')
  await page.getByRole('button', { name: 'Mijn criteria bewaren' }).click()
  await expect(status(page)).toContainText('Uw nieuwe criteria zijn bewaard.')
  await expect(page.getByRole('textbox', { name: 'Slaapkamers, minstens', exact: true })).toHaveValue('3')
  await expect(page.getByRole('checkbox', { name: 'Met tuin' })).toBeChecked()
  await expect(page.getByRole('textbox', { name: 'Gemeenten of postcodes', exact: true })).toHaveValue('Gent, 1340')

  await page.getByRole('button', { name: 'Mijn zoekopdracht pauzeren' }).click()
  await expect(status(page)).toContainText('Uw zoekopdracht is gepauzeerd')
  await expect(page.getByText('Gepauzeerd', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Mijn zoekopdracht hervatten' }).click()
  await expect(status(page)).toContainText('Uw zoekopdracht loopt opnieuw.')

  // The one-click address opened in a browser: the stop form comes first, focused; Enter leaves.
  await page.goto(`/api/unsubscribe/alert/${manage.token}`)
  await expect(page).toHaveURL(/\/nl\/zoekopdracht-beheren\/\?t=.+leave=1/)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('button', { name: 'Mijn zoekopdracht stoppen' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(status(page)).toContainText('Uw zoekopdracht is gestopt')
  await expect(page.getByText('Gestopt', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mijn criteria bewaren' })).toHaveCount(0)

  // Deleting asks once more, on the page (no confirm() dialog). The page the stop led to is hydrated
  // first, so the click is not lost to a page still being taken over by the app.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByText('Mijn zoekopdracht wissen…').click()
  await expect(page.getByRole('button', { name: 'Ja, mijn zoekopdracht wissen' })).toBeVisible()
  await page.getByRole('button', { name: 'Ja, mijn zoekopdracht wissen' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw zoekopdracht is gewist')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expectNoAxeViolations(page)

  // The links of a deleted alert no longer open it.
  await gotoHydrated(page, manage.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze link werkt niet')
  await context.close()
})

test('nl: without JavaScript a search alert is confirmed and managed by plain forms', async ({ browser, baseURL }) => {
  const withScript = await visitor(browser, baseURL!)
  const since = Date.now() - 1000
  const email = uniqueAddress('zonderscript')
  await registerAlert(await withScript.newPage(), email)
  await withScript.close()
  const confirm = await linkInMail(since, email, 'zoekopdracht-bevestigen')

  const context = await visitor(browser, baseURL!, false)
  const page = await context.newPage()
  await page.goto(confirm.path)
  await page.getByRole('button', { name: 'Mijn zoekopdracht bevestigen' }).click()
  await expect(status(page)).toContainText('Uw zoekopdracht is bevestigd en actief')
  await page.getByRole('textbox', { name: 'Badkamers, minstens', exact: true }).fill('2')
  await page.getByRole('checkbox', { name: 'Met terras' }).check()
  await page.getByRole('button', { name: 'Mijn criteria bewaren' }).click()
  await expect(status(page)).toContainText('Uw nieuwe criteria zijn bewaard.')
  await expect(page.getByRole('textbox', { name: 'Badkamers, minstens', exact: true })).toHaveValue('2')
  await expect(page.getByRole('checkbox', { name: 'Met terras' })).toBeChecked()
  await page.getByRole('button', { name: 'Mijn zoekopdracht pauzeren' }).click()
  await expect(status(page)).toContainText('Uw zoekopdracht is gepauzeerd')
  await page.getByRole('button', { name: 'Mijn zoekopdracht hervatten' }).click()
  await expect(status(page)).toContainText('Uw zoekopdracht loopt opnieuw.')
  await page.getByRole('button', { name: 'Mijn zoekopdracht stoppen' }).click()
  await expect(status(page)).toContainText('Uw zoekopdracht is gestopt')
  await context.close()
})

test('nl: a newsletter sign-up is confirmed from its mail and left from the manage page', async ({ browser, baseURL }) => {
  const context = await visitor(browser, baseURL!)
  const page = await context.newPage()
  const since = Date.now() - 1000
  const email = uniqueAddress('nieuws')
  await gotoHydrated(page, '/nl/nieuwsbrief/')
  await page.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(email)
  await page.getByRole('checkbox', { name: /Ik ga ermee akkoord/ }).check()
  await page.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/sign-newsletter\/$/)

  const confirm = await linkInMail(since, email, 'nieuwsbrief-bevestigen')
  await gotoHydrated(page, confirm.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevestig uw inschrijving')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Mijn inschrijving bevestigen' }).click()
  await expect(page).toHaveURL(/\/nl\/nieuwsbrief-beheren\/\?t=.+answer=confirmed/)
  await expect(status(page)).toContainText('Uw inschrijving is bevestigd')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expectNoAxeViolations(page)
  const managePage = page.url()
  await gotoHydrated(page, confirm.path)
  await expect(page.getByText('Deze inschrijving is al bevestigd.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mijn inschrijving bevestigen' })).toHaveCount(0)
  await gotoHydrated(page, managePage)

  await page.getByRole('button', { name: 'Uitschrijven voor de nieuwsbrief' }).click()
  await expect(status(page)).toContainText('U bent uitgeschreven')
  await expect(page.getByText('U bent niet ingeschreven')).toBeVisible()
  await context.close()
})

test('a link that was changed or is missing opens a page that says so, in the page language', async ({ page }) => {
  for (const [path, heading] of [
    ['/nl/zoekopdracht-bevestigen/?t=12.1790000000000.forged', 'Deze link werkt niet'],
    ['/fr/gerer-alerte/', 'Ce lien ne fonctionne pas'],
    ['/de/newsletter-bestaetigen/?t=abc', 'Dieser Link funktioniert nicht'],
    ['/en/manage-newsletter/?answer=expired', 'This link has expired'],
  ] as const) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
  }
  await expectNoAxeViolations(page)
})
