// npm run bench:bundle — the JavaScript each page loads on first visit, gzip-compressed.
// Builds with source maps, serves the build with `vite preview`, opens each page in Chromium and
// sums the gzip size of every script it fetched. Our own code (src/, app.config.ts) is measured by
// gzipping the parts of those scripts that the source maps attribute to it; the rest is framework.
// Target (DESIGN.md "Speed"): ≤ 120 KB gzip per page, app code ≤ 20 KB of it.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumExecutable, startPreview, stopPreview, waitForPreview } from '../development/local-browser.ts'
import { dryRunDeploy, kib, uploadSize } from '../operations/worker-upload.ts'

// BENCH_PORT lets two work trees run benchmarks side by side.
const PORT = Number(process.env.BENCH_PORT ?? 4175)
// A listing and a property page too (the property's address is read from the listing).
const LISTING = '/fr/a-vendre/'
const PAGES = ['/nl/', LISTING, '/fr/services/', '/nl/team/', '/fr/contact/', '/en/privacy/', '/de/danke/contact-me/']
const ASSETS = 'dist/client/assets'

const build = spawnSync('npx', ['vite', 'build', '--sourcemap'], { stdio: ['ignore', 'ignore', 'inherit'] })
if (build.status !== 0) process.exit(build.status ?? 1)

// The generated text of each chunk that comes from our own modules, per chunk file name.
const appCodeByChunk = new Map<string, string>()
// …the Lingui catalogues of the page's language and sections (locales/), loaded at hydration…
const catalogueCodeByChunk = new Map<string, string>()
// …and the rest: the packages' code (React, the router, Lingui, seroval), which no change of ours shrinks.
const packageCodeByChunk = new Map<string, string>()
for (const file of readdirSync(ASSETS).filter((name) => name.endsWith('.js'))) {
  const code = readFileSync(join(ASSETS, file), 'utf8')
  // Vite's own helpers (the preload helper) come without a map: none of our code is in them.
  if (!existsSync(join(ASSETS, `${file}.map`))) continue
  const map = JSON.parse(readFileSync(join(ASSETS, `${file}.map`), 'utf8')) as { sources: string[]; mappings: string }
  const { own, catalogues, packages } = splitCode(code, map)
  appCodeByChunk.set(file, own)
  catalogueCodeByChunk.set(file, catalogues)
  packageCodeByChunk.set(file, packages)
}
/**
 * The browser's source maps are for measuring only: none is left behind for a deploy to publish, and no
 * file still names its deleted map (`wrangler deploy` refuses a `sourceMappingURL` to a missing file).
 * The Worker's own maps stay: a normal build makes them too, and the deploy uploads them.
 */
function dropSourceMaps(folder: string): void {
  for (const file of readdirSync(folder)) {
    if (file.endsWith('.map')) rmSync(join(folder, file))
    else if (file.endsWith('.js')) {
      const code = readFileSync(join(folder, file), 'utf8')
      const bare = code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n')
      if (bare !== code) writeFileSync(join(folder, file), bare)
    }
  }
}
dropSourceMaps(ASSETS)

function splitCode(code: string, map: { sources: string[]; mappings: string }): { own: string; catalogues: string; packages: string } {
  const isOwn = map.sources.map(
    (source) => !source.includes('node_modules') && /(^|\/)(src\/|app\.config)/.test(source.replace(/^(\.\.\/)+/, '')),
  )
  const lines = code.split('\n')
  const isCatalogue = map.sources.map((source) => /(^|\/)locales\//.test(source.replace(/^(\.\.\/)+/, '')))
  let own = ''
  let catalogues = ''
  let packages = ''
  let sourceIndex = 0
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const line = lines[lineNumber] ?? ''
    const segments: Array<{ column: number; source?: number }> = []
    let column = 0
    for (const segment of lineMappings.split(',').filter(Boolean)) {
      const fields = decodeVlq(segment)
      column += fields[0] ?? 0
      if (fields.length > 1) {
        sourceIndex += fields[1] ?? 0
        segments.push({ column, source: sourceIndex })
      } else segments.push({ column })
    }
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.column ?? line.length
      if (segment.source === undefined) return
      if (isOwn[segment.source]) own += line.slice(segment.column, end)
      else if (isCatalogue[segment.source]) catalogues += line.slice(segment.column, end)
      else packages += line.slice(segment.column, end)
    })
  })
  return { own, catalogues, packages }
}

