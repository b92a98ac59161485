// npm run screenshots -- [base URL] [paths…]: full-page screenshots at 375, 768 and 1366 px into
// screenshots/ (git-ignored), to look at every template before calling it done (DEVELOPERS.md).
// OWNER=email:password logs in to the owner portal first, for its pages. CONSENT=ask shows the cookie
// consent modal; by default the pages are taken as a visitor who declined the optional cookies.
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumExecutable, declineOptionalCookies } from './local-browser.ts'

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const targets = paths.length > 0 ? paths : ['/nl/', '/fr/']
const WIDTHS = [375, 768, 1366]

mkdirSync('screenshots', { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS })
for (const path of targets) {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 } })
    if (process.env.CONSENT !== 'ask') await declineOptionalCookies(page)
    if (process.env.OWNER) {
      const [email = '', password = ''] = process.env.OWNER.split(':')
      await page.request.post(`${base}/api/owner/login`, {
        form: { email, password, locale: 'fr' },
        headers: { Origin: base, Accept: 'application/json' },
      })
    }
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await page.waitForSelector('html[data-hydrated="true"]')
    const file = `screenshots/${path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'root'}-${width}.png`
    // FULL=0 keeps to the first screen, which is what a visitor judges first.
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' })
    console.log(file)
    await page.close()
  }
}
await browser.close()
