import { generateDemoFeed } from '../demo-data/generate-feed.ts'
import { CRM_LANGUAGES, crmDateTime, type CrmLanguage } from '../../src/server/crm/omnicasa-protocol.ts'
import { DOCUMENT_KINDS, crmFieldName, type CrmRow } from '../../src/features/crm-sync/crm-records.ts'

// One customer's CRM: the demo catalogue as Omnicasa would hold it, with the rows of every list built
// once per language and kept until the record changes (a full sync reads every row in three languages).
// The rows are the inverse of crm-records.ts: whatever propertyRecordFromCrm reads, this writes.

/** A record of our JSON feed (crm-feed.ts), one language of one property or project. */
export type FeedRecord = Record<string, unknown> & { ID: number; language: CrmLanguage }

type Entry = {
  id: number
  /** The feed's records by language; a language without one is served from French, texts empty. */
  records: Partial<Record<CrmLanguage, FeedRecord>>
  /** Milliseconds: what ChangeSince compares with. */
  modifiedAt: number
  deleted: boolean
  rows: Partial<Record<CrmLanguage, CrmRow>>
}

/** A write call as the control API gives it back (GET /__control/received). */
export type ReceivedCall = { method: string; args: Record<string, unknown>; language: CrmLanguage; at: string }

/** The texts a property or project has per language: empty in a language the demo has no text in. */
const PROPERTY_TEXTS = ['TypeDescription', 'Description', 'MarqueeName'] as const
const PROJECT_TEXTS = ['Description', 'Delivery'] as const

/** The feed record's fields that travel in other calls or not at all (crm-records.ts). */
const NOT_IN_PROPERTY_ROW = new Set(['language', 'Pictures', 'Documents', 'Details', 'CreatedAt'])

/** Our document kinds as the CRM's DocumentTypeID; any kind without one is the CRM's 'other'. */
const DOCUMENT_TYPE_IDS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(DOCUMENT_KINDS).map(([id, kind]) => [kind, Number(id)]),
)
const OTHER_DOCUMENT_TYPE_ID = 9

/** Where the stand-in serves a document's file: the Url of its GetDocumentList row. */
export function documentPath(propertyId: number, documentId: number): string {
  return `/documents/${propertyId}/${documentId}.pdf`
}

/** The first id the stand-in hands out for a contact, demand or unsubscription it receives. */
const FIRST_WRITE_ID = 7_000_001

type DemoCatalogue = { properties: FeedRecord[]; projects: FeedRecord[] }
let demoCatalogue: DemoCatalogue | null = null

/** The demo feed, generated once per process: each customer's CRM starts from these same records. */
function demo(): DemoCatalogue {
  if (!demoCatalogue) {
    const feed = generateDemoFeed()
    demoCatalogue = { properties: feed.properties as FeedRecord[], projects: feed.projects as FeedRecord[] }
  }
  return demoCatalogue
}

function entriesOf(records: FeedRecord[], modifiedAt: number): Map<number, Entry> {
  const entries = new Map<number, Entry>()
  for (const record of records) {
    const entry = entries.get(record.ID) ?? { id: record.ID, records: {}, modifiedAt, deleted: false, rows: {} }
    // Records are never changed in place (a change replaces them), so customers can share the demo's.
    entry.records[record.language] = record
    entries.set(record.ID, entry)
  }
  return entries
}

/** `viager.heads[0].age` → `Viager.Heads[0].Age`: nested keys in the CRM's PascalCase. */
function inCrmCase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inCrmCase)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [crmFieldName(key), inCrmCase(inner)]))
  }
  return value
}

export class DemoCrm {
  private readonly properties: Map<number, Entry>
  private readonly projects: Map<number, Entry>
  private readonly deletedProperties = new Set<number>()
  private readonly deletedProjects = new Set<number>()
  private sortedProperties: Entry[] | null = null
  private sortedProjects: Entry[] | null = null
  private nextWriteId = FIRST_WRITE_ID
  readonly received: ReceivedCall[] = []
  readonly calls = { total: 0, byMethod: {} as Record<string, number> }

  constructor(modifiedAt: Date) {
    const { properties, projects } = demo()
    this.properties = entriesOf(properties, modifiedAt.getTime())
    this.projects = entriesOf(projects, modifiedAt.getTime())
  }

