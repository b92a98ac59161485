import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './support/navigation.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { createStaffMember, signInAs } from './support/staff.ts'

// Decision 034: an agent edits a page's text in the back office, previews the draft on the real page
// (only staff see it, never stored nor indexed), publishes it for every visitor, and restores what
// was there. Runs in the project "settings" (playwright.config.ts): a published page changes what
// every visitor reads. Each test first publishes the text it finds, and brings that version back at
// the end, whatever step it stopped at, so a rerun finds the site as it was.

test.describe.configure({ mode: 'serial' })

/** A page's editor and what the tests do in it. */
function pageEditor(page: Page, path: string) {
  const form = page.locator('main form')
  const draft = page.getByRole('region', { name: 'Draft' })
  const history = page.getByRole('region', { name: 'Published versions' })
  return {
    form,
    draft,
    history,
    open: () => gotoHydrated(page, path),
    // With the keyboard alone: each button is reached and pressed like any other control.
    async saveDraft() {
      await form.getByRole('button', { name: 'Save the draft' }).focus()
      await page.keyboard.press('Enter')
      await expect(page.getByText('The draft is saved.')).toBeVisible()
    },
    /** Publishes the draft; the version it became. */
    async publish(): Promise<number> {
      await draft.getByRole('button', { name: 'Publish in every language' }).focus()
      await page.keyboard.press('Enter')
      const outcome = draft.getByRole('status').filter({ hasText: 'Published as version' })
      await expect(outcome).toBeVisible()
      return Number(/version (\d+)/.exec((await outcome.textContent()) ?? '')![1])
    },
    /** Brings `version` back, unless it is the live one. */
    async restore(version: number) {
      await gotoHydrated(page, path)
      const button = history.getByRole('button', { name: `Restore version ${version}`, exact: true })
      if ((await button.count()) === 0) return
      await button.click()
      await expect(history).toContainText('Restored as version')
    },
  }
}

const ARTICLE = '/nl/diensten/verkopen/'

test('every screen of the pages area passes axe at 375 and 1366 px', async ({ page, baseURL }) => {
  test.slow()
  await signInAs(page.context(), baseURL!, await createStaffMember('agent', 'en'))
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, '/admin/pages/')
    await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `test-results/site-pages-list-${width}.png`, fullPage: true })
    await gotoHydrated(page, '/admin/pages/service-selling/')
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `test-results/site-pages-editor-${width}.png`, fullPage: true })
    // the home page's and a thank-you page's texts: the same editor with their own fields
    for (const texts of ['home', 'thanks-contact-me']) {
      await gotoHydrated(page, `/admin/pages/${texts}/`)
      await expectNoAxeViolations(page)
      await page.screenshot({ path: `test-results/site-pages-${texts}-${width}.png`, fullPage: true })
    }
  }
})

