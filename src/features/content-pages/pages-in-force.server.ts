import * as v from 'valibot'
import {
  EDITABLE_PAGE_KEYS,
  isEditablePageKey,
  thankYouKey,
  type ContentPageKey,
  type EditablePageKey,
} from '#/content/editable-page-keys.ts'
import type { FeedbackForm } from '#/content/feedback.ts'
import { PAGE_KEYS, PAGE_PATHS } from '#/content/page-keys.ts'
import type { MarkdownBlock, MarkdownInline } from '#/domain/page-markdown.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import { fillPlaceholders, settingsPlaceholders } from '#/config/settings-placeholders.ts'
import { siteConfig } from '#/config/site-config.ts'
import { documentSchemaOf, seedDocument, seedPage, type EditableDocument } from '#/content/editable-pages.ts'
import { pageInLanguage, pageTextFor, type PageDocument, type PageInLanguage } from '#/content/page-documents.ts'
import { homeBlocksOf, type TextsDocument } from '#/content/text-documents.ts'
import type { Locale } from '#/i18n/locales.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import { draftsShown } from '#/server/draft-preview-scope.server.ts'
import { contentVersions } from '#/server/page-cache.server.ts'
import { siteVersionSeen } from '#/server/settings-in-force.server.ts'
import { draftsOf, publishedVersions } from '#/server/site-documents.server.ts'

// Decision 034: visitors read the pages the agency published, src/content/'s seed while a page has
// none. An isolate reads every published page once per site version (a publish moves it), never
// once per request; a staff member's preview (?preview=draft) reads the drafts over them directly.

/** A page as the site shows it: its document, and when the text shown was last changed (publish or draft save). */
export type PageRead = { page: EditableDocument; changedAt?: string }

let isolateCopy: { siteVersion: string; pages: ReadonlyMap<EditablePageKey, PageRead> } | undefined

/** A stored body as an entry when it still validates (a deploy may have changed the schema), else none and an error in the log. */
function validPage(key: string, body: unknown, changedAt: string): Array<[EditablePageKey, PageRead]> {
  // the team and any page another part of the site edits are none of this reader's
  if (!isEditablePageKey(key)) return []
  const result = v.safeParse(documentSchemaOf(key), body)
  if (result.success) return [[key, { page: result.output, changedAt }]]
  console.error(
    `page ${key}: the stored text does not validate; the seed applies`,
    result.issues.map((issue) => v.getDotPath(issue)),
  )
  return []
}

async function publishedPages(db: D1Queryable): Promise<ReadonlyMap<EditablePageKey, PageRead>> {
  const siteVersion = siteVersionSeen() ?? (await contentVersions(db)).site
  if (isolateCopy?.siteVersion === siteVersion) return isolateCopy.pages
  try {
    const versions = await publishedVersions<unknown>(db, 'page')
    const pages = new Map([...versions].flatMap(([key, version]) => validPage(key, version.body, version.publishedAt)))
    isolateCopy = { siteVersion, pages }
    return pages
  } catch (error) {
    // A database that does not answer keeps the pages last read (or the seed): the page still renders.
    console.error('pages read failed', error)
    return isolateCopy?.pages ?? new Map()
  }
}

async function draftPages(db: D1Queryable): Promise<ReadonlyMap<EditablePageKey, PageRead>> {
  const drafts = await draftsOf<unknown>(db, 'page')
  return new Map([...drafts].flatMap(([key, draft]) => validPage(key, draft.body, draft.savedAt)))
}

/** The pages `keys` as this request shows them: a preview's drafts, else the published version, else the seed. */
export async function pagesInForce(
  db: D1Queryable,
  keys: readonly EditablePageKey[] = EDITABLE_PAGE_KEYS,
): Promise<Map<EditablePageKey, PageRead>> {
  const [published, drafts] = await Promise.all([publishedPages(db), draftsShown() ? draftPages(db) : new Map<EditablePageKey, PageRead>()])
  return new Map(keys.map((key) => [key, drafts.get(key) ?? published.get(key) ?? { page: seedDocument(key) }]))
}

/** A content page in the reader's language; a page that shows its date (a legal text) shows the day its text last changed. */
export function pageView(key: ContentPageKey, read: PageRead, locale: Locale): PageInLanguage {
  const { modifyDate } = seedPage(key)
  return {
    ...pageInLanguage(read.page as PageDocument, locale),
    ...(modifyDate && { modifyDate: read.changedAt?.slice(0, 10) ?? modifyDate }),
  }
}

/** A content page's title and description in the reader's language (a card, a list), its body left unread. */
export function pageSummary(read: PageRead, locale: Locale): { title: string; description: string } {
  const { title = '', description = '' } = pageTextFor(read.page as PageDocument, locale)?.text ?? {}
  return { title, description }
}

/** A set of texts in the reader's language, or the first along the fallback chain. */
function textsFor(read: PageRead, locale: Locale): Record<string, string> {
  return pageTextFor(read.page as TextsDocument, locale)?.text ?? {}
}

/** A thank-you page in the reader's language. */
export function thankYouView(read: PageRead, locale: Locale): { title: string; message: string; next: string } {
  const { title = '', message = '', next = '' } = textsFor(read, locale)
  return { title, message, next }
}

/** The home page's text blocks in the reader's language. */
export function homeView(read: PageRead, locale: Locale) {
  return homeBlocksOf(textsFor(read, locale))
}

/** A form's thank-you message as its page says it now, settings filled in: the form's confirmation mail repeats it word for word. */
export async function thankYouMessage(db: D1Queryable, form: FeedbackForm, locale: Locale): Promise<string> {
  const key = thankYouKey(form)
  const { message } = thankYouView((await pagesInForce(db, [key])).get(key)!, locale)
  return fillPlaceholders(message, settingsPlaceholders(siteConfig()))
}

function inlineText(nodes: MarkdownInline[]): string {
  return nodes.map((node) => (node.kind === 'text' ? node.text : inlineText(node.children))).join('')
}

function blocksText(blocks: MarkdownBlock[]): string {
  return blocks.map((block) => (block.kind === 'list' ? block.items.map(inlineText).join(' ') : inlineText(block.children))).join(' ')
}

/** The content pages as the site search reads them: each page's title, and its lead and body as plain words. */
export async function searchableContentPages(
  db: D1Queryable,
  locale: Locale,
): Promise<Array<{ title: string; text: string; href: string }>> {
  const pages = await pagesInForce(db, PAGE_KEYS)
  return PAGE_KEYS.map((key) => {
    const page = pageView(key, pages.get(key)!, locale)
    const text = [page.lead, blocksText(page.body)].filter(Boolean).join(' ')
    return fillPlaceholders({ title: page.title, text, href: hrefFor(PAGE_PATHS[key], locale) }, settingsPlaceholders(siteConfig()))
  })
}
