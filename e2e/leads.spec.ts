import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { gotoHydrated } from './support/navigation'

// Issue 5: the lead forms store the lead, thank the visitor on the form's own page, and mail the
// agency and the visitor (Miniflare writes each mail under .wrangler/tmp/email/).

const MAIL_DIR = '.wrangler/tmp/email'

function decodeBase64(text: string): string {
  return Buffer.from(text.replace(/\s/g, ''), 'base64').toString('utf8')
}

/** Every mail written since `since`, headers and bodies decoded. */
function mailsSince(since: number): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    let entries: string[] = []
    try {
      entries = readdirSync(dir)
    } catch {
      return
    }
    for (const entry of entries) {
      const path = join(dir, entry)
      const stat = statSync(path)
      if (stat.isDirectory()) walk(path)
      else if (entry.endsWith('.eml') && stat.mtimeMs >= since) files.push(path)
    }
  }
  walk(MAIL_DIR)
  return files.map((file) => {
    const raw = readFileSync(file, 'utf8')
    const words = raw.replace(/=\?UTF-8\?B\?([^?]+)\?=/g, (_, encoded: string) => decodeBase64(encoded))
    const bodies = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((match) => decodeBase64(match[1]!))
    return [words, ...bodies].join('\n')
  })
}

async function expectMails(since: number, marker: string, count: number) {
  await expect.poll(() => mailsSince(since).filter((mail) => mail.includes(marker)).length, { timeout: 15_000 }).toBe(count)
}

