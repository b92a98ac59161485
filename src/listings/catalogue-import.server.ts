import { goalOf } from '#/domain/catalogue-ids.ts'
import * as v from 'valibot'
import { headlineStatus, MARQUEE } from '#/domain/price.ts'
import { foldName } from '#/domain/name-folding.ts'
import { regionForPostalCode } from '#/domain/regions.ts'
import { sha256Hex } from '#/server/digest.ts'
import { CATALOGUE_VERSION_KEY } from '#/server/page-cache.server.ts'
import { epcOf } from '#/domain/epc.ts'
import { FeedProjectSchema, FeedPropertySchema, FeedSchema, type FeedProject, type FeedProperty } from './crm-feed.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import { setMetaStatement } from '#/server/app-meta.server.ts'

// Loads the CRM feed into D1 (decision 004). Every record is validated first; each property
// or project is then written in one D1 batch, which D1 runs as a single transaction, so a record
// that fails is reported and leaves nothing half-written. Upserts make a re-run idempotent, and a
// full feed withdraws the listings it no longer contains: softly (decision 016), never one whose record
// was present but rejected, and not at all when it would take more than a fifth of the catalogue.
// The CRM sync (decision 016) writes through here too: a listing whose records are the same as last time
// is not written again, a listing the site owns (source 'site') is never touched, and the page cache
// is bumped only when something changed.

export type RejectedRecord = { kind: 'property' | 'project'; index: number; id: number | undefined; reason: string }
export type ImportReport = {
  properties: number
  projects: number
  /** properties a full feed withdrew */
  removed: number
  /** projects a full feed withdrew */
  removedProjects: number
  rejected: RejectedRecord[]
  /** why a full feed withdrew nothing of a kind, when it could not tell what it had left out */
  withdrawalSkipped: string[]
  /** listings read again exactly as they were written last time, so not written */
  unchanged: number
  /** whether anything visitors see changed (the page cache was bumped) */
  changed: boolean
}
export type ImportOptions = {
  /** withdraw even more than MAX_WITHDRAWN_SHARE of the catalogue */
  force?: boolean
  /** listings the CRM says it deleted (an incremental sync's GetDeleted…IDs), withdrawn softly */
  withdraw?: { properties?: ReadonlyArray<number>; projects?: ReadonlyArray<number> }
}

/**
 * A full feed that would withdraw more than this share of the published properties (or projects) is
 * refused before anything is written: a truncated CRM export must not empty the site (decision 016).
 */
export const MAX_WITHDRAWN_SHARE = 1 / 5

/** A full import refused before it wrote anything; `npm run import -- --force` goes ahead. */
export class ImportRefused extends Error {
  override name = 'ImportRefused'
}

type Status = 'available' | 'option' | 'sold' | 'rented'

