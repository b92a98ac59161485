import type { AppEnv } from './env.server'
import { readCookie } from '~/i18n/language-detection'

// DESIGN.md "Speed": public GET pages may be cached at the edge for a short time, keyed by the full
// localized URL, never for a request with a session cookie, and versioned on import. A cached page
// carries the nonce of the response it was stored from; every copy served gets a fresh one.

/** How long the edge keeps a rendered page, and how long it may serve it stale while re-rendering. */
export const PAGE_CACHE_SECONDS = 60
export const PAGE_CACHE_STALE_SECONDS = 300
/** The key in app_meta that an import bumps, so cached pages of the old catalogue are not reused. */
export const CATALOGUE_VERSION_KEY = 'catalogue_version'

/**
 * Whether a request may be answered from, and stored in, the edge cache. `sessionCookies` names the
 * cookies of every kind of login (each capability owns its own): a session makes a request personal.
 */
export function isCacheableRequest(request: Request, url: URL, sessionCookies: readonly string[]): boolean {
  if (request.method !== 'GET') return false
  if (!/^\/[a-z]{2}\//.test(url.pathname)) return false
  const cookies = request.headers.get('Cookie')
  if (sessionCookies.some((name) => readCookie(cookies, name) !== undefined)) return false
  // A password reset link's token never goes into a cache key.
  if (url.searchParams.has('token')) return false
  return !request.headers.has('Authorization')
}

export async function catalogueVersion(env: Pick<AppEnv, 'DB'>): Promise<string> {
  try {
    const row = await env.DB.prepare('SELECT value FROM app_meta WHERE key = ?').bind(CATALOGUE_VERSION_KEY).first<{ value: string }>()
    return row?.value ?? '0'
  } catch {
    return '0'
  }
}

/**
 * The cache key: the full localized URL, the catalogue version and the build — a page names its
 * build's asset files, which a new deploy replaces.
 */
export function pageCacheKey(url: URL, version: string, build: string): Request {
  const key = new URL(url)
  key.searchParams.set('__catalogue', version)
  key.searchParams.set('__build', build)
  return new Request(key.toString(), { method: 'GET' })
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
  return response.status === 200 && (response.headers.get('Content-Type') ?? '').includes('text/html') && !response.headers.has('Set-Cookie')
}

/** The copy the edge keeps, with the lifetime the edge needs (browsers get `no-cache`). */
export function storedCopy(response: Response): Response {
  const copy = new Response(response.body, response)
  copy.headers.set('Cache-Control', `public, max-age=${PAGE_CACHE_SECONDS}, stale-while-revalidate=${PAGE_CACHE_STALE_SECONDS}`)
  return copy
}
