// npm run import -- <feed.json> [--remote] [--force]
// Loads a CRM feed (spec §3 field names; see src/listings/crm-feed.ts) into D1 and
// reports every rejected record with its ID and reason. Exits 1 when any record was rejected, or
// when a full feed was refused because it would withdraw more than a fifth of the catalogue
// (--force imports it all the same).
import { readFileSync } from 'node:fs'
import { ImportRefused, importFeed } from '../../src/listings/catalogue-import.server.ts'
import { openDatabase } from '../development/d1-access.ts'

const args = process.argv.slice(2)
const remote = args.includes('--remote')
const force = args.includes('--force')
const file = args.find((arg) => !arg.startsWith('--'))
if (!file) {
  console.error('usage: npm run import -- <feed.json> [--remote] [--force]')
  process.exit(2)
}

let feed: unknown
try {
  feed = JSON.parse(readFileSync(file, 'utf8'))
} catch (error) {
  console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : error}`)
  process.exit(2)
}

const { db, close } = await openDatabase(remote)
try {
  const report = await importFeed(db, feed, { force })
  console.log(
    `${remote ? 'remote' : 'local'} D1: ${report.properties} properties and ${report.projects} projects written, ${report.removed} properties and ${report.removedProjects} projects withdrawn`,
  )
  for (const reason of report.withdrawalSkipped) console.log(`nothing withdrawn: ${reason}`)
  for (const rejected of report.rejected) {
    // The ID comes first, so the operator can look the listing up in the CRM.
    console.log(`rejected ${rejected.kind} ID ${rejected.id ?? '(none readable)'} (record #${rejected.index}): ${rejected.reason}`)
  }
  process.exitCode = report.rejected.length > 0 ? 1 : 0
} catch (error) {
  if (!(error instanceof ImportRefused)) throw error
  console.error(error.message)
  process.exitCode = 1
} finally {
  await close()
}
