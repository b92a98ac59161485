// What `npm run setup:cloudflare` and `npm run deploy` share: the resources wrangler.toml binds, and
// wrangler run against the operator's Cloudflare account.
import { spawnSync } from 'node:child_process'

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

/**
 * The few values of wrangler.toml the setup needs: read line by line, each under its table, since
 * the file is ours and simple (no package parses TOML here, and one is not worth a dependency).
 */
export function readWranglerConfig(text: string): WranglerConfig {
  const values = new Map<string, string>()
  let table = ''
  for (const line of text.split('\n')) {
    const header = /^\s*\[\[?([\w.]+)\]\]?\s*(#.*)?$/.exec(line)
    if (header) {
      table = header[1]!
      continue
    }
    const entry = /^\s*([\w]+)\s*=\s*"([^"]*)"/.exec(line)
    const key = entry && `${table}.${entry[1]}`
    // The first of each: one database, one bucket, one queue.
    if (key && !values.has(key)) values.set(key, entry[2]!)
  }
  const value = (key: string) => {
    const found = values.get(key)
    if (found === undefined) throw new Error(`wrangler.toml has no ${key.replace(/^\./, '')}`)
    return found
  }
  return {
    workerName: value('.name'),
    databaseName: value('d1_databases.database_name'),
    databaseId: value('d1_databases.database_id'),
    bucketName: value('r2_buckets.bucket_name'),
    queueName: value('queues.producers.queue'),
    omnicasaUrl: values.get('vars.OMNICASA_URL') ?? '',
  }
}

/** wrangler.toml with the database's id in place of the placeholder (its comment, which says to do it by hand, goes too). */
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
