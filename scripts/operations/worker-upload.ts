// The Worker's upload as `wrangler deploy` makes it from the current build (dist/server), offline.
// Shared by scripts/operations/deploy-check.ts (npm test) and scripts/benchmarks/bench-bundle.ts.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Where the dry run writes the upload; under .wrangler/, which git ignores. */
export const UPLOAD_DIR = '.wrangler/deploy-check'
export const UPLOAD_BUNDLE = join(UPLOAD_DIR, 'worker.bundle')

/**
 * Wrangler without an account, a terminal or the network: CI=true answers every prompt with its
 * default, no telemetry is sent, and Miniflare does not download request.cf data at start.
 */
export const OFFLINE_WRANGLER_ENV = { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }

export type StepOutcome = { ok: boolean; output: string }

export function runWrangler(args: string[]): StepOutcome {
  const run = spawnSync('npx', ['wrangler', ...args], {
    env: OFFLINE_WRANGLER_ENV,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return { ok: run.status === 0, output: `${run.stdout ?? ''}${run.stderr ?? ''}` }
}

/**
 * `wrangler deploy --dry-run`: everything a deploy does before it talks to Cloudflare (the redirected
 * config the Vite plugin wrote, the module rules, the source maps it would upload). The modules go to
 * UPLOAD_DIR and the upload itself, as one multipart body, to UPLOAD_BUNDLE.
 */
export function dryRunDeploy(): StepOutcome {
  rmSync(UPLOAD_DIR, { recursive: true, force: true })
  mkdirSync(UPLOAD_DIR, { recursive: true })
  return runWrangler(['deploy', '--dry-run', '--outdir', UPLOAD_DIR, '--outfile', UPLOAD_BUNDLE])
}

/**
 * The upload's size as wrangler counts it ("Total Upload: … / gzip: …"): every part of the multipart
 * body but the metadata and the source maps, concatenated, and that gzip-compressed.
 */
export async function uploadSize(bundlePath = UPLOAD_BUNDLE): Promise<{ raw: number; gzip: number }> {
  const body = readFileSync(bundlePath)
  const boundary = body.subarray(2, body.indexOf(10)).toString().trim()
  const form = await new Response(body, { headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } }).formData()
  const modules: Blob[] = []
  for (const part of form.values()) if (part instanceof Blob && part.type !== 'application/source-map') modules.push(part)
  const code = Buffer.from(await new Blob(modules).arrayBuffer())
  return { raw: code.length, gzip: gzipSync(code).length }
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
