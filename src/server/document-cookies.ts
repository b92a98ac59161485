// The browser's side of cookies: what `document.cookie` holds and the writes the page makes itself
// (the language choice, clearing refused analytics cookies). Hand-written on purpose: the kept
// library `cookie` (src/server/cookies.ts, every server read and write) would ride on every page's
// first load for these few lines (decision 031). A test holds both sides to the same strings.

/** The cookies of `document.cookie` (`a=1; b=2`), names to raw values. */
function documentCookies(text: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of text.split(';')) {
    const at = part.indexOf('=')
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim())
  }
  return cookies
}

/** One cookie's value in `document.cookie`; a value that is not valid percent-encoding is no value. */
export function documentCookie(text: string, name: string): string | undefined {
  const raw = documentCookies(text).get(name)
  if (raw === undefined) return undefined
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

/** The names of the cookies in `document.cookie`. */
export function documentCookieNames(text: string): string[] {
  return [...documentCookies(text).keys()]
}

/** A `document.cookie` write for the whole site (Path=/, no Domain, SameSite=Lax). */
export function documentCookieWrite(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/${secure ? '; Secure' : ''}; SameSite=Lax`
}

/** The write that removes a cookie someone else set (Path=/), on the host or on `domain` and its subdomains. */
export function documentCookieRemoval(name: string, domain?: string): string {
  return `${name}=; Max-Age=0${domain ? `; Domain=${domain}` : ''}; Path=/`
}
