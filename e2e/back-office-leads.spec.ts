import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/navigation.ts'
import { createStaffMember, signInAs } from './support/staff.ts'

// The back office's leads and dashboard (decision 018): a lead sent on the public site reaches the back office's inbox,
// an agent takes it, closes it and notes why; the dashboard, the inbox and the lead page pass axe,
// and are photographed at a phone's and a desktop's width in Dutch and French (screenshots/).

function uniqueName(): string {
  return `Inbox${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

/** Sends the French contact form as Marie {lastName}; answers when the thank-you page is shown. */
async function sendContactLead(page: Page, lastName: string): Promise<void> {
  await gotoHydrated(page, '/fr/contact/')
  await page.getByRole('radio', { name: 'Mme', exact: true }).check()
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Marie')
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(lastName)
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill('marie.inbox@exemple.be')
  await page.getByRole('textbox', { name: 'Numéro de téléphone', exact: true }).fill('0470 12 34 56')
  await page.getByRole('textbox', { name: 'Votre message', exact: true }).fill('Bonjour, je cherche une maison à Wavre.')
  await page.getByRole('checkbox', { name: /J’accepte que l’agence/ }).check()
  await page.getByRole('button', { name: 'Envoyer' }).click()
  await expect(page).toHaveURL(/\/fr\/merci\/site-contact\/$/)
}

test('a lead sent on the site appears in the inbox, is assigned, closed and noted', async ({ page, context, baseURL }) => {
  // A form sent, three pages checked by axe, four changes: more than the default 30 s under load.
  test.setTimeout(90_000)
  const name = uniqueName()
  await sendContactLead(page, name)
  const agent = await createStaffMember('agent', 'fr')
  await signInAs(context, baseURL!, agent)

  await gotoHydrated(page, '/admin/')
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Demandes du jour' })).toBeVisible()
  await expectNoAxeViolations(page)

  // The search is a GET form: its view is a URL.
  await gotoHydrated(page, '/admin/leads/')
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(name)
  await page.getByRole('button', { name: 'Filtrer' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/leads/\\?q=${name}$`))
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Formulaire de contact')
  await expect(row).toContainText('Nouvelle')
  await expectNoAxeViolations(page)

  await row.getByRole('link', { name: `Marie ${name}` }).click()
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f]{32}\/$/)
  await expect(page.getByRole('heading', { level: 1, name: `Marie ${name}` })).toBeVisible()
  const sent = page.getByRole('region', { name: 'Ce que le visiteur a envoyé' })
  await expect(sent.getByRole('definition').filter({ hasText: 'Bonjour, je cherche une maison à Wavre.' })).toBeVisible()
  await expect(sent.getByRole('term').filter({ hasText: /^Prénom$/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'E-mails et CRM' })).toContainText('Notification à l’agence')
  await expectNoAxeViolations(page)

  await page.getByRole('combobox', { name: 'Attribuée à' }).selectOption(String(agent.id))
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Enregistré.' })).toBeVisible()
  await page.getByRole('button', { name: 'Traitée' }).click()
  await expect(page.getByRole('button', { name: 'Traitée' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('textbox', { name: 'Ajouter une note' }).fill('Rappelée, visite samedi.')
  await page.getByRole('button', { name: 'Enregistrer la note' }).click()
  await expect(page.getByRole('region', { name: 'Notes' })).toContainText('Rappelée, visite samedi.')
  const history = page.getByRole('region', { name: 'Historique' })
  await expect(history).toContainText('Attribution modifiée')
  await expect(history).toContainText('Statut modifié: Traitée')
  await expect(history).toContainText('Note ajoutée')

  // Bookmarkable: the agent's closed leads, opened straight from the URL.
  await gotoHydrated(page, `/admin/leads/?status=done&assigned=me&q=${name}`)
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Traitée')
})

test('the back office asks for a staff session before any lead', async ({ page }) => {
  const response = await page.goto('/admin/leads/')
  expect(page.url()).toMatch(/\/admin\/sign-in\/$/)
  expect(response?.status()).toBeLessThan(500)
  // The inbox reads through server functions behind the staff middleware (decision 033); its CSV export is a door of its own.
  const api = await page.request.get('/api/admin/leads.csv')
  expect(api.status()).toBe(401)
})

for (const language of ['nl', 'fr'] as const) {
  test(`${language}: the dashboard, the inbox and a lead at 375 and 1366 px`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000)
    const name = uniqueName()
    await sendContactLead(page, name)
    const agent = await createStaffMember('agent', language)
    await signInAs(context, baseURL!, agent)
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
      await gotoHydrated(page, '/admin/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('region').first()).toBeVisible()
      await page.screenshot({ path: `screenshots/back-office-dashboard-${language}-${width}.png`, fullPage: true })
      await gotoHydrated(page, '/admin/leads/')
      // The table on a desktop, the cards on a phone: the one shown.
      await expect(page.getByText(name).locator('visible=true').first()).toBeVisible()
      // The cards on a phone keep to its width, whatever address a lead came from.
      if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      await page.screenshot({ path: `screenshots/back-office-inbox-${language}-${width}.png`, fullPage: true })
      await page
        .getByRole('link', { name: `Marie ${name}` })
        .locator('visible=true')
        .first()
        .click()
      await expect(page.getByRole('heading', { level: 1, name: `Marie ${name}` })).toBeVisible()
      await expect(page.getByRole('term').first()).toBeVisible()
      if (width === 375) {
        await expectNoAxeViolations(page)
        // Nothing wider than the phone: long names, addresses and errors wrap.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      }
      await page.screenshot({ path: `screenshots/back-office-lead-${language}-${width}.png`, fullPage: true })
    }
  })
}
