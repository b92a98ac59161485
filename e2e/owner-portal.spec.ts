import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { expectMails, mailsSince } from './support/mails.ts'
import { gotoHydrated } from './support/navigation.ts'
import { expect, test, type TestOwner } from './support/owners.ts'
import { consentDeclinedState } from './support/consent-declined.ts'

// The owner portal (decision 008): owners log in, follow their property's statistics and history, download its documents,
// log out; one resets a forgotten password. The README's demo owner is used by one test only; every
// other test makes its own owners (support/owners.ts), so the tests run in parallel.

// Each test comes from its own address, as owners do: failed logins count per IP (and locally every
// request without Cloudflare's header would share one), so one test's failures never make another's
// login ask for the captcha, even on a rerun within the 15-minute window.
const testAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'CF-Connecting-IP': testAddress() })
})

// The demo login of the README (scripts/demo-data/owner-portal.ts).
const MARIE = { email: 'marie.dupont@example.be', password: 'demo-owner-2026' }
const DUTCH_LOGIN = { email: 'E-mailadres', password: 'Wachtwoord', submit: 'Aanmelden' }

async function logIn(
  page: Page,
  owner: { email: string; password: string },
  labels = { email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Se connecter' },
) {
  await page.getByRole('textbox', { name: labels.email }).fill(owner.email)
  await page.getByLabel(labels.password, { exact: true }).fill(owner.password)
  await page.getByRole('button', { name: labels.submit }).click()
}

async function visitsToday(page: Page): Promise<number> {
  return Number(await page.locator('[data-visits="today"] dd').first().textContent())
}

test('fr: the demo owner of the README logs in, sees a visit counted, downloads a document, logs out for good', async ({
  page,
  context,
}) => {
  test.slow()
  await gotoHydrated(page, '/fr/connexion/')
  await expectNoAxeViolations(page)
  await logIn(page, MARIE)
  await expect(page).toHaveURL(/\/fr\/proprietaire\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mes biens' })).toBeVisible()
  await expect(page.getByText('Bienvenue, Marie Dupont')).toBeVisible()
  await expect(page.getByRole('link', { name: /^Statistiques et historique de / })).toHaveCount(3)
  await expect(page.getByText('Votre contact').first()).toBeVisible()
  await expectNoAxeViolations(page)

  // The property of the demo owner that no other test visits.
  await page.getByRole('link', { name: /Statistiques et historique de Studio · Court-Saint-Étienne/ }).click()
  await expect(page).toHaveURL(/\/fr\/proprietaire\/4100003\/$/)
  await expect(page.getByRole('img', { name: /Visites par jour, 30 derniers jours/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Historique de l’agenda' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Immoweb/ })).toBeVisible()
  await expectNoAxeViolations(page)
  const before = await visitsToday(page)

  // A visitor (here the owner herself, through the link) opens the public page: the site counts it.
  const counted = page.waitForResponse((response) => response.url().endsWith('/api/views') && response.request().method() === 'POST')
  await page.getByRole('link', { name: 'Voir l’annonce sur notre site' }).click()
  await expect(page).toHaveURL(/\/fr\/a-vendre\/.+\/4100003\/$/)
  expect((await counted).status()).toBe(204)
  await gotoHydrated(page, '/fr/proprietaire/4100003/')
  expect(await visitsToday(page)).toBe(before + 1)

  // The documents download from R2, for the owner only.
  const downloading = page.waitForEvent('download')
  await page
    .getByRole('link', { name: /Certificat PEB|Attestation du sol|Plan/ })
    .first()
    .click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-')

  // Logout ends the session on the server: the old cookie, put back, no longer opens the portal.
  const oldCookies = await context.cookies()
  expect(oldCookies.find((cookie) => cookie.name === '__Host-session')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' })
  await page.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(page).toHaveURL(/\/fr\/connexion\/\?answer=logged-out$/)
  await expect(page.getByText('Vous êtes déconnecté.')).toBeVisible()
  await context.addCookies(oldCookies)
  await page.goto('/fr/proprietaire/')
  await expect(page).toHaveURL(/\/fr\/connexion\/\?answer=session-ended$/)
  await expect(page.getByText('Votre session a pris fin. Veuillez vous reconnecter.')).toBeVisible()
})

test('nl: a wrong password is refused in place, focus on the message, and the portal stays closed', async ({ page }) => {
  await gotoHydrated(page, '/nl/login/')
  // An address of this run only: failures also count per address, and must not make Jan's later logins ask the captcha.
  await logIn(page, { email: `onbekend-${Date.now()}@example.be`, password: 'not-the-password' }, DUTCH_LOGIN)
  const alert = page.getByRole('alert')
  await expect(alert).toHaveText('Het e-mailadres en/of wachtwoord is onjuist.')
  await expect(page.locator(':focus')).toContainText('onjuist')
  await expect(page).toHaveURL(/\/nl\/login\/$/)
  await expectNoAxeViolations(page)
  const response = await page.goto('/nl/eigenaar/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/nl\/login\/$/)
})

test('another owner’s property and documents are not found', async ({ browser, baseURL, page, createOwner }) => {
  const jan = await createOwner({ language: 'nl', firstName: 'Jan', lastName: 'Test', properties: [4100007] })
  const claire = await createOwner({ language: 'fr', firstName: 'Claire', lastName: 'Test', properties: [4100001] })
  const janPage = await browser.newPage({
    storageState: consentDeclinedState(baseURL!),
    extraHTTPHeaders: { 'CF-Connecting-IP': testAddress() },
  })
  await gotoHydrated(janPage, '/nl/login/')
  await logIn(janPage, jan, DUTCH_LOGIN)
  await expect(janPage).toHaveURL(/\/nl\/eigenaar\/$/)
  await gotoHydrated(janPage, '/nl/eigenaar/4100007/')
  const janDocument = await janPage
    .getByRole('link', { name: /downloaden/ })
    .first()
    .getAttribute('href')
  expect(janDocument).toMatch(/^\/api\/owner\/documents\/\d+$/)
  await janPage.close()

  await gotoHydrated(page, '/fr/connexion/')
  await logIn(page, claire)
  await expect(page).toHaveURL(/\/fr\/proprietaire\/$/)
  const property = await page.goto('/fr/proprietaire/4100007/')
  expect(property?.status()).toBe(404)
  const document = await page.request.get(janDocument!, { maxRedirects: 0 })
  expect(document.status()).toBe(404)
  const unknown = await page.goto('/fr/proprietaire/999999/')
  expect(unknown?.status()).toBe(404)
})

test('without JavaScript, an owner logs in and out with plain form posts', async ({ browser, createOwner }) => {
  const owner: TestOwner = await createOwner({ language: 'fr', firstName: 'Hugo', lastName: 'Test', properties: [4100001] })
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'CF-Connecting-IP': testAddress() } })
  const page = await context.newPage()
  await page.goto('/fr/connexion/')
  await logIn(page, owner)
  await expect(page).toHaveURL(/\/fr\/proprietaire\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mes biens' })).toBeVisible()
  // A plain form post: its answer is a full page load, which waits its turn on a busy server.
  await Promise.all([
    page.waitForURL(/\/fr\/connexion\/\?answer=logged-out$/),
    page.getByRole('button', { name: 'Se déconnecter' }).click(),
  ])
  await expect(page.getByText('Vous êtes déconnecté.')).toBeVisible()
  await context.close()
})

test('nl: the operator invites an owner, who chooses a password from the mail, resets it when forgotten, and changes it', async ({
  page,
  removeOwnerAfter,
}) => {
  test.slow()
  // A fresh owner each run, made with the operator's command against the local database, and removed after.
  const email = `eigenaar-${Date.now()}@example.be`
  removeOwnerAfter(email)
  const run = (args: string) =>
    execSync(`node scripts/operations/owner-account.ts ${args}`, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  expect(run(`add --email ${email} --first Lotte --last Maes --language nl --property 4100004`)).toContain('Created owner')
  const invited = Date.now() - 1000
  run(`invite --email ${email} --site ${test.info().project.use.baseURL}`)
  const to = `To: "Lotte Maes" <${email}>`
  await expectMails(invited, to, 1)
  const invitation = mailsSince(invited).find((text) => text.includes(to))!
  expect(invitation).toContain('Welkom op het eigenaarsportaal')
  const invitationLink = new URL(/https?:\/\/\S+token=[A-Za-z0-9_-]+/.exec(invitation)![0])
  expect(invitationLink.pathname).toBe('/nl/wachtwoord-vergeten/')

  const first = `eerste-${Date.now()}`
  await gotoHydrated(page, `${invitationLink.pathname}${invitationLink.search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Kies een nieuw wachtwoord' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('kort')
  await page.getByLabel('Bevestig het nieuwe wachtwoord').fill('kort')
  await page.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click()
  await expect(page.getByText('Het wachtwoord moet minstens 10 tekens hebben')).toBeVisible()
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(first)
  await page.getByLabel('Bevestig het nieuwe wachtwoord').fill(first)
  await page.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click()
  await expect(page).toHaveURL(/\/nl\/login\/\?answer=password-changed$/)
  await expect(page.getByText('Uw wachtwoord is gewijzigd. U kunt zich er nu mee aanmelden.')).toBeVisible()

  // The link worked once.
  await gotoHydrated(page, `${invitationLink.pathname}${invitationLink.search}`)
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(`${first}-2`)
  await page.getByLabel('Bevestig het nieuwe wachtwoord').fill(`${first}-2`)
  await page.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click()
  await expect(page.getByRole('alert')).toContainText('Deze link is verlopen of al gebruikt')
  // "Ask for a new one below": the form below asks for one.
  await expect(page.getByRole('button', { name: 'Stuur mij een link' })).toBeVisible()
  await expect(page.getByLabel('Nieuw wachtwoord', { exact: true })).toHaveCount(0)

  // Forgotten: the login page's link, the mail, the new password, the login.
  const since = Date.now() - 1000
  await gotoHydrated(page, '/nl/login/')
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill(email)
  await page.getByRole('button', { name: 'Stuur mij een link' }).click()
  await expect(page.getByRole('status')).toContainText('Als dit adres bij een eigenaarsaccount hoort')
  // This owner's reset mail (another test's mails may arrive meanwhile).
  await expect
    .poll(() => mailsSince(since).filter((mail) => mail.includes(to) && mail.includes('Iemand, waarschijnlijk u')).length, {
      timeout: 15_000,
    })
    .toBe(1)
  const reset = mailsSince(since).find((text) => text.includes(to) && text.includes('Iemand, waarschijnlijk u'))!
  const resetLink = new URL(/https?:\/\/\S+token=[A-Za-z0-9_-]+/.exec(reset)![0])
  const second = `tweede-${Date.now()}`
  await gotoHydrated(page, `${resetLink.pathname}${resetLink.search}`)
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(second)
  await page.getByLabel('Bevestig het nieuwe wachtwoord').fill(second)
  await page.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click()
  await expect(page).toHaveURL(/\/nl\/login\/\?answer=password-changed$/)
  // One notice for the first password and one for this change, counted from the invitation: a count
  // from `since` could also catch the first one, written after the answer, under load.
  await expect
    .poll(() => mailsSince(invited).filter((mail) => mail.includes(to) && mail.includes('Uw wachtwoord is gewijzigd')).length, {
      timeout: 15_000,
    })
    .toBe(2)
  await logIn(page, { email, password: second }, DUTCH_LOGIN)
  await expect(page).toHaveURL(/\/nl\/eigenaar\/$/)
  await expect(page.getByText('Welkom, Lotte Maes')).toBeVisible()

  // Changed in the portal: the same device stays logged in.
  await page.getByRole('link', { name: 'Wachtwoord wijzigen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord wijzigen' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel('Huidig wachtwoord').fill(second)
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(`${second}-nieuw`)
  await page.getByLabel('Bevestig het nieuwe wachtwoord').fill(`${second}-nieuw`)
  await page.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click()
  await expect(page.getByRole('status')).toHaveText('Uw wachtwoord is gewijzigd. Andere toestellen zijn afgemeld.')
  await page.getByRole('navigation', { name: 'Eigenaarsportaal' }).getByRole('link', { name: 'Mijn panden' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn panden' })).toBeVisible()
})
