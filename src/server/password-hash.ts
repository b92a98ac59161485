// Passwords (DESIGN.md "Sessions"): PBKDF2-SHA-256 through WebCrypto with a random salt, stored as
// `pbkdf2-sha256$iterations$salt$hash` so the cost can be raised later and old hashes still verify.

/** Production Workers refuse PBKDF2 above 100,000 iterations (DESIGN.md toolchain facts). */
export const PBKDF2_ITERATIONS = 100_000
const ALGORITHM = 'pbkdf2-sha256'
const SALT_BYTES = 16
const HASH_BITS = 256

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS)
  return new Uint8Array(bits)
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await derive(password, salt, PBKDF2_ITERATIONS)
  return `${ALGORITHM}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`
}

/** True when the password matches the stored hash; any malformed hash is simply no match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterationsText, saltText, hashText] = stored.split('$')
  const iterations = Number(iterationsText)
  if (
    algorithm !== ALGORITHM ||
    !Number.isInteger(iterations) ||
    iterations < 1 ||
    iterations > PBKDF2_ITERATIONS ||
    !saltText ||
    !hashText
  )
    return false
  let expected: Uint8Array
  let salt: Uint8Array<ArrayBuffer>
  try {
    expected = fromBase64(hashText)
    salt = fromBase64(saltText)
  } catch {
    return false
  }
  const actual = await derive(password, salt, iterations)
  // Compare every byte, whatever the first difference, so timing says nothing.
  let difference = actual.length ^ expected.length
  for (let i = 0; i < actual.length; i++) difference |= actual[i]! ^ (expected[i] ?? 0)
  return difference === 0
}