test('an agent edits a services article’s Dutch text with the keyboard: draft, preview, publish, restore', async ({
  page,
  browser,
  baseURL,
}) => {
  // many steps on a shared machine: time enough for the restore at the end to run
  test.setTimeout(150_000)
  await signInAs(page.context(), baseURL!, await createStaffMember('agent', 'en'))
  const editor = pageEditor(page, '/admin/pages/service-selling/')
  await editor.open()
  const { form, draft, history } = editor
  const dutch = form.getByRole('tabpanel', { name: /^Dutch/ })
  const originalTitle = await dutch.getByLabel('Title', { exact: true }).inputValue()
  // What visitors read now, published as it is: the version the restore brings back.
  await editor.saveDraft()
  const before = await editor.publish()
  const visitor = await browser.newPage()
  try {
    // The language tabs answer the arrow keys; each tab holds its own language's fields.
    await form.getByRole('tab', { name: /^Dutch/ }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(form.getByRole('tab', { name: /^French/ })).toBeFocused()
    await expect(form.getByRole('tabpanel', { name: /^French/ })).toBeVisible()
    await page.keyboard.press('Home')
    await expect(dutch).toBeVisible()

    const title = `Uw woning verkopen ${String(Date.now()).slice(-6)}`
    await dutch.getByLabel('Title', { exact: true }).focus()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(title)
    await dutch
      .getByLabel('Text', { exact: true })
      .fill('## Waarom bij ons\n\nWe verkopen **snel** en *eerlijk*.\n\n- Gratis schatting\n- Foto’s\n\n[Klik](javascript:void)')
    // The parser's problem is said in words as it is typed.
    await expect(dutch).toContainText("Line 8: this link's address is not accepted")
    await editor.saveDraft()
    await expectNoAxeViolations(page)
    await page.screenshot({ path: 'test-results/site-pages-editor-draft-1366.png', fullPage: true })

    // The agent previews the draft on the real page; it is never stored nor indexed.
    await expect(draft.getByRole('link', { name: /^Preview in Dutch/ })).toHaveAttribute('href', `${ARTICLE}?preview=draft`)
    const preview = await page.context().newPage()
    const previewAnswer = await preview.goto(`${ARTICLE}?preview=draft`)
    expect(previewAnswer?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    expect(previewAnswer?.headers()['cache-control']).toBe('private, no-store')
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)
    await preview.close()
    // A visitor never reads the draft, not even asking for the preview.
    await visitor.goto(`${ARTICLE}?preview=draft`)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(originalTitle)

    await editor.publish()
    await gotoHydrated(visitor, ARTICLE)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
    const article = visitor.getByRole('article')
    await expect(article.getByRole('heading', { level: 2, name: 'Waarom bij ons' })).toBeVisible()
    await expect(article.locator('strong', { hasText: 'snel' })).toBeVisible()
    await expect(article.getByRole('listitem').filter({ hasText: /^Gratis schatting$/ })).toBeVisible()
    // The link to javascript: is its words only.
    await expect(article.getByText('Klik', { exact: true })).toBeVisible()
    await expect(article.locator('a[href^="javascript"]')).toHaveCount(0)
    // The services page lists the article under its new title.
    await gotoHydrated(visitor, '/nl/diensten/')
    await expect(visitor.getByRole('main')).toContainText(title)

    // The version before is one click away.
    await history.getByRole('button', { name: `Restore version ${before}`, exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(history).toContainText('Restored as version')
    await visitor.goto(ARTICLE)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(originalTitle)
  } finally {
    await visitor.close()
    await editor.restore(before)
  }
})

test('a page whose German text is left out falls back to English, and the editor and the list say so', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  await signInAs(page.context(), baseURL!, await createStaffMember('agent', 'en'))
  const editor = pageEditor(page, '/admin/pages/privacy/')
  const { form, draft } = editor
  await editor.open()
  await form.getByRole('tab', { name: /^English/ }).click()
  const englishTitle = await form
    .getByRole('tabpanel', { name: /^English/ })
    .getByLabel('Title', { exact: true })
    .inputValue()
  await editor.saveDraft()
  const germanPath = (await draft.getByRole('link', { name: /^Preview in German/ }).getAttribute('href'))!.replace('?preview=draft', '')
  const before = await editor.publish()
  const visitor = await browser.newPage()
  try {
    await form.getByRole('tab', { name: /^German/ }).click()
    const german = form.getByRole('tabpanel', { name: /^German/ })
    for (const label of ['Title', 'Description', 'Title for search engines', 'Introduction', 'Text']) {
      await german.getByLabel(label, { exact: true }).fill('')
    }
    await editor.saveDraft()
    await expect(draft).toContainText('German is not written: its visitors read the English text.')
    await editor.publish()
    await expect(page.getByRole('region', { name: 'What visitors see' })).toContainText('German is not written')

    await visitor.goto(germanPath)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(englishTitle)
    await expect(visitor.getByRole('article')).toHaveAttribute('lang', 'en')

    await gotoHydrated(page, '/admin/pages/')
    await expect(page.getByRole('main')).toContainText('German: not written, falls back')
  } finally {
    await visitor.close()
    await editor.restore(before)
  }
  const visitorAfter = await browser.newPage()
  await visitorAfter.goto(germanPath)
  await expect(visitorAfter.getByRole('article')).not.toHaveAttribute('lang', 'en')
  await visitorAfter.close()
})