function issueText(issues: ReadonlyArray<v.BaseIssue<unknown>>): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? '(record)'}: ${issue.message}`).join('; ')
}

/**
 * The ID of a record, valid or not: a rejected record still names the listing it is about, and a
 * full import must keep that listing (a CRM sending "4100001" as a string means 4100001).
 */
function recordId(record: unknown): number | undefined {
  const id = (record as { ID?: unknown } | null)?.ID
  const value = typeof id === 'string' && /^\s*\d{1,15}\s*$/.test(id) ? Number(id) : id
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined
}

/** spec §4: status comes from the marquee or the headline prefix ('- VENDU -', '- OPTION -'). */
export function statusOf(records: ReadonlyArray<FeedProperty>): Status {
  const marquee = records[0]?.Marquee ?? 0
  if (marquee === MARQUEE.sold) return 'sold'
  if (marquee === MARQUEE.rented) return 'rented'
  const prefixes = records.map((record) => headlineStatus(record.TypeDescription).status)
  if (prefixes.includes('sold')) return 'sold'
  if (marquee === MARQUEE.option || prefixes.includes('option')) return 'option'
  return 'available'
}

/**
 * The record whose summary fields win when languages disagree (spec §3: language nl or fr): the
 * region's own language, so a Flemish town is stored as Gent and a Walloon one as Wavre.
 */
function primaryRecord(records: ReadonlyArray<FeedProperty>): FeedProperty {
  const first = records[0]!
  const order = regionForPostalCode(first.Zip) === 'flanders' ? (['nl', 'fr'] as const) : (['fr', 'nl'] as const)
  return records.find((record) => record.language === order[0]) ?? records.find((record) => record.language === order[1]) ?? first
}

function perLanguage<T extends { language: string }>(records: ReadonlyArray<T>, pick: (record: T) => string | null | undefined): string {
  const texts: Record<string, string> = {}
  for (const record of records) {
    const text = pick(record)
    if (text) texts[record.language] = text
  }
  return JSON.stringify(texts)
}

const bool = (value: boolean | null | undefined, fallback: boolean) => ((value ?? fallback) ? 1 : 0)

type Row = Record<string, string | number | null>

/** One listing as rows: its own row and its children's (pictures, documents, units). */
type ListingRows = {
  row: Row
  /** columns set only when the row is new (a creation date the feed did not give) */
  keepOnConflict: ReadonlyArray<string>
  children: ReadonlyArray<{ table: ChildTable; rows: Row[] }>
}
type ChildTable = 'property_pictures' | 'property_documents' | 'project_units'
const PARENT_COLUMN: Record<ChildTable, string> = {
  property_pictures: 'property_id',
  property_documents: 'property_id',
  project_units: 'project_id',
}

/** `json_extract(value, '$.a'), …`: the columns of rows handed over as one JSON array. */
function fromJson(columns: ReadonlyArray<string>): string {
  return columns.map((column) => `json_extract(value, '$.${column}')`).join(', ')
}

/** The database's clock, the one the alert run reads its watermark from (alert-run.server.ts). */
const DATABASE_NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`
/**
 * Columns stamped with the database's clock when the row is written, not when it was built: a sync
 * builds its rows minutes before the last batch commits, and an alert run in between would move its
 * watermark past a listing it could not yet see.
 */
const STAMPED_AT_WRITE = new Set(['first_seen_at'])
/**
 * A lower price than the stored one is a price drop (decision 017: alerts mail it once more): the old
 * price and when. SQLite reads `properties.price` as it was before this update. A price on request
 * (none, or 0) is no drop.
 */
const PRICE_DROP_UPDATES = [
  `previous_price = CASE WHEN excluded.price > 0 AND excluded.price < properties.price THEN properties.price ELSE properties.previous_price END`,
  `price_dropped_at = CASE WHEN excluded.price > 0 AND excluded.price < properties.price THEN ${DATABASE_NOW} ELSE properties.price_dropped_at END`,
]

/**
 * The statements that write listings of one table: each statement takes all the listings' rows as
 * one JSON array (`json_each`), so a batch of listings is a handful of statements, not one per
 * picture. The upsert never changes a row the site owns. Column names come from this file, never
 * from the feed.
 */
function listingStatements(db: D1Queryable, table: 'properties' | 'projects', listings: ReadonlyArray<ListingRows>): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = []
  const byKept = new Map<string, ListingRows[]>()
  for (const listing of listings)
    byKept.set(listing.keepOnConflict.join(','), [...(byKept.get(listing.keepOnConflict.join(',')) ?? []), listing])
  for (const [, group] of byKept) {
    const columns = Object.keys(group[0]!.row)
    const updates = columns.filter((column) => column !== 'id' && !group[0]!.keepOnConflict.includes(column))
    const values = columns.map((column) => (STAMPED_AT_WRITE.has(column) ? DATABASE_NOW : `json_extract(value, '$.${column}')`))
    statements.push(
      db
        .prepare(
          // `WHERE true` lets SQLite read ON CONFLICT as the upsert's, not as part of the SELECT.
          `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${values.join(', ')} FROM json_each(?) WHERE true
           ON CONFLICT (id) DO UPDATE SET ${[...updates.map((column) => `${column} = excluded.${column}`), ...(table === 'properties' ? PRICE_DROP_UPDATES : [])].join(', ')}
           WHERE ${table}.source = 'crm'`,
        )
        .bind(JSON.stringify(group.map((listing) => listing.row))),
    )
  }
  const ids = JSON.stringify(listings.map((listing) => listing.row.id))
  const childTables = [...new Set(listings.flatMap((listing) => listing.children.map((child) => child.table)))]
  for (const child of childTables) {
    // A document uploaded in the back office is the site's (migrations/0021): the feed replaces only the CRM's.
    const ownedByCrm = child === 'property_documents' ? ` AND source = 'crm'` : ''
    statements.push(
      db.prepare(`DELETE FROM ${child} WHERE ${PARENT_COLUMN[child]} IN (SELECT value FROM json_each(?))${ownedByCrm}`).bind(ids),
    )
    const rows = listings.flatMap((listing) => listing.children.filter((entry) => entry.table === child).flatMap((entry) => entry.rows))
    if (rows.length === 0) continue
    const columns = Object.keys(rows[0]!)
    statements.push(
      db.prepare(`INSERT INTO ${child} (${columns.join(', ')}) SELECT ${fromJson(columns)} FROM json_each(?)`).bind(JSON.stringify(rows)),
    )
  }
  return statements
}

