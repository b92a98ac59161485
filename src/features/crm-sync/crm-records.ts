import { PropertyDetailsSchema } from '#/listings/property-details.ts'
import { crmListItems, parseCrmDate, type CrmLanguage } from '#/server/crm/omnicasa-protocol.ts'

// How the CRM's rows become the records of our JSON feed (crm-feed.ts, spec §3 field names), which
// the importer validates and writes. What the public libraries leave open about the rows is decided
// here, once (docs/decisions/016-crm-connection.md):
// - GetPropertyList, asked with DISPLAY_FIELDS, carries the spec §3 summary and display fields under
//   their spec names, the detail attributes flat under the PascalCase of our detail keys
//   (`surfaceTotal` → `SurfaceTotal`, nested objects likewise), and `CreationDate`;
// - GetPropertyPictureList rows are pictures: ID, Url, Width, Height, Name, in show order;
// - GetDocumentList rows: ID, ObjectID, Name, DocumentTypeID (DOCUMENT_KINDS), ContentType, Size,
//   Publish (public to visitors; otherwise the owner's only), and Url: where the file downloads from,
//   an https address the sync can fetch without credentials (assumed: the public libraries name the
//   field but not its access; a CRM that signs or times its addresses needs the copy step to change);
// - GetProjectList rows carry the spec §3 project fields under our feed's names, units in `Units`.

/** A row as JSON gave it: its fields are checked by the feed's schemas after mapping. */
export type CrmRow = Record<string, unknown>

/** The detail attributes the property rows carry: our keys, the CRM's names are their PascalCase. */
export const DETAIL_KEYS = Object.keys(PropertyDetailsSchema.entries) as Array<keyof typeof PropertyDetailsSchema.entries>

/** `surfaceTotal` → `SurfaceTotal`: the CRM's name of one of our detail keys. */
export function crmFieldName(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1)
}

/** `SurfaceTotal` → `surfaceTotal`. */
export function ourFieldName(field: string): string {
  return field.charAt(0).toLowerCase() + field.slice(1)
}

/** A nested CRM value with its object keys in our case (the viager's heads, say). */
function inOurCase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inOurCase)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([field, inner]) => [ourFieldName(field), inOurCase(inner)]))
  }
  return value
}

/** The fields a property list call asks for (`DisplayFields`): the spec §3 ones and the details. */
export const DISPLAY_FIELDS: ReadonlyArray<string> = [
  'ID',
  'Goal',
  'City',
  'Zip',
  'TypeDescription',
  'WebID',
  'WebIDs',
  'MainTypeName',
  'RecordFile',
  'ProjectID',
  'Marquee',
  'MarqueeName',
  'SmallPictureItem',
  'PublishPrice',
  'Price',
  'PriceUnit',
  'PriceUnitText',
  'PublishAddress',
  'Street',
  'HouseNumber',
  'BoxNr',
  'CountryID',
  'CountryName',
  'EnergyPerformance',
  'EPCLabelText',
  'Description',
  'Bedrooms',
  'Bathrooms',
  'SurfaceLiving',
  'SurfaceGround',
  'Latitude',
  'Longitude',
  'CreationDate',
  ...DETAIL_KEYS.map(crmFieldName),
]

/** The CRM's document type ids, as our document kinds; any other id is 'other'. */
export const DOCUMENT_KINDS: Readonly<Record<number, 'epc' | 'plan' | 'certificate' | 'brochure' | 'planning'>> = {
  1: 'epc',
  2: 'plan',
  3: 'certificate',
  4: 'brochure',
  5: 'planning',
}

const SUMMARY_FIELDS = DISPLAY_FIELDS.filter((field) => !DETAIL_KEYS.includes(ourFieldName(field) as never) && field !== 'CreationDate')

/** The feed's caps (crm-feed.ts): a listing shows at most this many pictures and documents. */
const MAX_PICTURES = 100
const MAX_DOCUMENTS = 50
const dimension = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10_000

function usablePicture(row: CrmRow | null | undefined): row is CrmRow {
  return (
    !!row && typeof row.Url === 'string' && /^(https:\/\/|\/)[^\s"'<>]+$/.test(row.Url) && dimension(row.Width) && dimension(row.Height)
  )
}

function usableDocument(row: CrmRow | null | undefined): row is CrmRow {
  return !!row && Number.isSafeInteger(row.ID) && (row.ID as number) > 0 && typeof row.Name === 'string' && row.Name.trim() !== ''
}

/** A property's feed record in one language, from its list row, its pictures and its documents. */
export function propertyRecordFromCrm(
  row: CrmRow,
  language: CrmLanguage,
  pictures: ReadonlyArray<CrmRow>,
  documents: ReadonlyArray<CrmRow>,
): Record<string, unknown> {
  const record: Record<string, unknown> = { language }
  for (const field of SUMMARY_FIELDS) if (row[field] !== undefined && row[field] !== null) record[field] = row[field]
  const details: Record<string, unknown> = {}
  for (const key of DETAIL_KEYS) {
    const value = row[crmFieldName(key)]
    if (value !== undefined && value !== null && value !== '') details[key] = inOurCase(value)
  }
  record.Details = details
  const created = parseCrmDate(row.CreationDate)
  if (created) record.CreatedAt = created
  // One bad picture or document row is left out, not the listing: it would lose all its pictures.
  record.Pictures = pictures
    .filter(usablePicture)
    .slice(0, MAX_PICTURES)
    .map((picture) => ({
      Url: picture.Url,
      Width: picture.Width,
      Height: picture.Height,
      ID: picture.ID,
      Name: typeof picture.Name === 'string' ? picture.Name.slice(0, 200) : null,
    }))
  record.Documents = documents
    .filter(usableDocument)
    .slice(0, MAX_DOCUMENTS)
    .map((document) => ({
      ID: document.ID,
      Name: document.Name,
      Kind: DOCUMENT_KINDS[Number(document.DocumentTypeID)] ?? 'other',
      ContentType: document.ContentType ?? undefined,
      Size: document.Size ?? undefined,
      // Owner-only unless the CRM marks it public (decision 016).
      Public: document.Publish === true,
      Url: typeof document.Url === 'string' && document.Url !== '' ? document.Url : undefined,
    }))
  return record
}

/** A project's feed record in one language: its row carries our feed's names already. */
export function projectRecordFromCrm(row: CrmRow, language: CrmLanguage): Record<string, unknown> {
  const record: Record<string, unknown> = { language }
  for (const [field, value] of Object.entries(row)) if (value !== null && value !== undefined) record[field] = value
  return record
}

/** The IDs a GetDeleted…IDs call answered: a list of numbers, or a list's Items of them. */
export function deletedIdsFromCrm(value: unknown): number[] {
  return (crmListItems(value) ?? []).map((item) => Number(item)).filter((id) => Number.isSafeInteger(id) && id > 0)
}
