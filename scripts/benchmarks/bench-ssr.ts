// npm run bench:ssr — throughput and latency of the listing and property pages, side by side with a
// static HTML file of the same size served by the same server (vite preview / workerd) in the same
// run. Each page is measured twice: rendered on every request (a unique query value defeats the
// edge page cache) and as visitors mostly get it (from the edge cache, with a fresh CSP nonce).
// Target (DESIGN.md "Speed"): at least half the static file's throughput. Decision 019: a filtered,
// sorted listing is measured on 5,000 properties (scripts/benchmarks/bench-catalogue.ts adds copies of the demo
// properties to the local database for the run and removes them after).
// Traffic goes to localhost only; each measurement is bounded in time.
import { spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { startPreview, stopPreview, waitForPreview } from '../development/local-browser.ts'

// BENCH_PORT lets two work trees run benchmarks side by side.
const PORT = Number(process.env.BENCH_PORT ?? 4176)
const BASE = `http://localhost:${PORT}`
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8)

if (!existsSync('dist/client')) spawnSync('npx', ['vite', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })

// `npm run bench:ssr -- --profile`: a CPU profile of the Worker under the same load instead (scripts/benchmarks/profile-ssr.ts).
if (process.argv.includes('--profile')) {
  const { profilePages } = await import('./profile-ssr.ts')
  await profilePages()
  process.exit(0)
}

async function waitForStop() {
  for (let i = 0; i < 40; i++) {
    try {
      await fetch(`${BASE}/api/health`)
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

type Result = { requests: number; rps: number; p50: number; p95: number; bytes: number; errors: number }

/** A closed loop of CONCURRENCY clients, each sending its next request when the last one is read. */
async function measure(path: string, everyRequestRendered = false): Promise<Result> {
  const latencies: number[] = []
  let errors = 0
  let bytes = 0
  const end = performance.now() + DURATION_MS
  let sequence = 0
  const client = async () => {
    while (performance.now() < end) {
      const started = performance.now()
      const target = everyRequestRendered ? `${path}${path.includes('?') ? '&' : '?'}bench=${sequence++}` : path
      try {
        // A redirect is not followed: it would be measured as part of the answer, so it counts as an error.
        const response = await fetch(BASE + target, { headers: { Accept: 'text/html' }, redirect: 'manual' })
        const body = await response.arrayBuffer()
        if (response.status !== 200) errors++
        bytes = body.byteLength
        latencies.push(performance.now() - started)
      } catch {
        errors++
      }
    }
  }
  const began = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, client))
  const seconds = (performance.now() - began) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN
  return { requests: latencies.length, rps: latencies.length / seconds, p50: at(0.5), p95: at(0.95), bytes, errors }
}

// A server already on the port (another run's, left behind) would be measured in place of this build.
if (
  await fetch(`${BASE}/api/health`).then(
    () => true,
    () => false,
  )
)
  throw new Error(`port ${PORT} is in use: stop that server or set BENCH_PORT`)

let server: ChildProcess | undefined
// Stopped from outside (Ctrl-C, a timeout), the run takes its preview server with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (server) stopPreview(server)
    process.exit(130)
  })
}

/** A page as the preview renders it; anything but a 200 stops the run (it would be measured as errors). */
async function rendered(path: string): Promise<string> {
  const response = await fetch(BASE + path)
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
  return response.text()
}

/**
 * Writes the static files under /__bench/ that `render` returns (pages rendered once, so each file has
 * exactly its page's size), on a server of its own that is stopped first: the preview serves the
 * static files it found in dist/client when it started, and answers 404 for one written since. Each
 * is asked for without its `.html`: the assets' HTML handling answers `/__bench/x.html` with a 307 to
 * `/__bench/x`, a second request the page never pays.
 */
async function writeStaticCopies(render: () => Promise<Record<string, string>>): Promise<void> {
  server = startPreview(PORT)
  let copies: Record<string, string>
  try {
    await waitForPreview(BASE)
    copies = await render()
  } finally {
    stopPreview(server)
    await waitForStop()
  }
  mkdirSync('dist/client/__bench', { recursive: true })
  for (const [file, html] of Object.entries(copies)) writeFileSync(`dist/client/__bench/${file}`, html)
}

