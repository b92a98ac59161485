import { goalOf } from '~/domain/catalogue-ids'
import * as v from 'valibot'
import { headlineStatus, MARQUEE } from '~/domain/price'
import { foldName } from '~/domain/name-folding'
import { regionForPostalCode } from '~/domain/regions'
import { FeedProjectSchema, FeedPropertySchema, FeedSchema, type FeedProject, type FeedProperty } from './crm-feed'

// Loads the CRM feed into D1 (issue 3 "Import"). Every record is validated first; each property
// or project is then written in one D1 batch, which D1 runs as a single transaction, so a record
// that fails is reported and leaves nothing half-written. Upserts make a re-run idempotent, and a
// full feed withdraws the listings it no longer contains.

export type RejectedRecord = { kind: 'property' | 'project'; index: number; id: number | undefined; reason: string }
export type ImportReport = { properties: number; projects: number; removed: number; rejected: RejectedRecord[] }

type Status = 'available' | 'option' | 'sold' | 'rented'

function issueText(issues: ReadonlyArray<v.BaseIssue<unknown>>): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? '(record)'}: ${issue.message}`).join('; ')
}

function recordId(record: unknown): number | undefined {
  const id = (record as { ID?: unknown } | null)?.ID
  return typeof id === 'number' ? id : undefined
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

/**
 * `INSERT … ON CONFLICT (id) DO UPDATE` from a column → value map, so a column and its value are
 * written side by side. Columns in `keepOnConflict` are only set when the row is new. Column names
 * come from this file, never from the feed.
 */
function upsertStatement(db: D1Database, table: 'properties' | 'projects', row: Row, keepOnConflict: ReadonlyArray<string> = []): D1PreparedStatement {
  const columns = Object.keys(row)
  const updates = columns.filter((column) => column !== 'id' && !keepOnConflict.includes(column))
  return db
    .prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
       ON CONFLICT (id) DO UPDATE SET ${updates.map((column) => `${column} = excluded.${column}`).join(', ')}`,
    )
    .bind(...Object.values(row))
}

function propertyStatements(db: D1Database, records: ReadonlyArray<FeedProperty>): D1PreparedStatement[] {
  const main = primaryRecord(records)
  const id = main.ID
  const languages = [...new Set(records.map((record) => record.language))].sort().join(',')
  const mainLanguage = main.language === 'nl' ? 'nl' : 'fr'
  const now = new Date().toISOString()
  const statements = [
    upsertStatement(
      db,
      'properties',
      {
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
        small_picture: main.SmallPictureItem ? JSON.stringify(main.SmallPictureItem) : null,
        headlines: perLanguage(records, (record) => record.TypeDescription),
        descriptions: perLanguage(records, (record) => record.Description),
        details: JSON.stringify(main.Details ?? {}),
        created_at: main.CreatedAt ?? now,
        updated_at: now,
      },
      // Without a creation date in the feed, a listing keeps the one of its first import.
      main.CreatedAt ? [] : ['created_at'],
    ),
    db.prepare('DELETE FROM property_pictures WHERE property_id = ?').bind(id),
    db.prepare('DELETE FROM property_documents WHERE property_id = ?').bind(id),
  ]
  ;(main.Pictures ?? []).forEach((picture, position) => {
    statements.push(
      db
        .prepare('INSERT INTO property_pictures (property_id, position, url, width, height, caption) VALUES (?, ?, ?, ?, ?, ?)')
        .bind(id, position, picture.Url, picture.Width, picture.Height, picture.Name ?? null),
    )
  })
  for (const document of main.Documents ?? []) {
    statements.push(
      db
        .prepare('INSERT INTO property_documents (id, property_id, name, kind, content_type, size, public) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .bind(document.ID, id, document.Name, document.Kind, document.ContentType ?? null, document.Size ?? null, document.Public ? 1 : 0),
    )
  }
  return statements
}

function projectStatements(db: D1Database, records: ReadonlyArray<FeedProject>): D1PreparedStatement[] {
  const main = records.find((record) => record.language === 'fr') ?? records[0]!
  const statements = [
    upsertStatement(db, 'projects', {
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
    }),
    db.prepare('DELETE FROM project_units WHERE project_id = ?').bind(main.ID),
  ]
  ;(main.Units ?? []).forEach((unit, position) => {
    statements.push(
      db
        .prepare(
          `INSERT INTO project_units (id, project_id, position, floor, name, price, sold, bedrooms, surface_living, property_id)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(unit.ID, main.ID, position, unit.Floor ?? null, unit.Name, unit.Price ?? null, unit.Sold ? 1 : 0, unit.Bedrooms ?? null, unit.SurfaceLiving ?? null, unit.PropertyID ?? null),
    )
  })
  return statements
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

async function writeEach<T>(
  kind: RejectedRecord['kind'],
  groups: Map<number, { index: number; records: T[] }>,
  statementsFor: (records: T[]) => D1PreparedStatement[],
  db: D1Database,
  rejected: RejectedRecord[],
): Promise<number[]> {
  const written: number[] = []
  for (const [id, group] of groups) {
    try {
      await db.batch(statementsFor(group.records))
      written.push(id)
    } catch (error) {
      rejected.push({ kind, index: group.index, id, reason: error instanceof Error ? error.message : String(error) })
    }
  }
  return written
}

export async function importFeed(db: D1Database, input: unknown): Promise<ImportReport> {
  const envelope = v.safeParse(FeedSchema, input)
  if (!envelope.success) throw new Error(`The feed is not a CRM feed: ${issueText(envelope.issues)}`)
  const feed = envelope.output
  const rejected: RejectedRecord[] = []

  const projects = validateAll('project', feed.projects, FeedProjectSchema, rejected)
  const writtenProjects = await writeEach('project', projects, (records) => projectStatements(db, records), db, rejected)

  const properties = validateAll('property', feed.properties, FeedPropertySchema, rejected)
  const writtenProperties = await writeEach('property', properties, (records) => propertyStatements(db, records), db, rejected)

  let removed = 0
  if (feed.full) {
    // Withdraw listings the CRM no longer publishes; a record rejected this time is kept as it was.
    const rejectedIds = rejected.filter((record) => record.kind === 'property').map((record) => record.id)
    const keep = JSON.stringify([...properties.keys(), ...rejectedIds.filter((id) => id !== undefined)])
    // Counted first: D1's change count also includes the pictures the delete cascades to.
    const [counted] = await db.batch([
      db.prepare('SELECT COUNT(*) AS n FROM properties WHERE id NOT IN (SELECT value FROM json_each(?))').bind(keep),
      db.prepare('DELETE FROM properties WHERE id NOT IN (SELECT value FROM json_each(?))').bind(keep),
    ])
    removed = (counted?.results[0] as { n: number } | undefined)?.n ?? 0
    const rejectedProjects = rejected.filter((record) => record.kind === 'project').map((record) => record.id)
    const keepProjects = JSON.stringify([...projects.keys(), ...rejectedProjects.filter((id) => id !== undefined)])
    await db.prepare('DELETE FROM projects WHERE id NOT IN (SELECT value FROM json_each(?))').bind(keepProjects).run()
  }
  // Cached pages are keyed by this version: a new catalogue is never served from old pages.
  await db
    .prepare(
      `INSERT INTO app_meta (key, value) VALUES ('catalogue_version', ?1)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    )
    .bind(new Date().toISOString())
    .run()
  return { properties: writtenProperties.length, projects: writtenProjects.length, removed, rejected }
}
