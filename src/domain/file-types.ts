import { fileTypeFromBuffer } from 'file-type'
import { isCompoundFile, isWholePdf, jpegDimensions, pngDimensions, webpDimensions, zipEntryNames, type Dimensions } from './file-structure'

// Uploads are checked by what their bytes are, not by the name or type the browser claims: the kept
// library `file-type` reads the first bytes (decision 031), and our structural checks
// (file-structure.ts) the whole file, so a PNG header followed by HTML does not pass for a picture.

export type UploadKind = 'image' | 'document'

export type SniffedType = { contentType: string; extension: string; dimensions?: Dimensions }

/**
 * What reads a file's structure. Our own checks (file-structure.ts) implement it: file-type stops at
 * the first bytes it needs, so it cannot tell a whole file from a header with anything after it.
 */
export type StructureChecks = {
  imageDimensions: (bytes: Uint8Array, contentType: 'image/jpeg' | 'image/png' | 'image/webp') => Dimensions | undefined
  isWholePdf: (bytes: Uint8Array) => boolean
  isCompoundFile: (bytes: Uint8Array) => boolean
  zipEntryNames: (bytes: Uint8Array) => string[] | undefined
}

export const OWN_STRUCTURE_CHECKS: StructureChecks = {
  imageDimensions: (bytes, contentType) => (contentType === 'image/png' ? pngDimensions(bytes) : contentType === 'image/jpeg' ? jpegDimensions(bytes) : webpDimensions(bytes)),
  isWholePdf,
  isCompoundFile,
  zipEntryNames,
}

/** What `file-type` may call a file we accept, and the type we store it as; anything else is refused. */
const IMAGE_CLAIMS: Record<string, SniffedType & { contentType: 'image/jpeg' | 'image/png' | 'image/webp' }> = {
  jpg: { contentType: 'image/jpeg', extension: 'jpg' },
  // An animated PNG is a PNG whose first frame every reader shows; its first bytes were all we read before.
  png: { contentType: 'image/png', extension: 'png' },
  apng: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
}
const PDF = { contentType: 'application/pdf', extension: 'pdf' } as const
const DOC = { contentType: 'application/msword', extension: 'doc' } as const
const DOCX = { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' } as const
/** Word 2007+ is a ZIP: file-type names the ZIPs it can tell apart, our check reads the entries of every Word-like one. */
const WORD_ZIPS = new Set(['zip', 'docx', 'docm', 'dotx', 'dotm'])

/** What the first bytes claim a file is (the kept library `file-type`, decision 031); undefined when it cannot tell. */
async function claimedType(bytes: Uint8Array): Promise<string | undefined> {
  try {
    return (await fileTypeFromBuffer(bytes))?.ext
  } catch {
    // A file whose structure stops the library's parser is not one we accept.
    return undefined
  }
}

/**
 * The real type of a file among those a kind of upload accepts: its first bytes name a type, and
 * its structure must be that type's, whole. A picture must give its dimensions, a PDF its
 * cross-reference, a .docx must be a zip holding word/document.xml.
 */
export async function sniffFileType(bytes: Uint8Array, kind: UploadKind, checks: StructureChecks = OWN_STRUCTURE_CHECKS): Promise<SniffedType | undefined> {
  const claimed = await claimedType(bytes)
  if (claimed === undefined) return undefined
  if (kind === 'image') {
    const image = IMAGE_CLAIMS[claimed]
    const dimensions = image && checks.imageDimensions(bytes, image.contentType)
    return image && dimensions ? { ...image, dimensions } : undefined
  }
  if (claimed === 'pdf') return checks.isWholePdf(bytes) ? PDF : undefined
  // Word 97–2003: an OLE2 compound file.
  if (claimed === 'cfb') return checks.isCompoundFile(bytes) ? DOC : undefined
  // Word 2007+: a ZIP holding the main document part and the content types every OOXML file has.
  if (WORD_ZIPS.has(claimed)) {
    const names = checks.zipEntryNames(bytes)
    if (names?.includes('word/document.xml') && names.includes('[Content_Types].xml')) return DOCX
  }
  return undefined
}

/** What the file picker offers for a kind of upload (the server checks the bytes anyway). */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  image: 'image/jpeg,image/png,image/webp',
  document: '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}
