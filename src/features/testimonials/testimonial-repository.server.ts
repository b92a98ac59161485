import { isLocale, type Locale } from '#/i18n/locales.ts'
import { testimonialPicturePath, type Testimonial } from './testimonial.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// spec §3 "Testimonial": the only SQL of testimonials. A visitor's testimonial arrives as a lead and
// waits, unpublished, until the agency approves it.

/**
 * Only approved ones are shown: those written in the reader's language first (a Dutch
 * page showed French reviews while Dutch ones existed), newest first within each group.
 */
export async function approvedTestimonials(db: D1Queryable, locale: Locale, limit: number): Promise<Testimonial[]> {
  const { results } = await db
    .prepare(
      'SELECT id, author, about, comment, rating, posted_at, language, image_key FROM testimonials WHERE approved = 1 ORDER BY language = ? DESC, posted_at DESC, id DESC LIMIT ?',
    )
    .bind(locale, limit)
    .all<{
      id: number
      author: string
      about: string | null
      comment: string
      rating: number | null
      posted_at: string
      language: string
      image_key: string | null
    }>()
  return results.map((row) => ({
    id: row.id,
    author: row.author,
    about: row.about,
    comment: row.comment,
    rating: row.rating,
    postedAt: row.posted_at,
    // The column's CHECK allows only the site's languages; French, the CRM's, should that ever change.
    language: isLocale(row.language) ? row.language : 'fr',
    picture: row.image_key ? testimonialPicturePath(row.id) : null,
  }))
}

export type SubmittedTestimonial = {
  author: string
  about: string | null
  website: string | null
  imageKey: string | null
  comment: string
  language: Locale
  leadId: string
}

/** The testimonial of a lead, pending approval, for the lead's batch (stored once per lead). */
export function pendingTestimonialStatement(db: D1Queryable, testimonial: SubmittedTestimonial): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO testimonials (author, about, website, image_key, comment, language, approved, lead_id) VALUES (?, ?, ?, ?, ?, ?, 0, ?) ON CONFLICT (lead_id) DO NOTHING`,
    )
    .bind(
      testimonial.author,
      testimonial.about,
      testimonial.website,
      testimonial.imageKey,
      testimonial.comment,
      testimonial.language,
      testimonial.leadId,
    )
}
