import type { DoorInput } from '#/server/http-door.ts'
import { BASEMAP_KEY } from './map-assets.ts'
import { notFoundResponse } from '#/server/refusals.ts'

// GET /map/… (decision 033: its server route is src/routes/map/$.ts): the basemap archive, glyphs and sprites from R2, on our own origin, so the
// map makes no request to anyone else. MapLibre's PMTiles protocol reads the archive with HTTP range
// requests: one for the header and root directory, then one per tile.

/** The archive, the glyph ranges and the sprite files; nothing else under /map/ is read from the bucket. */
const MAP_FILE =
  /^\/map\/(basemap\.pmtiles|glyphs\/[^/]{1,120}\/\d{1,5}-\d{1,5}\.pbf|sprites\/[A-Za-z0-9_-]{1,40}\/[A-Za-z0-9_@.-]{1,80}\.(?:json|png))$/

/** A day for the archive (an operator may replace it; the ETag then tells the client), a month for fonts and sprites. */
const ARCHIVE_CACHE = 'public, max-age=86400'
const ASSET_CACHE = 'public, max-age=2592000'

const CONTENT_TYPES: Record<string, string> = {
  pmtiles: 'application/vnd.pmtiles',
  pbf: 'application/x-protobuf',
  json: 'application/json',
  png: 'image/png',
}

export type ByteRange = { offset: number; length: number }

/**
 * The one range of a `Range: bytes=…` header within a file of `size` bytes: undefined without a
 * header (the whole file), 'unsatisfiable' for a range outside the file, several ranges or a broken one.
 */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (header === null) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return 'unsatisfiable'
  const [, first, last] = match
  if (first === '') {
    // bytes=-n: the last n bytes
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    const length = Math.min(suffix, size)
    return { offset: size - length, length }
  }
  const offset = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (offset >= size || end < offset) return 'unsatisfiable'
  return { offset, length: end - offset + 1 }
}

async function mapFile(bucket: R2Bucket, request: Request, path: string): Promise<Response> {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return notFoundResponse()
  }
  // Font names carry spaces (`Noto Sans Regular`); nothing decoded may climb out of map/.
  if (!/^[A-Za-z0-9 ,_@./-]+$/.test(decoded) || decoded.includes('..')) return notFoundResponse()
  const key = `map/${decoded}`
  const extension = key.slice(key.lastIndexOf('.') + 1)
  const head = await bucket.head(key)
  if (!head) return notFoundResponse()
  const headers = new Headers({
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'Accept-Ranges': 'bytes',
    ETag: head.httpEtag,
    'Cache-Control': key === BASEMAP_KEY ? ARCHIVE_CACHE : ASSET_CACHE,
  })
  // The PMTiles client sends If-Match with the ETag it started with: a replaced archive answers 412
  // and the client starts over from the new header instead of mixing two archives' bytes.
  const ifMatch = request.headers.get('If-Match')
  if (ifMatch !== null && ifMatch !== '*' && !ifMatch.split(',').some((tag) => tag.trim() === head.httpEtag))
    return new Response(null, { status: 412, headers })
  const ifNoneMatch = request.headers.get('If-None-Match')
  if (ifNoneMatch !== null && ifNoneMatch.split(',').some((tag) => tag.trim() === head.httpEtag))
    return new Response(null, { status: 304, headers })
  const range = parseRange(request.headers.get('Range'), head.size)
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${head.size}`)
    return new Response(null, { status: 416, headers })
  }
  const length = range ? range.length : head.size
  headers.set('Content-Length', String(length))
  if (range) headers.set('Content-Range', `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`)
  const status = range ? 206 : 200
  if (request.method === 'HEAD') return new Response(null, { status, headers })
  const object = await bucket.get(key, range ? { range } : undefined)
  if (!object) return notFoundResponse()
  return new Response(object.body, { status, headers })
}

/** GET /map/…: a file of the map from R2; any other path under /map/ is no file of ours, a 404 here, not a page render. */
export function mapResponse({ env, request, url }: Pick<DoorInput, 'env' | 'request' | 'url'>): Promise<Response> | Response {
  // The path as the browser sent it (still encoded): mapFile decodes it once, and checks what it gets.
  const file = MAP_FILE.exec(url.pathname)?.[1]
  return file ? mapFile(env.MEDIA, request, file) : notFoundResponse()
}
