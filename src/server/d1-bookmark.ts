import { readCookie } from './cookies.ts'
import { hostCookie } from './cookies.ts'
import { readToken, signToken } from './signed-token.ts'

// Read replication (decision 024): after a form post that wrote, the visitor's browser
// keeps the D1 bookmark of that write for a few minutes, so the next page they read comes from a
// replica at least as recent as their own write. The bookmark is D1's opaque string; the cookie
// carries it signed with SESSION_SECRET and with its expiry, so a value we did not set (a forged
// bookmark far in the future would make D1 wait for, or refuse, a replica that never gets there)
// is ignored like a missing one.

/** `__Host-`: the browser refuses it unless Secure, host-only and Path=/. */
export const BOOKMARK_COOKIE = '__Host-d1-bookmark'

/**
 * Decision 024: replicas trail the primary by well under a second in normal running; five minutes
 * covers a replica that lags under load, and a request carrying the cookie skips the edge cache
 * (its pages are the visitor's own), so it should not outlive the reason for it by long.
 */
export const BOOKMARK_SECONDS = 5 * 60

/** D1's bookmarks are hex groups joined by `-` today; any id-like string up to 100 characters is taken as one. */
const BOOKMARK = /^[\w-]{1,100}$/
/** A signed bookmark: the bookmark, its expiry in ms and a 43-character signature (signed-token.ts). */
const COOKIE_VALUE_MAX_LENGTH = 100 + 1 + 13 + 1 + 43

/** The Set-Cookie value carrying `bookmark`, or undefined when it cannot be kept (no secret, not bookmark-like). */
export async function bookmarkCookie(secret: string | undefined, bookmark: string, now = Date.now()): Promise<string | undefined> {
  if (!secret || secret.length < 32 || !BOOKMARK.test(bookmark)) return undefined
  const value = await signToken(secret, 'd1-bookmark', bookmark, now + BOOKMARK_SECONDS * 1000)
  return hostCookie(BOOKMARK_COOKIE, value, { maxAgeSeconds: BOOKMARK_SECONDS, sameSite: 'lax' })
}

/** The bookmark of the request's cookie, when it is one we set and it has not expired; anything else is none. */
export async function requestBookmark(
  secret: string | undefined,
  cookieHeader: string | null,
  now = Date.now(),
): Promise<string | undefined> {
  const value = readCookie(cookieHeader, BOOKMARK_COOKIE)
  if (!value || value.length > COOKIE_VALUE_MAX_LENGTH) return undefined
  const reading = await readToken(secret, 'd1-bookmark', value, now)
  return typeof reading === 'object' ? reading.subject : undefined
}
