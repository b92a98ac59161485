import * as v from 'valibot'
import { EDITABLE_PAGE_KEYS, isEditablePageKey, type EditablePageKey } from '#/content/editable-page-keys.ts'
import { seedDocument, seedPage } from '#/content/editable-pages.ts'
import { PageDocumentSchema, pageInLanguage, type PageDocument, type PageInLanguage } from '#/content/page-documents.ts'
import type { Locale } from '#/i18n/locales.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import { draftsShown } from '#/server/draft-preview-scope.server.ts'
import { contentVersions } from '#/server/page-cache.server.ts'
import { requestSiteVersion } from '#/server/site-version-scope.server.ts'
import { draftsOf, publishedVersions } from '#/server/site-documents.server.ts'

// Decision 034: visitors read the pages the agency published, src/content/'s seed while a page has
// none. An isolate reads every published page once per site version (a publish moves it), never
// once per request; a staff member's preview (?preview=draft) reads the drafts over them directly.

/** A page as the site shows it: its document, and when the text shown was last changed (publish or draft save). */
export type PageRead = { page: PageDocument; changedAt?: string }

let isolateCopy: { siteVersion: string; pages: ReadonlyMap<EditablePageKey, PageRead> } | undefined

/** A stored body as an entry when it still validates (a deploy may have changed the schema), else none and an error in the log. */
function validPage(key: string, body: unknown, changedAt: string): Array<[EditablePageKey, PageRead]> {
  // the team and any page another part of the site edits are none of this reader's
  if (!isEditablePageKey(key)) return []
  const result = v.safeParse(PageDocumentSchema, body)
  if (result.success) return [[key, { page: result.output, changedAt }]]
  console.error(
    `page ${key}: the stored text does not validate; the seed applies`,
    result.issues.map((issue) => v.getDotPath(issue)),
  )
  return []
}

async function publishedPages(db: D1Queryable): Promise<ReadonlyMap<EditablePageKey, PageRead>> {
  const siteVersion = requestSiteVersion() ?? (await contentVersions(db)).site
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

/** A page in the reader's language; a page that shows its date (a legal text) shows the day its text last changed. */
export function pageView(key: EditablePageKey, read: PageRead, locale: Locale): PageInLanguage {
  const { modifyDate } = seedPage(key)
  return {
    ...pageInLanguage(read.page, locale),
    ...(modifyDate && { modifyDate: read.changedAt?.slice(0, 10) ?? modifyDate }),
  }
}
