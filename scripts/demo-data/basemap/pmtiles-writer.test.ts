import { describe, expect, it } from 'vitest'
import { PMTiles, zxyToTileId, type Source } from 'pmtiles'
import { tileIdOf, writePmtiles } from './pmtiles-writer.ts'

/** The archive as the pmtiles package's reader sees a file: ranges of its bytes. */
function memorySource(bytes: Uint8Array): Source {
  return {
    getKey: () => 'memory',
    getBytes: async (offset, length) => ({ data: bytes.slice(offset, offset + length).buffer }),
  }
}

const bytes = (...values: number[]) => Uint8Array.from(values)

describe('PMTiles writer', () => {
  it('numbers tiles along the Hilbert curve as the pmtiles package does', () => {
    for (const [z, x, y] of [
      [0, 0, 0],
      [1, 1, 0],
      [5, 16, 10],
      [12, 2098, 1386],
      [14, 8191, 5000],
    ] as const) {
      expect(tileIdOf(z, x, y)).toBe(zxyToTileId(z, x, y))
    }
  })

  it("writes an archive the pmtiles package's reader reads back: header, metadata and each tile", async () => {
    const land = bytes(1, 2, 3)
    const tiles = [
      { z: 5, x: 16, y: 10, data: bytes(9, 9) },
      { z: 6, x: 33, y: 21, data: land },
      // The same content again, next on the curve and far away: stored once.
      { z: 6, x: 32, y: 21, data: land },
      { z: 12, x: 2098, y: 1386, data: land },
      { z: 12, x: 2098, y: 1387, data: bytes(4, 5, 6, 7) },
    ]
    const archive = writePmtiles({
      tiles,
      bounds: [2.5, 49.4, 6.5, 51.6],
      center: { lon: 4.6, lat: 50.7, zoom: 8 },
      metadata: { name: 'test' },
    })
    const reader = new PMTiles(memorySource(archive))
    const header = await reader.getHeader()
    expect(header).toMatchObject({
      specVersion: 3,
      minZoom: 5,
      maxZoom: 12,
      numAddressedTiles: 5,
      numTileContents: 3,
      clustered: true,
      tileType: 1,
    })
    expect(header.minLon).toBeCloseTo(2.5)
    expect(header.maxLat).toBeCloseTo(51.6)
    expect(header.centerZoom).toBe(8)
    expect(await reader.getMetadata()).toEqual({ name: 'test' })
    for (const tile of tiles) {
      const found = await reader.getZxy(tile.z, tile.x, tile.y)
      expect(new Uint8Array(found!.data), `${tile.z}/${tile.x}/${tile.y}`).toEqual(tile.data)
    }
    expect(await reader.getZxy(12, 2099, 1386)).toBeUndefined()
  })

  it('refuses a tile outside its zoom', () => {
    expect(() => tileIdOf(3, 8, 0)).toThrow(/outside/)
  })
})
