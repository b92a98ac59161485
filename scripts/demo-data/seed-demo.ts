// Brings the local database up to date (npm start, npm run dev and npm run db:setup call it): the
// catalogue arrives from the CRM of .dev.vars (the stand-in CRM with the demo data) through the sync
// production runs (decision 016); what the site itself keeps (testimonials, viewing slots, owner
// accounts and their documents) is seeded once into an empty database. With no OMNICASA_URL in
// .dev.vars, or a CRM that fails, an empty database gets the demo catalogue as a JSON feed instead.
// Never touches a remote database.
import { importFeed } from '../../src/listings/catalogue-import.server.ts'
import { inlineSteps, runCrmSync } from '../../src/features/crm-sync/crm-sync.server.ts'
import { omnicasaClient } from '../../src/server/crm/omnicasa-client.ts'
import { ownedPropertyIds, refreshOwnerData } from '../../src/features/crm-sync/owner-crm-data.server.ts'
import { generateDemoFeed } from './generate-feed.ts'
import { openDatabase } from '../development/d1-access.ts'
import { describeSync, withLocalCrm } from '../development/local-crm.ts'
import { demoSlots } from './appointment-slots.ts'
import { DEMO_OWNERS, demoOwnerPortal } from './owner-portal.ts'
import { hashPassword } from '../../src/server/password-hash.ts'
import { copyMissingDocuments } from '../../src/features/crm-sync/document-copies.server.ts'
import { ensureDemoBasemap } from './basemap/demo-basemap.ts'

const { db, media, close } = await openDatabase(false)
try {
  const existing = await db.prepare('SELECT COUNT(*) AS n FROM properties').first<{ n: number }>()
  const fresh = (existing?.n ?? 0) === 0
  const feed = generateDemoFeed()
  // Decision 030: `npm start` always serves. A CRM that is down, refuses the account or answers what the
  // sync rejects is reported here and changes nothing: the site serves what the database holds, and a
  // fresh database gets the demo catalogue without the CRM.
  const synced = await withLocalCrm(async (credentials) => {
    if (!credentials) return false
    const client = omnicasaClient(credentials)
    const started = Date.now()
    const outcome = await runCrmSync(inlineSteps(), { db, client, now: new Date(), runId: `local-${Date.now()}`, media })
    console.log(describeSync(outcome, client.calls, Date.now() - started))
    if (outcome.status === 'failed') return false
    // The owner portal (decision 008): demo owners, their page views and documents are the site's; their
    // history (calendar, communications, media, broker, portal visits) comes from the CRM.
    if (await noOwners()) {
      await seedOwnerPortal()
      const history = await refreshOwnerData(db, client, { now: new Date(), propertyIds: await ownedPropertyIds(db) })
      console.log(
        `Demo owners' history from the CRM: ${history.calendar} calendar entries, ${history.communications} communications, ${history.media} media, ${history.portalVisits} portal visit counts${history.failed > 0 ? `; ${history.failed} properties failed: ${history.lastError}` : ''}.`,
      )
    }
    // The owners' documents, and the public ones the sync's bound left for its next runs, copied from
    // the CRM into the local R2 bucket as the sync does it (in one go: nobody waits for five syncs).
    const files = await copyMissingDocuments(db, media, { now: new Date(), limit: 10_000 })
    if (files.copied > 0) console.log(`Documents' files copied from the CRM: ${files.copied} more.`)
    if (files.failed > 0) console.error(`Documents' files not copied: ${files.failed}: ${files.lastError}`)
    return true
  }).catch((error: unknown) => {
    console.error(`CRM sync not run: ${error instanceof Error ? error.message : String(error)}`)
    return false
  })
  if (!synced && fresh) {
    const report = await importFeed(db, feed)
    for (const rejected of report.rejected) console.error(`demo record rejected: ${rejected.kind} ${rejected.id}: ${rejected.reason}`)
    if (report.rejected.length > 0) process.exitCode = 1
    console.log(`Demo data imported without the CRM: ${report.properties} properties, ${report.projects} projects.`)
  }
  // Without the CRM the demo owners still sign in; their history arrives with the first good sync.
  if (await noOwners()) await seedOwnerPortal()
  if (fresh) {
    await db.batch(
      feed.testimonials.map((testimonial) =>
        db
          .prepare('INSERT INTO testimonials (author, about, comment, language, rating, posted_at, approved) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .bind(
            testimonial.author,
            testimonial.about,
            testimonial.comment,
            testimonial.language,
            testimonial.rating,
            testimonial.postedAt,
            testimonial.approved ? 1 : 0,
          ),
      ),
    )
    // spec §2 "/equipe/": the team page reads a category of the category tree.
    await db.batch([
      db.prepare("INSERT OR IGNORE INTO categories (id, parent_id, name, web_id) VALUES (1, NULL, 'Agence', NULL)"),
      db.prepare("INSERT OR IGNORE INTO categories (id, parent_id, name, web_id) VALUES (2, 1, 'Équipe', 1)"),
    ])
    console.log(`Demo testimonials: ${feed.testimonials.length}.`)
  }
  // Viewing slots run out as the days pass: a database with none ahead gets two weeks of them.
  const ahead = await db
    .prepare('SELECT COUNT(*) AS n FROM appointment_slots WHERE starts_at > ?')
    .bind(new Date().toISOString())
    .first<{ n: number }>()
  if ((ahead?.n ?? 0) === 0) {
    const { results } = await db.prepare("SELECT id FROM properties WHERE status = 'available' ORDER BY id").all<{ id: number }>()
    const slots = demoSlots(
      results.map((row) => row.id),
      new Date(),
    )
    const ROWS_PER_STATEMENT = 20
    const statements = []
    for (let i = 0; i < slots.length; i += ROWS_PER_STATEMENT) {
      const chunk = slots.slice(i, i + ROWS_PER_STATEMENT)
      statements.push(
        db
          .prepare(
            `INSERT OR IGNORE INTO appointment_slots (property_id, starts_at, ends_at, capacity, booked, source) VALUES ${chunk.map(() => "(?, ?, ?, ?, ?, 'demo')").join(', ')}`,
          )
          .bind(...chunk.flatMap((slot) => [slot.propertyId, slot.startsAt, slot.endsAt, slot.capacity, slot.booked])),
      )
    }
    await db.batch(statements)
    console.log(`Demo viewing slots: ${slots.length} over the next two weeks.`)
  }
  // The map's demo basemap (decision 020), built once per version of its builder.
  if ((await ensureDemoBasemap(media)) === 'built') console.log('Demo basemap written to the local bucket (map/basemap.pmtiles).')
} finally {
  await close()
}

