import type { D1Queryable } from './d1-queryable.ts'
import { setMetaStatement } from './app-meta.server.ts'

// The agency's editable documents (decision 034): the site's settings and its pages, each a JSON body
// in versions. The store knows nothing of what a body holds: the caller validates it (settings
// against the site-config schema, a page against its own) before it saves or publishes. Every change
// takes the caller's statements (its audit line) into the same batch, under the condition that the
// change still has something to do, so a change is never logged without being made.

export type DocumentKind = 'settings' | 'page'
export type DocumentRef = { kind: DocumentKind; key: string }

/** The app_meta key a publish or restore moves on: the page cache and each isolate's settings follow it. */
export const SITE_VERSION_KEY = 'site_version'

/** A SQL condition (with its values) that holds while a change still has something to do. */
export type ChangeCondition = { sql: string; values: unknown[] }
/** The caller's statements for a change, run first in its batch under its condition (an audit line). */
export type AlsoRun = (condition: ChangeCondition) => D1PreparedStatement[]

export type StoredVersion<T> = {
  version: number
  body: T
  savedBy: string
  savedAt: string
  publishedBy: string
  publishedAt: string
  /** the version this one brought back, when it was a restore */
  restoredFrom: number | null
  current: boolean
}

export type StoredDraft<T> = { body: T; savedBy: string; savedAt: string }

type Row = {
  version: number | null
  state: 'draft' | 'published' | 'archived'
  body: string
  saved_by: string
  saved_at: string
  published_by: string | null
  published_at: string | null
  restored_from: number | null
}

const COLUMNS = 'version, state, body, saved_by, saved_at, published_by, published_at, restored_from'

function versionOf<T>(row: Row): StoredVersion<T> {
  return {
    version: row.version!,
    body: JSON.parse(row.body) as T,
    savedBy: row.saved_by,
    savedAt: row.saved_at,
    publishedBy: row.published_by!,
    publishedAt: row.published_at!,
    restoredFrom: row.restored_from,
    current: row.state === 'published',
  }
}

const NEXT_VERSION = '(SELECT COALESCE(MAX(version), 0) + 1 FROM site_documents WHERE kind = ?1 AND key = ?2)'

function bumpSiteVersion(db: D1Queryable): D1PreparedStatement {
  return setMetaStatement(db, SITE_VERSION_KEY, crypto.randomUUID())
}

/** The version visitors see, or undefined when none was ever published (the code's defaults apply). */
export async function publishedVersion<T>(db: D1Queryable, ref: DocumentRef): Promise<StoredVersion<T> | undefined> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM site_documents WHERE kind = ? AND key = ? AND state = 'published'`)
    .bind(ref.kind, ref.key)
    .first<Row>()
  return row ? versionOf<T>(row) : undefined
}

/** Every published document of a kind, by key: what the site reads at once when the version moves. */
export async function publishedBodies<T>(db: D1Queryable, kind: DocumentKind): Promise<Map<string, T>> {
  const { results } = await db
    .prepare(`SELECT key, body FROM site_documents WHERE kind = ? AND state = 'published'`)
    .bind(kind)
    .all<{ key: string; body: string }>()
  return new Map(results.map((row) => [row.key, JSON.parse(row.body) as T]))
}

/** Every published version of a kind, by key, with who published it and when: the pages a site version shows. */
export async function publishedVersions<T>(db: D1Queryable, kind: DocumentKind): Promise<Map<string, StoredVersion<T>>> {
  const { results } = await db
    .prepare(`SELECT key, ${COLUMNS} FROM site_documents WHERE kind = ? AND state = 'published'`)
    .bind(kind)
    .all<Row & { key: string }>()
  return new Map(results.map((row) => [row.key, versionOf<T>(row)]))
}

/** Every draft of a kind, by key: what a staff member's preview draws (src/server/draft-preview-scope.server.ts). */
export async function draftsOf<T>(db: D1Queryable, kind: DocumentKind): Promise<Map<string, StoredDraft<T>>> {
  const { results } = await db
    .prepare(`SELECT key, ${COLUMNS} FROM site_documents WHERE kind = ? AND state = 'draft'`)
    .bind(kind)
    .all<Row & { key: string }>()
  return new Map(results.map((row) => [row.key, { body: JSON.parse(row.body) as T, savedBy: row.saved_by, savedAt: row.saved_at }]))
}

export async function draftOf<T>(db: D1Queryable, ref: DocumentRef): Promise<StoredDraft<T> | undefined> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM site_documents WHERE kind = ? AND key = ? AND state = 'draft'`)
    .bind(ref.kind, ref.key)
    .first<Row>()
  return row ? { body: JSON.parse(row.body) as T, savedBy: row.saved_by, savedAt: row.saved_at } : undefined
}

