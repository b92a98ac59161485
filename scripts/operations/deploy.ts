// npm run deploy — build, note where the database stands, migrate it, deploy the Worker (docs/operating.md
// "Deploying"). D1's Time Travel bookmark is taken before the migrations, and the one command that
// restores the database to it is printed, so a migration gone wrong can be undone. Stops at the first
// failing step and says which.
import { readFileSync, writeSync } from 'node:fs'
import { jsonOutput, PLACEHOLDER_DATABASE_ID, readWranglerConfig, run, wrangler, type CommandOutcome } from './cloudflare-account.ts'

/** The binding wrangler.toml gives the database; wrangler's d1 commands accept it for the name. */
const DATABASE_BINDING = 'DB'

function stop(step: string, outcome?: CommandOutcome): never {
  // Synchronously: process.exit would cut a piped stderr short.
  writeSync(2, `${outcome ? `${outcome.stdout}${outcome.stderr}`.trim() : ''}\ndeploy stopped: ${step}\n`)
  process.exit(1)
}

const config = readWranglerConfig(readFileSync('wrangler.toml', 'utf8'))
if (config.databaseId === PLACEHOLDER_DATABASE_ID)
  stop('wrangler.toml still has the placeholder database_id. Run `npm run setup:cloudflare` first (after `npx wrangler login`).')

console.log('1/4 Building…')
if (!run('vite', ['build'], { show: true }).ok) stop('the build failed (above); nothing was changed on Cloudflare.')

console.log("2/4 Noting the database's Time Travel bookmark…")
const info = wrangler(['d1', 'time-travel', 'info', DATABASE_BINDING, '--json'])
if (!info.ok) stop("reading D1's Time Travel bookmark failed; nothing was changed on Cloudflare.", info)
const { bookmark } = jsonOutput<{ bookmark?: string }>(info)
if (!bookmark) stop(`wrangler answered no bookmark: ${info.stdout}`)
console.log(
  `Before the migrations the database was at bookmark ${bookmark}. To put it back as it was:\n\n  npx wrangler d1 time-travel restore ${DATABASE_BINDING} --bookmark=${bookmark}\n`,
)

console.log('3/4 Applying migrations to the remote database…')
if (!wrangler(['d1', 'migrations', 'apply', DATABASE_BINDING, '--remote'], { show: true }).ok)
  stop('applying the migrations failed (above); the Worker was not deployed. The restore command is above.')

console.log('4/4 Deploying the Worker…')
if (!wrangler(['deploy'], { show: true }).ok)
  stop('`wrangler deploy` failed (above); the database is migrated, the previous Worker still runs.')
console.log(
  `\nDeployed. Should the database need to go back to where it was before this deploy:\n  npx wrangler d1 time-travel restore ${DATABASE_BINDING} --bookmark=${bookmark}`,
)
