import { documentObjectKey } from '#/listings/document-keys.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// The documents' files, copied from the CRM into R2 (decision 016): visitors download public documents
// through signed links and owners theirs through the portal, both from R2, never from the CRM's
// address. A sync copies what is missing after writing the catalogue, a bounded number per run; a
// file that fails is counted and tried again at the next run, after the ones that have not failed.

/** Files copied per sync run: a first sync of a large catalogue spreads its files over a few runs. */
export const DOCUMENT_COPIES_PER_RUN = 50
/** A document larger than this is not copied (a brochure is a few MB; more is a mistake in the CRM). */
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024

export type DocumentCopyRun = { copied: number; failed: number; lastError: string | null }

type Candidate = { id: number; property_id: number; source_url: string; r2_key: string | null; content_type: string | null }

/**
 * Copies into R2 the public documents of listed properties and every document of an owned property
 * whose file is not there yet (or whose address changed since its copy).
 */
export async function copyMissingDocuments(
  db: D1Queryable,
  media: R2Bucket,
  options: { now: Date; limit?: number; fetchFile?: (url: string) => Promise<Response> },
): Promise<DocumentCopyRun> {
  const fetchFile = options.fetchFile ?? ((url: string) => fetch(url, { redirect: 'follow' }))
  const { results } = await db
    .prepare(
      `SELECT d.id, d.property_id, d.source_url, d.r2_key, d.content_type FROM property_documents d
       JOIN properties p ON p.id = d.property_id
       LEFT JOIN document_copies c ON c.document_id = d.id
       WHERE d.source_url IS NOT NULL
         AND ((d.public = 1 AND p.withdrawn_at IS NULL) OR d.property_id IN (SELECT property_id FROM owner_properties))
         AND (c.copied_at IS NULL OR c.source_url != d.source_url)
       ORDER BY COALESCE(c.failures, 0), d.id LIMIT ?`,
    )
    .bind(options.limit ?? DOCUMENT_COPIES_PER_RUN)
    .all<Candidate>()
  const run: DocumentCopyRun = { copied: 0, failed: 0, lastError: null }
  const triedAt = options.now.toISOString()
  for (const document of results) {
    try {
      await copyOne(media, document, fetchFile)
      await db
        .prepare(
          `INSERT INTO document_copies (document_id, source_url, copied_at, failures, last_error, tried_at) VALUES (?1, ?2, ?3, 0, NULL, ?3)
           ON CONFLICT (document_id) DO UPDATE SET source_url = excluded.source_url, copied_at = excluded.copied_at, failures = 0, last_error = NULL, tried_at = excluded.tried_at`,
        )
        .bind(document.id, document.source_url, triedAt)
        .run()
      run.copied += 1
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 300)
      await db
        .prepare(
          `INSERT INTO document_copies (document_id, source_url, copied_at, failures, last_error, tried_at) VALUES (?1, ?2, NULL, 1, ?3, ?4)
           ON CONFLICT (document_id) DO UPDATE SET source_url = excluded.source_url, copied_at = NULL, failures = document_copies.failures + 1, last_error = excluded.last_error, tried_at = excluded.tried_at`,
        )
        .bind(document.id, document.source_url, message, triedAt)
        .run()
      run.failed += 1
      run.lastError = `document ${document.id}: ${message}`
    }
  }
  return run
}

async function copyOne(media: R2Bucket, document: Candidate, fetchFile: (url: string) => Promise<Response>): Promise<void> {
  const response = await fetchFile(document.source_url)
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const declared = Number(response.headers.get('Content-Length'))
  if (declared > DOCUMENT_MAX_BYTES) throw new Error(`too large (${declared} bytes)`)
  const bytes = new Uint8Array(await response.arrayBuffer())
  if (bytes.byteLength === 0) throw new Error('empty file')
  if (bytes.byteLength > DOCUMENT_MAX_BYTES) throw new Error(`too large (${bytes.byteLength} bytes)`)
  // The CRM's own type first: a download server often answers application/octet-stream.
  const contentType = document.content_type ?? response.headers.get('Content-Type')?.split(';')[0]?.trim() ?? 'application/pdf'
  await media.put(document.r2_key ?? documentObjectKey(document.property_id, document.id), bytes, { httpMetadata: { contentType } })
}