/** Every version ever published, the newest first. */
export async function versionHistory<T>(db: D1Queryable, ref: DocumentRef, limit = 50): Promise<StoredVersion<T>[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM site_documents WHERE kind = ? AND key = ? AND state != 'draft' ORDER BY version DESC LIMIT ?`)
    .bind(ref.kind, ref.key, limit)
    .all<Row>()
  return results.map((row) => versionOf<T>(row))
}

/** Saves the document's one draft, replacing the draft there was. Visitors never see a draft. */
export async function saveDraft(
  db: D1Queryable,
  ref: DocumentRef,
  body: unknown,
  by: string,
  now: Date,
  alsoRun: AlsoRun = () => [],
): Promise<void> {
  await db.batch([
    ...alsoRun({ sql: '1 = 1', values: [] }),
    db
      .prepare(
        `INSERT INTO site_documents (kind, key, state, body, saved_by, saved_at) VALUES (?, ?, 'draft', ?, ?, ?)
         ON CONFLICT (kind, key) WHERE state = 'draft' DO UPDATE SET body = excluded.body, saved_by = excluded.saved_by, saved_at = excluded.saved_at`,
      )
      .bind(ref.kind, ref.key, JSON.stringify(body), by, now.toISOString()),
  ])
}

/** Drops the draft; the published version stays. */
export async function discardDraft(db: D1Queryable, ref: DocumentRef, alsoRun: AlsoRun = () => []): Promise<boolean> {
  const condition = {
    sql: `EXISTS (SELECT 1 FROM site_documents WHERE kind = ? AND key = ? AND state = 'draft')`,
    values: [ref.kind, ref.key],
  }
  const results = await db.batch([
    ...alsoRun(condition),
    db.prepare(`DELETE FROM site_documents WHERE kind = ? AND key = ? AND state = 'draft'`).bind(ref.kind, ref.key),
  ])
  return (results.at(-1)?.meta.changes ?? 0) > 0
}

export type PublishResult = { kind: 'published'; version: number } | { kind: 'no-draft' }

/**
 * The draft becomes the next version and what visitors see; the version it replaces is archived,
 * and the site version moves on. Two staff publishing at once publish the draft once.
 */
export async function publishDraft(
  db: D1Queryable,
  ref: DocumentRef,
  by: string,
  now: Date,
  alsoRun: AlsoRun = () => [],
): Promise<PublishResult> {
  const draft = await db
    .prepare(`SELECT id FROM site_documents WHERE kind = ? AND key = ? AND state = 'draft'`)
    .bind(ref.kind, ref.key)
    .first<{ id: number }>()
  if (!draft) return { kind: 'no-draft' }
  const stillDraft = { sql: `EXISTS (SELECT 1 FROM site_documents WHERE id = ? AND state = 'draft')`, values: [draft.id] }
  const results = await db.batch([
    ...alsoRun(stillDraft),
    db
      .prepare(
        `UPDATE site_documents SET state = 'archived' WHERE kind = ?1 AND key = ?2 AND state = 'published'
         AND EXISTS (SELECT 1 FROM site_documents WHERE id = ?3 AND state = 'draft')`,
      )
      .bind(ref.kind, ref.key, draft.id),
    db
      .prepare(
        `UPDATE site_documents SET state = 'published', version = ${NEXT_VERSION}, published_by = ?3, published_at = ?4
         WHERE id = ?5 AND state = 'draft' RETURNING version`,
      )
      .bind(ref.kind, ref.key, by, now.toISOString(), draft.id),
    bumpSiteVersion(db),
  ])
  const published = (results.at(-2)?.results as Array<{ version: number }> | undefined)?.[0]
  return published ? { kind: 'published', version: published.version } : { kind: 'no-draft' }
}

export type RestoreResult = { kind: 'restored'; version: number } | { kind: 'not-found' } | { kind: 'current' }

/** Publishes an earlier version's body again, as the next version; the history keeps both. */
export async function restoreVersion(
  db: D1Queryable,
  ref: DocumentRef,
  version: number,
  by: string,
  now: Date,
  alsoRun: AlsoRun = () => [],
): Promise<RestoreResult> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM site_documents WHERE kind = ? AND key = ? AND version = ?`)
    .bind(ref.kind, ref.key, version)
    .first<Row>()
  if (!row) return { kind: 'not-found' }
  if (row.state === 'published') return { kind: 'current' }
  const stillArchived = {
    sql: `EXISTS (SELECT 1 FROM site_documents WHERE kind = ? AND key = ? AND version = ? AND state = 'archived')`,
    values: [ref.kind, ref.key, version],
  }
  const results = await db.batch([
    ...alsoRun(stillArchived),
    db
      .prepare(
        `UPDATE site_documents SET state = 'archived' WHERE kind = ?1 AND key = ?2 AND state = 'published'
         AND EXISTS (SELECT 1 FROM site_documents WHERE kind = ?1 AND key = ?2 AND version = ?3 AND state = 'archived')`,
      )
      .bind(ref.kind, ref.key, version),
    db
      .prepare(
        `INSERT INTO site_documents (kind, key, version, state, body, saved_by, saved_at, published_by, published_at, restored_from)
         SELECT ?1, ?2, ${NEXT_VERSION}, 'published', body, ?4, ?5, ?4, ?5, version FROM site_documents
         WHERE kind = ?1 AND key = ?2 AND version = ?3 AND state = 'archived'
         AND NOT EXISTS (SELECT 1 FROM site_documents WHERE kind = ?1 AND key = ?2 AND state = 'published')
         RETURNING version`,
      )
      .bind(ref.kind, ref.key, version, by, now.toISOString()),
    bumpSiteVersion(db),
  ])
  const restored = (results.at(-2)?.results as Array<{ version: number }> | undefined)?.[0]
  return restored ? { kind: 'restored', version: restored.version } : { kind: 'not-found' }
}

/**
 * Publishes `body` as the next version at once, without going through the draft, which stays as it
 * was: the operator's import of a settings file (`npm run settings -- import`).
 */
export async function publishBody(
  db: D1Queryable,
  ref: DocumentRef,
  body: unknown,
  by: string,
  now: Date,
  alsoRun: AlsoRun = () => [],
): Promise<{ version: number }> {
  const results = await db.batch([
    ...alsoRun({ sql: '1 = 1', values: [] }),
    db.prepare(`UPDATE site_documents SET state = 'archived' WHERE kind = ? AND key = ? AND state = 'published'`).bind(ref.kind, ref.key),
    db
      .prepare(
        `INSERT INTO site_documents (kind, key, version, state, body, saved_by, saved_at, published_by, published_at)
         VALUES (?1, ?2, ${NEXT_VERSION}, 'published', ?3, ?4, ?5, ?4, ?5) RETURNING version`,
      )
      .bind(ref.kind, ref.key, JSON.stringify(body), by, now.toISOString()),
    bumpSiteVersion(db),
  ])
  return { version: (results.at(-2)?.results as Array<{ version: number }>)[0]!.version }
}
