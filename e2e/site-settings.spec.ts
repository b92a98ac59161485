import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './support/navigation.ts'

// Decision 034: the settings the agency publishes are what every page shows on its next request,
// in the browser too once the page hydrates. Published here with the operator's command
// (`npm run settings -- import`); the project "settings" runs after every other spec (playwright.config.ts),
// since it changes what every page shows.

type Settings = { agency: { phone: string }; menu: Array<{ params: { title: Record<string, string> } }> }

const folder = mkdtempSync(join(tmpdir(), 'site-settings-'))
const settingsCommand = (...args: string[]) =>
  execFileSync('node', ['scripts/operations/site-settings.ts', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

function importSettings(settings: Settings, name: string): string {
  const file = join(folder, `${name}.json`)
  writeFileSync(file, JSON.stringify(settings))
  return settingsCommand('import', file)
}

/** The telephone of the agency's schema.org entry on the page. */
async function structuredPhone(page: Page): Promise<string | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const found = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((block) => typeof block.telephone === 'string')
  return found?.telephone as string | undefined
}

test('a published phone and French menu title reach every page, server-drawn and hydrated; the Dutch texts stay their own', async ({
  page,
}) => {
  test.slow()
  const original = JSON.parse(settingsCommand('export')) as Settings
  const edited = structuredClone(original)
  edited.agency.phone = '+32 10 98 76 54'
  edited.menu[1]!.params.title.fr = 'Nos maisons à vendre'
  const dutchTitle = original.menu[1]!.params.title.nl!
  const hydrationErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text())
  })

  try {
    const imported = importSettings(edited, 'edited')
    expect(imported).toContain('+ agency.phone: "+32 10 98 76 54"')
    expect(imported).toContain('+ menu.1.params.title.fr: "Nos maisons à vendre"')

    await gotoHydrated(page, '/fr/contact/')
    const topBar = page.getByTestId('top-bar')
    await expect(topBar.getByRole('link', { name: '+32 10 98 76 54' })).toHaveAttribute('href', 'tel:+3210987654')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Nos maisons à vendre' }).first()).toBeAttached()
    // The contact page's own text quotes the phone of the settings ({phone}), and so does its schema.org entry.
    await expect(page.getByRole('main')).toContainText('+32 10 98 76 54')
    await expect(page.getByRole('main')).not.toContainText('+32 10 22 33 44')
    expect(await structuredPhone(page)).toBe('+32 10 98 76 54')

    // A page the browser draws itself, after a click, shows the same settings.
    await page.getByRole('banner').getByRole('link', { name: 'Nos maisons à vendre' }).first().click()
    await expect(page).toHaveURL(/\/fr\/a-vendre\/$/)
    await expect(page.getByTestId('top-bar').getByRole('link', { name: '+32 10 98 76 54' })).toBeVisible()

    await gotoHydrated(page, '/nl/contact/')
    await expect(page.getByRole('banner').getByRole('link', { name: dutchTitle }).first()).toBeAttached()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Nos maisons à vendre' })).toHaveCount(0)
    await expect(page.getByTestId('top-bar').getByRole('link', { name: '+32 10 98 76 54' })).toBeVisible()
    expect(hydrationErrors).toEqual([])
  } finally {
    importSettings(original, 'original')
  }
  // What the agency had is back on the next request.
  await gotoHydrated(page, '/fr/contact/')
  await expect(page.getByTestId('top-bar').getByRole('link', { name: original.agency.phone })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: original.menu[1]!.params.title.fr! }).first()).toBeAttached()
})
