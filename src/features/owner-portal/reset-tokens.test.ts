import { describe, expect, it } from 'vitest'
import { RESET_TOKEN_MINUTES, hashResetToken, isResetTokenShape, isResetTokenUsable, newResetToken } from './reset-tokens.ts'

describe('password reset tokens (decision 008)', () => {
  const now = new Date('2026-11-26T08:00:00Z')

  it('are 256 random bits, URL-safe, different every time', async () => {
    const tokens = await Promise.all(Array.from({ length: 50 }, () => newResetToken(now)))
    expect(new Set(tokens.map(({ token }) => token)).size).toBe(50)
    for (const { token } of tokens) expect(isResetTokenShape(token)).toBe(true)
    expect(isResetTokenShape('short')).toBe(false)
    expect(isResetTokenShape(`${tokens[0]!.token.slice(0, 42)}/`)).toBe(false)
  })

  it('keep only a SHA-256 of the token', async () => {
    const { token, hash } = await newResetToken(now)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain(token)
    expect(await hashResetToken(token)).toBe(hash)
  })

  it('expire after 30 minutes and work once', async () => {
    const { expiresAt } = await newResetToken(now)
    expect(RESET_TOKEN_MINUTES).toBe(30)
    expect(expiresAt).toBe('2026-11-26T08:30:00.000Z')
    expect(isResetTokenUsable({ expires_at: expiresAt, used_at: null }, new Date('2026-11-26T08:29:59Z'))).toBe(true)
    expect(isResetTokenUsable({ expires_at: expiresAt, used_at: null }, new Date('2026-11-26T08:30:00Z'))).toBe(false)
    expect(isResetTokenUsable({ expires_at: expiresAt, used_at: '2026-11-26T08:05:00Z' }, new Date('2026-11-26T08:06:00Z'))).toBe(false)
  })
})
