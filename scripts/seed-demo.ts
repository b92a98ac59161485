// Fills an empty local database with the demo catalogue (npm start and npm run dev call it).
// Never touches a remote database: demo data must not reach production.
import { importFeed } from '../src/features/catalogue/catalogue-import.server.ts'
import { generateDemoFeed } from './demo-data/generate-feed.ts'
import { openDatabase } from './d1-access.ts'
import { demoSlots } from './demo-data/appointment-slots.ts'

const { db, close } = await openDatabase(false)
try {
  const existing = await db.prepare('SELECT COUNT(*) AS n FROM properties').first<{ n: number }>()
  if ((existing?.n ?? 0) > 0) {
    console.log(`Local database already holds ${existing?.n} properties; npm run db:reset starts over.`)
  } else {
    const feed = generateDemoFeed()
    const report = await importFeed(db, feed)
    if (report.rejected.length > 0) {
      for (const rejected of report.rejected) console.error(`demo record rejected: ${rejected.kind} ${rejected.id}: ${rejected.reason}`)
      process.exitCode = 1
    }
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
    console.log(`Demo data: ${report.properties} properties, ${report.projects} projects, ${feed.testimonials.length} testimonials.`)
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
} finally {
  await close()
}
