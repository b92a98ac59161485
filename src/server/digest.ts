/** SHA-256 of a text as lower-case hex, cut to `bytes` bytes (32 for the whole digest). */
export async function sha256Hex(text: string, bytes = 32): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return [...digest.slice(0, bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** HMAC-SHA-256 of a text under a key, as lower-case hex cut to `bytes` bytes: a hash nobody can recompute without the key. */
export async function hmacHex(key: string, text: string, bytes = 32): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, new TextEncoder().encode(text)))
  return [...signature.slice(0, bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