function propertyRows(records: ReadonlyArray<FeedProperty>, recordHash: string): ListingRows {
  const main = primaryRecord(records)
  const id = main.ID
  const languages = [...new Set(records.map((record) => record.language))].sort().join(',')
  const mainLanguage = main.language === 'nl' ? 'nl' : 'fr'
  const now = new Date().toISOString()
  return {
    row: {
      id,
      goal: goalOf(main.Goal),
      status: statusOf(records),
      city: main.City,
      city_key: foldName(main.City),
      zip: main.Zip,
      country_id: main.CountryID ?? 10,
      country_name: main.CountryName ?? null,
      publish_address: bool(main.PublishAddress, true),
      street: main.Street ?? null,
      house_number: main.HouseNumber ?? null,
      box_nr: main.BoxNr ?? null,
      latitude: main.Latitude ?? null,
      longitude: main.Longitude ?? null,
      web_id: main.WebID ?? null,
      web_ids: main.WebIDs ?? (main.WebID ? String(main.WebID) : ''),
      main_type_name: main.MainTypeName ?? null,
      language: mainLanguage,
      languages,
      record_file: main.RecordFile ?? null,
      project_id: main.ProjectID ?? null,
      marquee: main.Marquee ?? 0,
      marquee_name: main.MarqueeName ?? null,
      publish_price: bool(main.PublishPrice, true),
      price: main.Price ?? null,
      price_unit: main.PriceUnit ?? null,
      price_unit_text: main.PriceUnitText ?? null,
      bedrooms: main.Bedrooms ?? null,
      bathrooms: main.Bathrooms ?? null,
      surface_living: main.SurfaceLiving ?? null,
      surface_ground: main.SurfaceGround ?? null,
      epc_value: main.EnergyPerformance ?? null,
      epc_label: main.EPCLabelText ?? null,
      // the letter of the label the card shows, for the listing's energy filter (decision 019, migrations/0023)
      epc_letter:
        epcOf({
          zip: main.Zip,
          countryId: main.CountryID ?? 10,
          epcValue: main.EnergyPerformance ?? null,
          epcLabel: main.EPCLabelText ?? null,
        })
          .label?.charAt(0)
          .toUpperCase() ?? null,
      small_picture: main.SmallPictureItem ? JSON.stringify(main.SmallPictureItem) : null,
      headlines: perLanguage(records, (record) => record.TypeDescription),
      descriptions: perLanguage(records, (record) => record.Description),
      details: JSON.stringify(main.Details ?? {}),
      created_at: main.CreatedAt ?? now,
      updated_at: now,
      // A listing the feed carries again is published again (decision 016).
      withdrawn_at: null,
      record_hash: recordHash,
      // when the site first saw it (decision 017: alerts mail what arrives), stamped at the write
      first_seen_at: null,
    },
    // Without a creation date in the feed, a listing keeps the one of its first import; the day it
    // was first seen never moves.
    keepOnConflict: main.CreatedAt ? ['first_seen_at'] : ['created_at', 'first_seen_at'],
    children: [
      {
        table: 'property_pictures',
        rows: (main.Pictures ?? []).map((picture, position) => ({
          property_id: id,
          position,
          url: picture.Url,
          width: picture.Width,
          height: picture.Height,
          caption: picture.Name ?? null,
        })),
      },
      {
        table: 'property_documents',
        rows: (main.Documents ?? []).map((document) => ({
          id: document.ID,
          property_id: id,
          name: document.Name,
          kind: document.Kind,
          content_type: document.ContentType ?? null,
          size: document.Size ?? null,
          public: document.Public ? 1 : 0,
          source_url: document.Url ?? null,
        })),
      },
    ],
  }
}

