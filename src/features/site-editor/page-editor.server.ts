import * as v from 'valibot'
import type { StaffContext } from '#/admin/staff-check.server.ts'
import { conditionalAuditStatement } from '#/admin/audit-log.server.ts'
import { EDITABLE_PAGE_KEYS, editablePageGroup, editablePageHref, type EditablePageKey } from '#/content/editable-page-keys.ts'
import { documentSchemaOf, seedDocument, type EditableDocument } from '#/content/editable-pages.ts'
import { pageCompleteness } from '#/content/page-documents.ts'
import { LOCALES, type Locale } from '#/i18n/locales.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import { Refusal } from '#/server/refusals.ts'
import {
  discardDraft,
  draftOf,
  draftsOf,
  publishDraft,
  publishedVersion,
  publishedVersions,
  restoreVersion,
  saveDraft,
  versionHistory,
  type DocumentRef,
} from '#/server/site-documents.server.ts'
import type { PageEditorState, PageProblem, PageSaved, PageSummary } from './page-answers.ts'

// The pages area of the back office (decision 034, agents and admins): each page a draft saved as
// often as they like, previewed on the real page, published in all its languages at once, and any
// earlier version restored in one click. Every change has its audit line in its batch.

const pageRef = (key: EditablePageKey): DocumentRef => ({ kind: 'page', key })

/** The audit log's subject for every change of a page. */
export const pageSubject = (key: EditablePageKey) => `page:${key}`

type CheckedPage = { kind: 'valid'; page: EditableDocument } | { kind: 'invalid'; problems: PageProblem[] }

function checkPage(key: EditablePageKey, input: unknown): CheckedPage {
  const result = v.safeParse(documentSchemaOf(key), input)
  if (result.success) return { kind: 'valid', page: result.output }
  const paths = new Set(result.issues.map((issue) => v.getDotPath(issue) ?? ''))
  return { kind: 'invalid', problems: [...paths].map((path) => ({ path })) }
}

/** The published page, or the seed (version null); a published body that no longer validates shows as the seed does to visitors. */
async function publishedPage(db: D1Queryable, key: EditablePageKey): Promise<{ page: EditableDocument; version: number | null }> {
  const published = await publishedVersion<unknown>(db, pageRef(key))
  const check = published ? checkPage(key, published.body) : undefined
  return published && check?.kind === 'valid'
    ? { page: check.page, version: published.version }
    : { page: seedDocument(key), version: null }
}

/** The page's name in each language written: its title, the home page's introduction heading. */
function titlesOf(page: EditableDocument): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const texts = page[locale] as Record<string, string | undefined> | undefined
      const title = texts?.title ?? texts?.introHeading
      return title ? [[locale, title]] : []
    }),
  )
}

/** Every page the agency edits, in the editor's order; the pages others edit (the team) are not listed. */
export async function pagesOverview({ env }: StaffContext): Promise<PageSummary[]> {
  const [published, drafts] = await Promise.all([publishedVersions<unknown>(env.DB, 'page'), draftsOf<unknown>(env.DB, 'page')])
  return EDITABLE_PAGE_KEYS.map((key) => {
    const stored = published.get(key)
    const check = stored ? checkPage(key, stored.body) : undefined
    const page = check?.kind === 'valid' ? check.page : seedDocument(key)
    return {
      key,
      group: editablePageGroup(key),
      titles: titlesOf(page),
      complete: pageCompleteness(page),
      version: stored && check?.kind === 'valid' ? stored.version : null,
      hasDraft: drafts.has(key),
    }
  })
}

/** What a page's editor opens with. */
export async function pageEditorState({ env }: StaffContext, input: { key: EditablePageKey }): Promise<PageEditorState> {
  const { key } = input
  const [published, draft, history] = await Promise.all([
    publishedPage(env.DB, key),
    draftOf<EditableDocument>(env.DB, pageRef(key)),
    versionHistory<unknown>(env.DB, pageRef(key), 30),
  ])
  return {
    key,
    group: editablePageGroup(key),
    published,
    draft: draft ?? null,
    history: history.map(({ version, publishedBy, publishedAt, restoredFrom, current }) => ({
      version,
      publishedBy,
      publishedAt,
      restoredFrom,
      current,
    })),
    paths: Object.fromEntries(LOCALES.map((locale) => [locale, editablePageHref(key, locale)])) as Record<Locale, string>,
  }
}

/** Saves the page as the draft once it validates; refused with the path of each problem otherwise. */
export async function savePageDraft(
  { env, staff, now, audit }: StaffContext,
  input: { key: EditablePageKey; page: unknown },
): Promise<PageSaved> {
  const check = checkPage(input.key, input.page)
  if (check.kind === 'invalid') return check
  const written = LOCALES.filter((locale) => check.page[locale] !== undefined)
  await saveDraft(env.DB, pageRef(input.key), check.page, staff.email, now, () => [
    audit('page.draft', pageSubject(input.key), { languages: written }),
  ])
  return { kind: 'saved' }
}

/** The draft goes live in all its languages on the next request; checked again, since the schema may have moved since it was saved. */
export async function publishPage({ env, staff, now }: StaffContext, input: { key: EditablePageKey }): Promise<{ version: number }> {
  const draft = await draftOf<unknown>(env.DB, pageRef(input.key))
  if (!draft) throw new Refusal('conflict', { reason: 'no-draft' })
  const check = checkPage(input.key, draft.body)
  if (check.kind === 'invalid')
    throw new Refusal('invalid-input', { reason: 'invalid-draft', fields: check.problems.map((problem) => problem.path) })
  const result = await publishDraft(env.DB, pageRef(input.key), staff.email, now, (condition) => [
    conditionalAuditStatement(env.DB, staff, 'page.publish', pageSubject(input.key), {}, condition.sql, ...condition.values),
  ])
  if (result.kind !== 'published') throw new Refusal('conflict', { reason: 'no-draft' })
  return { version: result.version }
}

/** Drops the draft; what visitors see stays. */
export async function discardPageDraft({ env, staff }: StaffContext, input: { key: EditablePageKey }): Promise<{ discarded: boolean }> {
  const discarded = await discardDraft(env.DB, pageRef(input.key), (condition) => [
    conditionalAuditStatement(env.DB, staff, 'page.discard', pageSubject(input.key), {}, condition.sql, ...condition.values),
  ])
  return { discarded }
}

/** Publishes an earlier version of the page again, as the next one. */
export async function restorePage(
  { env, staff, now }: StaffContext,
  input: { key: EditablePageKey; version: number },
): Promise<{ version: number }> {
  const result = await restoreVersion(env.DB, pageRef(input.key), input.version, staff.email, now, (condition) => [
    conditionalAuditStatement(
      env.DB,
      staff,
      'page.restore',
      pageSubject(input.key),
      { version: input.version },
      condition.sql,
      ...condition.values,
    ),
  ])
  if (result.kind === 'not-found') throw new Refusal('not-found', { reason: 'unknown-version' })
  if (result.kind === 'current') throw new Refusal('conflict', { reason: 'current-version' })
  return { version: result.version }
}
