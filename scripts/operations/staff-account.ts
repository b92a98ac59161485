// npm run staff -- <command> [options]: the operator's side of the back office's staff (decision 018).
//   invite  --email E --role admin|agent [--name N] [--language fr|nl|en|de] [--remote] [--site URL]
//           asks the site to invite the member (or invite them again): the SITE mails them a
//           single-use link, valid 24 hours, to register a passkey. This is how the first admin is
//           made; admins invite everyone else from /admin/staff/.
//   list    [--remote]  the members, their role, passkeys and last sign-in
// The invitation goes through POST /api/staff/invite with the operator token (no public endpoint
// ever makes a link): locally to the site of `npm start` (http://localhost:3000) with the
// OPERATOR_TOKEN of .dev.vars; with --remote to siteUrl with the OPERATOR_TOKEN environment variable
// (the Worker secret of the same name).
import { parseArgs } from 'node:util'
import siteConfig from '../../app.config.ts'
import { isLocale } from '../../src/i18n/locales.ts'
import { openDatabase } from '../development/d1-access.ts'
import { devVars } from '../development/local-crm.ts'

const USAGE = `usage:
  npm run staff -- invite --email E --role admin|agent [--name N] [--language fr] [--remote] [--site URL]
  npm run staff -- list [--remote]`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
    language: { type: 'string' },
    site: { type: 'string' },
    remote: { type: 'boolean', default: false },
  },
})
const command = positionals[0]
if (command !== 'invite' && command !== 'list') {
  console.error(USAGE)
  process.exit(2)
}

if (command === 'invite') {
  if (!values.email || (values.role !== 'admin' && values.role !== 'agent')) {
    console.error(`--email and --role admin|agent are required\n${USAGE}`)
    process.exit(2)
  }
  if (values.language !== undefined && !isLocale(values.language)) {
    console.error(`--language must be nl, fr, en or de, not ${values.language}`)
    process.exit(2)
  }
  const site = values.site ?? (values.remote ? siteConfig.siteUrl : 'http://localhost:3000')
  const token = process.env.OPERATOR_TOKEN || (values.remote ? undefined : devVars().OPERATOR_TOKEN)
  if (!token) {
    console.error(
      values.remote
        ? 'Set OPERATOR_TOKEN to the Worker secret of the same name: OPERATOR_TOKEN=… npm run staff -- invite … --remote'
        : 'No OPERATOR_TOKEN in .dev.vars (npm run db:setup writes it).',
    )
    process.exit(2)
  }
  const body = {
    email: values.email,
    role: values.role,
    ...(values.name ? { name: values.name } : {}),
    ...(values.language ? { language: values.language } : {}),
  }
  const response = await fetch(new URL('/api/staff/invite', site), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch((error: unknown) => {
    console.error(
      `The site at ${site} did not answer: ${error instanceof Error ? error.message : error}${values.remote ? '' : ' (is npm start running?)'}`,
    )
    process.exit(1)
  })
  if (response.status !== 201) {
    console.error(`The site answered ${response.status}: ${await response.text()}`)
    process.exit(1)
  }
  const { mailed } = (await response.json()) as { mailed?: boolean }
  // A first try that failed stays in the site's outbox: the cron sends it again, with a fresh link.
  console.log(
    mailed === false
      ? `${site} invited ${values.email} (${values.role}); the mail could not leave yet and the site sends it again by itself within minutes (the link works once, for 24 hours from then).`
      : `${site} mailed ${values.email} (${values.role}) a link to register a passkey; it works once, for 24 hours.`,
  )
  process.exit(0)
}

const { db, close } = await openDatabase(values.remote ?? false)
try {
  const { results } = await db
    .prepare(
      `SELECT m.email, m.name, m.role, m.revoked_at, m.last_sign_in_at, (SELECT count(*) FROM staff_passkeys WHERE staff_id = m.id) AS passkeys
       FROM staff_members m ORDER BY m.email`,
    )
    .all<{ email: string; name: string; role: string; revoked_at: string | null; last_sign_in_at: string | null; passkeys: number }>()
  for (const member of results) {
    console.log(
      `${member.email}\t${member.name}\t${member.role}\t${member.revoked_at ? `revoked ${member.revoked_at}` : `${member.passkeys} passkey(s)`}\tlast sign-in ${member.last_sign_in_at ?? 'never'}`,
    )
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await close()
}
