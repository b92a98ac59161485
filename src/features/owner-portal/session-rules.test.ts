import { describe, expect, it } from 'vitest'
import {
  SESSION_COOKIE,
  SESSION_IDLE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  cookieLifetimeSeconds,
  isOwnerSession,
  isSessionCurrent,
  sessionCookie,
  sessionCookieValue,
} from './session-rules.ts'

const MINUTE = 60_000
const login = Date.parse('2026-11-26T08:00:00Z')

describe('owner session timeouts (decision 008)', () => {
  it('are 8 hours absolute and 30 minutes idle', () => {
    expect(SESSION_MAX_AGE_SECONDS).toBe(8 * 3600)
    expect(SESSION_IDLE_SECONDS).toBe(30 * 60)
  })

  it('ends a session idle for 30 minutes', () => {
    const session = { ownerId: 1, version: 1, loginAt: login, seenAt: login }
    expect(isSessionCurrent(session, login + 29 * MINUTE)).toBe(true)
    expect(isSessionCurrent(session, login + 30 * MINUTE)).toBe(false)
  })

  it('ends a busy session 8 hours after the login', () => {
    const now = login + 8 * 60 * MINUTE
    expect(isSessionCurrent({ ownerId: 1, version: 1, loginAt: login, seenAt: now - MINUTE }, now - 1)).toBe(true)
    expect(isSessionCurrent({ ownerId: 1, version: 1, loginAt: login, seenAt: now - MINUTE }, now)).toBe(false)
  })

  it('refuses a login time in the future', () => {
    expect(isSessionCurrent({ ownerId: 1, version: 1, loginAt: login + 10 * MINUTE, seenAt: login }, login)).toBe(false)
  })

  it('gives the cookie the idle time, capped by the absolute end', () => {
    expect(cookieLifetimeSeconds({ ownerId: 1, version: 1, loginAt: login, seenAt: login }, login)).toBe(1800)
    expect(cookieLifetimeSeconds({ ownerId: 1, version: 1, loginAt: login, seenAt: login }, login + (8 * 60 - 10) * MINUTE)).toBe(600)
  })

  it('writes a __Host- cookie: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', () => {
    const cookie = sessionCookie('sealed', 1800)
    expect(SESSION_COOKIE.startsWith('__Host-')).toBe(true)
    expect(cookie).toContain('; Secure')
    expect(cookie).toContain('; HttpOnly')
    expect(cookie).toContain('; SameSite=Lax')
    expect(cookie).toContain('; Path=/')
    expect(cookie).not.toMatch(/domain=/i)
  })

  it('reads the cookie among others and checks the session shape', () => {
    expect(sessionCookieValue(`a=1; ${SESSION_COOKIE}=Fe26.2**abc==; b=2`)).toBe('Fe26.2**abc==')
    expect(sessionCookieValue('a=1')).toBeUndefined()
    expect(isOwnerSession({ ownerId: 1, version: 2, loginAt: 3, seenAt: 4 })).toBe(true)
    expect(isOwnerSession({ ownerId: '1', version: 2, loginAt: 3, seenAt: 4 })).toBe(false)
    expect(isOwnerSession({})).toBe(false)
  })
})
