import { siteConfig } from '#/config/site-config.ts'
import type { Locale } from '#/i18n/locales.ts'
import { detectLanguage, languageFromPath } from '#/i18n/language-detection.ts'

// Reading a visitor's POST safely: a body never larger than its limit, and the language to answer
// in before any field of the body is read (lead forms and the owner login share them).

/** The body, or null when it is larger than the limit (whatever Content-Length says). */
export async function readLimited(request: Request, limit: number): Promise<ArrayBuffer | null> {
  const declared = Number(request.headers.get('Content-Length') ?? '0')
  if (declared > limit) return null
  if (!request.body) return new ArrayBuffer(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body.buffer
}

/** Before the form's own field is read: the language of the page it came from, else the browser's. */
export function requestLocale(request: Request): Locale {
  const { enabled, default: fallback } = siteConfig().languages
  const referer = request.headers.get('Referer')
  let fromPage: Locale | undefined
  try {
    fromPage = referer ? languageFromPath(new URL(referer).pathname, enabled) : undefined
  } catch {
    fromPage = undefined
  }
  return fromPage ?? detectLanguage({ acceptLanguage: request.headers.get('Accept-Language') ?? undefined }, enabled, fallback)
}

/** The visitor's address as Cloudflare reports it; every request without one (local runs) shares 'unknown'. */
export function clientIp(request: Request): string {
  return request.headers.get('CF-Connecting-IP') ?? 'unknown'
}
