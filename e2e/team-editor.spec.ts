import { expect, test, type Page } from '@playwright/test'
import { decodablePng } from '../src/domain/upload-samples.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/navigation.ts'
import { createStaffMember, signInAs } from './support/staff.ts'

// Decision 034: the team is a document the agency edits in the back office: a member added with a
// portrait (uploaded, resized, with its alternative text per language), previewed on the real team
// page by staff only, published for every visitor, and the earlier team restored. The project
// "settings" runs it after every other spec (playwright.config.ts): publishing changes the team pages.

test.describe.configure({ mode: 'serial' })

/** Presses Tab until the focused element matches, at most `limit` times: the keyboard's way to a field. */
async function tabTo(page: Page, accessibleName: RegExp, limit = 20): Promise<void> {
  for (let count = 0; count < limit; count++) {
    await page.keyboard.press('Tab')
    const name = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null
      return element?.labels?.[0]?.textContent ?? element?.getAttribute('aria-label') ?? element?.textContent ?? ''
    })
    if (accessibleName.test(name.trim())) return
  }
  throw new Error(`no field named ${accessibleName} within ${limit} tabs`)
}

test('an admin adds a member with a portrait by keyboard, previews, publishes: the French team page shows them, the Dutch keeps its texts; then restores', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow()
  const stamp = String(Date.now()).slice(-6)
  const name = `Eva Peeters ${stamp}`
  await signInAs(page.context(), baseURL!, await createStaffMember('admin', 'en'))
  const visitor = await browser.newPage()
  const draft = page.getByRole('region', { name: 'Draft' })
  const history = page.getByRole('region', { name: 'Published versions' })
  let baseline: number | undefined
  const saveDraft = async () => {
    await page.getByRole('button', { name: 'Save the draft' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('The draft is saved.')).toBeVisible()
  }
  try {
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 })
      await gotoHydrated(page, '/admin/team/')
      await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
      await expectNoAxeViolations(page)
    }
    // What visitors see now, published as it is: the version restored at the end.
    await saveDraft()
    await draft.getByRole('button', { name: 'Publish for every visitor' }).click()
    await expect(draft).toContainText('Published as version')
    baseline = Number(/Published as version (\d+)/.exec((await draft.textContent()) ?? '')![1])

    // With the keyboard alone: the new member's name field takes the focus, Tab reaches the others.
    await page.getByRole('button', { name: 'Add a member' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByLabel(/^Name/)).toBeFocused()
    await page.keyboard.type(name)
    await tabTo(page, /^Dutch/)
    await page.keyboard.type('Makelaar verhuur')
    await tabTo(page, /^French/)
    await page.keyboard.type('Agente location')
    for (const language of [/^Dutch$/, /^French$/]) {
      await tabTo(page, language)
      await page.keyboard.press('Space')
    }
    await tabTo(page, /^Choose a picture/)
    // The file chooser is the system's own dialog: the focused picker is given the file as the dialog would.
    const picker = page.locator(':focus')
    await expect(picker).toHaveAttribute('type', 'file')
    await picker.setInputFiles({ name: 'eva.png', mimeType: 'image/png', buffer: Buffer.from(await decodablePng(1000, 800)) })
    await expect(page.getByLabel(/^Alternative text in Dutch/)).toBeVisible()
    await tabTo(page, /^Alternative text in Dutch/)
    await page.keyboard.type(`Portret van ${name}`)
    await tabTo(page, /^Alternative text in French/)
    await page.keyboard.type(`Portrait de ${name}`)
    // Moved up a place with the keyboard, the focus stays on the member it moved.
    await page.getByRole('button', { name: `Move up ${name}` }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: `Move up ${name}` })).toBeFocused()
    await expect(page.getByRole('form', { name: 'Team members' }).getByRole('heading', { level: 3 }).nth(-2)).toHaveText(name)
    await saveDraft()
    await expect(draft).toContainText('member(s)')

    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(page)
      await page.screenshot({ path: testInfo.outputPath(`team-editor-${width}.png`), fullPage: true })
    }

    // Staff preview the draft on the real page, never stored nor indexed; visitors never see it.
    await expect(draft.getByRole('link', { name: /^Preview in French/ })).toHaveAttribute('href', '/fr/equipe/?preview=draft')
    const preview = await page.context().newPage()
    const previewAnswer = await preview.goto('/fr/equipe/?preview=draft')
    expect(previewAnswer?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    expect(previewAnswer?.headers()['cache-control']).toBe('private, no-store')
    await expect(preview.getByRole('heading', { name })).toBeVisible()
    await preview.close()
    await visitor.goto('/fr/equipe/?preview=draft')
    await expect(visitor.getByRole('heading', { name: 'Sophie Lambert' })).toBeVisible()
    await expect(visitor.getByRole('heading', { name })).toHaveCount(0)

    await draft.getByRole('button', { name: 'Publish for every visitor' }).click()
    await expect(draft).toContainText('Published as version')

    await gotoHydrated(visitor, '/fr/equipe/')
    const card = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name }) })
    await expect(card).toContainText('Agente location')
    const portrait = card.getByRole('img', { name: `Portrait de ${name}` })
    const src = await portrait.getAttribute('src')
    expect(src).toMatch(/^\/media\/site\/team\/[0-9a-f]{32}\.webp$/)
    const picture = await visitor.request.get(src!)
    expect(picture.headers()['content-type']).toBe('image/webp')
    expect(picture.headers()['cache-control']).toContain('immutable')

    await gotoHydrated(visitor, '/nl/team/')
    const dutchCard = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name }) })
    await expect(dutchCard).toContainText('Makelaar verhuur')
    await expect(dutchCard.getByRole('img', { name: `Portret van ${name}` })).toBeVisible()
    await expect(visitor.getByRole('main')).not.toContainText('Agente location')
    await expect(visitor.getByRole('main')).toContainText('Zaakvoerder')
  } finally {
    // The team visitors saw before, restored (unless it is still live), so the next run starts from it.
    if (baseline !== undefined) {
      await gotoHydrated(page, '/admin/team/')
      const restore = history.getByRole('button', { name: `Restore version ${baseline}`, exact: true })
      if ((await restore.count()) > 0) {
        await restore.click()
        await expect(history).toContainText('Restored as version')
      }
    }
  }
  await gotoHydrated(visitor, '/fr/equipe/')
  await expect(visitor.getByRole('heading', { name })).toHaveCount(0)
  await visitor.close()
})
