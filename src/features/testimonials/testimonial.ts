import type { Locale } from '~/i18n/locales'

/** spec §3 "Testimonial": what the site shows of an approved one; `language` is the one it was written in. */
export type Testimonial = { id: number; author: string; about: string | null; comment: string; rating: number | null; postedAt: string; language: Locale }
