// The 5,000-property catalogue `npm run bench:ssr` measures the filtered listing on (decision 019):
// `add` copies the demo properties under ids of their own until the local database holds 5,000,
// `remove` deletes those copies again. Never touches a remote database.
import { importFeed } from '../../src/listings/catalogue-import.server.ts'
import { generateDemoFeed } from '../demo-data/generate-feed.ts'
import { openDatabase } from '../development/d1-access.ts'

/** The catalogue size the filtered listing must stay fast on (decision 019). */
const TARGET = 5000
/** Copies' ids start here, far above the demo's and the CRM's. */
const FIRST_ID = 900_000_000
const LAST_ID = 999_999_999

const { db, close } = await openDatabase(false)
try {
  if (process.argv[2] === 'remove') {
    await db.prepare('DELETE FROM property_pictures WHERE property_id BETWEEN ? AND ?').bind(FIRST_ID, LAST_ID).run()
    const removed = await db.prepare('DELETE FROM properties WHERE id BETWEEN ? AND ?').bind(FIRST_ID, LAST_ID).run()
    console.log(`bench catalogue: ${removed.meta.changes} copies removed`)
  } else {
    const existing = (await db.prepare('SELECT COUNT(*) AS n FROM properties WHERE id < ?').bind(FIRST_ID).first<{ n: number }>())?.n ?? 0
    const demo = generateDemoFeed().properties as Array<Record<string, unknown> & { ID: number }>
    const ids = [...new Set(demo.map((record) => record.ID))]
    const index = new Map(ids.map((id, i) => [id, i]))
    const rounds = Math.ceil(Math.max(0, TARGET - existing) / ids.length)
    // Each copy keeps its language records, pictures, prices and labels; no project and no documents (their ids are the demo's).
    const copies = Array.from({ length: rounds }, (_, round) =>
      demo
        .map((record) => ({
          ...record,
          ID: FIRST_ID + round * ids.length + index.get(record.ID)!,
          ProjectID: undefined,
          Documents: undefined,
        }))
        .filter((record) => existing + record.ID - FIRST_ID < TARGET),
    ).flat()
    const report = await importFeed(db, { full: false, projects: [], properties: copies })
    const total = (await db.prepare('SELECT COUNT(*) AS n FROM properties').first<{ n: number }>())?.n ?? 0
    console.log(`bench catalogue: ${report.properties} copies written (${report.rejected.length} rejected), ${total} properties in all`)
  }
} finally {
  await close()
}
