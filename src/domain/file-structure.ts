// Our own structural checks of uploaded files (decision 031; a PNG header followed by HTML was once stored
// as a picture). Each walks the format far enough to know the file is what it says, whole, with
// nothing after its end. They sit behind `StructureChecks` (file-types.ts), so a library can take
// their place without touching the callers.

export type Dimensions = { width: number; height: number }

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8)
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)
const u32le = (b: Uint8Array, at: number) => u24le(b, at) + b[at + 3]! * 0x1000000
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to))
const positive = (d: Dimensions): Dimensions | undefined => (d.width > 0 && d.height > 0 ? d : undefined)

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(b: Uint8Array, from: number, to: number): number {
  let crc = 0xffffffff
  for (let i = from; i < to; i++) crc = CRC_TABLE[(crc ^ b[i]!) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** PNG: every chunk whole with a right CRC, IHDR first, IEND last and at the very end. */
export function pngDimensions(b: Uint8Array): Dimensions | undefined {
  if (b.length < 8 + 25 + 12 || ascii(b, 12, 16) !== 'IHDR' || u32be(b, 8) !== 13) return undefined
  const size = { width: u32be(b, 16), height: u32be(b, 20) }
  for (let at = 8; at + 12 <= b.length; ) {
    const length = u32be(b, at)
    const type = ascii(b, at + 4, at + 8)
    const end = at + 12 + length
    if (!/^[A-Za-z]{4}$/.test(type) || end > b.length || crc32(b, at + 4, end - 4) !== u32be(b, end - 4)) return undefined
    if (type === 'IEND') return end === b.length ? positive(size) : undefined
    at = end
  }
  return undefined
}

/** JPEG: marker segments whole up to the scan, a frame header with the size, and EOI as the last bytes. */
export function jpegDimensions(b: Uint8Array): Dimensions | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[b.length - 2] !== 0xff || b[b.length - 1] !== 0xd9) return undefined
  let size: Dimensions | undefined
  for (let at = 2; at + 4 <= b.length; ) {
    if (b[at] !== 0xff) return undefined
    const marker = b[at + 1]!
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    const length = u16be(b, at + 2)
    if (length < 2 || at + 2 + length > b.length) return undefined
    // SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (length < 8) return undefined
      size = { height: u16be(b, at + 5), width: u16be(b, at + 7) }
    }
    // Start of scan: entropy-coded data follows, up to the EOI checked above.
    if (marker === 0xda) return size ? positive(size) : undefined
    if (marker === 0xd9) return undefined
    at += 2 + length
  }
  return undefined
}

/** WebP: the RIFF length is the file's, every chunk fits, and the first one gives the size. */
export function webpDimensions(b: Uint8Array): Dimensions | undefined {
  if (b.length < 25 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 12) !== 'WEBP') return undefined
  const riff = u32le(b, 4) + 8
  if (riff !== b.length && riff + 1 !== b.length) return undefined
  for (let at = 12; at < riff; ) {
    const chunk = u32le(b, at + 4)
    if (at + 8 + chunk > riff) return undefined
    at += 8 + chunk + (chunk % 2)
    if (at > riff + 1) return undefined
  }
  const first = ascii(b, 12, 16)
  // The chunk walk above made sure the first chunk, with the bytes read below, is inside the file.
  if (u32le(b, 16) < (first === 'VP8L' ? 5 : 10)) return undefined
  if (first === 'VP8X') return positive({ width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 })
  if (first === 'VP8L') {
    if (b[20] !== 0x2f) return undefined
    const bits = u32le(b, 21)
    return positive({ width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 })
  }
  if (first === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return undefined
    return positive({ width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff })
  }
  return undefined
}

/** PDF: the header, and at the end `startxref` naming a cross-reference (table or stream) inside the file, then %%EOF. */
export function isWholePdf(b: Uint8Array): boolean {
  if (!/^%PDF-\d\.\d/.test(ascii(b, 0, 8))) return false
  const tailStart = Math.max(0, b.length - 1024)
  const tail = new TextDecoder('latin1').decode(b.subarray(tailStart))
  const end = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail)
  if (!end) return false
  const offset = Number(end[1])
  if (offset <= 0 || offset >= b.length) return false
  const at = new TextDecoder('latin1').decode(b.subarray(offset, offset + 64))
  return /^xref\s/.test(at) || /^\d+\s+\d+\s+obj\b/.test(at)
}

/** ZIP: the central directory at the end, each entry pointing at its local header; the entries' names. */
export function zipEntryNames(b: Uint8Array): string[] | undefined {
  const from = Math.max(0, b.length - 22 - 0xffff)
  let eocd = -1
  for (let at = b.length - 22; at >= from; at--) {
    if (b[at] === 0x50 && b[at + 1] === 0x4b && b[at + 2] === 0x05 && b[at + 3] === 0x06 && at + 22 + u16le(b, at + 20) === b.length) {
      eocd = at
      break
    }
  }
  if (eocd < 0) return undefined
  const count = u16le(b, eocd + 10)
  const directorySize = u32le(b, eocd + 12)
  const directory = u32le(b, eocd + 16)
  if (directory + directorySize > eocd) return undefined
  const names: string[] = []
  let at = directory
  const utf8 = new TextDecoder()
  for (let entry = 0; entry < count; entry++) {
    if (at + 46 > eocd || u32le(b, at) !== 0x02014b50) return undefined
    const nameLength = u16le(b, at + 28)
    const local = u32le(b, at + 42)
    if (local + 30 > directory || u32le(b, local) !== 0x04034b50) return undefined
    names.push(utf8.decode(b.subarray(at + 46, at + 46 + nameLength)))
    at += 46 + nameLength + u16le(b, at + 30) + u16le(b, at + 32)
  }
  return at === directory + directorySize ? names : undefined
}

/** Word 97–2003: an OLE2 compound file with its byte-order mark and a sector size it allows. */
export function isCompoundFile(b: Uint8Array): boolean {
  const signature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
  if (b.length < 1536 || !signature.every((byte, index) => b[index] === byte)) return false
  const shift = u16le(b, 30)
  return b[28] === 0xfe && b[29] === 0xff && (shift === 9 || shift === 12)
}