function projectRows(records: ReadonlyArray<FeedProject>, recordHash: string): ListingRows {
  const main = records.find((record) => record.language === 'fr') ?? records[0]!
  return {
    row: {
      id: main.ID,
      goal: goalOf(main.Goal),
      name: main.Name,
      number: main.Number ?? null,
      city: main.City,
      zip: main.Zip,
      country_id: main.CountryID ?? 10,
      country_name: main.CountryName ?? null,
      street: main.Street ?? null,
      house_number: main.HouseNumber ?? null,
      box_nr: main.BoxNr ?? null,
      public_address: bool(main.PublicAddress, true),
      web_id: main.WebID ?? null,
      web_id_name: main.WebIDName ?? null,
      project_web_id: main.ProjectWebID ?? null,
      small_picture: main.SmallPicture ?? null,
      delivery: main.Delivery ?? null,
      price_min: main.PriceMin ?? null,
      price_max: main.PriceMax ?? null,
      external_url: main.ExternalUrl ?? null,
      descriptions: perLanguage(records, (record) => record.Description),
      languages: [...new Set(records.map((record) => record.language))].sort().join(','),
      updated_at: new Date().toISOString(),
      withdrawn_at: null,
      record_hash: recordHash,
    },
    keepOnConflict: [],
    children: [
      {
        table: 'project_units',
        rows: (main.Units ?? []).map((unit, position) => ({
          id: unit.ID,
          project_id: main.ID,
          position,
          floor: unit.Floor ?? null,
          name: unit.Name,
          price: unit.Price ?? null,
          sold: unit.Sold ? 1 : 0,
          bedrooms: unit.Bedrooms ?? null,
          surface_living: unit.SurfaceLiving ?? null,
          property_id: unit.PropertyID ?? null,
        })),
      },
    ],
  }
}

/** Groups valid records by ID, reporting the invalid ones with their reasons. */
function validateAll<T extends { ID: number }>(
  kind: RejectedRecord['kind'],
  records: ReadonlyArray<unknown>,
  schema: v.GenericSchema<unknown, T>,
  rejected: RejectedRecord[],
): Map<number, { index: number; records: T[] }> {
  const byId = new Map<number, { index: number; records: T[] }>()
  records.forEach((record, index) => {
    const result = v.safeParse(schema, record)
    if (!result.success) {
      rejected.push({ kind, index, id: recordId(record), reason: issueText(result.issues) })
      return
    }
    const group = byId.get(result.output.ID) ?? { index, records: [] }
    group.records.push(result.output)
    byId.set(result.output.ID, group)
  })
  return byId
}

type StoredState = { hash: string | null; withdrawn: boolean; site: boolean }

/** What is stored of each listing of a table: its records' digest, whether withdrawn, whether the site's. */
async function storedStates(db: D1Queryable, table: 'properties' | 'projects'): Promise<Map<number, StoredState>> {
  const { results } = await db
    .prepare(`SELECT id, record_hash, withdrawn_at, source FROM ${table}`)
    .all<{ id: number; record_hash: string | null; withdrawn_at: string | null; source: string }>()
  return new Map(
    results.map((row) => [row.id, { hash: row.record_hash, withdrawn: row.withdrawn_at !== null, site: row.source === 'site' }]),
  )
}