// 1. Render the pages once to learn their size, then write static files of exactly that size.
let propertyPath = ''
await writeStaticCopies(async () => {
  const listingHtml = await rendered('/fr/a-vendre/')
  propertyPath = /href="(\/fr\/a-vendre\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/)"/.exec(listingHtml)?.[1] ?? ''
  if (!propertyPath) throw new Error('no property link on the listing page')
  return { 'listing.html': listingHtml, 'property.html': await rendered(propertyPath) }
})

// 2. Measure both kinds on the same server, warmed up.
server = startPreview(PORT)
await waitForPreview(BASE)
for (const path of ['/fr/a-vendre/', propertyPath, '/__bench/listing']) await fetch(BASE + path).then((r) => r.arrayBuffer())
const rows: Array<[string, Result, Result]> = []
async function measurePages(pages: ReadonlyArray<readonly [string, string, string]>) {
  for (const [name, dynamic, staticPath] of pages) {
    const file = await measure(staticPath)
    rows.push([`${name}, rendered`, await measure(dynamic, true), file])
    rows.push([`${name}, edge cache`, await measure(dynamic), file])
  }
}
await measurePages([
  ['listing /fr/a-vendre/', '/fr/a-vendre/', '/__bench/listing'],
  ['property page', propertyPath, '/__bench/property'],
])
stopPreview(server)
await waitForStop()

// 3. Decision 019: the listing filtered and sorted, and the plain listing, on 5,000 properties
// (BENCH_CATALOGUE=0 leaves this part out, for a quick before/after of the rendering alone).
const FILTERED = '/fr/a-vendre/?priceMax=600000&bedrooms=3&epc=D&sort=price-asc'
const catalogue = (step: 'add' | 'remove') => {
  const run = spawnSync('node', ['scripts/benchmarks/bench-catalogue.ts', step], { stdio: ['ignore', 'inherit', 'inherit'] })
  if (run.status !== 0) throw new Error(`bench catalogue ${step} failed`)
}
async function measureOnFiveThousand() {
  catalogue('add')
  try {
    // Written before the server that measures them starts (writeStaticCopies).
    await writeStaticCopies(async () => ({
      'filtered.html': await rendered(FILTERED),
      'listing-5000.html': await rendered('/fr/a-vendre/'),
    }))
    server = startPreview(PORT)
    await waitForPreview(BASE)
    for (const path of [FILTERED, '/fr/a-vendre/', '/__bench/filtered']) await fetch(BASE + path).then((r) => r.arrayBuffer())
    await measurePages([
      ['5,000: listing /fr/a-vendre/', '/fr/a-vendre/', '/__bench/listing-5000'],
      ['5,000: filtered, price-asc', FILTERED, '/__bench/filtered'],
    ])
    stopPreview(server)
    await waitForStop()
  } finally {
    catalogue('remove')
  }
}
if (process.env.BENCH_CATALOGUE !== '0') await measureOnFiveThousand()

const fmt = (n: number, digits = 0) => n.toFixed(digits)
console.log(`${CONCURRENCY} concurrent clients, ${DURATION_MS / 1000} s per measurement, vite preview (workerd) on localhost`)
console.log(
  'page'.padEnd(40) +
    'bytes'.padStart(9) +
    'page req/s'.padStart(11) +
    'p50 ms'.padStart(8) +
    'p95 ms'.padStart(8) +
    'static req/s'.padStart(14) +
    'p95 ms'.padStart(8) +
    'ratio'.padStart(8),
)
for (const [name, ssr, file] of rows) {
  console.log(
    name.padEnd(40) +
      String(ssr.bytes).padStart(9) +
      fmt(ssr.rps, 1).padStart(11) +
      fmt(ssr.p50, 1).padStart(8) +
      fmt(ssr.p95, 1).padStart(8) +
      fmt(file.rps, 1).padStart(14) +
      fmt(file.p95, 1).padStart(8) +
      fmt(ssr.rps / file.rps, 2).padStart(8) +
      (ssr.errors + file.errors > 0 ? `  (${ssr.errors + file.errors} errors)` : ''),
  )
}
process.exit(0)
