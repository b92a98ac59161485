import type { AppEnv } from './env.server.ts'
import { readCookie } from './cookies.ts'
import type { D1Queryable } from './d1-queryable.ts'
import { SITE_VERSION_KEY } from './site-documents.server.ts'

// DESIGN.md "Speed": public GET pages may be cached at the edge for a short time, keyed by the full
// localized URL, never for a request with a session cookie, and versioned on import and on the
// agency's publish (decision 034). A cached page
// carries the nonce of the response it was stored from; every copy served gets a fresh one.

/** How long the edge keeps a rendered page, and how long it may serve it stale while re-rendering. */
export const PAGE_CACHE_SECONDS = 60
export const PAGE_CACHE_STALE_SECONDS = 300
/** The key in app_meta that an import bumps, so cached pages of the old catalogue are not reused. */
export const CATALOGUE_VERSION_KEY = 'catalogue_version'

/**
 * Whether a request may be answered from, and stored in, the edge cache. `sessionCookies` names the
 * cookies of every kind of login (each capability owns its own): a session makes a request personal.
 * `queryParams` names the query parameters the page is cached with (the listing's filters): a URL
 * with any other parameter, or one twice, is served uncached, so no visitor adds keys of their own
 * (a reset link's token, campaign tags, or parameters aimed at the key itself).
 */
export function isCacheableRequest(
  request: Request,
  url: URL,
  sessionCookies: readonly string[],
  queryParams: readonly string[] = [],
): boolean {
  if (request.method !== 'GET') return false
  if (!/^\/[a-z]{2}\//.test(url.pathname)) return false
  const names = [...url.searchParams.keys()]
  if (names.some((name) => !queryParams.includes(name)) || new Set(names).size !== names.length) return false
  const cookies = request.headers.get('Cookie')
  if (sessionCookies.some((name) => readCookie(cookies, name) !== undefined)) return false
  return !request.headers.has('Authorization')
}

/** The versions that name what a page shows: the catalogue's (an import moves it) and the site's (a publish moves it). */
export type ContentVersions = { catalogue: string; site: string }

/** Both versions in one read; '0' for one never written, or when the database does not answer (the page still renders). */
export async function contentVersions(db: D1Queryable): Promise<ContentVersions> {
  try {
    const { results } = await db
      .prepare('SELECT key, value FROM app_meta WHERE key IN (?, ?)')
      .bind(CATALOGUE_VERSION_KEY, SITE_VERSION_KEY)
      .all<{ key: string; value: string }>()
    const value = (key: string) => results.find((row) => row.key === key)?.value ?? '0'
    return { catalogue: value(CATALOGUE_VERSION_KEY), site: value(SITE_VERSION_KEY) }
  } catch {
    return { catalogue: '0', site: '0' }
  }
}

export async function catalogueVersion(env: Pick<AppEnv, 'DB'>): Promise<string> {
  try {
    const row = await env.DB.prepare('SELECT value FROM app_meta WHERE key = ?').bind(CATALOGUE_VERSION_KEY).first<{ value: string }>()
    return row?.value ?? '0'
  } catch {
    return '0'
  }
}

/** The path under which every key lives; only pages under a language are cached, so no page's URL is in it. */
const KEY_NAMESPACE = '/__page-cache'

/**
 * The cache key: the full localized URL, the catalogue and site versions and the build (a page
 * names its build's asset files, which a new deploy replaces). Version and build are path segments under a
 * namespace of their own, not query parameters, so no URL a visitor can ask for lands on the key
 * of another page (`?__catalogue=…&__build=…` once did).
 */
export function pageCacheKey(url: URL, versions: ContentVersions, build: string): Request {
  const version = `${encodeURIComponent(versions.catalogue)}/${encodeURIComponent(versions.site)}`
  const internal = `${KEY_NAMESPACE}/${version}/${encodeURIComponent(build)}`
  return new Request(`${url.origin}${internal}${url.pathname}${url.search}`, { method: 'GET' })
}

export type CachedPageInput = {
  request: Request
  url: URL
  /** what the page shows is named by these (read once per request, contentVersions) */
  versions: ContentVersions
  ctx: Pick<ExecutionContext, 'waitUntil'>
  /** this response's CSP nonce, written into a page served from the cache */
  nonce: string
  build: string
  sessionCookies: readonly string[]
  queryParams: readonly string[]
  /** renders the page when the cache has none */
  render: () => Promise<Response> | Response
}

/**
 * A page through the edge cache: served from it, or rendered and stored when it may be. `edge` says
 * the response is one the edge keeps (browsers must then revalidate it).
 */
export async function cachedPage(input: CachedPageInput): Promise<{ response: Response; edge: boolean }> {
  const { request, url, versions, ctx, nonce, build, sessionCookies, queryParams, render } = input
  if (!isCacheableRequest(request, url, sessionCookies, queryParams)) return { response: await render(), edge: false }
  const cache = await caches.open('pages')
  const key = pageCacheKey(url, versions, build)
  const cached = await cache.match(key)
  if (cached) return { response: withFreshNonce(cached, nonce), edge: true }
  const response = await render()
  if (!isStorable(response)) return { response, edge: false }
  const [forVisitor, forCache] = response.body ? response.body.tee() : [null, null]
  ctx.waitUntil(cache.put(key, storedCopy(new Response(forCache, response))))
  return { response: new Response(forVisitor, response), edge: true }
}

/** Replaces the nonce a stored page was rendered with by this response's own. */
export function withFreshNonce(response: Response, nonce: string): Response {
  const rewriter = new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        element.setAttribute('nonce', nonce)
      },
    })
    .on('meta[property="csp-nonce"]', {
      element(element) {
        element.setAttribute('content', nonce)
      },
    })
  return rewriter.transform(response)
}

/** Whether a rendered page may be stored: a plain 200 HTML page that sets no cookie. */
export function isStorable(response: Response): boolean {
  return (
    response.status === 200 && (response.headers.get('Content-Type') ?? '').includes('text/html') && !response.headers.has('Set-Cookie')
  )
}

/** The copy the edge keeps, with the lifetime the edge needs (browsers get `no-cache`). */
export function storedCopy(response: Response): Response {
  const copy = new Response(response.body, response)
  copy.headers.set('Cache-Control', `public, max-age=${PAGE_CACHE_SECONDS}, stale-while-revalidate=${PAGE_CACHE_STALE_SECONDS}`)
  return copy
}
