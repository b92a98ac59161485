import { catalogueVersionStatement, importFeed, ImportRefused, type ImportReport } from '#/listings/catalogue-import.server.ts'
import { regionForPostalCode } from '#/domain/regions.ts'
import type { OmnicasaClient } from '#/server/crm/omnicasa-client.ts'
import { CRM_LANGUAGES, CRM_PAGE_SIZE, crmDateTime, type CrmLanguage } from '#/server/crm/omnicasa-protocol.ts'
import { noOwnerDataCounts, ownedPropertyIds, refreshOwnerData, type OwnerDataCounts } from './owner-crm-data.server.ts'
import { brokersDigest, listedPropertyIdsWithoutOwner, refreshListingBrokers, type BrokerRefreshCounts } from './broker-sync.server.ts'
import { copyMissingDocuments, type DocumentCopyRun } from './document-copies.server.ts'
import { DISPLAY_FIELDS, deletedIdsFromCrm, projectRecordFromCrm, propertyRecordFromCrm, type CrmRow } from './crm-records.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import { setMetaStatement } from '#/server/app-meta.server.ts'

// The catalogue synced from the CRM (decision 016). A sync reads first and writes last: every page the
// CRM answers is kept in `crm_sync_staging`, and only when every read has succeeded are the staged
// records written, through the same importer as the JSON feed. A CRM that is down, slow or answers
// garbage halfway therefore changes nothing visitors see; a record that fails validation is
// reported and kept as it was, never withdrawn. The steps run as durable Workflow steps in
// production (crm-sync-workflow.server.ts) and one after the other, with the same retries, in
// `npm run sync`, at `npm start` and in tests (inlineSteps).

/** A full sync (every listing, and what is missing is withdrawn) at least this often; incremental in between. */
export const FULL_SYNC_EVERY_HOURS = 24
/** A full sync that failed is tried again after this long, with incremental ones in between. */
export const FULL_RETRY_MINUTES = 60
/** An incremental sync reads what changed since the last good one started, less this margin for clocks. */
export const CHANGE_SINCE_MARGIN_MINUTES = 10
/** A sync still marked running after this long died with its worker: a new one may start. */
export const STALE_RUN_MINUTES = 30
/** The owners' history (about seven calls per owned property) is read again at most this often, and at every full sync. */
export const OWNER_DATA_EVERY_MINUTES = 60
/** Owned properties refreshed per durable step. */
const OWNED_PER_STEP = 20
const OWNER_DATA_KEY = 'crm_owner_data_at'
/** Listings whose broker is read per durable step: three calls each (one per language). */
const BROKERS_PER_STEP = 50

/** The durable-step runner: a Workflow's `step.do`, or inlineSteps. Each step's result is replayed, never redone. */
export type SyncSteps = { do<T>(name: string, run: () => Promise<T>): Promise<T> }

export type SyncMode = 'full' | 'incremental'
export type SyncPlan = { runId: string; mode: SyncMode; changeSince: string | null; startedAt: string }
export type SyncReport = {
  mode: SyncMode
  /** records read from the CRM, per kind (one per listing and language) */
  read: { properties: number; projects: number }
  written: { properties: number; projects: number }
  withdrawn: { properties: number; projects: number }
  unchanged: number
  rejected: ImportReport['rejected']
  withdrawalSkipped: string[]
  changed: boolean
  typeNames: number
  /** the owners' history, when this sync read it */
  owners: OwnerDataCounts | null
  /** the brokers of the listings without an owner account, read with the owners' history (decision 022) */
  brokers?: BrokerRefreshCounts | null
  /** documents' files copied into R2 this run (null: the sync has no R2 binding) */
  documents: DocumentCopyRun | null
}

type Kind = 'property' | 'project'
/** The staged row of a property's pictures and documents (read once, in its own language). */
const MEDIA_ROW = '_media'
/** Staged JSON per statement: D1 takes a bound value of 2 MB at most, and records are escaped once more. */
const STAGED_JSON_CHARS = 400_000
/** Picture lists read at the same time: a slow CRM costs a page step seconds, not minutes. */
const PICTURE_READS_AT_ONCE = 6

