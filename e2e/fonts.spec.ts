import { expect, test } from '@playwright/test'

// Decision 025: the above-the-fold face preloaded, at most ~40 KB before first paint.
const FONT_BUDGET_BYTES = 40 * 1024

for (const path of ['/fr/', '/nl/te-koop/', '/fr/contact/']) {
  test(`${path} preloads the faces it draws, fetches each once and stays within the font budget`, async ({ page }) => {
    const fetched: string[] = []
    const sizes: Promise<number>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'font') return
      fetched.push(new URL(response.url()).pathname)
      sizes.push(response.body().then((body) => body.length))
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)

    const preloads = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) =>
      links.map((link) => ({
        path: new URL((link as HTMLLinkElement).href).pathname,
        type: link.getAttribute('type'),
        crossOrigin: link.getAttribute('crossorigin'),
      })),
    )
    expect(preloads).toHaveLength(2)
    for (const preload of preloads) expect(preload).toMatchObject({ type: 'font/woff2', crossOrigin: 'anonymous' })
    // A preload the stylesheet's @font-face does not reuse would be fetched a second time.
    expect(fetched.sort()).toEqual(preloads.map((preload) => preload.path).sort())
    expect((await Promise.all(sizes)).reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(FONT_BUDGET_BYTES)

    // (The local fallback faces may be loaded too: they draw the text until these arrive.)
    const loaded = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === 'loaded' && !face.family.endsWith('Fallback'))
        .map((face) => `${face.family} ${face.weight}`),
    )
    expect(loaded.sort()).toEqual(['Fraunces 400', 'Inter 400 700'])
    // Body text and the page's heading are drawn in them.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter,/)
    expect(
      await page
        .locator('h1')
        .first()
        .evaluate((h1) => getComputedStyle(h1).fontFamily),
    ).toMatch(/^Fraunces,/)
  })
}