/** A name no other test uses, to find this test's mails. */
function uniqueName(): string {
  return `Testeur${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

async function fillContact(page: Page, lastName: string, labels: { title: string; first: string; last: string; email: string; phone: string; consent: RegExp }) {
  await page.getByRole('radio', { name: labels.title, exact: true }).check()
  await page.getByRole('textbox', { name: labels.first, exact: true }).fill('Marie')
  await page.getByRole('textbox', { name: labels.last, exact: true }).fill(lastName)
  await page.getByRole('textbox', { name: labels.email, exact: true }).fill('marie.test@exemple.be')
  await page.getByRole('textbox', { name: labels.phone, exact: true }).fill('0470 12 34 56')
  await page.getByRole('checkbox', { name: labels.consent }).check()
}

const FR = { title: 'Mme', first: 'Prénom', last: 'Nom', email: 'Adresse e-mail', phone: 'Numéro de téléphone', consent: /J’accepte que l’agence/ }
const NL = { title: 'Mevr.', first: 'Voornaam', last: 'Achternaam', email: 'E-mailadres', phone: 'Telefoonnummer', consent: /Ik ga ermee akkoord/ }

test('fr: the contact form lands on its thank-you page and mails the agency and the visitor', async ({ page }) => {
  const since = Date.now() - 1000
  const name = uniqueName()
  await gotoHydrated(page, '/fr/contact/')
  await fillContact(page, name, FR)
  await page.getByRole('textbox', { name: 'Votre message', exact: true }).fill('Bonjour, je cherche une maison à Wavre.')
  await page.getByRole('checkbox', { name: /Matin/ }).check()
  await page.getByRole('button', { name: 'Envoyer' }).click()
  await expect(page).toHaveURL(/\/fr\/merci\/site-contact\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectMails(since, name, 2)
  const mails = mailsSince(since).filter((mail) => mail.includes(name))
  const agency = mails.find((mail) => mail.includes('To: "Immo Dyle" <leads@immo-dyle.be>'))
  expect(agency).toContain(`Reply-To: "Marie ${name}" <marie.test@exemple.be>`)
  expect(agency).toContain('Matin (10:00–13:00)')
  expect(agency).toContain('/fr/contact/')
  const visitor = mails.find((mail) => mail.includes('To: "Marie'))
  expect(visitor).toContain('Nous avons bien reçu votre demande')
})

test('nl: the free valuation request asks for the address and lands on its thank-you page', async ({ page }) => {
  const since = Date.now() - 1000
  const name = uniqueName()
  await gotoHydrated(page, '/nl/gratis-schatting/')
  await page.getByRole('combobox', { name: 'Type woning', exact: true }).selectOption({ label: 'Huis' })
  await page.getByRole('textbox', { name: 'Straat', exact: true }).fill('Molenstraat')
  await page.getByRole('textbox', { name: 'Huisnummer', exact: true }).fill('12')
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('3000')
  await page.getByRole('textbox', { name: 'Gemeente', exact: true }).fill('Leuven')
  await fillContact(page, name, NL)
  await page.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/contact-demand\/$/)
  await expectMails(since, name, 2)
  expect(mailsSince(since).find((mail) => mail.includes(name) && mail.includes('leads@immo-dyle.be'))).toContain('Molenstraat')
})

test('fr: the search request lands on the contact-me thank-you page', async ({ page }) => {
  const since = Date.now() - 1000
  const name = uniqueName()
  await gotoHydrated(page, '/fr/je-recherche/')
  await page.getByRole('radio', { name: 'Acheter' }).check()
  await page.getByRole('combobox', { name: 'Type de bien', exact: true }).selectOption({ label: 'Appartement' })
  await page.getByRole('textbox', { name: 'Budget maximum (€)', exact: true }).fill('350000')
  await fillContact(page, name, FR)
  await page.getByRole('button', { name: 'Envoyer' }).click()
  await expect(page).toHaveURL(/\/fr\/merci\/contact-me\/$/)
  await expectMails(since, name, 2)
})

test('fr: an empty submission says what to fix, in French, next to each field', async ({ page }) => {
  await gotoHydrated(page, '/fr/contact/')
  await page.getByRole('button', { name: 'Envoyer' }).click()
  await expect(page.getByRole('alert')).toContainText('Données non envoyées : vérifiez les champs indiqués en rouge.')
  const firstName = page.getByRole('textbox', { name: 'Prénom', exact: true })
  await expect(firstName).toHaveAttribute('aria-invalid', 'true')
  await expect(firstName).toHaveAccessibleDescription('Prénom est un champ obligatoire')
  await expect(page.getByText('Veuillez accepter la politique de confidentialité pour que nous puissions répondre à votre demande')).toBeVisible()
  // Focus goes to the first field to fix: the title.
  await expect(page.getByRole('radio', { name: 'M.', exact: true })).toBeFocused()
  await expect(page).toHaveURL(/\/fr\/contact\/$/)
  await expectNoAxeViolations(page)
})

test('nl: a field is checked as the visitor leaves it, and the message goes once it is fixed', async ({ page }) => {
  await gotoHydrated(page, '/nl/contact/')
  const email = page.getByRole('textbox', { name: 'E-mailadres', exact: true })
  await email.fill('marie@')
  await email.blur()
  await expect(email).toHaveAccessibleDescription('Het e-mailadres is niet geldig')
  await email.fill('marie@voorbeeld.be')
  await expect(email).not.toHaveAttribute('aria-invalid')
})

test('without JavaScript the form still posts: a refusal is a page in the visitor’s language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/nl/contact/')
  await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Jan')
  await page.getByRole('button', { name: 'Verzenden' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gegevens niet verzonden: controleer de rood gemarkeerde velden.')
  await expect(page.getByText('Achternaam is een verplicht veld')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Terug naar het formulier' })).toHaveAttribute('href', '/nl/contact/')
  await context.close()
})

test('a page with a form loads no third-party script, and the captcha only once the visitor starts', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await gotoHydrated(page, '/fr/contact/')
  expect(requested.filter((url) => url.includes('captcha'))).toEqual([])
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).focus()
  await expect.poll(() => requested.filter((url) => url.includes('/captcha-stand-in/api.js')).length).toBe(1)
  expect(requested.filter((url) => !url.startsWith('http://localhost'))).toEqual([])
})