/** Runs `work` over `items`, at most `limit` at a time, answers in order. */
async function inParallel<T, R>(items: ReadonlyArray<T>, limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
const LIST_METHOD: Record<Kind, string> = { property: 'GetPropertyList', project: 'GetProjectList' }

/** Decides full or incremental from the last good sync, and records the new run as running. */
export async function planSync(
  db: D1Queryable,
  now: Date,
  options: { runId: string; forceFull?: boolean; changeSinceMarginMinutes?: number },
): Promise<SyncPlan | null> {
  const running = await db
    // A run marked running with a start in the future was started on another clock (a test's cron
    // time) and died there: it blocks nothing.
    .prepare("SELECT id FROM crm_sync_runs WHERE status = 'running' AND started_at > ?1 AND started_at <= ?2 AND id != ?3")
    .bind(new Date(now.getTime() - STALE_RUN_MINUTES * 60_000).toISOString(), new Date(now.getTime() + 60_000).toISOString(), options.runId)
    .first<{ id: string }>()
  // One sync at a time: two would stage and write the same listings over each other.
  if (running) return null
  // A full sync that failed (the CRM down, a list cut short, more than a fifth to withdraw) is tried
  // again after FULL_RETRY_MINUTES; incremental syncs go on in between, so prices keep moving.
  const past = await db
    .prepare(
      `SELECT MAX(CASE WHEN status = 'succeeded' THEN started_at END) AS lastGood,
              MAX(CASE WHEN status = 'succeeded' AND mode = 'full' THEN started_at END) AS lastFull,
              MAX(CASE WHEN mode = 'full' AND id != ?1 THEN started_at END) AS lastFullTry
       FROM crm_sync_runs`,
    )
    .bind(options.runId)
    .first<{ lastGood: string | null; lastFull: string | null; lastFullTry: string | null }>()
  const { lastGood = null, lastFull = null, lastFullTry = null } = past ?? {}
  const fullDue =
    (!lastFull || now.getTime() - Date.parse(lastFull) >= FULL_SYNC_EVERY_HOURS * 3_600_000) &&
    (!lastFullTry || !lastGood || now.getTime() - Date.parse(lastFullTry) >= FULL_RETRY_MINUTES * 60_000)
  const mode: SyncMode = options.forceFull || fullDue || !lastGood ? 'full' : 'incremental'
  const margin = options.changeSinceMarginMinutes ?? CHANGE_SINCE_MARGIN_MINUTES
  const changeSince = mode === 'incremental' ? crmDateTime(new Date(Date.parse(lastGood!) - margin * 60_000)) : null
  const startedAt = now.toISOString()
  await db
    .prepare('INSERT INTO crm_sync_runs (id, mode, status, started_at, change_since) VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING')
    .bind(options.runId, mode, 'running', startedAt, changeSince)
    .run()
  return { runId: options.runId, mode, changeSince, startedAt }
}

/** The language a listing's own texts are in: its pictures' captions and documents' names are read in it. */
function ownLanguage(row: CrmRow): CrmLanguage {
  return typeof row.Zip === 'string' && regionForPostalCode(row.Zip) === 'flanders' ? 'nl' : 'fr'
}

/** A row carries no text of its language (the CRM has no English for it): nothing to keep in that language. */
function textless(kind: Kind, row: CrmRow): boolean {
  const texts = kind === 'property' ? [row.TypeDescription, row.Description] : [row.Description, row.Delivery]
  return texts.every((text) => text === null || text === undefined || (typeof text === 'string' && text.trim() === ''))
}

/** Reads one page of a list and stages its rows; answers how many rows the whole list has. */
async function stagePage(
  db: D1Queryable,
  client: OmnicasaClient,
  plan: SyncPlan,
  kind: Kind,
  language: CrmLanguage,
  page: number,
): Promise<{ rowsCount: number; rows: number; staged: number }> {
  const args: Record<string, unknown> = kind === 'property' ? { DisplayFields: DISPLAY_FIELDS, SortFields: ['ID'] } : { SortFields: ['ID'] }
  if (plan.changeSince) args.ChangeSince = plan.changeSince
  const list = await client.page(LIST_METHOD[kind], args, language, page, CRM_PAGE_SIZE)
  const rows = list.items.filter((item): item is CrmRow => item !== null && typeof item === 'object')
  const kept = rows.filter((row) => !textless(kind, row) || language !== 'en')
  const records: Array<{ id: unknown; language: string; record: Record<string, unknown> }> = []
  if (kind === 'property') {
    // Pictures and documents are read once, in the listing's own language, and go with every
    // language's record: whichever record the importer writes the listing from carries them.
    const own = rows.filter((row) => ownLanguage(row) === language)
    const documents =
      own.length > 0 ? await client.page('GetDocumentList', { ObjectIDs: own.map((row) => row.ID) }, language, 0, 10_000) : { items: [] }
    const documentsOf = new Map<unknown, CrmRow[]>()
    for (const document of documents.items) {
      if (document === null || typeof document !== 'object') continue
      const row = document as CrmRow
      documentsOf.set(row.ObjectID, [...(documentsOf.get(row.ObjectID) ?? []), row])
    }
    const pictures = await inParallel(
      own,
      PICTURE_READS_AT_ONCE,
      async (row) => (await client.page('GetPropertyPictureList', { ObjectID: row.ID }, language, 0, 1_000)).items as CrmRow[],
    )
    own.forEach((row, index) => {
      const { Pictures, Documents } = propertyRecordFromCrm(row, language, pictures[index]!, documentsOf.get(row.ID) ?? [])
      records.push({ id: row.ID, language: MEDIA_ROW, record: { Pictures, Documents } })
    })
    for (const row of kept) records.push({ id: row.ID, language, record: propertyRecordFromCrm(row, language, [], []) })
  } else {
    for (const row of kept) records.push({ id: row.ID, language, record: projectRecordFromCrm(row, language) })
  }
  // A few statements for the page: its records as JSON arrays of at most STAGED_JSON_CHARS (D1 takes
  // a value of 2 MB at most). A row without a usable ID is staged under 0: the importer reports it,
  // and a full sync then withdraws nothing.
  const staged = records.map(({ id, language: rowLanguage, record }) => ({
    id: Number.isSafeInteger(Number(id)) ? Number(id) : 0,
    language: rowLanguage,
    record: JSON.stringify(record),
  }))
  let chunk: typeof staged = []
  let size = 0
  const flush = async () => {
    if (chunk.length === 0) return
    await db
      .prepare(
        `INSERT INTO crm_sync_staging (run_id, kind, id, language, record)
         SELECT ?1, ?2, json_extract(value, '$.id'), json_extract(value, '$.language'), json_extract(value, '$.record') FROM json_each(?3) WHERE true
         ON CONFLICT DO UPDATE SET record = excluded.record`,
      )
      .bind(plan.runId, kind, JSON.stringify(chunk))
      .run()
    chunk = []
    size = 0
  }
  for (const row of staged) {
    if (size + row.record.length > STAGED_JSON_CHARS) await flush()
    chunk.push(row)
    size += row.record.length
  }
  await flush()
  return { rowsCount: list.rowsCount, rows: rows.length, staged: records.filter((record) => record.language !== MEDIA_ROW).length }
}

/** Reads a whole list in one language, page after page, each page a durable step. */
async function stageList(
  steps: SyncSteps,
  db: D1Queryable,
  client: OmnicasaClient,
  plan: SyncPlan,
  kind: Kind,
  language: CrmLanguage,
): Promise<number> {
  let seen = 0
  let staged = 0
  for (let page = 0; ; page += 1) {
    const result = await steps.do(`read ${kind} list ${language} page ${page + 1}`, () => stagePage(db, client, plan, kind, language, page))
    seen += result.rows
    staged += result.staged
    if (result.rows === 0 || seen >= result.rowsCount) {
      // A full sync withdraws what it did not read: a list that came back shorter than it said is not trusted.
      if (plan.mode === 'full' && seen < result.rowsCount)
        throw new Error(`${LIST_METHOD[kind]} (${language}) gave ${seen} of ${result.rowsCount} rows`)
      return staged
    }
  }
}

/**
 * Writes what was staged as one import: every language's record of a listing gets the pictures and
 * documents read in its own language; full syncs withdraw what the CRM no longer lists. A listing
 * whose own-language row was not read this time goes to the importer as a record it rejects (with
 * its ID): written without its pictures it would lose them, and a full sync must not withdraw it.
 */
async function applyStaged(
  db: D1Queryable,
  plan: SyncPlan,
  deleted: { properties: number[]; projects: number[] },
  force: boolean,
): Promise<ImportReport> {
  const { results } = await db
    .prepare('SELECT kind, id, language, record FROM crm_sync_staging WHERE run_id = ? ORDER BY kind, id, language')
    .bind(plan.runId)
    .all<{ kind: Kind; id: number; language: string; record: string }>()
  const media = new Map(
    results
      .filter((row) => row.kind === 'property' && row.language === MEDIA_ROW)
      .map((row) => [row.id, JSON.parse(row.record) as Record<string, unknown>]),
  )
  const properties = results
    .filter((row) => row.kind === 'property' && row.language !== MEDIA_ROW)
    .map((row) => {
      const record = JSON.parse(row.record) as Record<string, unknown>
      const children = media.get(row.id)
      return children
        ? { ...record, ...children }
        : { ID: record.ID ?? row.id, language: 'pictures and documents not read: its own-language row was missing' }
    })
  const feed = {
    full: plan.mode === 'full',
    properties,
    projects: results.filter((row) => row.kind === 'project').map((row) => JSON.parse(row.record) as unknown),
  }
  // What the CRM says it deleted, unless this sync read it (valid or not): then the CRM still has it.
  const read = (kind: Kind) => new Set(results.filter((row) => row.kind === kind).map((row) => row.id))
  const readProperties = read('property')
  const readProjects = read('project')
  return importFeed(db, feed, {
    force,
    withdraw: {
      properties: deleted.properties.filter((id) => !readProperties.has(id)),
      projects: deleted.projects.filter((id) => !readProjects.has(id)),
    },
  })
}

/** The property types' names per language (GetTypeOfPropertyList), for the types the site knows. */
async function syncTypeNames(db: D1Queryable, client: OmnicasaClient): Promise<number> {
  const { results: stored } = await db
    .prepare('SELECT type_id, locale, name FROM property_type_names')
    .all<{ type_id: number; locale: string; name: string }>()
  const current = new Map(stored.map((row) => [`${row.type_id}:${row.locale}`, row.name]))
  const statements: D1PreparedStatement[] = []
  for (const language of CRM_LANGUAGES) {
    const list = await client.page('GetTypeOfPropertyList', {}, language, 0, 1_000)
    for (const item of list.items as CrmRow[]) {
      const webId = Number(item?.WebID ?? item?.ID)
      const name = typeof item?.Name === 'string' ? item.Name.trim() : ''
      const known = current.get(`${webId}:${language}`)
      // Only the seven types the site knows, renamed; never emptied.
      if (known === undefined || name === '' || name.length > 100 || name === known) continue
      statements.push(db.prepare('UPDATE property_type_names SET name = ? WHERE type_id = ? AND locale = ?').bind(name, webId, language))
    }
  }
  if (statements.length === 0) return 0
  // Names visitors read changed: cached pages go, in the same transaction.
  await db.batch([...statements, catalogueVersionStatement(db)])
  return statements.length
}

async function finishRun(
  db: D1Queryable,
  runId: string,
  status: 'succeeded' | 'failed',
  report: SyncReport | null,
  error: string | null,
): Promise<void> {
  await db.batch([
    db
      .prepare('UPDATE crm_sync_runs SET status = ?, finished_at = ?, report = ?, error = ? WHERE id = ?')
      .bind(status, new Date().toISOString(), report ? JSON.stringify(report) : null, error, runId),
    // Staged rows are only a sync's scratch space: none outlives its run, nor a run that died.
    db
      .prepare('DELETE FROM crm_sync_staging WHERE run_id = ? OR run_id NOT IN (SELECT id FROM crm_sync_runs WHERE status = ?)')
      .bind(runId, 'running'),
  ])
}

export type SyncOutcome =
  | { status: 'succeeded'; report: SyncReport }
  | { status: 'failed'; error: string }
  | { status: 'skipped'; reason: string }

/** One sync: plan, read everything, then write. Every step goes through `steps`, so a Workflow can resume it. */
export async function runCrmSync(
  steps: SyncSteps,
  input: {
    db: D1Queryable
    client: OmnicasaClient
    now: Date
    runId: string
    forceFull?: boolean
    /** the operator's go-ahead for a full sync that would withdraw more than a fifth of the catalogue */
    forceWithdrawal?: boolean
    /** how far before the last good sync an incremental one reads (tests against a local CRM: 0) */
    changeSinceMarginMinutes?: number
    /** R2 (MEDIA): where the documents' files are copied; without it none are */
    media?: R2Bucket
  },
): Promise<SyncOutcome> {
  const { db, client } = input
  const plan = await steps.do('plan', () =>
    planSync(db, input.now, { runId: input.runId, forceFull: input.forceFull, changeSinceMarginMinutes: input.changeSinceMarginMinutes }),
  )
  if (!plan) return { status: 'skipped', reason: 'another sync is running' }
  try {
    const read = { properties: 0, projects: 0 }
    for (const language of CRM_LANGUAGES) {
      read.projects += await stageList(steps, db, client, plan, 'project', language)
      read.properties += await stageList(steps, db, client, plan, 'property', language)
    }
    const deleted = await steps.do('read deleted ids', async () => ({
      properties: deletedIdsFromCrm(await client.value('GetDeletedPropertyIDs', {}, 'fr')),
      projects: deletedIdsFromCrm(await client.value('GetDeletedProjectIDs', {}, 'fr')),
    }))
    const typeNames = await steps.do('read property types', () => syncTypeNames(db, client))
    const imported = await steps.do('write catalogue', () => applyStaged(db, plan, deleted, input.forceWithdrawal === true))
    // After the catalogue, so new listings' files come in the same run; a file that fails waits for the next.
    const media = input.media
    const documents = media ? await steps.do('copy documents', () => copyMissingDocuments(db, media, { now: input.now })) : null
    const report: SyncReport = {
      mode: plan.mode,
      read,
      written: { properties: imported.properties, projects: imported.projects },
      withdrawn: { properties: imported.removed, projects: imported.removedProjects },
      unchanged: imported.unchanged,
      rejected: imported.rejected,
      withdrawalSkipped: imported.withdrawalSkipped,
      changed: imported.changed || typeNames > 0,
      typeNames,
      ...(await refreshOwners(steps, db, client, plan, input.now)),
      documents,
    }
    await steps.do('finish', () => finishRun(db, plan.runId, 'succeeded', report, null))
    return { status: 'succeeded', report }
  } catch (error) {
    const message = error instanceof ImportRefused ? error.message : error instanceof Error ? error.message : String(error)
    await steps.do('record failure', () => finishRun(db, plan.runId, 'failed', null, message))
    return { status: 'failed', error: message }
  }
}

/**
 * The owners' history from the CRM, and the broker of every other published listing (decision 022), a few
 * properties per step; a property the CRM fails for keeps what it had.
 */
async function refreshOwners(
  steps: SyncSteps,
  db: D1Queryable,
  client: OmnicasaClient,
  plan: SyncPlan,
  now: Date,
): Promise<{ owners: OwnerDataCounts | null; brokers: BrokerRefreshCounts | null }> {
  const due = await steps.do('owner history due', async () => {
    if (plan.mode === 'full') return true
    const last = await db.prepare('SELECT value FROM app_meta WHERE key = ?').bind(OWNER_DATA_KEY).first<{ value: string }>()
    return !last || now.getTime() - Date.parse(last.value) >= OWNER_DATA_EVERY_MINUTES * 60_000
  })
  if (!due) return { owners: null, brokers: null }
  const brokersBefore = await steps.do('brokers before', () => brokersDigest(db))
  const owned = await steps.do('owned properties', () => ownedPropertyIds(db))
  const total = noOwnerDataCounts()
  for (let start = 0; start < owned.length; start += OWNED_PER_STEP) {
    const part = await steps.do(`owner history ${start / OWNED_PER_STEP + 1}`, () =>
      refreshOwnerData(db, client, { now, propertyIds: owned.slice(start, start + OWNED_PER_STEP) }),
    )
    for (const key of ['properties', 'calendar', 'communications', 'media', 'portalVisits', 'skipped', 'failed'] as const)
      total[key] += part[key]
    total.lastError = part.lastError ?? total.lastError
  }
  // Brokers change rarely: every listing's at a full sync, a new listing's at the next owners' refresh.
  const listed = await steps.do('listing brokers', () => listedPropertyIdsWithoutOwner(db, { missingOnly: plan.mode !== 'full' }))
  const brokers: BrokerRefreshCounts = { properties: 0, withBroker: 0, skipped: 0, failed: 0, lastError: null }
  for (let start = 0; start < listed.length; start += BROKERS_PER_STEP) {
    const part = await steps.do(`listing brokers ${start / BROKERS_PER_STEP + 1}`, () =>
      refreshListingBrokers(db, client, listed.slice(start, start + BROKERS_PER_STEP)),
    )
    for (const key of ['properties', 'withBroker', 'skipped', 'failed'] as const) brokers[key] += part[key]
    brokers.lastError = part.lastError ?? brokers.lastError
  }
  // Property pages name their broker and are cached per catalogue version: a changed broker moves it on.
  await steps.do('brokers changed', async () => {
    if ((await brokersDigest(db)) === brokersBefore) return false
    await catalogueVersionStatement(db).run()
    return true
  })
  await steps.do('owner history done', () =>
    setMetaStatement(db, OWNER_DATA_KEY, now.toISOString())
      .run()
      .then(() => true),
  )
  return { owners: total, brokers }
}

/** Steps run one after the other, each retried like a Workflow step (a short wait, then longer). */
export function inlineSteps(options: { retries?: number; delayMs?: number } = {}): SyncSteps {
  const retries = options.retries ?? 2
  const delayMs = options.delayMs ?? 500
  return {
    async do(_name, run) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await run()
        } catch (error) {
          if (attempt >= retries) throw error
          await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** attempt))
        }
      }
    },
  }
}

