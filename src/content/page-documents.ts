import * as v from 'valibot'
import { fallbackChain, LOCALES, type Locale } from '#/i18n/locales.ts'
import { parsePageMarkdown, type MarkdownBlock } from '#/domain/page-markdown.ts'
import type { ContentPage, ContentSection } from './content-types.ts'

// Decision 034: a page the agency edits is one document holding each language's text, its body in
// the small Markdown of src/domain/page-markdown.ts. The pages of src/content/ seed the documents;
// a language the agency has not written falls back along the one fallback chain, and the editor
// marks that language incomplete.

/**
 * The longest texts a page takes: a title fits a line, a meta description a search result; a body
 * three times the longest legal text, so a page in four languages stays well within what the back
 * office takes in one request (STAFF_JSON_LIMIT_BYTES, 64 KiB).
 */
export const PAGE_TEXT_LIMITS = { title: 120, seoTitle: 120, description: 300, lead: 1_000, body: 10_000 } as const

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max))
const required = (max: number) => v.pipe(text(max), v.minLength(1))

export const PageTextSchema = v.object({
  title: required(PAGE_TEXT_LIMITS.title),
  description: required(PAGE_TEXT_LIMITS.description),
  seoTitle: v.optional(text(PAGE_TEXT_LIMITS.seoTitle)),
  lead: v.optional(text(PAGE_TEXT_LIMITS.lead)),
  body: text(PAGE_TEXT_LIMITS.body),
})
export type PageText = v.InferOutput<typeof PageTextSchema>

/** A page in the languages written so far; at least one. */
export const PageDocumentSchema = v.pipe(
  v.object(
    Object.fromEntries(LOCALES.map((locale) => [locale, v.optional(PageTextSchema)])) as Record<
      Locale,
      v.OptionalSchema<typeof PageTextSchema, undefined>
    >,
  ),
  v.check((page) => LOCALES.some((locale) => page[locale] !== undefined), 'a page needs its text in at least one language'),
)
export type PageDocument = Partial<Record<Locale, PageText>>

/** Which languages a page is written in: the editor marks the others, which fall back. */
export function pageCompleteness(page: Partial<Record<Locale, unknown>>): Record<Locale, boolean> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, page[locale] !== undefined])) as Record<Locale, boolean>
}

/** The page's text for a reader of `locale`, or the first language along the fallback chain that has one. */
export function pageTextFor<T>(
  page: Partial<Record<Locale, T>>,
  locale: Locale,
  ownLanguage?: Locale,
): { text: T; language: Locale } | undefined {
  for (const candidate of fallbackChain(locale, ownLanguage)) {
    const found = page[candidate]
    if (found) return { text: found, language: candidate }
  }
  return undefined
}

/** A text that reads as itself in Markdown: the characters that would start a marker are escaped. */
export function escapeMarkdownText(value: string): string {
  return (
    value
      .replace(/([\\*_[\]`])/g, '\\$1')
      // a line that would open a heading or a list: its marker is escaped (`\\##`, `\\-`, `1\\.`)
      .replace(/^(\s*)(#{1,6}|[-+])(\s)/, '$1\\$2$3')
      .replace(/^(\s*)(\d{1,3})([.)])(\s)/, '$1$2\\$3$4')
      .replace(/\s*\n\s*/g, ' ')
  )
}

/** A page's sections in one language as Markdown: each heading a `##`, each bullet a `-`. */
export function sectionsToMarkdown(sections: ContentSection[], locale: Locale): string {
  return sections
    .flatMap((section) => [
      ...(section.heading ? [`## ${escapeMarkdownText(section.heading[locale])}`] : []),
      ...section.paragraphs.map((paragraph) => escapeMarkdownText(paragraph[locale])),
      ...(section.bullets ? [section.bullets.map((bullet) => `- ${escapeMarkdownText(bullet[locale])}`).join('\n')] : []),
    ])
    .join('\n\n')
}

/** The document a page of src/content/ seeds: every language it ships in. */
export function pageDocumentOf(page: ContentPage): PageDocument {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        title: page.title[locale],
        description: page.description[locale],
        ...(page.seoTitle && { seoTitle: page.seoTitle[locale] }),
        ...(page.lead && { lead: page.lead[locale] }),
        body: sectionsToMarkdown(page.sections, locale),
      },
    ]),
  )
}

/** A page in the one language a visitor reads it in, its body as blocks for React to draw. */
export type PageInLanguage = {
  title: string
  description: string
  seoTitle?: string
  lead?: string
  body: MarkdownBlock[]
  /** the language the text is written in: the reader's, or the one it fell back to */
  language: Locale
  /** ISO date of the last change, shown on legal pages */
  modifyDate?: string
}

/** The page for a reader of `locale`, along the fallback chain when that language is not written. */
export function pageInLanguage(page: PageDocument, locale: Locale): PageInLanguage {
  const found = pageTextFor(page, locale)
  // PageDocumentSchema holds at least one language, and the fallback chain goes through them all
  if (!found) throw new Error('a page document without any language')
  const { title, description, seoTitle, lead, body } = found.text
  return {
    title,
    description,
    ...(seoTitle && { seoTitle }),
    ...(lead && { lead }),
    body: parsePageMarkdown(body).blocks,
    language: found.language,
  }
}
