// node scripts/benchmarks/long-tasks.ts [trace.json] — what runs in each task that blocks the page, read from
// the trace `BENCH_TRACE=1 npm run bench:lighthouse` keeps (.cache/lighthouse/last-run-0.trace.json).
// Lighthouse's simulation counts a task 4× as long as it ran here, and a task that then passes
// 50 ms adds to Total Blocking Time: so every main-thread task of 12.5 ms or more is listed with
// what the browser did in it (script, style, layout) and the functions the JavaScript sampler
// caught most often, by their own time and with what they called.
import { readFileSync } from 'node:fs'

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  id?: string
  args?: { name?: string; data?: Record<string, unknown> }
}
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number }
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number }

const SLOWDOWN = 4 // Lighthouse's mobile CPU throttling
const BLOCKING = 50 // ms, after the slowdown
const path = process.argv[2] ?? '.cache/lighthouse/last-run-0.trace.json'
const trace = JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[]
const events = Array.isArray(trace) ? trace : trace.traceEvents

const threadNames = new Map<string, string>()
for (const event of events)
  if (event.ph === 'M' && event.name === 'thread_name') threadNames.set(`${event.pid}:${event.tid}`, String(event.args?.name))
const perThread = new Map<string, number>()
for (const event of events) {
  const key = `${event.pid}:${event.tid}`
  if (threadNames.get(key) === 'CrRendererMain') perThread.set(key, (perThread.get(key) ?? 0) + 1)
}
const main = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0]
if (!main) throw new Error(`No renderer main thread in ${path}`)
const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X')
const start = Math.min(...events.filter((event) => event.name === 'TracingStartedInBrowser').map((event) => event.ts))

// The sampler's profile of the main thread: nodes arrive in chunks, samples with time deltas.
const nodes = new Map<number, ProfileNode>()
const samples: Array<{ node: number; ts: number }> = []
const profile = events.find((event) => event.name === 'Profile' && `${event.pid}:${event.tid}` === main)
if (profile) {
  let clock = Number((profile.args?.data as { startTime?: number })?.startTime ?? 0)
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.pid === profile.pid && event.id === profile.id)) {
    const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    const ids = data.cpuProfile?.samples ?? []
    ids.forEach((node, index) => {
      clock += data.timeDeltas?.[index] ?? 0
      samples.push({ node, ts: clock })
    })
  }
}
const label = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').pop() || '(inline)'}:${(frame.lineNumber ?? -1) + 1}`
const IGNORED = new Set(['(root)', '(program)', '(idle)'])

const KINDS: Record<string, string> = {
  EvaluateScript: 'script',
  'v8.evaluateModule': 'module',
  FunctionCall: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  ParseHTML: 'html',
  ParseAuthorStyleSheet: 'css',
  Paint: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
}
const tasks = onMain
  .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) / 1000 >= BLOCKING / SLOWDOWN)
  .sort((a, b) => a.ts - b.ts)
let blocking = 0
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0)
  const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end)
  const kinds = new Map<string, number>()
  // Only the outermost event of each kind counts, so a nested call is not added twice.
  const outermost = inside.filter(
    (event) =>
      KINDS[event.name] &&
      !inside.some(
        (other) =>
          other !== event &&
          KINDS[other.name] === KINDS[event.name] &&
          other.ts <= event.ts &&
          other.ts + (other.dur ?? 0) >= event.ts + (event.dur ?? 0) &&
          other.dur !== event.dur,
      ),
  )
  for (const event of outermost) kinds.set(KINDS[event.name]!, (kinds.get(KINDS[event.name]!) ?? 0) + (event.dur ?? 0) / 1000)
  const ms = (task.dur ?? 0) / 1000
  blocking += Math.max(0, ms * SLOWDOWN - BLOCKING)
  const url = inside.map((event) => (event.args?.data as { url?: string } | undefined)?.url).find(Boolean) ?? ''
  console.log(
    `\n${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms  ${ms.toFixed(1).padStart(5)} ms (${Math.round(ms * SLOWDOWN)} ms at ${SLOWDOWN}×)  ${url.split('/').pop() || url}`,
  )
  console.log(
    `        ${[...kinds]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, time]) => `${kind} ${time.toFixed(1)}`)
      .join(', ')}`,
  )
  const own = new Map<string, number>()
  const total = new Map<string, number>()
  const within = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end)
  within.forEach((sample, index) => {
    const next = within[index + 1]?.ts ?? Math.min(end, sample.ts + 200)
    const time = (next - sample.ts) / 1000
    let node = nodes.get(sample.node)
    if (!node) return
    if (!IGNORED.has(node.callFrame.functionName)) own.set(label(node.callFrame), (own.get(label(node.callFrame)) ?? 0) + time)
    const seen = new Set<string>()
    while (node) {
      const name = label(node.callFrame)
      if (!IGNORED.has(node.callFrame.functionName) && !seen.has(name)) {
        seen.add(name)
        total.set(name, (total.get(name) ?? 0) + time)
      }
      node = node.parent === undefined ? undefined : nodes.get(node.parent)
    }
  })
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .filter(([, time]) => time >= 0.3)
      .map(([name, time]) => `${time.toFixed(1).padStart(6)}  ${name}`)
  if (own.size > 0) {
    console.log('        own time:')
    for (const line of top(own, 8)) console.log(`        ${line}`)
    console.log('        with what they called:')
    for (const line of top(total, Number(process.env.TOP ?? 14))) console.log(`        ${line}`)
  }
}
console.log(
  `\n${tasks.length} tasks of ${BLOCKING / SLOWDOWN} ms or more; ${Math.round(blocking)} ms over ${BLOCKING} ms once slowed ${SLOWDOWN}× (Lighthouse counts only what follows the first paint)`,
)