/** A digest of a listing's records, the same whatever order its languages arrived in. */
async function recordsHash<T extends { language: string }>(records: ReadonlyArray<T>): Promise<string> {
  const sorted = [...records].sort((a, b) => a.language.localeCompare(b.language))
  return sha256Hex(JSON.stringify(sorted), 32)
}

type WriteOutcome = { written: number[]; unchanged: number }

/** Listings written per D1 batch (one transaction). */
const LISTINGS_PER_BATCH = 25
const BATCH_JSON_CHARS = 500_000

async function writeEach<T extends { language: string }>(
  kind: RejectedRecord['kind'],
  groups: Map<number, { index: number; records: T[] }>,
  rowsFor: (records: T[], hash: string) => ListingRows,
  stored: Map<number, StoredState>,
  db: D1Queryable,
  rejected: RejectedRecord[],
): Promise<WriteOutcome> {
  const table = kind === 'property' ? 'properties' : 'projects'
  const outcome: WriteOutcome = { written: [], unchanged: 0 }
  const due: Array<{ id: number; index: number; rows: ListingRows; size: number }> = []
  for (const [id, group] of groups) {
    const before = stored.get(id)
    if (before?.site) {
      rejected.push({ kind, index: group.index, id, reason: 'this listing was added on the site: the CRM does not change it' })
      continue
    }
    const hash = await recordsHash(group.records)
    if (before && before.hash === hash && !before.withdrawn) {
      outcome.unchanged += 1
      continue
    }
    const rows = rowsFor(group.records, hash)
    due.push({ id, index: group.index, rows, size: JSON.stringify(rows).length })
  }
  // Listings are written a few at a time, each batch one transaction: far fewer round trips than one
  // batch per listing. A batch that fails is written again listing by listing, so one bad listing
  // is reported alone and the others still arrive.
  for (const chunk of chunks(due)) {
    try {
      await db.batch([
        ...listingStatements(
          db,
          table,
          chunk.map((listing) => listing.rows),
        ),
        catalogueVersionStatement(db),
      ])
      outcome.written.push(...chunk.map((listing) => listing.id))
      continue
    } catch {
      // one of them failed: find which below
    }
    for (const listing of chunk) {
      try {
        await db.batch([...listingStatements(db, table, [listing.rows]), catalogueVersionStatement(db)])
        outcome.written.push(listing.id)
      } catch (error) {
        rejected.push({ kind, index: listing.index, id: listing.id, reason: error instanceof Error ? error.message : String(error) })
      }
    }
  }
  return outcome
}

/** Listings in batches of at most LISTINGS_PER_BATCH and BATCH_JSON_CHARS of JSON (D1 caps a bound value at 2 MB). */
function chunks<T extends { size: number }>(items: ReadonlyArray<T>): T[][] {
  const out: T[][] = []
  let current: T[] = []
  let size = 0
  for (const item of items) {
    if (current.length > 0 && (current.length >= LISTINGS_PER_BATCH || size + item.size > BATCH_JSON_CHARS)) {
      out.push(current)
      current = []
      size = 0
    }
    current.push(item)
    size += item.size
  }
  if (current.length > 0) out.push(current)
  return out
}

/**
 * Cached pages are keyed by this version: a new catalogue is never served from old pages. It is
 * written in the same batch as each change, so a write that is retried after a failure (a Workflow
 * step) cannot leave the change in place and the old pages served.
 */
export function catalogueVersionStatement(db: D1Queryable): D1PreparedStatement {
  return setMetaStatement(db, CATALOGUE_VERSION_KEY, `${new Date().toISOString()}-${crypto.randomUUID().slice(0, 8)}`)
}

type Withdrawal = { ids: number[]; published: number; skipped?: string }

/**
 * What a full feed withdraws of one table: the published rows whose ID no record carried, valid or
 * not. A rejected record without a readable ID could be any listing, so then nothing is withdrawn.
 */
