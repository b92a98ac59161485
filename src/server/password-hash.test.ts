import { describe, expect, it } from 'vitest'
import { PBKDF2_ITERATIONS, hashPassword, verifyPassword } from './password-hash.ts'

describe('password hashes', () => {
  it('use PBKDF2 at 100,000 iterations, the most production Workers accept', () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000)
  })

  it('verify the right password only, with a fresh salt each time', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(await verifyPassword('correct horse battery', hash)).toBe(true)
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false)
    expect(await hashPassword('correct horse battery')).not.toBe(hash)
  })

  it('treat a malformed or too costly stored hash as no match', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false)
    expect(await verifyPassword('x', 'pbkdf2-sha256$100001$AAAA$AAAA')).toBe(false)
    expect(await verifyPassword('x', 'pbkdf2-sha256$1000$%%%$%%%')).toBe(false)
  })
})
