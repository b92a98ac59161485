import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { decodablePng } from '../src/domain/upload-samples.ts'
import { gotoHydrated } from './support/navigation.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { createStaffMember, signInAs } from './support/staff.ts'

// Decision 034: the settings the agency publishes are what every page shows on its next request,
// in the browser too once the page hydrates. Published here with the operator's command
// (`npm run settings -- import`); the project "settings" runs after every other spec (playwright.config.ts),
// since it changes what every page shows.

// One publish at a time: the two tests would otherwise read each other's settings.
test.describe.configure({ mode: 'serial' })

type Settings = { agency: { phone: string }; menu: Array<{ params: { title: Record<string, string> } }> }

const folder = mkdtempSync(join(tmpdir(), 'site-settings-'))
const settingsCommand = (...args: string[]) =>
  execFileSync('node', ['scripts/operations/site-settings.ts', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

function importSettings(settings: Settings, name: string): string {
  const file = join(folder, `${name}.json`)
  writeFileSync(file, JSON.stringify(settings))
  return settingsCommand('import', file)
}

/** A phone number and a title no earlier run left published: what the test publishes must differ from what is there. */
function freshValues(): { phone: string; dialled: string; title: string } {
  const digits = String(Date.now()).slice(-6)
  const phone = `+32 10 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`
  return { phone, dialled: `tel:+3210${digits}`, title: `Nos maisons à vendre ${digits}` }
}

/** The telephone of the agency's schema.org entry on the page. */
async function structuredPhone(page: Page): Promise<string | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const found = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((block) => typeof block.telephone === 'string')
  return found?.telephone as string | undefined
}

/** The closures of the agency's schema.org entry on the page. */
async function structuredClosures(page: Page): Promise<Array<Record<string, string>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const agency = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((block) => block['@type'] === 'RealEstateAgent')
  return (agency?.specialOpeningHoursSpecification as Array<Record<string, string>> | undefined) ?? []
}

test('a published phone and French menu title reach every page, server-drawn and hydrated; the Dutch texts stay their own', async ({
  page,
}) => {
  test.slow()
  const original = JSON.parse(settingsCommand('export')) as Settings
  const fresh = freshValues()
  const edited = structuredClone(original)
  edited.agency.phone = fresh.phone
  edited.menu[1]!.params.title.fr = fresh.title
  const dutchTitle = original.menu[1]!.params.title.nl!
  const hydrationErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text())
  })

  try {
    const imported = importSettings(edited, 'edited')
    expect(imported).toContain(`+ agency.phone: "${fresh.phone}"`)
    expect(imported).toContain(`+ menu.1.params.title.fr: "${fresh.title}"`)

    await gotoHydrated(page, '/fr/contact/')
    const topBar = page.getByTestId('top-bar')
    await expect(topBar.getByRole('link', { name: fresh.phone })).toHaveAttribute('href', fresh.dialled)
    await expect(page.getByRole('banner').getByRole('link', { name: fresh.title }).first()).toBeAttached()
    // The contact page's own text quotes the phone of the settings ({phone}), and so does its schema.org entry.
    await expect(page.getByRole('main')).toContainText(fresh.phone)
    await expect(page.getByRole('main')).not.toContainText('+32 10 22 33 44')
    expect(await structuredPhone(page)).toBe(fresh.phone)

    // A page the browser draws itself, after a click, shows the same settings.
    await page.getByRole('banner').getByRole('link', { name: fresh.title }).first().click()
    await expect(page).toHaveURL(/\/fr\/a-vendre\/$/)
    await expect(page.getByTestId('top-bar').getByRole('link', { name: fresh.phone })).toBeVisible()

    await gotoHydrated(page, '/nl/contact/')
    await expect(page.getByRole('banner').getByRole('link', { name: dutchTitle }).first()).toBeAttached()
    await expect(page.getByRole('banner').getByRole('link', { name: fresh.title })).toHaveCount(0)
    await expect(page.getByTestId('top-bar').getByRole('link', { name: fresh.phone })).toBeVisible()
    expect(hydrationErrors).toEqual([])
  } finally {
    importSettings(original, 'original')
  }
  // What the agency had is back on the next request.
  await gotoHydrated(page, '/fr/contact/')
  await expect(page.getByTestId('top-bar').getByRole('link', { name: original.agency.phone })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: original.menu[1]!.params.title.fr! }).first()).toBeAttached()
})

