import * as v from 'valibot'
import { headlineStatus, MARQUEE } from '~/domain/price'
import { foldName } from '~/domain/city-counts'
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

function perLanguage(records: ReadonlyArray<FeedProperty>, pick: (record: FeedProperty) => string | null | undefined): string {
  const texts: Record<string, string> = {}
  for (const record of records) {
    const text = pick(record)
    if (text) texts[record.language] = text
  }
  return JSON.stringify(texts)
}

const bool = (value: boolean | null | undefined, fallback: boolean) => ((value ?? fallback) ? 1 : 0)

function propertyStatements(db: D1Database, records: ReadonlyArray<FeedProperty>): D1PreparedStatement[] {
  const main = primaryRecord(records)
  const id = main.ID
  const languages = [...new Set(records.map((record) => record.language))].sort().join(',')
  const mainLanguage = main.language === 'nl' ? 'nl' : 'fr'
  const statements = [
    db
      .prepare(
        `INSERT INTO properties (id, goal, status, city, city_key, zip, country_id, country_name, publish_address, street,
           house_number, box_nr, latitude, longitude, web_id, web_ids, main_type_name, language, languages,
           record_file, project_id, marquee, marquee_name, publish_price, price, price_unit, price_unit_text,
           bedrooms, bathrooms, surface_living, surface_ground, epc_value, epc_label, small_picture, headlines,
           descriptions, details, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?38, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21,
           ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29, ?30, ?31, ?32, ?33, ?34, ?35, ?36,
           COALESCE(?37, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
         ON CONFLICT (id) DO UPDATE SET goal = excluded.goal, status = excluded.status, city = excluded.city,
           city_key = excluded.city_key, zip = excluded.zip, country_id = excluded.country_id, country_name = excluded.country_name,
           publish_address = excluded.publish_address, street = excluded.street, house_number = excluded.house_number,
           box_nr = excluded.box_nr, latitude = excluded.latitude, longitude = excluded.longitude,
           web_id = excluded.web_id, web_ids = excluded.web_ids, main_type_name = excluded.main_type_name,
           language = excluded.language, languages = excluded.languages, record_file = excluded.record_file,
           project_id = excluded.project_id, marquee = excluded.marquee, marquee_name = excluded.marquee_name,
           publish_price = excluded.publish_price, price = excluded.price, price_unit = excluded.price_unit,
           price_unit_text = excluded.price_unit_text, bedrooms = excluded.bedrooms, bathrooms = excluded.bathrooms,
           surface_living = excluded.surface_living, surface_ground = excluded.surface_ground,
           epc_value = excluded.epc_value, epc_label = excluded.epc_label, small_picture = excluded.small_picture,
           headlines = excluded.headlines, descriptions = excluded.descriptions, details = excluded.details,
           created_at = COALESCE(?37, properties.created_at), updated_at = excluded.updated_at`,
      )
      .bind(
        id,
        main.Goal === 0 ? 0 : 1,
        statusOf(records),
        main.City,
        main.Zip,
        main.CountryID ?? 10,
        main.CountryName ?? null,
        bool(main.PublishAddress, true),
        main.Street ?? null,
        main.HouseNumber ?? null,
        main.BoxNr ?? null,
        main.Latitude ?? null,
        main.Longitude ?? null,
        main.WebID ?? null,
        main.WebIDs ?? (main.WebID ? String(main.WebID) : ''),
        main.MainTypeName ?? null,
        mainLanguage,
        languages,
        main.RecordFile ?? null,
        main.ProjectID ?? null,
        main.Marquee ?? 0,
        main.MarqueeName ?? null,
        bool(main.PublishPrice, true),
        main.Price ?? null,
        main.PriceUnit ?? null,
        main.PriceUnitText ?? null,
        main.Bedrooms ?? null,
        main.Bathrooms ?? null,
        main.SurfaceLiving ?? null,
        main.SurfaceGround ?? null,
        main.EnergyPerformance ?? null,
        main.EPCLabelText ?? null,
        main.SmallPictureItem ? JSON.stringify(main.SmallPictureItem) : null,
        perLanguage(records, (record) => record.TypeDescription),
        perLanguage(records, (record) => record.Description),
        JSON.stringify(main.Details ?? {}),
        main.CreatedAt ?? null,
        foldName(main.City),
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
  const descriptions: Record<string, string> = {}
  for (const record of records) if (record.Description) descriptions[record.language] = record.Description
  const statements = [
    db
      .prepare(
        `INSERT INTO projects (id, goal, name, number, city, zip, country_id, country_name, street, house_number, box_nr,
           public_address, web_id, web_id_name, project_web_id, small_picture, delivery, price_min, price_max,
           external_url, descriptions, languages, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22,
           strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
         ON CONFLICT (id) DO UPDATE SET goal = excluded.goal, name = excluded.name, number = excluded.number,
           city = excluded.city, zip = excluded.zip, country_id = excluded.country_id, country_name = excluded.country_name,
           street = excluded.street, house_number = excluded.house_number, box_nr = excluded.box_nr,
           public_address = excluded.public_address, web_id = excluded.web_id, web_id_name = excluded.web_id_name,
           project_web_id = excluded.project_web_id, small_picture = excluded.small_picture, delivery = excluded.delivery,
           price_min = excluded.price_min, price_max = excluded.price_max, external_url = excluded.external_url,
           descriptions = excluded.descriptions, languages = excluded.languages, updated_at = excluded.updated_at`,
      )
      .bind(
        main.ID,
        main.Goal === 0 ? 0 : 1,
        main.Name,
        main.Number ?? null,
        main.City,
        main.Zip,
        main.CountryID ?? 10,
        main.CountryName ?? null,
        main.Street ?? null,
        main.HouseNumber ?? null,
        main.BoxNr ?? null,
        bool(main.PublicAddress, true),
        main.WebID ?? null,
        main.WebIDName ?? null,
        main.ProjectWebID ?? null,
        main.SmallPicture ?? null,
        main.Delivery ?? null,
        main.PriceMin ?? null,
        main.PriceMax ?? null,
        main.ExternalUrl ?? null,
        JSON.stringify(descriptions),
        [...new Set(records.map((record) => record.language))].sort().join(','),
      ),
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
