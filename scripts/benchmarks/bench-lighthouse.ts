// npm run bench:lighthouse — Lighthouse's mobile audit (simulated slow 4G, 4× slower CPU) of the
// public pages, served compressed as the edge serves them: a small brotli step in front of
// `vite preview` (which sends everything uncompressed, so a run without it reads three times the
// JavaScript). Each page is audited BENCH_RUNS times (5 by default) and the run with the median
// performance score is printed, one line per page. Targets (decision 023): performance ≥ 98,
// LCP ≤ 1.8 s, TBT ≤ 100 ms, CLS ≤ 0.02, accessibility, best practices and SEO 100.
// Lighthouse is installed on first use into .cache/lighthouse, outside the project's lock file
// (npm ci refuses a lock that several of its majors went through). Traffic stays on localhost.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { chromiumExecutable, startPreview, stopPreview, waitForPreview } from '../development/local-browser.ts'

const PREVIEW_PORT = 4177
const EDGE_PORT = 4178
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const LIGHTHOUSE_VERSION = '13'
const CACHE = join('.cache', 'lighthouse')
const CLI = join(CACHE, 'node_modules', 'lighthouse', 'cli', 'index.js')

if (!existsSync(CLI)) {
  console.log(`Installing Lighthouse ${LIGHTHOUSE_VERSION} into ${CACHE} (once)…`)
  mkdirSync(CACHE, { recursive: true })
  execFileSync('npm', ['install', '--prefix', CACHE, '--no-audit', '--no-fund', '--no-save', `lighthouse@${LIGHTHOUSE_VERSION}`], {
    stdio: 'inherit',
  })
}
const chrome = chromiumExecutable()
if (!chrome) throw new Error('Chromium not found: set CHROMIUM_PATH')

if (process.env.BENCH_NO_BUILD !== '1') {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const preview = startPreview(PREVIEW_PORT)
process.on('exit', () => stopPreview(preview))
await waitForPreview(`http://localhost:${PREVIEW_PORT}`)

// The edge's compression: brotli for text answers (Cloudflare compresses them with brotli for
// browsers that accept it), everything else passed through as it is.
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/
const edge = createServer(async (request, response) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const sent = chunks.length > 0 ? Buffer.concat(chunks) : undefined
  const ask = () =>
    fetch(`http://localhost:${PREVIEW_PORT}${request.url}`, {
      method: request.method,
      headers: forwardable(request.headers),
      body: sent,
      redirect: 'manual',
    })
  // The local runtime drops a connection now and then under load; the edge would not, so ask again once.
  const upstream = await ask().catch(() => ask().catch(() => undefined))
  if (!upstream) {
    response.writeHead(502).end()
    return
  }
  const body = Buffer.from(await upstream.arrayBuffer())
  const headers = Object.fromEntries(
    [...upstream.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)),
  )
  const type = upstream.headers.get('content-type') ?? ''
  const accepts = String(request.headers['accept-encoding'] ?? '').includes('br')
  if (accepts && COMPRESSIBLE.test(type) && body.length > 0) {
    const compressed = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: type.startsWith('text/html') ? 5 : 11 } })
    response.writeHead(upstream.status, {
      ...headers,
      'content-encoding': 'br',
      'content-length': compressed.length,
      vary: 'Accept-Encoding',
    })
    response.end(compressed)
  } else {
    response.writeHead(upstream.status, { ...headers, 'content-length': body.length })
    response.end(body)
  }
})
await new Promise<void>((resolve) => edge.listen(EDGE_PORT, resolve))
const BASE = `http://localhost:${EDGE_PORT}`

function forwardable(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || ['host', 'accept-encoding', 'connection'].includes(name)) continue
    const text = Array.isArray(value) ? value.join(', ') : value
    // At the edge the page and the Worker share one host; here the step in front changes the port,
    // so a same-site write (the page view a property page sends) would read as cross-site.
    out[name] = name === 'origin' || name === 'referer' ? text.replace(`//localhost:${EDGE_PORT}`, `//localhost:${PREVIEW_PORT}`) : text
  }
  return out
}

