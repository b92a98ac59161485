import { sniffFileType, type SniffedType } from '#/domain/file-types.ts'
import { DOCUMENT_NAME_MAX, type AdminDocument } from './property-files.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// A property's documents in the back office (decision 018 "Documents: upload a property's documents to
// R2, mark each public or owner-only"). Rows of property_documents like the CRM's: the site lists
// the public ones (documents form, signed links), the owner portal lists them all.

/**
 * Ids of documents uploaded here start above this: far beyond any id the CRM gives, so the
 * importer's rows and ours never meet, and still inside the 15 digits a document link carries
 * (leads/document-links.ts).
 */
export const SITE_DOCUMENT_ID_BASE = 9_000_000_000_000

type Row = {
  id: number
  name: string
  kind: string
  content_type: string | null
  size: number | null
  public: number
  source: 'crm' | 'site'
  source_url: string | null
  uploaded_at: string | null
  r2_key: string | null
}

/** A PDF or a picture (JPEG, PNG, WebP), whole, whatever the file says it is; undefined for anything else. */
export function sniffDocument(bytes: Uint8Array): SniffedType | undefined {
  const document = sniffFileType(bytes, 'document')
  if (document) return document.contentType === 'application/pdf' ? document : undefined
  return sniffFileType(bytes, 'image')
}

/** A name to show: the typed one, else the file's without its extension; control characters and slashes out. */
export function documentName(typed: string, fileName: string): string {
  const clean = (text: string) =>
    text
      .replace(/[\p{Cc}\p{Cf}/\\]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, DOCUMENT_NAME_MAX)
  return clean(typed) || clean(fileName.replace(/\.[a-z0-9]{1,5}$/i, '')) || 'Document'
}

export async function propertyDocuments(db: D1Queryable, propertyId: number): Promise<AdminDocument[]> {
  const { results } = await db
    .prepare('SELECT * FROM property_documents WHERE property_id = ? ORDER BY source, id')
    .bind(propertyId)
    .all<Row>()
  return results.map(toDocument)
}

export async function findDocument(
  db: D1Queryable,
  propertyId: number,
  id: number,
): Promise<(AdminDocument & { r2Key: string | null }) | null> {
  const row = await db.prepare('SELECT * FROM property_documents WHERE id = ? AND property_id = ?').bind(id, propertyId).first<Row>()
  return row ? { ...toDocument(row), r2Key: row.r2_key } : null
}

function toDocument(row: Row): AdminDocument {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    contentType: row.content_type,
    size: row.size,
    public: row.public === 1,
    source: row.source,
    fromCrmSync: row.source === 'crm',
    uploadedAt: row.uploaded_at,
  }
}

/** The uploaded document's row, its id the next above SITE_DOCUMENT_ID_BASE. */
export function insertDocumentStatement(
  db: D1Queryable,
  document: { propertyId: number; name: string; kind: string; r2Key: string; contentType: string; size: number; public: boolean },
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO property_documents (id, property_id, name, kind, r2_key, content_type, size, public, source, uploaded_at)
       SELECT MAX(?1, COALESCE(MAX(id), 0)) + 1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'site', ?9 FROM property_documents RETURNING id`,
    )
    .bind(
      SITE_DOCUMENT_ID_BASE,
      document.propertyId,
      document.name,
      document.kind,
      document.r2Key,
      document.contentType,
      document.size,
      document.public ? 1 : 0,
      now.toISOString(),
    )
}

/** Renames a document uploaded here and sets who sees it; a CRM document is the CRM's to change. */
export function updateDocumentStatement(
  db: D1Queryable,
  propertyId: number,
  id: number,
  change: { name: string; public: boolean },
): D1PreparedStatement {
  return db
    .prepare(`UPDATE property_documents SET name = ?, public = ? WHERE id = ? AND property_id = ? AND source = 'site'`)
    .bind(change.name, change.public ? 1 : 0, id, propertyId)
}

export function deleteDocumentStatement(db: D1Queryable, propertyId: number, id: number): D1PreparedStatement {
  return db.prepare(`DELETE FROM property_documents WHERE id = ? AND property_id = ? AND source = 'site'`).bind(id, propertyId)
}
