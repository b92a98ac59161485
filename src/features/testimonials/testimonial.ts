/** spec §3 "Testimonial": what the site shows of an approved one. */
export type Testimonial = { id: number; author: string; about: string | null; comment: string; rating: number | null; postedAt: string; language: string }