/** The first link on `from` whose path starts with `prefix` and is deeper than it (a property, a project). */
async function firstDeeperLink(from: string, prefix: string): Promise<string | undefined> {
  const html = await (await fetch(`${BASE}${from}`)).text()
  const depth = prefix.split('/').filter(Boolean).length
  return [...html.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1]!)
    .find((href) => href.startsWith(prefix) && href.split('/').filter(Boolean).length > depth + 1)
}

const pages = ['/nl/', '/fr/', '/nl/te-koop/', '/fr/a-vendre/']
for (const [listing, prefix] of [
  ['/fr/a-vendre/', '/fr/a-vendre/'],
  ['/nl/te-koop/', '/nl/te-koop/'],
  ['/fr/projets/', '/fr/projets/'],
  ['/nl/projecten/', '/nl/projecten/'],
] as const) {
  const found = await firstDeeperLink(listing, prefix)
  if (found) pages.push(found)
}
pages.push('/nl/contact/', '/fr/contact/')
const only = process.argv.slice(2)
const chosen = only.length > 0 ? pages.filter((path) => only.some((part) => path.includes(part))) : pages

type Audit = { score: number; lcp: number; tbt: number; cls: number; a11y: number; bestPractices: number; seo: number; scriptBytes: number }

/** One Lighthouse run; asynchronous, since the compressing step answers from this same process. */
async function audit(url: string): Promise<Audit> {
  const out = join(CACHE, 'last-run.json')
  rmSync(out, { force: true })
  const child = spawn(
    process.execPath,
    [
      CLI,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      // BENCH_TRACE=1 keeps the last run's trace, with the JavaScript sampled, next to its report:
      // `node scripts/benchmarks/long-tasks.ts` names what runs in each task that blocks the page.
      ...(process.env.BENCH_TRACE === '1' ? ['--save-assets', '--additional-trace-categories=disabled-by-default-v8.cpu_profiler'] : []),
      `--chrome-path=${chrome}`,
      // /dev/shm is small in containers: without the last flag Chromium's renderer dies mid-run.
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } },
  )
  const status = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (status !== 0 || !existsSync(out)) throw new Error(`Lighthouse failed on ${url}`)
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number | null }>
    audits: Record<string, { numericValue?: number; details?: { items?: Array<{ resourceType?: string; transferSize?: number }> } }>
  }
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100)
  const scripts = report.audits['network-requests']?.details?.items?.filter((item) => item.resourceType === 'Script') ?? []
  return {
    score: score('performance'),
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    a11y: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    scriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  }
}

console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile, median of ${RUNS} runs, brotli-compressed as at the edge`)
console.log(
  `${'page'.padEnd(58)}${'perf'.padStart(5)}${'LCP'.padStart(8)}${'TBT'.padStart(8)}${'CLS'.padStart(7)}${'a11y'.padStart(6)}${'BP'.padStart(5)}${'SEO'.padStart(5)}${'JS'.padStart(10)}`,
)
for (const path of chosen) {
  const runs: Audit[] = []
  // Lighthouse now and then fails to record a trace (NO_NAVSTART), mostly on the first page after
  // the preview starts, and asks to be run again: one more try before giving up.
  for (let i = 0; i < RUNS; i++) runs.push(await audit(`${BASE}${path}`).catch(() => audit(`${BASE}${path}`)))
  const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!
  console.log(
    `${path.slice(0, 56).padEnd(58)}${String(median.score).padStart(5)}${`${(median.lcp / 1000).toFixed(2)}s`.padStart(8)}${`${Math.round(median.tbt)}ms`.padStart(8)}${median.cls.toFixed(3).padStart(7)}${String(median.a11y).padStart(6)}${String(median.bestPractices).padStart(5)}${String(median.seo).padStart(5)}${`${(median.scriptBytes / 1024).toFixed(1)} KB`.padStart(10)}`,
  )
}
edge.close()
stopPreview(preview)
process.exit(0)
