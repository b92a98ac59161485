// Password reset links (decision 008, DESIGN.md "Where the spec is wrong"): a random 256-bit token in the
// link, only its SHA-256 kept, single use, 30 minutes.

import { sha256Hex } from '#/server/digest.ts'

/** A reset link works for 30 minutes. */
export const RESET_TOKEN_MINUTES = 30
const TOKEN_BYTES = 32

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** The hash kept in D1 for a token (hex SHA-256); a leaked table gives no working link. */
export async function hashResetToken(token: string): Promise<string> {
  return sha256Hex(token)
}

export async function newResetToken(now: Date): Promise<{ token: string; hash: string; expiresAt: string }> {
  const token = base64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)))
  return { token, hash: await hashResetToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000).toISOString() }
}

/** A token as a link carries it: 43 URL-safe characters. Anything else is not looked up. */
export function isResetTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token)
}

export function isResetTokenUsable(row: { expires_at: string; used_at: string | null }, now: Date): boolean {
  return row.used_at === null && Date.parse(row.expires_at) > now.getTime()
}
