// What `npm run setup:cloudflare` and `npm run deploy` share: the resources wrangler.toml binds, and
// wrangler run against the operator's Cloudflare account.
import { spawnSync } from 'node:child_process'
import { parse as parseToml } from 'smol-toml'

/** wrangler.toml's database_id until setup writes the real one: a deploy with it cannot reach any database. */
export const PLACEHOLDER_DATABASE_ID = '00000000-0000-0000-0000-000000000000'

export type WranglerConfig = {
  workerName: string
  databaseName: string
  databaseId: string
  bucketName: string
  queueName: string
  omnicasaUrl: string
}

type WranglerToml = {
  name?: string
  vars?: Record<string, unknown>
  d1_databases?: { database_name?: string; database_id?: string }[]
  r2_buckets?: { bucket_name?: string }[]
  queues?: { producers?: { queue?: string }[] }
}

/** The values of wrangler.toml the setup needs: one database, one bucket, one queue (the first of each). */
export function readWranglerConfig(text: string): WranglerConfig {
  const toml = parseToml(text) as WranglerToml
  const value = (found: string | undefined, key: string) => {
    if (typeof found !== 'string') throw new Error(`wrangler.toml has no ${key}`)
    return found
  }
  return {
    workerName: value(toml.name, 'name'),
    databaseName: value(toml.d1_databases?.[0]?.database_name, 'd1_databases.database_name'),
    databaseId: value(toml.d1_databases?.[0]?.database_id, 'd1_databases.database_id'),
    bucketName: value(toml.r2_buckets?.[0]?.bucket_name, 'r2_buckets.bucket_name'),
    queueName: value(toml.queues?.producers?.[0]?.queue, 'queues.producers.queue'),
    omnicasaUrl: typeof toml.vars?.OMNICASA_URL === 'string' ? toml.vars.OMNICASA_URL : '',
  }
}

/**
 * wrangler.toml with the database's id in place of the placeholder (its comment, which says to do it
 * by hand, goes too): replaced in the text, so the operator's comments and layout stay as they are.
 */
export function withDatabaseId(text: string, id: string): string {
  return text
    .replace(/^# The all-zero id is a placeholder[^\n]*\n/m, '')
    .replace(`database_id = "${PLACEHOLDER_DATABASE_ID}"`, `database_id = "${id}"`)
}

export type CommandOutcome = { ok: boolean; stdout: string; stderr: string }

/**
 * A command found on PATH (`npm run` puts node_modules/.bin first, so `wrangler` is the project's;
 * the tests put a stand-in before it). With `show`, its output goes to the terminal as it comes.
 */
export function run(command: string, args: string[], options: { input?: string; show?: boolean } = {}): CommandOutcome {
  const result = spawnSync(command, args, {
    input: options.input,
    stdio: [options.input === undefined ? 'ignore' : 'pipe', options.show ? 'inherit' : 'pipe', options.show ? 'inherit' : 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.error) return { ok: false, stdout: '', stderr: `${command}: ${result.error.message}` }
  return { ok: result.status === 0, stdout: result.stdout ?? '', stderr: result.stderr ?? '' }
}

export const wrangler = (args: string[], options?: { input?: string; show?: boolean }) => run('wrangler', args, options)

/** The JSON a `--json` command printed (wrangler may print a banner or warnings around it). */
export function jsonOutput<T>(outcome: CommandOutcome): T {
  const start = outcome.stdout.search(/[[{]/)
  if (start < 0) throw new Error(`expected JSON from wrangler, got: ${outcome.stdout}${outcome.stderr}`)
  return JSON.parse(outcome.stdout.slice(start)) as T
}
