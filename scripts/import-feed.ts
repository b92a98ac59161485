// npm run import -- <feed.json> [--remote]
// Loads a CRM feed (spec §3 field names; see src/features/catalogue/crm-feed.ts) into D1 and
// reports every rejected record with its reason. Exits 1 when any record was rejected.
import { readFileSync } from 'node:fs'
import { importFeed } from '../src/features/catalogue/catalogue-import.server.ts'
import { openDatabase } from './d1-access.ts'

const args = process.argv.slice(2)
const remote = args.includes('--remote')
const file = args.find((arg) => !arg.startsWith('--'))
if (!file) {
  console.error('usage: npm run import -- <feed.json> [--remote]')
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
  const report = await importFeed(db, feed)
  console.log(`${remote ? 'remote' : 'local'} D1: ${report.properties} properties and ${report.projects} projects written, ${report.removed} withdrawn`)
  for (const rejected of report.rejected) {
    console.log(`rejected ${rejected.kind} #${rejected.index}${rejected.id ? ` (ID ${rejected.id})` : ''}: ${rejected.reason}`)
  }
  process.exitCode = report.rejected.length > 0 ? 1 : 0
} finally {
  await close()
}
