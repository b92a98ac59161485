import type { Locale } from '#/i18n/locales.ts'

/** spec §3 "Testimonial": what the site shows of an approved one; `language` is the one it was written in. */
export type Testimonial = {
  id: number
  author: string
  about: string | null
  comment: string
  rating: number | null
  postedAt: string
  language: Locale
  /** the path of its picture (decision 018), when it has one */
  picture: string | null
}

/** Where the site serves an approved testimonial's picture (testimonial-pictures.server.ts). */
export function testimonialPicturePath(id: number): string {
  return `/media/testimonials/${id}`
}
