import { describe, expect, it } from 'vitest'
import { BOOKMARK_COOKIE, BOOKMARK_SECONDS, bookmarkCookie, requestBookmark } from './d1-bookmark.ts'

const SECRET = 'unit-test-secret-0123456789-abcdefghij'
/** A bookmark as D1 hands them out (the local runtime's shape; production's has the same groups). */
const BOOKMARK = '00000000-0000001a-00000000-00000000000000000000000000000000'
const NOW = Date.parse('2026-11-26T12:00:00Z')

/** The cookie's value as the browser sends it back: the Set-Cookie line up to its first attribute. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!

describe('the D1 bookmark cookie (decision 024)', () => {
  it('is HttpOnly, Secure, SameSite=Lax, host-wide and lives a few minutes', async () => {
    const cookie = (await bookmarkCookie(SECRET, BOOKMARK, NOW))!
    expect(cookie.startsWith(`${BOOKMARK_COOKIE}=`)).toBe(true)
    expect(cookie).toContain('; Max-Age=300; Path=/; HttpOnly; Secure; SameSite=Lax')
    expect(BOOKMARK_SECONDS).toBe(300)
  })

  it('gives back the bookmark it was set with, until it expires', async () => {
    const cookie = sentBack((await bookmarkCookie(SECRET, BOOKMARK, NOW))!)
    expect(await requestBookmark(SECRET, `lang=fr; ${cookie}`, NOW + 1000)).toBe(BOOKMARK)
    expect(await requestBookmark(SECRET, cookie, NOW + BOOKMARK_SECONDS * 1000 - 1)).toBe(BOOKMARK)
    expect(await requestBookmark(SECRET, cookie, NOW + BOOKMARK_SECONDS * 1000)).toBeUndefined()
  })

  it('ignores a value it did not set: another bookmark, a changed signature, junk, an overlong value', async () => {
    const value = sentBack((await bookmarkCookie(SECRET, BOOKMARK, NOW))!).slice(BOOKMARK_COOKIE.length + 1)
    const [, expiry, signature] = value.split('.')
    const forged = [
      `ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff.${expiry}.${signature}`,
      `${BOOKMARK}.${Number(expiry) + 60_000}.${signature}`,
      `${BOOKMARK}.${expiry}.${signature!.slice(0, -1)}A`,
      BOOKMARK,
      'first-primary',
      '<script>',
      '%E0%A4%A',
      `${'a'.repeat(5000)}.${expiry}.${signature}`,
      '',
    ]
    for (const candidate of forged) {
      expect(await requestBookmark(SECRET, `${BOOKMARK_COOKIE}=${candidate}`, NOW), candidate).toBeUndefined()
    }
    expect(await requestBookmark('another-secret-0123456789-abcdefghijkl', `${BOOKMARK_COOKIE}=${value}`, NOW)).toBeUndefined()
    expect(await requestBookmark(SECRET, null, NOW)).toBeUndefined()
    expect(await requestBookmark(SECRET, 'lang=fr', NOW)).toBeUndefined()
  })

  it('keeps nothing without a secret or for a value that is not bookmark-like', async () => {
    expect(await bookmarkCookie(undefined, BOOKMARK, NOW)).toBeUndefined()
    expect(await bookmarkCookie('short', BOOKMARK, NOW)).toBeUndefined()
    expect(await bookmarkCookie(SECRET, 'a.b', NOW)).toBeUndefined()
    expect(await bookmarkCookie(SECRET, 'x'.repeat(101), NOW)).toBeUndefined()
    expect(await requestBookmark(undefined, `${BOOKMARK_COOKIE}=${BOOKMARK}.${NOW + 1000}.${'a'.repeat(43)}`, NOW)).toBeUndefined()
  })
})
