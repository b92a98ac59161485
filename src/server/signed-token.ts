// Links that act without a login (decision 017): confirm a subscription, manage or leave it, download a
// property's documents; and the D1 bookmark a visitor's browser keeps after a form post (decision 024). A token names its purpose, a subject (an id) and when it expires, signed with
// the Worker's SESSION_SECRET, so nobody can make one for another subject or stretch its life, and a
// token made for one purpose never opens another.

export type TokenPurpose = 'alert-confirm' | 'alert-manage' | 'newsletter-confirm' | 'newsletter-manage' | 'document' | 'd1-bookmark'

export type TokenReading = { subject: string; expiresAt: number } | 'expired' | 'invalid'

const encoder = new TextEncoder()
/** Subjects are ids: letters, digits, `-`, `_` and `:` (so a token splits on `.` unambiguously). */
const SUBJECT = /^[\w:-]{1,100}$/

async function signature(secret: string, purpose: TokenPurpose, subject: string, expiresAt: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`token:${purpose}:${subject}:${expiresAt}`))
  return btoa(String.fromCharCode(...new Uint8Array(mac)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

/** `{subject}.{expiresAt in ms}.{signature}`: safe in a URL path or query as it is. */
export async function signToken(secret: string, purpose: TokenPurpose, subject: string, expiresAt: number): Promise<string> {
  if (secret.length < 32) throw new Error('SESSION_SECRET must have at least 32 characters to sign links')
  if (!SUBJECT.test(subject)) throw new Error(`a token subject is an id, not ${JSON.stringify(subject)}`)
  return `${subject}.${expiresAt}.${await signature(secret, purpose, subject, expiresAt)}`
}

/** What a token says, if we signed it for this purpose and it has not expired. */
export async function readToken(secret: string | undefined, purpose: TokenPurpose, token: string, now = Date.now()): Promise<TokenReading> {
  const match = /^([\w:-]{1,100})\.(\d{13})\.([\w-]{43})$/.exec(token)
  if (!secret || secret.length < 32 || !match) return 'invalid'
  const [, subject, expires, mac] = match
  const expiresAt = Number(expires)
  if (!constantTimeEqual(mac!, await signature(secret, purpose, subject!, expiresAt))) return 'invalid'
  if (expiresAt <= now) return 'expired'
  return { subject: subject!, expiresAt }
}
