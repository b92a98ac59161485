// npm run subscribers -- export [--alerts] [--out FILE] [--remote] (decision 017)
//   export            the confirmed newsletter subscribers who did not leave: email, language, the
//                     form they signed up on, when they confirmed
//   export --alerts   the confirmed search alerts that did not stop, with their criteria
// The CSV goes to standard output (or --out FILE); the count to standard error. --remote reads the
// production database (wrangler's login), without it the local one. The newsletter's export adds each
// subscriber's one-click leave address when the session secret is at hand: .dev.vars locally, the
// SESSION_SECRET environment variable (the Worker secret's value) with --remote.
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { alertsCsv, subscribersCsv } from '../../src/features/subscriptions/subscription-export.ts'
import { openDatabase } from '../development/d1-access.ts'
import appConfig from '../../app.config.ts'

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

const { db, close, secret } = await openDatabase(values.remote ?? false)
try {
  const sessionSecret = process.env.SESSION_SECRET ?? secret
  const leave = sessionSecret ? { secret: sessionSecret, origin: new URL(appConfig.siteUrl).origin } : undefined
  if (!values.alerts && !leave) console.error('SESSION_SECRET is not set: the export has no leave addresses (unsubscribe_url)')
  const { count, text } = values.alerts ? await alertsCsv(db) : await subscribersCsv(db, leave)
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