function decodeVlq(segment: string): number[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = alphabet.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

// The Worker the deploy uploads: its entry chunk (parsed at every cold start), and the whole upload
// as `wrangler deploy --dry-run` makes it (the lazily imported chunks, demo pictures and page routes, included).
// the Worker's entry module (wrangler.json's `main`), the first code a request runs
const entryCode = readFileSync('dist/server/index.js')
console.log(`Worker entry chunk: ${kib(entryCode.length)} raw, ${kib(gzipSync(entryCode).length)} gzip`)
const dryRun = dryRunDeploy()
if (!dryRun.ok) console.log(`Worker upload: \`wrangler deploy --dry-run\` failed:\n${dryRun.output}`)
else {
  const upload = await uploadSize()
  console.log(`Worker upload (wrangler deploy --dry-run): ${kib(upload.raw)} raw, ${kib(upload.gzip)} gzip\n`)
}

const server = startPreview(PORT)
process.on('exit', () => stopPreview(server))

await waitForPreview(`http://localhost:${PORT}`)
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS })
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
{
  const page = await browser.newPage()
  await page.goto(`http://localhost:${PORT}${LISTING}`)
  const property = await page.evaluate(
    (listing) =>
      [...document.querySelectorAll('main a[href]')]
        .map((a) => new URL((a as HTMLAnchorElement).href).pathname)
        .find((path) => path.startsWith(listing) && path.split('/').filter(Boolean).length > 3),
    LISTING,
  )
  if (property) PAGES.splice(2, 0, property)
  await page.close()
}
console.log(
  `${'page'.padEnd(42)}${'scripts'.padStart(8)}${'total gzip'.padStart(13)}${'app gzip'.padStart(11)}${'catalogues'.padStart(12)}${'packages gzip'.padStart(15)}${'fonts'.padStart(10)}`,
)
for (const path of PAGES) {
  const page = await browser.newPage()
  const scripts = new Map<string, Buffer>()
  // Decision 025: the font files the page loads (WOFF2 is compressed already; target ~40 KB before first paint).
  const fontSizes: Promise<number>[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'font')
      fontSizes.push(
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      )
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => undefined)
    if (body) scripts.set(new URL(response.url()).pathname.split('/').pop() ?? '', body)
  })
  await page.goto(`http://localhost:${PORT}${path}`, { waitUntil: 'networkidle' })
  await page.waitForSelector('html[data-hydrated="true"]')
  await page.evaluate(() => document.fonts.ready)
  const fontBytes = (await Promise.all(fontSizes)).reduce((sum, size) => sum + size, 0)
  const total = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0)
  const app = gzipSync([...scripts.keys()].map((file) => appCodeByChunk.get(file) ?? '').join('\n'), { level: 9 }).length
  const part = (code: Map<string, string>) =>
    gzipSync([...scripts.keys()].map((file) => code.get(file) ?? '').join('\n'), { level: 9 }).length
  const catalogues = part(catalogueCodeByChunk)
  const packages = part(packageCodeByChunk)
  console.log(
    `${path.slice(0, 40).padEnd(42)}${String(scripts.size).padStart(8)}${kb(total).padStart(13)}${kb(app).padStart(11)}${kb(catalogues).padStart(12)}${kb(packages).padStart(15)}${kb(fontBytes).padStart(10)}`,
  )
  await page.close()
}
// Decision 020: the map's code loads only when the map is opened. The property page's first load is
// measured above; here the page is scrolled to its map, and what that brought is counted apart.
const property = PAGES.find((path) => path.startsWith(LISTING) && path !== LISTING)
if (property) {
  const page = await browser.newPage()
  const firstLoad = new Set<string>()
  const onOpening = new Map<string, Buffer>()
  let opened = false
  page.on('response', async (response) => {
    const type = response.request().resourceType()
    const name = new URL(response.url()).pathname
    if (!opened) {
      firstLoad.add(name)
      return
    }
    if (type !== 'script' && !name.endsWith('.css') && !name.endsWith('.mjs')) return
    const body = await response.body().catch(() => undefined)
    if (body) onOpening.set(name.split('/').pop() ?? name, body)
  })
  await page.goto(`http://localhost:${PORT}${property}`, { waitUntil: 'networkidle' })
  await page.waitForSelector('html[data-hydrated="true"]')
  opened = true
  const mapInFirstLoad = [...firstLoad].filter((name) => /map-engine|maplibre|\/map\//.test(name))
  await page.locator('#property-map').scrollIntoViewIfNeeded()
  await page.waitForSelector('[data-map-state="pin"], [data-map-state="area"]', { timeout: 30_000 }).catch(() => undefined)
  await page.waitForLoadState('networkidle')
  const total = [...onOpening.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0)
  console.log(
    `\nMap of ${property.slice(0, 40)}: first load ${mapInFirstLoad.length === 0 ? 'carries none of it' : `carries ${mapInFirstLoad.join(', ')}`}`,
  )
  console.log(`  on opening: ${onOpening.size} scripts and styles, ${kb(total)} gzip (${[...onOpening.keys()].join(', ')})`)
  await page.close()
}
await browser.close()
stopPreview(server)
process.exit(0)
