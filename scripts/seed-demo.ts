// Brings the local database up to date (npm start, npm run dev and npm run db:setup call it): the
// catalogue arrives from the CRM of .dev.vars (the stand-in CRM with the demo data) through the sync
// production runs (issue 16); what the site itself keeps (testimonials, viewing slots, owner
// accounts and their documents) is seeded once into an empty database. With no OMNICASA_URL in
// .dev.vars the demo catalogue is imported as a JSON feed instead. Never touches a remote database.
import { importFeed } from '../src/features/catalogue/catalogue-import.server.ts'
import { inlineSteps, runCrmSync } from '../src/features/crm-sync/crm-sync.server.ts'
import { omnicasaClient } from '../src/server/crm/omnicasa-client.ts'
import { generateDemoFeed } from './demo-data/generate-feed.ts'
import { openDatabase } from './d1-access.ts'
import { describeSync, withLocalCrm } from './local-crm.ts'
import { demoSlots } from './demo-data/appointment-slots.ts'
import { DEMO_OWNERS, demoBrokers, demoOwnerPortal, demoPdf } from './demo-data/owner-portal.ts'
import { hashPassword } from '../src/server/password-hash.ts'
import { documentObjectKey } from '../src/features/owner-portal/document-keys.ts'

const { db, media, close } = await openDatabase(false)
try {
  const existing = await db.prepare('SELECT COUNT(*) AS n FROM properties').first<{ n: number }>()
  const fresh = (existing?.n ?? 0) === 0
  const feed = generateDemoFeed()
  const synced = await withLocalCrm(async (credentials) => {
    if (!credentials) return false
    const client = omnicasaClient(credentials)
    const started = Date.now()
    const outcome = await runCrmSync(inlineSteps(), { db, client, now: new Date(), runId: `local-${Date.now()}` })
    console.log(describeSync(outcome, client.calls, Date.now() - started))
    if (outcome.status === 'failed') process.exitCode = 1
    return true
  })
  if (!synced && fresh) {
    const report = await importFeed(db, feed)
    for (const rejected of report.rejected) console.error(`demo record rejected: ${rejected.kind} ${rejected.id}: ${rejected.reason}`)
    if (report.rejected.length > 0) process.exitCode = 1
    console.log(`Demo data (no CRM in .dev.vars): ${report.properties} properties, ${report.projects} projects imported.`)
  }
  if (fresh) {
    await db.batch(
      feed.testimonials.map((testimonial) =>
        db
          .prepare('INSERT INTO testimonials (author, about, comment, language, rating, posted_at, approved) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .bind(testimonial.author, testimonial.about, testimonial.comment, testimonial.language, testimonial.rating, testimonial.postedAt, testimonial.approved ? 1 : 0),
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
  const ahead = await db.prepare('SELECT COUNT(*) AS n FROM appointment_slots WHERE starts_at > ?').bind(new Date().toISOString()).first<{ n: number }>()
  if ((ahead?.n ?? 0) === 0) {
    const { results } = await db.prepare("SELECT id FROM properties WHERE status = 'available' ORDER BY id").all<{ id: number }>()
    const slots = demoSlots(results.map((row) => row.id), new Date())
    const ROWS_PER_STATEMENT = 20
    const statements = []
    for (let i = 0; i < slots.length; i += ROWS_PER_STATEMENT) {
      const chunk = slots.slice(i, i + ROWS_PER_STATEMENT)
      statements.push(
        db
          .prepare(`INSERT OR IGNORE INTO appointment_slots (property_id, starts_at, ends_at, capacity, booked) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?)').join(', ')}`)
          .bind(...chunk.flatMap((slot) => [slot.propertyId, slot.startsAt, slot.endsAt, slot.capacity, slot.booked])),
      )
    }
    await db.batch(statements)
    console.log(`Demo viewing slots: ${slots.length} over the next two weeks.`)
  }
  // The owner portal (issue 6): demo owners, brokers, marketing history, past page views, documents.
  const owners = await db.prepare('SELECT COUNT(*) AS n FROM owners').first<{ n: number }>()
  if ((owners?.n ?? 0) === 0) await seedOwnerPortal()
} finally {
  await close()
}

async function inChunks<T>(rows: T[], columns: string, table: string, values: (row: T) => unknown[]): Promise<void> {
  const perStatement = Math.floor(90 / columns.split(',').length)
  const statements = []
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement)
    const placeholders = `(${columns.split(',').map(() => '?').join(', ')})`
    statements.push(db.prepare(`INSERT INTO ${table} (${columns}) VALUES ${chunk.map(() => placeholders).join(', ')}`).bind(...chunk.flatMap(values)))
  }
  if (statements.length > 0) await db.batch(statements)
}

async function seedOwnerPortal(): Promise<void> {
  const brokers = demoBrokers()
  const portal = demoOwnerPortal(new Date())
  const { results: properties } = await db.prepare('SELECT id FROM properties ORDER BY id').all<{ id: number }>()
  const known = new Set(properties.map((row) => row.id))
  await inChunks(brokers, 'id, name, roles, phone, email, photo', 'brokers', (b) => [b.id, b.name, JSON.stringify(b.roles), b.phone ?? null, b.email ?? null, b.photo])
  // Every listing has a broker: the owners' ones as the portal data says, the others in turn.
  const agents = brokers.slice(1)
  await inChunks(properties, 'property_id, broker_id', 'property_brokers', ({ id }) => [id, portal.brokerOf.get(id) ?? agents[id % agents.length]!.id])
  for (const owner of DEMO_OWNERS) {
    const row = await db
      .prepare('INSERT INTO owners (email, first_name, last_name, language, password_hash) VALUES (?, ?, ?, ?, ?) RETURNING id')
      .bind(owner.email, owner.firstName, owner.lastName, owner.language, await hashPassword(owner.password))
      .first<{ id: number }>()
    const owned = owner.propertyIds.filter((id) => known.has(id))
    await inChunks(owned, 'owner_id, property_id', 'owner_properties', (id) => [row!.id, id])
  }
  const mine = <T extends { propertyId: number }>(rows: T[]) => rows.filter((entry) => known.has(entry.propertyId))
  await inChunks(mine(portal.calendar), 'property_id, starts_at, type, contact, subject, comment, status', 'property_calendar', (c) => [c.propertyId, c.startsAt, c.type, c.contact, c.subject, c.comment, c.status])
  await inChunks(mine(portal.communications), 'property_id, sent_at, channel, direction, contact, subject, summary', 'property_communications', (c) => [c.propertyId, c.sentAt, c.channel, c.direction, c.contact, c.subject, c.summary])
  await inChunks(mine(portal.media), 'property_id, medium, url, published_at, status', 'property_media', (m) => [m.propertyId, m.medium, m.url, m.publishedAt, m.status])
  await inChunks(mine(portal.views), 'property_id, day, source, views', 'property_views', (v) => [v.propertyId, v.day, v.source, v.views])
  // The owners' documents as files in the local R2 bucket, where the download reads them.
  const ownedIds = DEMO_OWNERS.flatMap((owner) => owner.propertyIds)
  const { results: documents } = await db
    .prepare('SELECT id, property_id, name FROM property_documents WHERE property_id IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(ownedIds))
    .all<{ id: number; property_id: number; name: string }>()
  for (const document of documents) {
    await media.put(documentObjectKey(document.property_id, document.id), demoPdf(document.name, `Ref. ${document.property_id}`), { httpMetadata: { contentType: 'application/pdf' } })
  }
  console.log(`Demo owner portal: ${DEMO_OWNERS.length} owners (${DEMO_OWNERS[0]!.email} / ${DEMO_OWNERS[0]!.password}), ${brokers.length} brokers, ${documents.length} documents.`)
}