  countCall(method: string): void {
    this.calls.total += 1
    this.calls.byMethod[method] = (this.calls.byMethod[method] ?? 0) + 1
  }

  /** Records a write call and answers the id the CRM gives what it created. */
  receive(call: ReceivedCall): number {
    this.received.push(call)
    return this.nextWriteId++
  }

  // ---- properties -------------------------------------------------------------------------

  /** The properties on the CRM (not deleted), sorted by ID. */
  listedProperties(): Entry[] {
    this.sortedProperties ??= [...this.properties.values()].filter((entry) => !entry.deleted).sort((a, b) => a.id - b.id)
    return this.sortedProperties
  }

  deletedPropertyIds(): number[] {
    return [...this.deletedProperties]
  }

  /** A property's GetPropertyList row in one language. */
  propertyRow(entry: Entry, language: CrmLanguage): CrmRow {
    const cached = entry.rows[language]
    if (cached) return cached
    const record = recordIn(entry, language, PROPERTY_TEXTS)
    const row: CrmRow = {}
    for (const [field, value] of Object.entries(record)) if (!NOT_IN_PROPERTY_ROW.has(field)) row[field] = value
    const details = (record.Details ?? {}) as Record<string, unknown>
    for (const [key, value] of Object.entries(details)) row[crmFieldName(key)] = inCrmCase(value)
    if (typeof record.CreatedAt === 'string') row.CreationDate = crmDateTime(new Date(record.CreatedAt))
    entry.rows[language] = row
    return row
  }

  /** GetPropertyPictureList's rows: the pictures in show order, each with an id of its own. */
  pictureRows(id: number): CrmRow[] {
    const entry = this.properties.get(id)
    if (!entry || entry.deleted) return []
    const pictures = (recordIn(entry, 'fr', []).Pictures ?? []) as Array<Record<string, unknown>>
    return pictures.map((picture, index) => ({
      // The demo's pictures have no id: derive a stable one from the property and the position.
      ID: typeof picture.ID === 'number' ? picture.ID : id * 100 + index + 1,
      Url: picture.Url,
      Width: picture.Width,
      Height: picture.Height,
      Name: picture.Name ?? null,
    }))
  }

  /**
   * GetDocumentList's rows for one property, names in the asked language. Each file downloads from
   * the stand-in itself (`GET {origin}/documents/{property}/{document}.pdf`), unless its record names
   * another address (a test's file that cannot be fetched).
   */
  documentRows(id: number, language: CrmLanguage, origin: string): CrmRow[] {
    const entry = this.properties.get(id)
    if (!entry || entry.deleted) return []
    const documents = (recordIn(entry, language, []).Documents ?? []) as Array<Record<string, unknown>>
    return documents.map((document) => ({
      Url: typeof document.Url === 'string' ? document.Url : `${origin}${documentPath(id, Number(document.ID))}`,
      ID: document.ID,
      ObjectID: id,
      Name: document.Name,
      DocumentTypeID: DOCUMENT_TYPE_IDS[String(document.Kind)] ?? OTHER_DOCUMENT_TYPE_ID,
      ContentType: document.ContentType ?? null,
      Size: document.Size ?? null,
      Publish: document.Public === true,
    }))
  }

  /** The name of a document of a listed property (in French), or null: what its demo PDF shows. */
  documentName(propertyId: number, documentId: number): string | null {
    const entry = this.properties.get(propertyId)
    if (!entry || entry.deleted) return null
    const documents = (recordIn(entry, 'fr', []).Documents ?? []) as Array<Record<string, unknown>>
    const found = documents.find((document) => document.ID === documentId)
    return found ? String(found.Name) : null
  }

  property(id: number): { ID: number; deleted: boolean; modifiedAt: string; records: FeedRecord[] } | null {
    return describe(this.properties.get(id))
  }

  /** Changes fields of a property in every language (`Details` is merged key by key). */
  changeProperty(id: number, changes: Record<string, unknown>, now: Date): boolean {
    const changed = change(this.properties.get(id), changes, now)
    if (changed) this.sortedProperties = null
    return changed
  }

  /** Adds a property, or replaces all its languages: one feed record per language, the same ID. */
  putProperty(records: FeedRecord[], now: Date): void {
    put(this.properties, records, now)
    this.deletedProperties.delete(records[0]!.ID)
    this.sortedProperties = null
  }

