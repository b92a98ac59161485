import { gzipSync } from 'node:zlib'
import { createHash } from 'node:crypto'

// A small writer of PMTiles version 3 archives (decision 020): no npm package writes them, and the
// demo basemap is built at setup with no internet. It follows the public specification
// (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md): a 127-byte header, a gzip'd root
// directory of varint-coded, delta-coded entries ordered by Hilbert tile id, gzip'd JSON metadata,
// then the tiles, each stored once however many times it repeats. No leaf directories: the writer
// refuses an archive whose root directory does not fit in the first 16 KiB, as the spec requires.

/** spec v3: the header is 127 bytes, and header plus root directory fit in the first 16,384 bytes. */
export const HEADER_BYTES = 127
const FIRST_READ_BYTES = 16_384
/** spec v3 "Compression": 2 = gzip; "Tile Type": 1 = Mapbox Vector Tile. */
const GZIP = 2
const MVT = 1

export type ArchiveTile = { z: number; x: number; y: number; data: Uint8Array }
export type ArchiveOptions = {
  tiles: ArchiveTile[]
  /** [west, south, east, north] in degrees */
  bounds: [number, number, number, number]
  center: { lon: number; lat: number; zoom: number }
  metadata: Record<string, unknown>
}

/** Tiles of zoom levels below z, in the spec's order: (4^z − 1) / 3. */
function tilesBeforeZoom(z: number): number {
  return (4 ** z - 1) / 3
}

/** spec v3 "Tile ID": the tile's position along the Hilbert curve of its zoom, after every tile of lower zooms. */
export function tileIdOf(z: number, x: number, y: number): number {
  if (z > 26) throw new Error(`zoom ${z} beyond what a PMTiles id holds`)
  const size = 2 ** z
  if (x < 0 || y < 0 || x >= size || y >= size) throw new Error(`tile ${z}/${x}/${y} outside its zoom`)
  let tx = x
  let ty = y
  let d = 0
  for (let s = size / 2; s >= 1; s /= 2) {
    const rx = (tx & s) > 0 ? 1 : 0
    const ry = (ty & s) > 0 ? 1 : 0
    d += s * s * ((3 * rx) ^ ry)
    // The quadrant's rotation, so the curve stays continuous.
    if (ry === 0) {
      if (rx === 1) {
        tx = s - 1 - tx
        ty = s - 1 - ty
      }
      ;[tx, ty] = [ty, tx]
    }
  }
  return tilesBeforeZoom(z) + d
}

class ByteWriter {
  private bytes: number[] = []
  varint(value: number): void {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`varint out of range: ${value}`)
    let rest = value
    while (rest >= 0x80) {
      this.bytes.push((rest % 0x80) | 0x80)
      rest = Math.floor(rest / 0x80)
    }
    this.bytes.push(rest)
  }
  result(): Uint8Array {
    return Uint8Array.from(this.bytes)
  }
}

type Entry = { tileId: number; offset: number; length: number; runLength: number }

/** spec v3 "Directories": count, then tile-id deltas, run lengths, lengths and offsets (0 = right after the previous). */
function serializeDirectory(entries: Entry[]): Uint8Array {
  const out = new ByteWriter()
  out.varint(entries.length)
  let lastId = 0
  for (const entry of entries) {
    out.varint(entry.tileId - lastId)
    lastId = entry.tileId
  }
  for (const entry of entries) out.varint(entry.runLength)
  for (const entry of entries) out.varint(entry.length)
  entries.forEach((entry, i) => {
    const previous = entries[i - 1]
    out.varint(previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1)
  })
  return out.result()
}

/** The archive's bytes. Tiles are gzip'd here; identical tiles are stored once, consecutive ones as a run. */
export function writePmtiles(options: ArchiveOptions): Uint8Array {
  const tiles = options.tiles.map((tile) => ({ ...tile, id: tileIdOf(tile.z, tile.x, tile.y) })).sort((a, b) => a.id - b.id)
  const stored = new Map<string, { offset: number; length: number }>()
  const chunks: Uint8Array[] = []
  let dataLength = 0
  const entries: Entry[] = []
  let lastHash = ''
  for (const tile of tiles) {
    const hash = createHash('sha256').update(tile.data).digest('hex')
    const last = entries.at(-1)
    if (last && hash === lastHash && last.tileId + last.runLength === tile.id) {
      last.runLength += 1
      continue
    }
    let place = stored.get(hash)
    if (!place) {
      const compressed = gzipSync(tile.data)
      place = { offset: dataLength, length: compressed.length }
      stored.set(hash, place)
      chunks.push(compressed)
      dataLength += compressed.length
    }
    entries.push({ tileId: tile.id, offset: place.offset, length: place.length, runLength: 1 })
    lastHash = hash
  }
  const root = gzipSync(serializeDirectory(entries))
  if (HEADER_BYTES + root.length > FIRST_READ_BYTES)
    throw new Error(`root directory of ${root.length} bytes: too many tiles for an archive without leaf directories`)
  const metadata = gzipSync(new TextEncoder().encode(JSON.stringify(options.metadata)))
  const rootOffset = HEADER_BYTES
  const metadataOffset = rootOffset + root.length
  const dataOffset = metadataOffset + metadata.length
  const zooms = tiles.map((tile) => tile.z)

  const header = new DataView(new ArrayBuffer(HEADER_BYTES))
  new TextEncoder().encodeInto('PMTiles', new Uint8Array(header.buffer))
  header.setUint8(7, 3)
  const u64 = (at: number, value: number) => header.setBigUint64(at, BigInt(value), true)
  u64(8, rootOffset)
  u64(16, root.length)
  u64(24, metadataOffset)
  u64(32, metadata.length)
  u64(40, dataOffset) // no leaf directories: offset where they would start, length 0
  u64(48, 0)
  u64(56, dataOffset)
  u64(64, dataLength)
  u64(72, tiles.length)
  u64(80, entries.length)
  u64(88, stored.size)
  header.setUint8(96, 1) // clustered: tiles are written in tile-id order
  header.setUint8(97, GZIP)
  header.setUint8(98, GZIP)
  header.setUint8(99, MVT)
  header.setUint8(100, Math.min(...zooms))
  header.setUint8(101, Math.max(...zooms))
  const e7 = (degrees: number) => Math.round(degrees * 1e7)
  const [west, south, east, north] = options.bounds
  header.setInt32(102, e7(west), true)
  header.setInt32(106, e7(south), true)
  header.setInt32(110, e7(east), true)
  header.setInt32(114, e7(north), true)
  header.setUint8(118, options.center.zoom)
  header.setInt32(119, e7(options.center.lon), true)
  header.setInt32(123, e7(options.center.lat), true)

  const archive = new Uint8Array(dataOffset + dataLength)
  archive.set(new Uint8Array(header.buffer), 0)
  archive.set(root, rootOffset)
  archive.set(metadata, metadataOffset)
  let at = dataOffset
  for (const chunk of chunks) {
    archive.set(chunk, at)
    at += chunk.length
  }
  return archive
}
