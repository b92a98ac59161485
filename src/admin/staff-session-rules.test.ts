import { describe, expect, it } from 'vitest'
import {
  STAFF_SESSION_IDLE_SECONDS,
  STAFF_SESSION_MAX_AGE_SECONDS,
  isStaffSession,
  isStaffSessionCurrent,
  roleAllows,
  staffCookieLifetimeSeconds,
  staffSessionCookie,
} from './staff-session-rules.ts'

const signedInAt = Date.UTC(2026, 10, 26, 8)
const SESSION_ID = '0b6f3c52-9a4e-4d1b-8f0e-2c7d5a6b9e13'

describe('staff session rules (decision 018)', () => {
  it('lasts 30 minutes without a request and 12 hours in all', () => {
    expect(STAFF_SESSION_IDLE_SECONDS).toBe(30 * 60)
    expect(STAFF_SESSION_MAX_AGE_SECONDS).toBe(12 * 60 * 60)
    const session = { staffId: 1, version: 1, signedInAt, seenAt: signedInAt, sessionId: SESSION_ID }
    expect(isStaffSessionCurrent(session, signedInAt + 29 * 60_000)).toBe(true)
    expect(isStaffSessionCurrent(session, signedInAt + 30 * 60_000)).toBe(false)
    const busy = { ...session, seenAt: signedInAt + 12 * 3600_000 - 60_000 }
    expect(isStaffSessionCurrent(busy, signedInAt + 12 * 3600_000 - 1000)).toBe(true)
    expect(isStaffSessionCurrent(busy, signedInAt + 12 * 3600_000)).toBe(false)
  })

  it('refuses a session dated in the future and a malformed seal', () => {
    expect(
      isStaffSessionCurrent(
        { staffId: 1, version: 1, signedInAt: signedInAt + 3600_000, seenAt: signedInAt, sessionId: SESSION_ID },
        signedInAt,
      ),
    ).toBe(false)
    expect(isStaffSession({ staffId: '1', version: 1, signedInAt, seenAt: signedInAt, sessionId: SESSION_ID })).toBe(false)
    expect(isStaffSession({ ownerId: 1, version: 1, loginAt: signedInAt, seenAt: signedInAt })).toBe(false)
    // A seal without a session id cannot be signed out on the server (decision 018): it opens nothing.
    expect(isStaffSession({ staffId: 1, version: 1, signedInAt, seenAt: signedInAt })).toBe(false)
    expect(isStaffSession({ staffId: 1, version: 1, signedInAt, seenAt: signedInAt, sessionId: SESSION_ID })).toBe(true)
  })

  it('lets the cookie live no longer than the absolute timeout allows', () => {
    const late = { staffId: 1, version: 1, signedInAt, seenAt: signedInAt, sessionId: SESSION_ID }
    expect(staffCookieLifetimeSeconds(late, signedInAt)).toBe(30 * 60)
    expect(staffCookieLifetimeSeconds(late, signedInAt + 12 * 3600_000 - 10_000)).toBe(10)
  })

  it('is a host-only, HttpOnly, Secure, SameSite=Strict cookie of its own', () => {
    const cookie = staffSessionCookie('seal', 60)
    expect(cookie).toMatch(/^__Host-staff=seal;/)
    expect(cookie).toContain('; Path=/')
    expect(cookie).toContain('HttpOnly; Secure; SameSite=Strict')
  })

  it('lets an admin do what an agent does, not the other way round', () => {
    expect(roleAllows('admin', 'agent')).toBe(true)
    expect(roleAllows('admin', 'admin')).toBe(true)
    expect(roleAllows('agent', 'agent')).toBe(true)
    expect(roleAllows('agent', 'admin')).toBe(false)
  })
})
