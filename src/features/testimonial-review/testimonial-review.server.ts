import type { Locale } from '#/i18n/locales.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// The back office's SQL of testimonials (decision 018 "Testimonials"): pending ones wait with their
// picture and website; approving publishes them, an edit fixes a typo, rejecting removes them.

export type ReviewedTestimonial = {
  id: number
  author: string
  about: string | null
  website: string | null
  comment: string
  language: Locale
  rating: number | null
  postedAt: string
  approved: boolean
  hasPicture: boolean
}

type Row = {
  id: number
  author: string
  about: string | null
  website: string | null
  comment: string
  language: Locale
  rating: number | null
  posted_at: string
  approved: number
  image_key: string | null
}

const toReviewed = (row: Row): ReviewedTestimonial => ({
  id: row.id,
  author: row.author,
  about: row.about,
  website: row.website,
  comment: row.comment,
  language: row.language,
  rating: row.rating,
  postedAt: row.posted_at,
  approved: row.approved === 1,
  hasPicture: row.image_key !== null,
})

/** How many approved ones the page lists under the pending ones, for a typo found after publishing. */
const APPROVED_SHOWN = 50

/** Every pending testimonial (oldest first: first come, first read) and the newest approved ones. */
export async function testimonialsToReview(db: D1Queryable): Promise<{ pending: ReviewedTestimonial[]; approved: ReviewedTestimonial[] }> {
  const [pending, approved] = await db.batch([
    db.prepare('SELECT * FROM testimonials WHERE approved = 0 ORDER BY posted_at, id'),
    db.prepare('SELECT * FROM testimonials WHERE approved = 1 ORDER BY posted_at DESC, id DESC LIMIT ?').bind(APPROVED_SHOWN),
  ])
  return { pending: (pending!.results as Row[]).map(toReviewed), approved: (approved!.results as Row[]).map(toReviewed) }
}

export async function testimonialRow(db: D1Queryable, id: number): Promise<(ReviewedTestimonial & { imageKey: string | null }) | null> {
  const row = await db.prepare('SELECT * FROM testimonials WHERE id = ?').bind(id).first<Row>()
  return row ? { ...toReviewed(row), imageKey: row.image_key } : null
}

/**
 * Where an approved testimonial's picture lives: its own key, not the lead's upload, which the
 * retention of leads and a person's erasure remove with the lead (decision 018 "Personal data"). That is
 * where the picture was lost: it stayed the lead's file, and nothing read it for the page.
 */
export function publishedPictureKey(id: number, uploadKey: string): string {
  const extension = /\.([a-z0-9]{2,5})$/.exec(uploadKey)?.[1] ?? 'jpg'
  return `testimonials/${id}.${extension}`
}

export function approveStatement(db: D1Queryable, id: number, imageKey: string | null): D1PreparedStatement {
  return db.prepare('UPDATE testimonials SET approved = 1, image_key = ? WHERE id = ?').bind(imageKey, id)
}

export function editStatement(
  db: D1Queryable,
  id: number,
  change: { author: string; comment: string; about: string | null },
): D1PreparedStatement {
  return db
    .prepare('UPDATE testimonials SET author = ?, comment = ?, about = ? WHERE id = ?')
    .bind(change.author, change.comment, change.about, id)
}

export function rejectStatement(db: D1Queryable, id: number): D1PreparedStatement {
  return db.prepare('DELETE FROM testimonials WHERE id = ?').bind(id)
}

/** The R2 key of an approved testimonial's picture, for the public media route; null for any other. */
export async function approvedPictureKey(db: D1Queryable, id: number): Promise<string | null> {
  const row = await db
    .prepare('SELECT image_key FROM testimonials WHERE id = ? AND approved = 1')
    .bind(id)
    .first<{ image_key: string | null }>()
  return row?.image_key ?? null
}
