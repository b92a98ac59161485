// npm run bench:bundle — the JavaScript each page loads on first visit, gzip-compressed.
// Serves the production build with `vite preview` (building first when dist/ is missing), opens
// each page in Chromium and sums the gzip size of every script it fetched, and of our own code apart
// from the framework chunk (React, TanStack, Lingui).
// Target (DESIGN.md "Speed"): ≤ 120 KB gzip per page, app code ≤ 20 KB of it.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const PORT = 4175
const PAGES = ['/nl/', '/fr/services/', '/nl/team/', '/fr/contact/', '/en/privacy/', '/de/danke/contact-me/']

if (!existsSync('dist/client')) spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' })

// vite.config.ts puts React, the router and Lingui in `framework-*` chunks; every other script is ours.
const isFramework = (file: string) => file.startsWith('framework')

const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], { stdio: 'ignore', detached: true })
const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM')
  } catch {}
}
process.on('exit', stop)

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://localhost:${PORT}/api/health`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('vite preview did not start')
}

await waitForServer()
const browser = await chromium.launch({
  executablePath: existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') ? (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
console.log('page'.padEnd(28), 'scripts', 'total gzip'.padStart(12), 'app gzip'.padStart(10))
for (const path of PAGES) {
  const page = await browser.newPage()
  const scripts = new Map<string, number>()
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => undefined)
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length)
  })
  await page.goto(`http://localhost:${PORT}${path}`, { waitUntil: 'networkidle' })
  await page.waitForSelector('html[data-hydrated="true"]')
  let total = 0
  let app = 0
  for (const [url, size] of scripts) {
    total += size
    if (!isFramework(url.split('/').pop() ?? '')) app += size
  }
  console.log(path.padEnd(28), String(scripts.size).padStart(7), kb(total).padStart(12), kb(app).padStart(10))
  await page.close()
}
await browser.close()
stop()
process.exit(0)