  deleteProperty(id: number, now: Date): boolean {
    const done = setDeleted(this.properties.get(id), true, now)
    if (done) this.deletedProperties.add(id)
    this.sortedProperties = null
    return done
  }

  restoreProperty(id: number, now: Date): boolean {
    const done = setDeleted(this.properties.get(id), false, now)
    this.deletedProperties.delete(id)
    this.sortedProperties = null
    return done
  }

  // ---- projects ---------------------------------------------------------------------------

  listedProjects(): Entry[] {
    this.sortedProjects ??= [...this.projects.values()].filter((entry) => !entry.deleted).sort((a, b) => a.id - b.id)
    return this.sortedProjects
  }

  deletedProjectIds(): number[] {
    return [...this.deletedProjects]
  }

  /** A project's GetProjectList row: the feed record under the same names, units in `Units`. */
  projectRow(entry: Entry, language: CrmLanguage): CrmRow {
    const cached = entry.rows[language]
    if (cached) return cached
    const { language: _language, ...row } = recordIn(entry, language, PROJECT_TEXTS)
    entry.rows[language] = row
    return row
  }

  project(id: number): { ID: number; deleted: boolean; modifiedAt: string; records: FeedRecord[] } | null {
    return describe(this.projects.get(id))
  }

  changeProject(id: number, changes: Record<string, unknown>, now: Date): boolean {
    const changed = change(this.projects.get(id), changes, now)
    if (changed) this.sortedProjects = null
    return changed
  }

  putProject(records: FeedRecord[], now: Date): void {
    put(this.projects, records, now)
    this.deletedProjects.delete(records[0]!.ID)
    this.sortedProjects = null
  }

  deleteProject(id: number, now: Date): boolean {
    const done = setDeleted(this.projects.get(id), true, now)
    if (done) this.deletedProjects.add(id)
    this.sortedProjects = null
    return done
  }

  restoreProject(id: number, now: Date): boolean {
    const done = setDeleted(this.projects.get(id), false, now)
    this.deletedProjects.delete(id)
    this.sortedProjects = null
    return done
  }
}

/**
 * The record of an entry in a language. The CRM serves every record in every language; where the
 * demo has no text in it (English for two thirds of the properties, Dutch for some projects), the
 * French record stands in with its texts empty, as a CRM whose agents wrote none would answer.
 */
function recordIn(entry: Entry, language: CrmLanguage, texts: ReadonlyArray<string>): FeedRecord {
  const own = entry.records[language]
  if (own) return own
  const base = entry.records.fr ?? entry.records.nl ?? Object.values(entry.records)[0]!
  const record: FeedRecord = { ...base, language }
  for (const field of texts) record[field] = null
  return record
}

function describe(entry: Entry | undefined): { ID: number; deleted: boolean; modifiedAt: string; records: FeedRecord[] } | null {
  if (!entry) return null
  const records = CRM_LANGUAGES.flatMap((language) => (entry.records[language] ? [entry.records[language]] : []))
  return { ID: entry.id, deleted: entry.deleted, modifiedAt: new Date(entry.modifiedAt).toISOString(), records }
}

function change(entry: Entry | undefined, changes: Record<string, unknown>, now: Date): boolean {
  if (!entry) return false
  for (const [language, record] of Object.entries(entry.records) as Array<[CrmLanguage, FeedRecord]>) {
    const next: FeedRecord = { ...record, ...changes, ID: record.ID, language }
    if (changes.Details && typeof changes.Details === 'object')
      next.Details = { ...(record.Details as object | undefined), ...changes.Details }
    entry.records[language] = next
  }
  entry.rows = {}
  entry.modifiedAt = now.getTime()
  return true
}

function put(entries: Map<number, Entry>, records: FeedRecord[], now: Date): void {
  const id = records[0]!.ID
  const entry: Entry = { id, records: {}, modifiedAt: now.getTime(), deleted: false, rows: {} }
  for (const record of records) entry.records[record.language] = record
  entries.set(id, entry)
}

function setDeleted(entry: Entry | undefined, deleted: boolean, now: Date): boolean {
  if (!entry) return false
  entry.deleted = deleted
  entry.modifiedAt = now.getTime()
  return true
}
