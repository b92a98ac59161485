import { expect, test } from '@playwright/test'
import { CATALOGUE_SECTIONS } from '../src/i18n/catalogue-sections.ts'
import { gotoHydrated } from './support/navigation.ts'

// Decision 023: a page's Lingui catalogues are announced in its head, so the browser fetches them with
// the page's scripts instead of one round trip after them.
const CATALOGUE_CHUNK = new RegExp(`^/assets/(messages|${CATALOGUE_SECTIONS.join('|')})-[\\w-]+\\.js$`)

for (const path of ['/nl/', '/fr/a-vendre/', '/nl/te-koop/x/y/4100001/', '/de/kontakt/']) {
  test(`${path} announces in its HTML every catalogue it loads to hydrate`, async ({ page }) => {
    const html = await (await page.request.get(path)).text()
    const announced = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1])
    const loaded: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (CATALOGUE_CHUNK.test(pathname)) loaded.push(pathname)
    })
    await gotoHydrated(page, path)
    expect(loaded.length).toBeGreaterThan(0)
    for (const chunk of loaded) expect(announced, `${chunk} is announced`).toContain(chunk)
  })
}
