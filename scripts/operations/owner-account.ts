// npm run owner -- <command> [options] [--remote]: the operator's owner accounts (decision 008).
//   add      --email E --first F --last L [--language fr|nl|en|de] --property ID [--property ID …]
//            creates the owner (or updates them) and links the properties; no password is set
//   invite   --email E [--site https://www.example.be]
//            asks the site to mail the owner the link to choose a password (the forgotten-password
//            door, so the link is single-use and expires after 30 minutes; they can ask again)
//   unlink   --email E --property ID [--property ID …]
//   list
// --remote works on the production database (wrangler's login), without it on the local one.
import { parseArgs } from 'node:util'
import siteConfig from '../../app.config.ts'
import { isLocale } from '../../src/i18n/locales.ts'
import { listOwners, unlinkProperties, upsertOwner } from '../../src/features/owner-portal/owner-accounts.server.ts'
import { openDatabase } from '../development/d1-access.ts'

const USAGE = `usage:
  npm run owner -- add --email E --first F --last L [--language fr] --property ID [--property ID …] [--remote]
  npm run owner -- invite --email E [--site URL]
  npm run owner -- unlink --email E --property ID [--property ID …] [--remote]
  npm run owner -- list [--remote]`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    first: { type: 'string', default: '' },
    last: { type: 'string', default: '' },
    language: { type: 'string', default: siteConfig.languages.default },
    property: { type: 'string', multiple: true, default: [] },
    site: { type: 'string' },
    remote: { type: 'boolean', default: false },
  },
})
const command = positionals[0]
const propertyIds = (values.property ?? []).map(Number)
if (!command || !['add', 'invite', 'unlink', 'list'].includes(command) || propertyIds.some((id) => !Number.isInteger(id) || id < 1)) {
  console.error(USAGE)
  process.exit(2)
}
if (command !== 'list' && !values.email) {
  console.error(`--email is required\n${USAGE}`)
  process.exit(2)
}

if (command === 'invite') {
  // The local site of `npm start` unless told otherwise; the site sends the mail in the owner's language.
  const site = values.site ?? (values.remote ? siteConfig.siteUrl : 'http://localhost:3000')
  const response = await fetch(new URL('/api/owner/forgot', site), {
    method: 'POST',
    headers: { Origin: new URL(site).origin, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: values.email!, locale: siteConfig.languages.default }),
  }).catch((error: unknown) => {
    console.error(`The site at ${site} did not answer: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  })
  if (!response.ok) {
    console.error(`The site answered ${response.status}: ${await response.text()}`)
    process.exit(1)
  }
  console.log(`${site} sends ${values.email} the link to choose a password, if the address has an account (npm run owner -- list).`)
  process.exit(0)
}

const { db, close } = await openDatabase(values.remote ?? false)
try {
  if (command === 'add') {
    if (!isLocale(values.language)) throw new Error(`--language must be nl, fr, en or de, not ${values.language}`)
    const result = await upsertOwner(db, {
      email: values.email!,
      firstName: values.first ?? '',
      lastName: values.last ?? '',
      language: values.language,
      propertyIds,
    })
    console.log(
      `${result.created ? 'Created' : 'Updated'} owner ${values.email} (id ${result.id}); linked properties: ${result.linked.join(', ') || 'none'}`,
    )
    if (result.unknownProperties.length > 0) {
      console.error(`Not in the catalogue, not linked: ${result.unknownProperties.join(', ')}`)
      process.exitCode = 1
    }
    if (result.created) console.log(`Next: npm run owner -- invite --email ${values.email}${values.remote ? ' --remote' : ''}`)
  } else if (command === 'unlink') {
    console.log(`Unlinked ${await unlinkProperties(db, values.email!, propertyIds)} properties from ${values.email}`)
  } else {
    for (const owner of await listOwners(db)) {
      console.log(
        `${owner.email}\t${owner.name}\t${owner.language}\t${owner.hasPassword ? 'password set' : 'invited'}\t${owner.properties}`,
      )
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await close()
}
