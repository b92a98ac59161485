import { FORM_STAMP_FIELD, IDEMPOTENCY_FIELD } from './captcha-field.ts'

// Forms work without JavaScript: a post without JavaScript carries no captcha token, so
// the time the page was served is one of the signs that a person sent it. The Worker stamps that
// time, signed, into each form's hidden field as the answer leaves, in the same pass for fresh and
// edge-cached pages (a cached page would otherwise carry the time it was first rendered). The same
// pass gives each form its idempotency key.

/** Nobody reads a form, fills it in and sends it in less time; scripts post at once. */
export const MIN_FILL_MS = 3_000
/** A page left open longer is served again before its form counts as recent. */
export const STAMP_LIFETIME_MS = 24 * 60 * 60 * 1000

export type StampReading = 'fresh' | 'too-fast' | 'expired' | 'invalid'

const encoder = new TextEncoder()

async function signature(secret: string, issuedAt: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  // The label keeps this signature from ever standing for another use of the same secret.
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`form-stamp:${issuedAt}`))
  return btoa(String.fromCharCode(...new Uint8Array(mac)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** A stamp for a page served now: `{ms}.{signature}`; no secret, no stamp (such posts need the captcha). */
export async function issueFormStamp(secret: string | undefined, now = Date.now()): Promise<string> {
  if (!secret) return ''
  return `${now}.${await signature(secret, now)}`
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

/** What a posted stamp says: a page served long enough ago by us, or not. */
export async function readFormStamp(secret: string | undefined, value: string, now = Date.now()): Promise<StampReading> {
  const match = /^(\d{13})\.([\w-]{43})$/.exec(value)
  if (!secret || !match) return 'invalid'
  const issuedAt = Number(match[1])
  if (!constantTimeEqual(match[2]!, await signature(secret, issuedAt))) return 'invalid'
  if (issuedAt > now) return 'invalid'
  if (now - issuedAt < MIN_FILL_MS) return 'too-fast'
  if (now - issuedAt > STAMP_LIFETIME_MS) return 'expired'
  return 'fresh'
}

/**
 * Writes the stamp and a fresh idempotency key into every form of an HTML answer as it streams out.
 * The key is made here, not in the render, because an edge-cached page would hand every visitor the
 * same one: each answer gets its own, one per form (decision 007).
 */
export function withFormStamps(response: Response, stamp: string): Response {
  if (!(response.headers.get('Content-Type') ?? '').includes('text/html')) return response
  const rewriter = new HTMLRewriter().on(`input[name="${IDEMPOTENCY_FIELD}"]`, {
    element(element) {
      element.setAttribute('value', crypto.randomUUID())
    },
  })
  // No secret, no stamp: such posts need the captcha.
  if (stamp) {
    rewriter.on(`input[name="${FORM_STAMP_FIELD}"]`, {
      element(element) {
        element.setAttribute('value', stamp)
      },
    })
  }
  return rewriter.transform(response)
}

/** An answer's forms stamped as it goes out; only an HTML answer is signed for (a door, a tile, JSON pass as they are). */
export async function stampForms(response: Response, secret: string | undefined): Promise<Response> {
  if (!(response.headers.get('Content-Type') ?? '').includes('text/html')) return response
  return withFormStamps(response, await issueFormStamp(secret))
}
