import { documentObjectKey } from '#/listings/document-keys.ts'
import { signToken } from '#/server/signed-token.ts'
import { documentLinkExpiry, documentLinkPath, documentSubject } from './document-links.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// Which documents of a property a visitor may download (decision 016): the ones the CRM publishes, of a
// property on offer, whose file is in R2. The sync copies the files (crm-sync/document-copies.server.ts).

/** A public document as the lead stores it: what the mails name and link to. */
export type SentDocument = { id: number; name: string }

type DocumentRow = { id: number; property_id: number; name: string; r2_key: string | null; content_type: string | null }

/** Where a document's file is in R2: its own key, or the one the sync and the seed write. */
export function documentKey(document: Pick<DocumentRow, 'id' | 'property_id' | 'r2_key'>): string {
  return document.r2_key ?? documentObjectKey(document.property_id, document.id)
}

/**
 * The public documents of a listed property whose files are online, in the CRM's order. A public
 * document whose file has not arrived yet is left out: a link to it would not work.
 */
export async function publicDocumentsOnline(db: D1Queryable, media: R2Bucket, propertyId: number): Promise<SentDocument[]> {
  const { results } = await db
    .prepare(
      `SELECT d.id, d.property_id, d.name, d.r2_key, d.content_type FROM property_documents d JOIN properties p ON p.id = d.property_id
       WHERE d.property_id = ? AND d.public = 1 AND p.withdrawn_at IS NULL ORDER BY d.id`,
    )
    .bind(propertyId)
    .all<DocumentRow>()
  const online = await Promise.all(
    results.map(async (document) => ((await media.head(documentKey(document))) ? { id: document.id, name: document.name } : null)),
  )
  return online.filter((document): document is SentDocument => document !== null)
}

/** A downloadable document of a property: public, of a property on offer (see the download route), or null. */
export async function downloadableDocument(
  db: D1Queryable,
  propertyId: number,
  documentId: number,
): Promise<(DocumentRow & { withdrawn: boolean }) | null> {
  const row = await db
    .prepare(
      `SELECT d.id, d.property_id, d.name, d.r2_key, d.content_type, p.withdrawn_at IS NOT NULL AS withdrawn
       FROM property_documents d JOIN properties p ON p.id = d.property_id WHERE d.id = ? AND d.property_id = ? AND d.public = 1`,
    )
    .bind(documentId, propertyId)
    .first<DocumentRow & { withdrawn: number }>()
  return row ? { ...row, withdrawn: row.withdrawn === 1 } : null
}

/** A document's link for a mail: absolute (from the site's address), signed, valid 7 days from `now`. */
export async function documentLink(
  secret: string,
  origin: string,
  propertyId: number,
  document: SentDocument,
  lang: string,
  now: Date,
): Promise<string> {
  const token = await signToken(secret, 'document', documentSubject(propertyId, document.id), documentLinkExpiry(now))
  return `${origin}${documentLinkPath(token, lang)}`
}
