// npm run subscribers -- export [--alerts] [--out FILE] [--remote] (decision 017)
//   export            the confirmed newsletter subscribers who did not leave: email, language, the
//                     form they signed up on, when they confirmed
//   export --alerts   the confirmed search alerts that did not stop, with their criteria
// The CSV goes to standard output (or --out FILE); the count to standard error. --remote reads the
// production database (wrangler's login), without it the local one.
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { alertsCsv, subscribersCsv } from '../../src/features/subscriptions/subscription-export.ts'
import { openDatabase } from '../development/d1-access.ts'

// Wrangler's notes ("Using secrets defined in .dev.vars") go to standard output, where the CSV goes.
process.env.WRANGLER_LOG ??= 'error'

const USAGE = 'usage: npm run subscribers -- export [--alerts] [--out FILE] [--remote]'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { alerts: { type: 'boolean', default: false }, out: { type: 'string' }, remote: { type: 'boolean', default: false } },
})
if (positionals[0] !== 'export' || positionals.length > 1) {
  console.error(USAGE)
  process.exit(2)
}

const { db, close } = await openDatabase(values.remote ?? false)
try {
  const { count, text } = values.alerts ? await alertsCsv(db) : await subscribersCsv(db)
  if (values.out) writeFileSync(values.out, text)
  else process.stdout.write(text)
  console.error(
    `${count} ${values.alerts ? 'confirmed search alerts' : 'confirmed newsletter subscribers'}${values.out ? ` written to ${values.out}` : ''}`,
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await close()
}
