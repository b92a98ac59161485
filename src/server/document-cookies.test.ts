import { describe, expect, it } from 'vitest'
import { cookieNames, expiredCookie, readCookie, siteCookie } from './cookies.ts'
import { documentCookie, documentCookieNames, documentCookieRemoval, documentCookieWrite } from './document-cookies.ts'

// The browser's hand-written side must read and write what the kept library does on the server.
describe('the browser side of cookies agrees with the server side', () => {
  const jar = 'lng=fr; _ga=GA1.2.3; broken=%E0%A4%A; spaced = x y ; empty='

  it('reads the same values and names', () => {
    for (const name of ['lng', '_ga', 'broken', 'spaced', 'empty', 'missing']) expect(documentCookie(jar, name)).toBe(readCookie(jar, name))
    expect(documentCookieNames(jar)).toEqual(cookieNames(jar))
    expect(documentCookieNames('')).toEqual([])
  })

  it('writes the language cookie and removals the way the server module does', () => {
    expect(documentCookieWrite('lng', 'nl', 31536000, true)).toBe(
      siteCookie('lng', 'nl', { maxAgeSeconds: 31536000, sameSite: 'lax', secure: true }),
    )
    expect(documentCookieWrite('lng', 'de', 60, false)).toBe(siteCookie('lng', 'de', { maxAgeSeconds: 60, sameSite: 'lax' }))
    expect(documentCookieRemoval('_ga')).toBe(expiredCookie('_ga'))
    expect(documentCookieRemoval('_ga', '.example.be')).toBe(expiredCookie('_ga', '.example.be'))
  })
})
