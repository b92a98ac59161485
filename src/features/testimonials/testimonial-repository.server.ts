import type { Locale } from '~/i18n/locales'
import type { Testimonial } from './testimonial'

// spec §3 "Testimonial": the only SQL of testimonials. A visitor's testimonial arrives as a lead and
// waits, unpublished, until the agency approves it.

/** Only approved ones are shown, newest first. */
export async function approvedTestimonials(db: D1Database, limit: number): Promise<Testimonial[]> {
  const { results } = await db
    .prepare('SELECT id, author, about, comment, rating, posted_at, language FROM testimonials WHERE approved = 1 ORDER BY posted_at DESC LIMIT ?')
    .bind(limit)
    .all<{ id: number; author: string; about: string | null; comment: string; rating: number | null; posted_at: string; language: string }>()
  return results.map((row) => ({ id: row.id, author: row.author, about: row.about, comment: row.comment, rating: row.rating, postedAt: row.posted_at, language: row.language }))
}

export type SubmittedTestimonial = { author: string; about: string | null; website: string | null; imageKey: string | null; comment: string; language: Locale; leadId: string }

/** The testimonial of a lead, pending approval, for the lead's batch (stored once per lead). */
export function pendingTestimonialStatement(db: D1Database, testimonial: SubmittedTestimonial): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO testimonials (author, about, website, image_key, comment, language, approved, lead_id) VALUES (?, ?, ?, ?, ?, ?, 0, ?) ON CONFLICT (lead_id) DO NOTHING`,
    )
    .bind(testimonial.author, testimonial.about, testimonial.website, testimonial.imageKey, testimonial.comment, testimonial.language, testimonial.leadId)
}
