// Part of `npm test`, after its build: the deploy path, offline (DESIGN.md "Going live is part of the
// product"). `wrangler deploy --dry-run` makes the upload and runs a deploy's checks; `wrangler check
// startup` loads that upload in local workerd and profiles its start. Exits non-zero on any error.
// Prints the upload's size (raw and gzip, as wrangler counts it) and the startup CPU time.
import { existsSync, readFileSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { dryRunDeploy, kib, runWrangler, UPLOAD_BUNDLE, UPLOAD_DIR, uploadSize } from './worker-upload.ts'

/** DESIGN.md "Going live is part of the product": nothing only a browser runs is uploaded, which keeps it within 1,100 KiB gzip (decision 035). */
export const UPLOAD_GZIP_BUDGET = 1100 * 1024

const STARTUP_PROFILE = join(UPLOAD_DIR, 'startup.cpuprofile')

type CpuProfile = { nodes: Array<{ id: number; callFrame: { functionName: string } }>; samples?: number[]; timeDeltas?: number[] }

/** The profile's CPU time outside "(idle)", in ms: what wrangler reports as "Active". */
export function activeStartupMs(profile: CpuProfile): number {
  const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]))
  const samples = profile.samples ?? []
  const microseconds = (profile.timeDeltas ?? []).reduce(
    (sum, delta, i) => (names.get(samples[i] ?? 0) === '(idle)' ? sum : sum + delta),
    0,
  )
  return microseconds / 1000
}

function fail(step: string, output: string): never {
  // Wrangler's table of modules is hundreds of lines: the error is what matters. Written synchronously,
  // since process.exit would cut a piped stderr short.
  const lines = output.split('\n').filter((line) => !/^[│├┌└]/.test(line))
  writeSync(2, `${lines.join('\n').trim()}\n\ndeploy check: ${step} failed (above).\n`)
  process.exit(1)
}

if (import.meta.main) {
  if (!existsSync('dist/server/wrangler.json')) fail('the build', 'dist/server/wrangler.json is missing: run `npm run build` first.')

  const dryRun = dryRunDeploy()
  if (!dryRun.ok) fail('`wrangler deploy --dry-run`', dryRun.output)
  const size = await uploadSize(UPLOAD_BUNDLE)

  // The upload has a Workflow binding, which local startup profiling cannot reproduce: wrangler
  // then fails the check whenever the Worker's modules throw while loading, which is what we want.
  const startup = runWrangler(['check', 'startup', '--worker', UPLOAD_BUNDLE, '--outfile', STARTUP_PROFILE])
  if (!startup.ok) fail('`wrangler check startup`', startup.output)
  const startupMs = activeStartupMs(JSON.parse(readFileSync(STARTUP_PROFILE, 'utf8')) as CpuProfile)

  console.log(`Worker upload: ${kib(size.raw)} raw, ${kib(size.gzip)} gzip (budget ${kib(UPLOAD_GZIP_BUDGET)} gzip)`)
  console.log(`Worker startup CPU (local workerd): ${startupMs.toFixed(1)} ms`)
  if (size.gzip > UPLOAD_GZIP_BUDGET)
    fail(
      'the upload budget',
      `The Worker's upload is ${kib(size.gzip)} gzip, over ${kib(UPLOAD_GZIP_BUDGET)}: has browser-only code reached the server build (BROWSER_ONLY_MODULES in vite.config.ts)?`,
    )
}
