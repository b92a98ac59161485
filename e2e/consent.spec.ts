import { expect, test, type Page, type Request } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/navigation.ts'

// Decision 009: the cookie consent modal, Consent Mode v2 and the tags it lets load. Locally the Worker
// serves stand-ins of Google's tag, Tag Manager and Meta's pixel (ANALYTICS_STAND_IN), which report
// what they would send to /analytics-stand-in/collect: the network log shows every page view.

test.use({ storageState: { cookies: [], origins: [] } })

type Hit = { kind: string; name?: string; target?: string; location?: string; tag?: string }

function watch(page: Page): { all: Request[]; hits: () => Hit[]; thirdParty: () => string[]; tags: () => string[] } {
  const all: Request[] = []
  page.on('request', (request) => all.push(request))
  return {
    all,
    hits: () =>
      all
        .map((request) => new URL(request.url()))
        .filter((url) => url.pathname === '/analytics-stand-in/collect')
        .map((url) => Object.fromEntries(url.searchParams) as Hit),
    thirdParty: () => all.map((request) => request.url()).filter((url) => !url.startsWith('http://localhost:') && !url.startsWith('data:')),
    tags: () => all.map((request) => new URL(request.url()).pathname).filter((path) => /^\/analytics-stand-in\/[a-z]+\.js$/.test(path)),
  }
}

async function storedConsent(page: Page) {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('consent') ?? 'null') as { consented: boolean; choices: Record<string, boolean> } | null,
  )
}

test('fr: before consent nothing third-party loads; the modal is an accessible dialog that does not move the page', async ({ page }) => {
  const network = watch(page)
  // Where the page's heading sits before any script runs, to compare once the modal is open.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      ;(window as unknown as { __headingTop: number }).__headingTop = document.querySelector('h1')?.getBoundingClientRect().top ?? -1
    })
  })
  await gotoHydrated(page, '/fr/?utm_source=newsletter&utm_medium=email&gclid=abc123')
  const dialog = page.getByRole('dialog', { name: 'Votre vie privée' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Tout accepter' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Tout refuser' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Modifier les paramètres' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(network.thirdParty()).toEqual([])
  expect(network.tags()).toEqual([])
  expect(network.hits()).toEqual([])
  // Consent Mode: the four signals are denied before any tag, waiting 500 ms for the choice.
  const first = await page.evaluate(() => Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[0]!))
  expect(first).toEqual([
    'consent',
    'default',
    { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 },
  ])
  // The campaign of the landing page is kept for the visit.
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('campaign') ?? 'null'))).toEqual({
    utm_source: 'newsletter',
    utm_medium: 'email',
    gclid: 'abc123',
  })
  // The modal sits in the top layer: the page under it has not moved.
  const before = await page.evaluate(() => (window as unknown as { __headingTop: number }).__headingTop)
  const after = await page.evaluate(() => document.querySelector('h1')!.getBoundingClientRect().top)
  expect(after).toBe(before)
  await expectNoAxeViolations(page)
  // Keyboard: focus starts inside, Tab stays among the dialog's controls, Escape does not decide for the visitor.
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true)
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
})

