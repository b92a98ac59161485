import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { approvedTestimonials } from './testimonial-repository.server.ts'

const DB = (env as unknown as { DB: D1Database }).DB

type Row = { author: string; language: 'nl' | 'fr' | 'en' | 'de'; postedAt: string; approved?: boolean }

const ROWS: Row[] = [
  { author: 'Claire', language: 'fr', postedAt: '2026-06-11T10:00:00.000Z' },
  { author: 'Thomas', language: 'fr', postedAt: '2026-01-15T11:20:00.000Z' },
  { author: 'Anna', language: 'en', postedAt: '2025-07-08T14:15:00.000Z' },
  { author: 'Koen', language: 'nl', postedAt: '2025-04-22T09:48:00.000Z' },
  { author: 'Pieter', language: 'nl', postedAt: '2024-06-02T17:40:00.000Z' },
  // Newer than every other Dutch one, but not approved: never shown.
  { author: 'Sarah', language: 'nl', postedAt: '2026-10-03T07:55:00.000Z', approved: false },
]

const authors = (testimonials: Array<{ author: string }>) => testimonials.map((testimonial) => testimonial.author)

describe('approved testimonials (D1 with the real migrations)', () => {
  beforeEach(async () => {
    await DB.batch([
      DB.prepare('DELETE FROM testimonials'),
      ...ROWS.map((row) =>
        DB.prepare('INSERT INTO testimonials (author, comment, language, posted_at, approved) VALUES (?, ?, ?, ?, ?)').bind(
          row.author,
          `Review by ${row.author}`,
          row.language,
          row.postedAt,
          row.approved === false ? 0 : 1,
        ),
      ),
    ])
  })

  it('gives the reader’s language first, newest first, then the others newest first', async () => {
    expect(authors(await approvedTestimonials(DB, 'nl', 3))).toEqual(['Koen', 'Pieter', 'Claire'])
    expect(authors(await approvedTestimonials(DB, 'en', 3))).toEqual(['Anna', 'Claire', 'Thomas'])
    expect(authors(await approvedTestimonials(DB, 'fr', 10))).toEqual(['Claire', 'Thomas', 'Anna', 'Koen', 'Pieter'])
  })

  it('gives the newest of every language when none is in the reader’s', async () => {
    expect(authors(await approvedTestimonials(DB, 'de', 3))).toEqual(['Claire', 'Thomas', 'Anna'])
  })

  it('tells each testimonial’s own language, for its lang attribute', async () => {
    const [koen] = await approvedTestimonials(DB, 'nl', 1)
    expect(koen).toMatchObject({ author: 'Koen', language: 'nl', postedAt: '2025-04-22T09:48:00.000Z', comment: 'Review by Koen' })
    expect((await approvedTestimonials(DB, 'de', 3)).map((testimonial) => testimonial.language)).toEqual(['fr', 'fr', 'en'])
  })
})
