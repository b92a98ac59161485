import type { Locale } from '#/i18n/locales.ts'

/** Operator-written text in all four languages: content pages ship complete in nl, fr, en and de. */
export type Text4 = Record<Locale, string>

/** One section of a content page: an optional heading, paragraphs and an optional bullet list. */
export type ContentSection = {
  heading?: Text4
  paragraphs: Text4[]
  bullets?: Text4[]
}

/** A content page (spec §3 "Page": title, description and SEO metadata per language). */
export type ContentPage = {
  /** the page's h1 and, unless `seoTitle` is given, its <title> */
  title: Text4
  /** meta description: one or two sentences, at most about 160 characters */
  description: Text4
  seoTitle?: Text4
  /** introduction under the title */
  lead?: Text4
  sections: ContentSection[]
  /** ISO date of the last change, shown on legal pages */
  modifyDate?: string
}

export type TeamMember = {
  name: string
  role: Text4
  phone?: string
  email?: string
  languages: ReadonlyArray<Locale>
  /** path of the portrait under public/ */
  photo: string
  bio: Text4
}

/** spec §3 "Page": a page or module is Published or Unpublished. */
export type PublishStatus = 'Published' | 'Unpublished'

/** A content section in one language, as a page renders it. */
export type LocalizedSection = { heading?: string; paragraphs: string[]; bullets?: string[] }

/** A content page in one language: what a route's loader hands to the page. */
export type LocalizedPage = {
  title: string
  description: string
  seoTitle?: string
  lead?: string
  sections: LocalizedSection[]
  modifyDate?: string
}
