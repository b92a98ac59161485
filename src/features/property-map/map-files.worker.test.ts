import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { BASEMAP_KEY } from './map-assets.ts'
import { mapResponse, parseRange } from './map-files.server.ts'

// GET /map/… against the real R2 binding in Miniflare: the archive by byte ranges (what MapLibre's
// PMTiles protocol asks), glyphs and sprites when uploaded, 404 when not.

const { MEDIA } = env as unknown as { MEDIA: R2Bucket }
const appEnv = { MEDIA } as unknown as AppEnv
const ARCHIVE = Uint8Array.from({ length: 1000 }, (_, i) => i % 251)
const GLYPHS = Uint8Array.from([1, 2, 3, 4])

async function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Response> {
  const url = new URL(path, 'https://immo.example')
  return mapResponse({ request: new Request(url, { method, headers }), env: appEnv, url })
}

beforeAll(async () => {
  await MEDIA.put(BASEMAP_KEY, ARCHIVE)
  await MEDIA.put('map/glyphs/Noto Sans Regular/0-255.pbf', GLYPHS)
})

describe('GET /map/basemap.pmtiles', () => {
  it('answers a byte range with 206, Content-Range, Accept-Ranges, an ETag and a long cache', async () => {
    const response = await get('/map/basemap.pmtiles', { Range: 'bytes=10-19' })
    expect(response.status).toBe(206)
    expect(response.headers.get('Content-Range')).toBe('bytes 10-19/1000')
    expect(response.headers.get('Accept-Ranges')).toBe('bytes')
    expect(response.headers.get('Content-Length')).toBe('10')
    expect(response.headers.get('ETag')).toMatch(/^"/)
    expect(response.headers.get('Cache-Control')).toMatch(/public, max-age=\d{5,}/)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(ARCHIVE.slice(10, 20))
  })

  it("clips the client's first read of 16 KiB to a smaller archive", async () => {
    const response = await get('/map/basemap.pmtiles', { Range: 'bytes=0-16383' })
    expect(response.status).toBe(206)
    expect(response.headers.get('Content-Range')).toBe('bytes 0-999/1000')
    expect((await response.arrayBuffer()).byteLength).toBe(1000)
  })

  it('answers the last bytes, and the whole archive without a range', async () => {
    const tail = await get('/map/basemap.pmtiles', { Range: 'bytes=-5' })
    expect(tail.headers.get('Content-Range')).toBe('bytes 995-999/1000')
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(ARCHIVE.slice(995))
    const whole = await get('/map/basemap.pmtiles')
    expect(whole.status).toBe(200)
    expect((await whole.arrayBuffer()).byteLength).toBe(1000)
  })

  it('answers 416 with the size to a range outside the archive or a broken one', async () => {
    for (const range of ['bytes=1000-1010', 'bytes=20-10', 'bytes=0-5,10-20', 'lines=1-2']) {
      const response = await get('/map/basemap.pmtiles', { Range: range })
      expect(response.status, range).toBe(416)
      expect(response.headers.get('Content-Range')).toBe('bytes */1000')
    }
  })

  it('answers 304 to its own ETag and 412 when the archive changed under an If-Match', async () => {
    const etag = (await get('/map/basemap.pmtiles', { Range: 'bytes=0-0' })).headers.get('ETag')!
    expect((await get('/map/basemap.pmtiles', { 'If-None-Match': etag })).status).toBe(304)
    expect((await get('/map/basemap.pmtiles', { 'If-Match': '"another"', Range: 'bytes=0-1' })).status).toBe(412)
  })

  it('answers HEAD with the headers and no body', async () => {
    const response = await get('/map/basemap.pmtiles', { Range: 'bytes=0-9' }, 'HEAD')
    expect(response.status).toBe(206)
    expect(response.headers.get('Content-Length')).toBe('10')
    expect(response.body).toBeNull()
  })
})

describe('glyphs and sprites', () => {
  it('serves an uploaded glyph range, its font name written with a space', async () => {
    const response = await get('/map/glyphs/Noto%20Sans%20Regular/0-255.pbf')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/x-protobuf')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(GLYPHS)
  })

  it('answers 404 for sprites that were not uploaded, and for any other path under /map/', async () => {
    expect((await get('/map/sprites/v4/light.json')).status).toBe(404)
    expect((await get('/map/glyphs/Noto%20Sans%20Bold/256-511.pbf')).status).toBe(404)
    expect((await get('/map/glyphs/..%2F..%2Fleads/0-255.pbf')).status).toBe(404)
    expect((await get('/map/glyphs/%E0%A4%A/0-255.pbf')).status).toBe(404)
    expect((await get('/map/leads/1/cv.pdf')).status).toBe(404)
  })

  // A POST is refused with 405 by the door's server route before this function runs
  // (src/server/http-door.test.ts; e2e/hardening.spec.ts asks the built Worker).
})

describe('parseRange', () => {
  it('reads the forms MapLibre and browsers send', () => {
    expect(parseRange(null, 100)).toBeUndefined()
    expect(parseRange('bytes=0-9', 100)).toEqual({ offset: 0, length: 10 })
    expect(parseRange('bytes=90-', 100)).toEqual({ offset: 90, length: 10 })
    expect(parseRange('bytes=-200', 100)).toEqual({ offset: 0, length: 100 })
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable')
  })
})
