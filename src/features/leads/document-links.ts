// The links that give a visitor a property's public documents (spec §8, documents by e-mail): a
// signed token per document, valid for a week, naming the property and the document, and the file
// handed over as a download under a name no browser or file system can misread.

/** The documents' links are valid 7 days. */
export const DOCUMENT_LINK_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

/** When a link made at `now` stops working (ms since the epoch). */
export function documentLinkExpiry(now: Date): number {
  return now.getTime() + DOCUMENT_LINK_DAYS * DAY_MS
}

/** The token's subject: `{propertyId}:{documentId}`. */
export function documentSubject(propertyId: number, documentId: number): string {
  return `${propertyId}:${documentId}`
}

/** The property and document a token's subject names, or null when it is not one of ours. */
export function parseDocumentSubject(subject: string): { propertyId: number; documentId: number } | null {
  const match = /^([1-9]\d{0,14}):([1-9]\d{0,14})$/.exec(subject)
  if (!match) return null
  const propertyId = Number(match[1])
  const documentId = Number(match[2])
  return Number.isSafeInteger(propertyId) && Number.isSafeInteger(documentId) ? { propertyId, documentId } : null
}

/** The path of a document's link; `lang` only chooses the language of the page an expired link shows. */
export function documentLinkPath(token: string, lang: string): string {
  return `/api/documents/${token}?lang=${lang}`
}

/** File extensions of the types documents come in: the download's name ends with the right one. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/zip': 'zip',
}

/**
 * The file name a download is saved under: the document's name without path separators, quotes,
 * control or invisible characters, at most 100 characters, with the extension of its type.
 */
export function downloadFilename(name: string, contentType: string): string {
  const extension = EXTENSIONS[contentType.split(';')[0]!.trim().toLowerCase()] ?? 'pdf'
  const base = name
    .normalize('NFC')
    .replace(/\.[A-Za-z0-9]{2,4}$/, '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, 100)
  return `${base || 'document'}.${extension}`
}
