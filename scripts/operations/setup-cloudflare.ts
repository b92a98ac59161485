// npm run setup:cloudflare — the first-time setup of the operator's Cloudflare account (docs/operating.md
// "Deploying"), after `npx wrangler login`: creates what wrangler.toml binds (the D1 database, the R2
// bucket, the alert mails' Queue), writes the database's id into wrangler.toml, sets the Worker's
// secrets and uploads the basemap. Safe to run again: what exists is reused, a secret already set can
// be kept, and the basemap is replaced only when asked.
// Answers come from the terminal, or without one from environment variables of the secrets' names
// (and BASEMAP_FILE), then from stdin's lines in the order asked; an empty answer takes the default.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { BASEMAP_KEY } from '../../src/features/property-map/map-assets.ts'
import { buildDemoBasemap } from '../demo-data/basemap/demo-basemap.ts'
import {
  jsonOutput,
  PLACEHOLDER_DATABASE_ID,
  readWranglerConfig,
  withDatabaseId,
  wrangler,
  type CommandOutcome,
} from './cloudflare-account.ts'

const CONFIG_FILE = 'wrangler.toml'

type Secret = { name: string; why: string; generate?: boolean; when?: (config: ReturnType<typeof readWranglerConfig>) => boolean }

/** The Worker's secrets (docs/operating.md "Deploying"); the CRM's only when wrangler.toml names a CRM. */
const SECRETS: Secret[] = [
  { name: 'SESSION_SECRET', why: 'seals owner and staff session cookies (32+ random characters)', generate: true },
  { name: 'OPERATOR_TOKEN', why: "the operator's token for /api/health and `npm run staff` (32+ random characters)", generate: true },
  { name: 'TURNSTILE_SECRET_KEY', why: "the secret key of the site's Turnstile widget (the captcha of every form)" },
  { name: 'OMNICASA_CUSTOMER_NAME', why: "the CRM account's customer name", when: (config) => config.omnicasaUrl !== '' },
  { name: 'OMNICASA_CUSTOMER_PASSWORD', why: "the CRM account's password", when: (config) => config.omnicasaUrl !== '' },
]

const interactive = process.stdin.isTTY === true
const lines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]()

/** The next answer: a line typed at the terminal or read from stdin; '' when stdin has ended. */
async function ask(question: string): Promise<string> {
  if (interactive) process.stdout.write(`${question} `)
  const next = await lines.next()
  const answer = next.done ? '' : String(next.value).trim()
  if (!interactive) console.log(`${question} ${answer === '' ? '(default)' : '(answered)'}`)
  return answer
}

function stop(message: string, outcome?: CommandOutcome): never {
  // Synchronously: process.exit would cut a piped stderr short.
  writeSync(2, `${outcome ? `${outcome.stdout}${outcome.stderr}`.trim() : ''}\nsetup:cloudflare stopped: ${message}\n`)
  process.exit(1)
}

const config = readWranglerConfig(readFileSync(CONFIG_FILE, 'utf8'))

// D1: the database, found by name, and its id in wrangler.toml.
type Database = { uuid: string; name: string }
const listDatabases = () => {
  const listed = wrangler(['d1', 'list', '--json'])
  if (!listed.ok) stop('`wrangler d1 list` failed: are you logged in (`npx wrangler login`)?', listed)
  return jsonOutput<Database[]>(listed)
}
let database = listDatabases().find((candidate) => candidate.name === config.databaseName)
if (database) console.log(`D1 database ${config.databaseName}: exists (${database.uuid}).`)
else {
  const created = wrangler(['d1', 'create', config.databaseName, '--update-config=false'], { show: true })
  if (!created.ok) stop(`creating the D1 database ${config.databaseName} failed.`)
  database = listDatabases().find((candidate) => candidate.name === config.databaseName)
  if (!database) stop(`the D1 database ${config.databaseName} was created but is not listed.`)
  console.log(`D1 database ${config.databaseName}: created (${database.uuid}).`)
}
if (config.databaseId === PLACEHOLDER_DATABASE_ID) {
  writeFileSync(CONFIG_FILE, withDatabaseId(readFileSync(CONFIG_FILE, 'utf8'), database.uuid))
  console.log(`wrangler.toml: database_id set to ${database.uuid}.`)
} else if (config.databaseId !== database.uuid) {
  stop(
    `wrangler.toml names database ${config.databaseId}, but ${config.databaseName} on this account is ${database.uuid}. Put the right one in wrangler.toml (or the all-zero placeholder to have it written) and run again.`,
  )
}