/** The last sync that ended well and the last that did not, for /api/health. */
export async function syncHealth(db: D1Queryable): Promise<Record<string, unknown>> {
  const last = (status: string) =>
    db
      .prepare(
        'SELECT id, mode, started_at, finished_at, report, error FROM crm_sync_runs WHERE status = ? ORDER BY started_at DESC LIMIT 1',
      )
      .bind(status)
      .first<{ id: string; mode: string; started_at: string; finished_at: string | null; report: string | null; error: string | null }>()
  const [good, bad] = await Promise.all([last('succeeded'), last('failed')])
  const counts = good?.report ? (JSON.parse(good.report) as SyncReport) : null
  return {
    lastSync: good
      ? {
          mode: good.mode,
          startedAt: good.started_at,
          finishedAt: good.finished_at,
          read: counts?.read,
          written: counts?.written,
          withdrawn: counts?.withdrawn,
          unchanged: counts?.unchanged,
          rejected: counts?.rejected.length ?? 0,
          owners: counts?.owners ?? null,
        }
      : null,
    // A failure older than the last good sync is marked resolved.
    lastSyncError: bad
      ? { startedAt: bad.started_at, error: bad.error, ...(good && good.started_at > bad.started_at ? { since: 'resolved' } : {}) }
      : null,
  }
}