async function noOwners(): Promise<boolean> {
  const owners = await db.prepare('SELECT COUNT(*) AS n FROM owners').first<{ n: number }>()
  return (owners?.n ?? 0) === 0
}

async function inChunks<T>(rows: T[], columns: string, table: string, values: (row: T) => unknown[]): Promise<void> {
  const perStatement = Math.floor(90 / columns.split(',').length)
  const statements = []
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement)
    const placeholders = `(${columns
      .split(',')
      .map(() => '?')
      .join(', ')})`
    statements.push(
      db.prepare(`INSERT INTO ${table} (${columns}) VALUES ${chunk.map(() => placeholders).join(', ')}`).bind(...chunk.flatMap(values)),
    )
  }
  if (statements.length > 0) await db.batch(statements)
}

async function seedOwnerPortal(): Promise<void> {
  const portal = demoOwnerPortal(new Date())
  const { results: properties } = await db.prepare('SELECT id FROM properties ORDER BY id').all<{ id: number }>()
  const known = new Set(properties.map((row) => row.id))
  for (const owner of DEMO_OWNERS) {
    const row = await db
      .prepare('INSERT INTO owners (email, first_name, last_name, language, password_hash) VALUES (?, ?, ?, ?, ?) RETURNING id')
      .bind(owner.email, owner.firstName, owner.lastName, owner.language, await hashPassword(owner.password))
      .first<{ id: number }>()
    const owned = owner.propertyIds.filter((id) => known.has(id))
    await inChunks(owned, 'owner_id, property_id', 'owner_properties', (id) => [row!.id, id])
  }
  const mine = <T extends { propertyId: number }>(rows: T[]) => rows.filter((entry) => known.has(entry.propertyId))
  await inChunks(mine(portal.views), 'property_id, day, source, views', 'property_views', (v) => [v.propertyId, v.day, v.source, v.views])
  console.log(`Demo owner portal: ${DEMO_OWNERS.length} owners (${DEMO_OWNERS[0]!.email} / ${DEMO_OWNERS[0]!.password}).`)
}
