import { describe, expect, it } from 'vitest'
import { readToken, signToken } from './signed-token.ts'

const SECRET = 'a-secret-of-at-least-32-characters-0123456789'
const NOW = Date.parse('2026-11-26T12:00:00Z')
const WEEK = 7 * 24 * 60 * 60 * 1000

describe('signed tokens (decision 017)', () => {
  it('reads back its subject until it expires', async () => {
    const token = await signToken(SECRET, 'document', '4100071:12', NOW + WEEK)
    expect(await readToken(SECRET, 'document', token, NOW)).toEqual({ subject: '4100071:12', expiresAt: NOW + WEEK })
    expect(await readToken(SECRET, 'document', token, NOW + WEEK)).toBe('expired')
  })

  it('refuses another purpose, another secret, a changed subject or a stretched life', async () => {
    const token = await signToken(SECRET, 'alert-manage', '17', NOW + WEEK)
    expect(await readToken(SECRET, 'alert-confirm', token, NOW)).toBe('invalid')
    expect(await readToken(`${SECRET}-other`, 'alert-manage', token, NOW)).toBe('invalid')
    expect(await readToken(SECRET, 'alert-manage', token.replace(/^17\./, '18.'), NOW)).toBe('invalid')
    const [subject, expires, mac] = token.split('.')
    expect(await readToken(SECRET, 'alert-manage', `${subject}.${Number(expires) + WEEK}.${mac}`, NOW)).toBe('invalid')
    expect(await readToken(SECRET, 'alert-manage', 'garbage', NOW)).toBe('invalid')
    expect(await readToken(undefined, 'alert-manage', token, NOW)).toBe('invalid')
  })

  it('signs only ids, and only with a long secret', async () => {
    await expect(signToken(SECRET, 'document', 'a.b', NOW)).rejects.toThrow()
    await expect(signToken('short', 'document', '1', NOW)).rejects.toThrow()
  })
})