async function plannedWithdrawal(db: D1Queryable, table: 'properties' | 'projects', records: ReadonlyArray<unknown>): Promise<Withdrawal> {
  const ids = records.map(recordId)
  // Only the CRM's listings: one the site added is never withdrawn by a feed that cannot know it.
  const { results } = await db.prepare(`SELECT id FROM ${table} WHERE withdrawn_at IS NULL AND source = 'crm'`).all<{ id: number }>()
  const unreadable = ids.filter((id) => id === undefined).length
  if (unreadable > 0) {
    return {
      ids: [],
      published: results.length,
      skipped: `${unreadable} ${table === 'properties' ? 'property' : 'project'} record(s) without a readable ID: no ${table} withdrawn`,
    }
  }
  const carried = new Set(ids)
  return { ids: results.map((row) => row.id).filter((id) => !carried.has(id)), published: results.length }
}

function withdrawStatement(db: D1Queryable, table: 'properties' | 'projects', ids: ReadonlyArray<number>, at: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE ${table} SET withdrawn_at = ? WHERE withdrawn_at IS NULL AND source = 'crm' AND id IN (SELECT value FROM json_each(?))`,
    )
    .bind(at, JSON.stringify(ids))
}

export async function importFeed(db: D1Queryable, input: unknown, options: ImportOptions = {}): Promise<ImportReport> {
  const envelope = v.safeParse(FeedSchema, input)
  if (!envelope.success) throw new Error(`The feed is not a CRM feed: ${issueText(envelope.issues)}`)
  const feed = envelope.output
  const rejected: RejectedRecord[] = []

  // Planned before anything is written, so a refused feed leaves the catalogue as it was.
  const none: Withdrawal = { ids: [], published: 0 }
  const withdrawProperties = feed.full ? await plannedWithdrawal(db, 'properties', feed.properties) : none
  const withdrawProjects = feed.full ? await plannedWithdrawal(db, 'projects', feed.projects) : none
  if (!options.force) {
    for (const [label, plan] of [
      ['properties', withdrawProperties],
      ['projects', withdrawProjects],
    ] as const) {
      if (plan.ids.length > plan.published * MAX_WITHDRAWN_SHARE) {
        throw new ImportRefused(
          `This full feed would withdraw ${plan.ids.length} of ${plan.published} published ${label}, more than a fifth: nothing was imported. Check the feed, or import it with --force.`,
        )
      }
    }
  }

  const projects = validateAll('project', feed.projects, FeedProjectSchema, rejected)
  const projectsWritten = await writeEach('project', projects, projectRows, await storedStates(db, 'projects'), db, rejected)

  const properties = validateAll('property', feed.properties, FeedPropertySchema, rejected)
  const propertiesWritten = await writeEach('property', properties, propertyRows, await storedStates(db, 'properties'), db, rejected)

  // Withdrawn, not deleted: owner links, documents and statistics stay, and the next feed that
  // carries the listing publishes it again (decision 016). A listing just written is never withdrawn.
  const at = new Date().toISOString()
  const keep = (written: number[]) => (id: number) => !written.includes(id)
  const propertyIds = [...withdrawProperties.ids, ...(options.withdraw?.properties ?? [])].filter(keep(propertiesWritten.written))
  const projectIds = [...withdrawProjects.ids, ...(options.withdraw?.projects ?? [])].filter(keep(projectsWritten.written))
  let removed = 0
  let removedProjects = 0
  if (propertyIds.length + projectIds.length > 0) {
    const withdrawn = await db.batch([
      withdrawStatement(db, 'properties', propertyIds, at),
      withdrawStatement(db, 'projects', projectIds, at),
      catalogueVersionStatement(db),
    ])
    removed = withdrawn[0]!.meta.changes ?? 0
    removedProjects = withdrawn[1]!.meta.changes ?? 0
  }
  const changed = propertiesWritten.written.length + projectsWritten.written.length + removed + removedProjects > 0
  return {
    properties: propertiesWritten.written.length,
    projects: projectsWritten.written.length,
    removed,
    removedProjects,
    rejected,
    withdrawalSkipped: [withdrawProperties.skipped, withdrawProjects.skipped].filter((reason) => reason !== undefined),
    unchanged: propertiesWritten.unchanged + projectsWritten.unchanged,
    changed,
  }
}