test('fr: agree to all stores the four choices, loads the tags with the nonce and sends page views with the campaign, on route changes too', async ({
  page,
}) => {
  const network = watch(page)
  await gotoHydrated(page, '/fr/?utm_campaign=printemps')
  await page.getByRole('dialog').getByRole('button', { name: 'Tout accepter' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(await storedConsent(page)).toMatchObject({
    consented: true,
    choices: { analytics: true, adStorage: true, adUserData: true, adPersonalization: true },
  })
  await expect
    .poll(() =>
      network
        .hits()
        .filter((hit) => hit.kind === 'event' && hit.name === 'page_view')
        .map((hit) => new URL(hit.location!).pathname + new URL(hit.location!).search),
    )
    .toEqual(['/fr/?utm_campaign=printemps'])
  await expect.poll(() => network.hits().some((hit) => hit.kind === 'pixel' && hit.name === 'PageView')).toBe(true)
  await expect.poll(() => network.hits().some((hit) => hit.kind === 'gtm' && hit.name === 'page_view')).toBe(true)
  expect(network.tags().sort()).toEqual(['/analytics-stand-in/fbevents.js', '/analytics-stand-in/gtag.js', '/analytics-stand-in/gtm.js'])
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script[src*="/analytics-stand-in/"]')].every((script) => script.nonce !== ''),
    ),
  ).toBe(true)
  const update = await page.evaluate(() =>
    (window as unknown as { dataLayer: unknown[] }).dataLayer
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .find((entry) => entry[0] === 'consent' && entry[1] === 'update'),
  )
  expect(update?.[2]).toEqual({
    analytics_storage: 'granted',
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
  })

  // A route change in the single-page app is a page view, with the visit's campaign appended.
  await page.getByRole('navigation').getByRole('link', { name: 'À vendre' }).first().click()
  await expect(page).toHaveURL(/\/fr\/a-vendre\/$/)
  await expect
    .poll(() =>
      network
        .hits()
        .filter((hit) => hit.kind === 'event' && hit.name === 'page_view')
        .map((hit) => hit.location),
    )
    .toContainEqual(expect.stringMatching(/\/fr\/a-vendre\/\?utm_campaign=printemps$/))
  expect(network.thirdParty()).toEqual([])

  // The choice lasts: the next visit asks nothing and counts its page.
  await gotoHydrated(page, '/fr/contact/')
  await expect.poll(() => network.hits().filter((hit) => hit.kind === 'event' && hit.location?.includes('/fr/contact/')).length).toBe(1)
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('nl: decline all stores necessary only and no tag ever loads', async ({ page }) => {
  const network = watch(page)
  await gotoHydrated(page, '/nl/')
  await page.getByRole('dialog', { name: 'Uw privacy' }).getByRole('button', { name: 'Alles weigeren' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(await storedConsent(page)).toMatchObject({
    consented: true,
    choices: { analytics: false, adStorage: false, adUserData: false, adPersonalization: false },
  })
  await page.getByRole('navigation').getByRole('link', { name: 'Te koop' }).first().click()
  await expect(page).toHaveURL(/\/nl\/te-koop\/$/)
  await gotoHydrated(page, '/nl/contact/')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(network.tags()).toEqual([])
  expect(network.hits()).toEqual([])
  expect(network.thirdParty()).toEqual([])
})

test('nl: change settings shows five switches, and saving some loads only what they allow', async ({ page }) => {
  const network = watch(page)
  await gotoHydrated(page, '/nl/')
  await page.getByRole('dialog').getByRole('button', { name: 'Instellingen wijzigen' }).click()
  const settings = page.getByRole('dialog', { name: 'Cookie-instellingen' })
  await expect(settings.getByRole('switch')).toHaveCount(5)
  await expect(settings.getByRole('switch', { name: 'Noodzakelijk' })).toBeChecked()
  await expect(settings.getByRole('switch', { name: 'Noodzakelijk' })).toBeDisabled()
  for (const name of ['Statistieken', 'Advertentiecookies', 'Gebruikersgegevens voor advertenties', 'Gepersonaliseerde advertenties'])
    await expect(settings.getByRole('switch', { name })).not.toBeChecked()
  await expectNoAxeViolations(page)
  await settings.getByRole('switch', { name: 'Statistieken' }).press('Space')
  await expect(settings.getByRole('switch', { name: 'Statistieken' })).toBeChecked()
  await settings.getByRole('button', { name: 'Mijn keuze opslaan' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(await storedConsent(page)).toMatchObject({
    choices: { analytics: true, adStorage: false, adUserData: false, adPersonalization: false },
  })
  await expect.poll(() => network.hits().filter((hit) => hit.kind === 'event' && hit.name === 'page_view').length).toBe(1)
  expect(network.tags().sort()).toEqual(['/analytics-stand-in/gtag.js', '/analytics-stand-in/gtm.js'])
  expect(network.hits().some((hit) => hit.kind === 'pixel')).toBe(false)
  const update = await page.evaluate(() =>
    (window as unknown as { dataLayer: unknown[] }).dataLayer
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .find((entry) => entry[0] === 'consent' && entry[1] === 'update'),
  )
  expect(update?.[2]).toEqual({ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' })
})

test('fr: setcookies asks again; the footer link and the cookie policy page reopen the settings', async ({ page }) => {
  await gotoHydrated(page, '/fr/')
  await page.getByRole('dialog').getByRole('button', { name: 'Tout refuser' }).click()
  await gotoHydrated(page, '/fr/contact/')
  await expect(page.getByRole('dialog')).toBeHidden()

  await gotoHydrated(page, '/fr/contact/?setcookies')
  await expect(page.getByRole('dialog', { name: 'Votre vie privée' })).toBeVisible()
  expect(await storedConsent(page)).toBeNull()
  await page.getByRole('dialog').getByRole('button', { name: 'Tout refuser' }).click()

  await page.getByRole('contentinfo').getByRole('button', { name: 'Paramètres des cookies' }).click()
  const settings = page.getByRole('dialog', { name: 'Paramètres des cookies' })
  await expect(settings).toBeVisible()
  await expect(settings.getByRole('switch', { name: 'Statistiques' })).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(settings).toBeHidden()

  await gotoHydrated(page, '/fr/politique-cookies/')
  await page.getByRole('button', { name: 'Modifier mes paramètres de cookies' }).click()
  await expect(page.getByRole('dialog', { name: 'Paramètres des cookies' })).toBeVisible()
})

test('a preview page never shows the modal', async ({ page }) => {
  await page.goto('/fr/preview/accueil/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.waitForTimeout(300)
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('on a phone the modal fits the screen and every choice is reachable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await gotoHydrated(page, '/nl/')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const box = (await dialog.boundingBox())!
  expect(box.width).toBeLessThanOrEqual(375)
  expect(box.y + box.height).toBeLessThanOrEqual(740)
  for (const name of ['Alles aanvaarden', 'Alles weigeren', 'Instellingen wijzigen'])
    await expect(dialog.getByRole('button', { name })).toBeInViewport()
})

test('the modal is open as the page is parsed, before any of its JavaScript has loaded (it never waits for hydration)', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  // The bundles are held back: only the page's own HTML and its inline script run.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/nl/te-koop/', { waitUntil: 'domcontentloaded' })
  const dialog = page.getByRole('dialog', { name: 'Uw privacy' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Uw privacy' })).toBeFocused()
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
  // Escape before hydration does not close it undecided.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  release()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await dialog.getByRole('button', { name: 'Alles weigeren' }).click()
  await expect(dialog).toBeHidden()
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([])
  // The next page, with the choice stored, opens no modal at all.
  await page.goto('/nl/te-huur/', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('dialog', { name: 'Uw privacy' })).toBeHidden()
})
