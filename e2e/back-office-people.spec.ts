import { readFileSync } from 'node:fs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { consentDeclinedState } from './support/consent-declined.ts'
import { gotoHydrated } from './support/navigation.ts'
import { createStaffMember, signInAs } from './support/staff.ts'
import { openDatabase } from '../scripts/development/d1-access.ts'
import { samplePdf } from '../src/domain/upload-samples.ts'
import { registerAlert } from './support/alert-form.ts'

// Decision 018: a person's data is exported and erased (their R2 objects gone), and the back office's
// people pages (alerts and newsletter, owners, personal data) in the staff member's language, at a
// phone's and a desktop's width, passing axe.

/**
 * Chromium refuses a Secure `__Host-` cookie set for an http:// URL through the DevTools protocol,
 * yet sends one set for https://localhost to http://localhost (a secure context): the session is
 * sealed exactly as e2e/support/staff.ts seals it.
 */
function secureBase(baseURL: string): string {
  return baseURL.replace(/^http:/, 'https:')
}

function uniqueAddress(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@exemple.be`
}

/** A visitor of their own address (forms count their posts per address). */
async function visitorPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    storageState: consentDeclinedState(baseURL),
    extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  })
  return context.newPage()
}

async function applyWithCv(page: Page, email: string) {
  await gotoHydrated(page, '/fr/equipe/')
  const form = page.getByRole('region', { name: 'Rejoignez notre équipe' })
  await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Sofie')
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Effacement')
  await form.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email)
  await form.getByRole('textbox', { name: 'Numéro de téléphone', exact: true }).fill('0470 12 34 56')
  await form
    .getByLabel('Votre CV (PDF ou Word, 5 Mo au plus)')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(samplePdf()) })
  await form.getByRole('checkbox', { name: /J’accepte que l’agence/ }).check()
  await form.getByRole('button', { name: 'Envoyer' }).click()
  await expect(form.getByRole('status')).toContainText('Merci pour votre candidature')
}

/** The R2 keys of the address's uploads, as its leads keep them, and whether each object exists. */
async function uploadsOf(email: string): Promise<{ keys: string[]; present: boolean[]; leads: number }> {
  const { db, media, close } = await openDatabase(false)
  try {
    const { results } = await db.prepare('SELECT id, fields FROM leads WHERE email = ?').bind(email).all<{ id: string; fields: string }>()
    const keys = results.flatMap((row) =>
      Object.values(JSON.parse(row.fields) as Record<string, unknown>).flatMap((value) =>
        value && typeof value === 'object' && 'key' in value ? [(value as { key: string }).key] : [],
      ),
    )
    const present = await Promise.all(keys.map(async (key) => (await media.head(key)) !== null))
    return { keys, present, leads: results.length }
  } finally {
    await close()
  }
}

test('fr: a person’s data (a job application with its CV, a search alert) is found, exported and erased, their R2 objects gone', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const email = uniqueAddress('effacer')
  const visitor = await visitorPage(browser, baseURL!)
  await applyWithCv(visitor, email)
  await registerAlert(visitor, email, { firstName: 'Sofie', lastName: 'Effacement' })
  await visitor.context().close()
  const before = await uploadsOf(email)
  expect(before.leads).toBe(2)
  expect(before.keys).toHaveLength(1)
  expect(before.present).toEqual([true])

  await signInAs(page.context(), secureBase(baseURL!), await createStaffMember('agent', 'fr'))
  await gotoHydrated(page, '/admin/personal-data/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Données personnelles')
  await page
    .getByRole('search', { name: 'Rechercher les données d’une personne' })
    .getByRole('textbox', { name: 'Adresse e-mail' })
    .fill(email)
  await page.getByRole('button', { name: 'Rechercher' }).click()
  await expect(page.getByRole('heading', { name: 'Demandes (2)' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Alertes de recherche (1)' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Fichiers envoyés (1)' })).toBeVisible()
  await expect(page.getByText(before.keys[0]!, { exact: false })).toBeVisible()
  // Each lead reads as the inbox reads it: its form's title (a link to the lead) and the staff labels.
  await expect(page.getByRole('link', { name: 'Candidature spontanée' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Alerte immo' })).toBeVisible()
  await expect(page.getByText('firstName')).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: 'reports/screenshots/people-personal-data-found-fr-1366.png', fullPage: true })
  await page.setViewportSize({ width: 375, height: 900 })
  await expectNoAxeViolations(page)
  await page.screenshot({ path: 'reports/screenshots/people-personal-data-found-fr-375.png', fullPage: true })
  await page.setViewportSize({ width: 1366, height: 900 })

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Exporter dans un fichier (JSON)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^personal-data-.+\.json$/)
  const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    email: string
    leads: unknown[]
    alerts: unknown[]
    uploads: Array<{ key: string }>
  }
  expect(file.email).toBe(email)
  expect(file.leads).toHaveLength(2)
  expect(file.alerts).toHaveLength(1)
  expect(file.uploads.map((upload) => upload.key)).toEqual(before.keys)

  // The second step: a different address erases nothing.
  const confirm = page.getByRole('textbox', { name: 'Retapez l’adresse pour confirmer' })
  await confirm.fill(`autre.${email}`)
  await page.getByRole('button', { name: 'Tout effacer' }).click()
  await expect(page.getByRole('alert')).toContainText('Retapez la même adresse e-mail pour confirmer l’effacement.')
  expect((await uploadsOf(email)).present).toEqual([true])

  await confirm.fill(email)
  await page.getByRole('button', { name: 'Tout effacer' }).click()
  await expect(page.getByRole('status')).toContainText(`Effacé pour ${email} : 2 demandes, 1 alertes`)
  await expect(page.getByText('Rien n’est conservé sur cette adresse.')).toBeVisible()
  const after = await uploadsOf(email)
  expect(after.leads).toBe(0)
  const { media, close } = await openDatabase(false)
  try {
    expect(await media.head(before.keys[0]!)).toBeNull()
  } finally {
    await close()
  }
})

test('nl: an owner is added, a property linked by its reference and unlinked again', async ({ page, baseURL }) => {
  const email = uniqueAddress('eigenaar')
  await signInAs(page.context(), secureBase(baseURL!), await createStaffMember('agent', 'nl'))
  await gotoHydrated(page, '/admin/owners/')
  const form = page.getByRole('region', { name: 'Eigenaar toevoegen' })
  await form.getByRole('textbox', { name: 'E-mailadres' }).fill(email)
  await form.getByRole('textbox', { name: 'Voornaam' }).fill('Jan')
  await form.getByRole('textbox', { name: 'Achternaam' }).fill('Peeters')
  await form.getByRole('button', { name: 'Eigenaar toevoegen' }).click()
  await expect(form.getByRole('status')).toContainText(`${email} is toegevoegd.`)
  await form.getByRole('link', { name: 'Koppel hun panden en nodig hen uit' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jan Peeters')
  await page.getByRole('textbox', { name: 'Referentie van het pand' }).fill('999999999')
  await page.getByRole('button', { name: 'Pand koppelen' }).click()
  await expect(page.getByRole('alert')).toHaveText('Geen enkel pand heeft deze referentie.')
  // A demo listing (the demo data has a fixed seed).
  await page.getByRole('textbox', { name: 'Referentie van het pand' }).fill('4100005')
  await page.getByRole('button', { name: 'Pand koppelen' }).click()
  await expect(page.getByText('Referentie 4100005')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Pand 4100005 ontkoppelen' }).click()
  await expect(page.getByText('Er is nog geen pand gekoppeld.')).toBeVisible()
  await gotoHydrated(page, '/admin/owners/')
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Uitgenodigd, nog geen wachtwoord')
})

for (const language of ['nl', 'fr'] as const) {
  test(`${language}: the people pages pass axe at 375 and 1366 px`, async ({ page, baseURL }) => {
    test.setTimeout(150_000)
    await signInAs(page.context(), secureBase(baseURL!), await createStaffMember('agent', language))
    const { db, close } = await openDatabase(false)
    let ownerId = 0
    try {
      const owner = await db
        .prepare(`INSERT INTO owners (email, first_name, last_name, language) VALUES (?, 'Claire', 'Dumont', 'fr') RETURNING id`)
        .bind(uniqueAddress('owner'))
        .first<{ id: number }>()
      ownerId = owner!.id
      await db.prepare('INSERT OR IGNORE INTO owner_properties (owner_id, property_id) VALUES (?, 4100005)').bind(ownerId).run()
    } finally {
      await close()
    }
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 })
      for (const [name, path] of [
        ['subscribers', '/admin/subscribers/'],
        ['owners', '/admin/owners/'],
        ['owner', `/admin/owners/${ownerId}/`],
        ['personal-data', '/admin/personal-data/'],
      ] as const) {
        await gotoHydrated(page, path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByText(/Laden…|Chargement…/)).toHaveCount(0)
        await expectNoAxeViolations(page)
        await page.screenshot({ path: `reports/screenshots/people-${name}-${language}-${width}.png`, fullPage: true })
      }
    }
  })
}
