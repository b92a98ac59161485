import { parseCookie, stringifySetCookie } from 'cookie'

// Every cookie the site reads or writes goes through here, on the kept library `cookie` (DESIGN.md
// "Kept libraries before hand code"). Pure, so the browser's own cookie writes use it too.

/** One cookie's value in a Cookie header (or `document.cookie`); a value that is not valid percent-encoding is no value. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined
  // Raw first, decoded here: the library would hand back a malformed value undecoded, which is no value of ours.
  const raw = parseCookie(header, { decode: (value) => value })[name]
  if (raw === undefined) return undefined
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

/** The names of the cookies in a Cookie header (or `document.cookie`). */
export function cookieNames(header: string | null | undefined): string[] {
  return header ? Object.keys(parseCookie(header, { decode: (value) => value })) : []
}

export type CookieAttributes = { maxAgeSeconds: number; sameSite: 'lax' | 'strict'; httpOnly?: boolean; secure?: boolean }

/** A Set-Cookie value (or a `document.cookie` write) for the whole site: Path=/, no Domain. */
export function siteCookie(
  name: string,
  value: string,
  { maxAgeSeconds, sameSite, httpOnly = false, secure = false }: CookieAttributes,
): string {
  return stringifySetCookie({ name, value, path: '/', maxAge: maxAgeSeconds, sameSite, httpOnly, secure })
}

/** A `__Host-` cookie name: the browser refuses the cookie unless Secure, Path=/ and without Domain. */
export type HostCookieName = `__Host-${string}`

/** A `__Host-` cookie's Set-Cookie value: HttpOnly, Secure, Path=/, no Domain, as its prefix demands. */
export function hostCookie(
  name: HostCookieName,
  value: string,
  { maxAgeSeconds, sameSite }: Pick<CookieAttributes, 'maxAgeSeconds' | 'sameSite'>,
): string {
  return siteCookie(name, value, { maxAgeSeconds, sameSite, httpOnly: true, secure: true })
}

/** The Set-Cookie value that removes a `__Host-` cookie (same attributes, empty, Max-Age=0). */
export function clearedHostCookie(name: HostCookieName, sameSite: CookieAttributes['sameSite']): string {
  return hostCookie(name, '', { maxAgeSeconds: 0, sameSite })
}

/** The write that removes a cookie someone else set (Path=/), on the host or on `domain` and its subdomains. */
export function expiredCookie(name: string, domain?: string): string {
  return stringifySetCookie({ name, value: '', maxAge: 0, path: '/', domain })
}
