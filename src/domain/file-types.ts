// Uploads are checked by what their bytes are, not by the name or type the browser claims
// (issue 5: "type checked by content").

export type UploadKind = 'image' | 'document'

export type SniffedType = { contentType: string; extension: string }

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte)
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** The real type of a file from its first bytes, among those a kind of upload accepts. */
export function sniffFileType(bytes: Uint8Array, kind: UploadKind): SniffedType | undefined {
  if (kind === 'image') {
    if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' }
    if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', extension: 'png' }
    if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { contentType: 'image/webp', extension: 'webp' }
    return undefined
  }
  if (ascii(bytes, 0, 5) === '%PDF-') return { contentType: 'application/pdf', extension: 'pdf' }
  // Word 97–2003: an OLE2 compound file.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { contentType: 'application/msword', extension: 'doc' }
  // Word 2007+: a ZIP whose entries include the word/ folder.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && new TextDecoder('latin1').decode(bytes.subarray(0, 64 * 1024)).includes('word/')) {
    return { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' }
  }
  return undefined
}

/** What the file picker offers for a kind of upload (the server checks the bytes anyway). */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  image: 'image/jpeg,image/png,image/webp',
  document: '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}