// R2 and the Queue: `info` answers only for one that exists.
let bucketCreated = false
if (wrangler(['r2', 'bucket', 'info', config.bucketName]).ok) console.log(`R2 bucket ${config.bucketName}: exists.`)
else {
  const created = wrangler(['r2', 'bucket', 'create', config.bucketName], { show: true })
  if (!created.ok) stop(`creating the R2 bucket ${config.bucketName} failed.`)
  bucketCreated = true
}
if (wrangler(['queues', 'info', config.queueName]).ok) console.log(`Queue ${config.queueName}: exists.`)
else if (!wrangler(['queues', 'create', config.queueName], { show: true }).ok) stop(`creating the Queue ${config.queueName} failed.`)

// Secrets: before the first deploy there is no Worker to list them from, so none is set.
const listedSecrets = wrangler(['secret', 'list', '--format', 'json'])
const setSecrets = new Set(listedSecrets.ok ? jsonOutput<Array<{ name: string }>>(listedSecrets).map((secret) => secret.name) : [])
const notSet: string[] = []
for (const secret of SECRETS.filter((candidate) => candidate.when?.(config) ?? true)) {
  let value = process.env[secret.name] ?? ''
  if (value === '') {
    const isSet = setSecrets.has(secret.name)
    const defaultAnswer = isSet ? 'keep the current one' : secret.generate ? 'generate one' : 'leave it unset'
    value = await ask(`${secret.name} — ${secret.why}. Value (Enter: ${defaultAnswer}):`)
    if (value === '' && isSet) {
      console.log(`${secret.name}: kept.`)
      continue
    }
    if (value === '' && secret.generate) {
      value = randomBytes(32).toString('base64url')
      // The operator needs this one (Authorization: Bearer … on /api/health, `npm run staff`); the session secret nobody types.
      if (secret.name === 'OPERATOR_TOKEN') console.log(`OPERATOR_TOKEN generated; keep it somewhere safe: ${value}`)
    }
    if (value === '') {
      notSet.push(secret.name)
      continue
    }
  }
  const put = wrangler(['secret', 'put', secret.name], { input: value })
  if (!put.ok) stop(`\`wrangler secret put ${secret.name}\` failed.`, put)
  console.log(`${secret.name}: set.`)
}

// The basemap (decision 020): the operator's Protomaps extract, or the small demo map so the first
// deploy shows one. A bucket that existed keeps its basemap unless a file is named.
const basemapAnswer =
  process.env.BASEMAP_FILE ??
  (await ask(
    `Basemap for ${config.bucketName}/${BASEMAP_KEY}: path of a PMTiles extract, "demo" for the demo map, or "keep" (Enter: ${bucketCreated ? 'demo' : 'keep'}):`,
  ))
const basemap = basemapAnswer === '' ? (bucketCreated ? 'demo' : 'keep') : basemapAnswer
if (basemap === 'keep') console.log('Basemap: left as it is.')
else {
  const folder = basemap === 'demo' ? mkdtempSync(join(tmpdir(), 'basemap-')) : undefined
  const file = folder ? join(folder, 'demo-basemap.pmtiles') : basemap
  if (folder) writeFileSync(file, buildDemoBasemap())
  const put = wrangler(
    ['r2', 'object', 'put', `${config.bucketName}/${BASEMAP_KEY}`, `--file=${file}`, '--content-type=application/vnd.pmtiles', '--remote'],
    { show: true },
  )
  if (folder) rmSync(folder, { recursive: true, force: true })
  if (!put.ok) stop(`uploading the basemap ${file} failed.`)
  console.log(`Basemap: ${basemap === 'demo' ? 'the demo map' : file} uploaded.`)
}

lines.return?.()
console.log(
  `\nCloudflare is set up for ${config.workerName}.${notSet.length ? ` Not set: ${notSet.join(', ')} (run again to set them).` : ''}`,
)
console.log('Next: check siteUrl and leads.* in app.config.ts, then `npm run deploy`.')
process.exit(0)