test('an admin changes the phone and a French menu title in the back office, publishes, and restores; an agent cannot open the settings', async ({
  page,
  browser,
  baseURL,
}) => {
  // Twelve sections, each checked by axe at two widths, then a save, a preview, a publish and a restore.
  test.setTimeout(240_000)
  const original = JSON.parse(settingsCommand('export')) as Settings
  const fresh = freshValues()
  await signInAs(page.context(), baseURL!, await createStaffMember('admin', 'fr'))
  const visitor = await browser.newPage()
  try {
    const sectionList = page.getByRole('navigation', { name: 'Sections des réglages' })
    const sections = sectionList.getByRole('button')
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 })
      await gotoHydrated(page, '/admin/settings/')
      await expect(page.getByRole('heading', { level: 1, name: 'Réglages du site' })).toBeVisible()
      // Every section of the form is a screen of its own.
      for (const section of await sections.all()) {
        await section.click()
        await expect(section).toHaveAttribute('aria-current', 'true')
        await expectNoAxeViolations(page)
      }
    }
    await sections.first().click()
    const form = page.locator('main form')
    const draft = page.getByRole('region', { name: 'Brouillon' })
    const saveDraft = async () => {
      // With the keyboard alone: the button is reached and pressed like any other control.
      await form.getByRole('button', { name: 'Enregistrer le brouillon' }).focus()
      await page.keyboard.press('Enter')
      await expect(page.getByText('Le brouillon est enregistré.')).toBeVisible()
    }
    const publish = async () => {
      await draft.getByRole('button', { name: 'Publier pour tous les visiteurs' }).click()
      await expect(draft).toContainText('Publié comme version')
    }
    // What visitors see now, published as it is: the version the restore brings back.
    await saveDraft()
    await publish()

    await form.getByLabel('Téléphone').focus()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(fresh.phone)
    await sectionList.getByRole('button', { name: 'Menu', exact: true }).click()
    await form
      .getByRole('group', { name: /\/for-sale$/ })
      .getByLabel('Français')
      .fill(fresh.title)
    // An exceptional closure, first with its days the wrong way round: refused at the field, said in French.
    const day = (fromNow: number) => new Date(Date.now() + fromNow * 86_400_000).toISOString().slice(0, 10)
    await sectionList.getByRole('button', { name: "Heures d'ouverture" }).click()
    const hours = page.getByRole('region', { name: "Heures d'ouverture" })
    await hours.getByRole('button', { name: 'Ajouter une fermeture' }).click()
    const closure = hours.getByRole('group', { name: /^Fermeture \d+$/ }).last()
    await closure.getByLabel('Premier jour de fermeture').fill(day(5))
    await closure.getByLabel('Dernier jour de fermeture').fill(day(3))
    await closure
      .getByRole('group', { name: 'Motif (facultatif)' })
      .getByLabel('Français')
      .fill(`Inventaire ${fresh.title.slice(-6)}`)
    await form.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
    await expect(form.getByRole('alert')).toContainText("Heures d'ouverture")
    await expect(closure.getByLabel('Dernier jour de fermeture')).toHaveAttribute('aria-invalid', 'true')
    await expect(closure).toContainText('Le dernier jour ne peut pas précéder le premier.')
    await closure.getByLabel('Dernier jour de fermeture').fill(day(6))
    // A new banner picture, uploaded and resized for its slot; its text alternatives stay the ones it had.
    await sectionList.getByRole('button', { name: "Page d'accueil" }).click()
    const bannerPicture = form.getByRole('group', { name: 'Photo de la bannière' })
    await bannerPicture
      .getByLabel('Remplacer la photo')
      .setInputFiles({ name: 'dyle.png', mimeType: 'image/png', buffer: Buffer.from(await decodablePng(1800, 1000)) })
    await expect(bannerPicture.locator('img')).toHaveAttribute('src', /^\/media\/site\/banner\/[0-9a-f]+\.webp$/)
    const bannerSrc = await bannerPicture.locator('img').getAttribute('src')
    await expect(bannerPicture.getByLabel(/^Texte alternatif en français/)).not.toHaveValue('')
    await saveDraft()
    await expect(draft).toContainText('agency.phone')
    await expect(draft).toContainText('agency.closures')
    await expect(draft).toContainText('menu.1.params.title.fr')
    await expectNoAxeViolations(page)
    // The admin previews the draft on the real page; it is never stored nor indexed.
    const previewLink = draft.getByRole('link', { name: /^Aperçu en français/ })
    await expect(previewLink).toHaveAttribute('href', '/fr/?preview=draft')
    const preview = await page.context().newPage()
    const previewAnswer = await preview.goto('/fr/contact/?preview=draft')
    expect(previewAnswer?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    expect(previewAnswer?.headers()['cache-control']).toBe('private, no-store')
    await expect(preview.getByTestId('top-bar').getByRole('link', { name: fresh.phone })).toBeVisible()
    await preview.close()
    // A draft is never what visitors read, not even when they ask for the preview.
    await visitor.goto('/fr/contact/?preview=draft')
    await expect(visitor.getByTestId('top-bar').getByRole('link', { name: original.agency.phone })).toBeVisible()
    await visitor.goto('/fr/contact/')
    await expect(visitor.getByTestId('top-bar').getByRole('link', { name: original.agency.phone })).toBeVisible()

    await publish()
    await visitor.goto('/fr/contact/')
    await expect(visitor.getByTestId('top-bar').getByRole('link', { name: fresh.phone })).toBeVisible()
    await expect(visitor.getByRole('banner').getByRole('link', { name: fresh.title }).first()).toBeAttached()
    expect(await structuredPhone(visitor)).toBe(fresh.phone)
    // The closure on the contact card and in the schema.org hours; the Dutch page says it with the French reason marked as French.
    await expect(visitor.getByRole('main')).toContainText(`Inventaire ${fresh.title.slice(-6)}`)
    expect(await structuredClosures(visitor)).toContainEqual(expect.objectContaining({ validFrom: day(5), validThrough: day(6) }))
    await visitor.goto('/fr/')
    await expect(visitor.locator(`img[src="${bannerSrc}"]`)).toBeAttached()
    await visitor.goto('/nl/contact/')
    await expect(visitor.getByRole('main').locator('span[lang="fr-BE"]', { hasText: `Inventaire ${fresh.title.slice(-6)}` })).toBeVisible()
    await expect(visitor.getByRole('banner').getByRole('link', { name: original.menu[1]!.params.title.nl! }).first()).toBeAttached()

    // The version before is one click away: the old phone again on the next request.
    const history = page.getByRole('region', { name: 'Versions publiées' })
    await history
      .getByRole('button', { name: /^Restaurer la version/ })
      .first()
      .click()
    await expect(history).toContainText('Restauré comme version')
    await visitor.goto('/fr/contact/')
    await expect(visitor.getByTestId('top-bar').getByRole('link', { name: original.agency.phone })).toBeVisible()
    await expectNoAxeViolations(page)
  } finally {
    await visitor.close()
    importSettings(original, 'original-after-editor')
  }

  const agentPage = await browser.newPage()
  await signInAs(agentPage.context(), baseURL!, await createStaffMember('agent', 'fr'))
  const refused = await agentPage.goto('/admin/settings/')
  expect(refused?.status()).toBe(403)
  await expect(agentPage.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible()
  await agentPage.close()
})
