// npm run bench:ssr -- --profile (or node scripts/benchmarks/profile-ssr.ts): a CPU profile of the Worker while
// it renders a page on every request. `node --cpu-prof` cannot reach into workerd, so this starts
// `vite preview` (workerd with the local D1), finds the inspector the Cloudflare plugin opens for the
// Worker (the port it prints, 9229 or the next free one) and records a profile over the Chrome
// DevTools Protocol while a closed loop of clients asks for the page with a unique query value
// (which the edge page cache never answers). It prints the functions with the most self time and
// writes the profile to reports/ for Chrome's DevTools (Performance → Load profile).
// Traffic goes to localhost only; the run is bounded in time.
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { waitForPreview } from '../development/local-browser.ts'

const PORT = Number(process.env.BENCH_PORT ?? 4176)
const BASE = `http://localhost:${PORT}`
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 8)
const CONCURRENCY = 8

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

/** Starts vite preview and resolves the inspector port it announces for the Worker. */
function startPreviewWithInspector(): Promise<{ stop: () => void; inspectorPort: number }> {
  const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already stopped
    }
  }
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => resolve({ stop, inspectorPort: 9229 }), 30_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const port = /using (\d+) instead/.exec(output)?.[1]
      if (port) {
        clearTimeout(timer)
        resolve({ stop, inspectorPort: Number(port) })
      }
    }
    server.stdout.on('data', read)
    server.stderr.on('data', read)
    server.on('error', reject)
  })
}

/** A CDP session on the Worker's inspector. */
async function connect(inspectorPort: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as Array<{
    webSocketDebuggerUrl: string
    title?: string
  }>
  if (targets.length === 0) throw new Error(`no inspector target on port ${inspectorPort}`)
  // The app's Worker, not the plugin's own helpers.
  const target = targets.find((t) => !/vite|__/.test(t.title ?? '')) ?? targets[0]!
  // The inspector proxy admits DevTools from a local origin only.
  const socket = new WebSocket(target.webSocketDebuggerUrl, { headers: { Origin: 'http://localhost' } } as unknown as string[])
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  let nextId = 1
  const pending = new Map<number, (result: unknown) => void>()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: unknown }
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)!(message.result ?? message.error ?? {})
      pending.delete(message.id)
    }
  })
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<any>((resolve) => {
      const id = nextId++
      pending.set(id, resolve)
      socket.send(JSON.stringify({ id, method, params }))
    })
  return { send, close: () => socket.close(), title: target.title }
}

async function load(path: string, seconds: number): Promise<number> {
  const end = performance.now() + seconds * 1000
  let sequence = 0
  let requests = 0
  const client = async () => {
    while (performance.now() < end) {
      await fetch(`${BASE}${path}${path.includes('?') ? '&' : '?'}profile=${sequence++}`).then((r) => r.arrayBuffer())
      requests++
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, client))
  return requests / seconds
}

/** Self time per function (name, file, line), the largest first. */
export function selfTimes(profile: Profile): Array<{ name: string; ms: number; share: number }> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const totals = new Map<string, number>()
  let all = 0
  profile.samples.forEach((id, index) => {
    const node = byId.get(id)!
    const delta = profile.timeDeltas[index] ?? 0
    const file = node.callFrame.url.split('/').slice(-2).join('/')
    const key = `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`
    totals.set(key, (totals.get(key) ?? 0) + delta)
    all += delta
  })
  return [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([name, micros]) => ({ name, ms: micros / 1000, share: micros / all }))
}

/** The listing and the first property it links to, unless paths are given. */
async function defaultPaths(): Promise<string[]> {
  const listingHtml = await (await fetch(`${BASE}/fr/a-vendre/`)).text()
  const propertyPath = /href="(\/fr\/a-vendre\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/)"/.exec(listingHtml)?.[1]
  return propertyPath ? ['/fr/a-vendre/', propertyPath] : ['/fr/a-vendre/']
}

export async function profilePages(given: readonly string[] = []): Promise<void> {
  const { stop, inspectorPort } = await startPreviewWithInspector()
  try {
    await waitForPreview(BASE)
    const paths = given.length > 0 ? given : await defaultPaths()
    const session = await connect(inspectorPort)
    mkdirSync('reports', { recursive: true })
    for (const path of paths) {
      await load(path, 2) // warm up: modules loaded, first-call compilation done
      await session.send('Profiler.enable')
      await session.send('Profiler.setSamplingInterval', { interval: 200 })
      await session.send('Profiler.start')
      const rps = await load(path, SECONDS)
      const { profile } = (await session.send('Profiler.stop')) as { profile: Profile }
      const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
      writeFileSync(`reports/ssr-${name}.cpuprofile`, JSON.stringify(profile))
      console.log(`\n${path}: ${rps.toFixed(1)} req/s while profiled; reports/ssr-${name}.cpuprofile`)
      for (const row of selfTimes(profile).slice(0, 25)) {
        console.log(`${(row.share * 100).toFixed(1).padStart(6)} %  ${row.ms.toFixed(0).padStart(6)} ms  ${row.name}`)
      }
    }
    session.close()
  } finally {
    stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await profilePages(process.argv.slice(2).filter((arg) => arg.startsWith('/')))
  process.exit(0)
}
