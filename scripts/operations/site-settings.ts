// npm run settings -- <command> [--remote]: the agency's settings as a file (decision 034), so they can
// be reviewed, kept in version control and moved between environments.
//   export                 prints the published settings (app.config.ts's while none were published)
//   import FILE [--dry-run] checks the file, prints what it changes, and publishes it as the next
//                          version (a staff member's draft stays as it was); --dry-run only compares
// --remote works on the production database (wrangler's login), without it on the local one.
// Cached pages show the new settings on their next request: the import moves the site version.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { diffLines } from '../../src/config/settings-diff.ts'
import { importSettings, settingsNow } from '../../src/features/site-editor/index.server.ts'
import { openDatabase } from '../development/d1-access.ts'

const USAGE = `usage:
  npm run settings -- export [--remote] > site.json
  npm run settings -- import site.json [--dry-run] [--remote]`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { remote: { type: 'boolean', default: false }, 'dry-run': { type: 'boolean', default: false } },
})
const [command, file] = positionals
if (!(command === 'export' && !file) && !(command === 'import' && file)) {
  console.error(USAGE)
  process.exit(2)
}

let input: unknown
if (command === 'import') {
  try {
    input = JSON.parse(readFileSync(file!, 'utf8'))
  } catch (error) {
    console.error(`${file} is not a JSON file: ${error instanceof Error ? error.message : error}`)
    process.exit(2)
  }
}

// Wrangler talks on stdout as it opens the database; only our lines go there, so `export > site.json` is the file alone.
const stdoutWrite = process.stdout.write.bind(process.stdout)
const say = (line: string) => stdoutWrite(`${line}\n`)
process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write

const { db, close } = await openDatabase(values.remote ?? false)
try {
  if (command === 'export') {
    say(JSON.stringify((await settingsNow(db)).settings, null, 2))
  } else {
    const result = await importSettings(db, input, { id: null, email: 'operator' }, new Date(), { dryRun: values['dry-run'] })
    if (result.kind === 'invalid') {
      console.error(`${file} was not imported:`)
      for (const problem of result.problems) console.error(`  ${problem.path || '(the file)'}: ${problem.message}`)
      process.exitCode = 2
    } else if (result.kind === 'unchanged') {
      say(`${file} holds the settings already published: nothing to import.`)
    } else {
      for (const line of diffLines(result.changes)) say(line)
      say(
        result.kind === 'compared'
          ? `${result.changes.length} change(s); nothing imported (--dry-run).`
          : `${result.changes.length} change(s) published as version ${result.version}.`,
      )
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await close()
}
