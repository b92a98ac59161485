import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { BrowserContext } from '@playwright/test'
import { sealData } from 'iron-session'
import { openDatabase } from '../../scripts/development/d1-access.ts'
import type { Locale } from '../../src/i18n/locales.ts'

// Staff members of one test (decision 010 "Tests that stand alone"), signed in by a session cookie
// sealed the way a passkey sign-in seals it (the passkey journey itself has its own test, with
// Chromium's virtual authenticator). Removed when the test's worker ends.

export type TestStaffMember = { id: number; email: string; name: string; role: 'admin' | 'agent' }

function sessionSecret(): string {
  const line = readFileSync('.dev.vars', 'utf8')
    .split('\n')
    .find((row) => row.startsWith('SESSION_SECRET='))
  if (!line) throw new Error('.dev.vars has no SESSION_SECRET (npm run db:setup writes it)')
  return line.slice('SESSION_SECRET='.length).replace(/^"|"$/g, '').trim()
}

export async function createStaffMember(role: 'admin' | 'agent', language: Locale = 'en'): Promise<TestStaffMember> {
  const { db, close } = await openDatabase(false)
  try {
    const email = `staff-${randomUUID()}@agency.test`
    const name = role === 'admin' ? 'Alex Admin' : 'Ana Agent'
    const row = await db
      .prepare('INSERT INTO staff_members (email, name, role, language) VALUES (?, ?, ?, ?) RETURNING id')
      .bind(email, name, role, language)
      .first<{ id: number }>()
    return { id: row!.id, email, name, role }
  } finally {
    await close()
  }
}

/** Puts a live staff session of `member` into the browser context. */
export async function signInAs(context: BrowserContext, baseURL: string, member: TestStaffMember): Promise<void> {
  const now = Date.now()
  const seal = await sealData(
    { staffId: member.id, version: 1, signedInAt: now, seenAt: now, sessionId: crypto.randomUUID() },
    { password: sessionSecret(), ttl: 12 * 60 * 60 },
  )
  // A __Host- cookie must be Secure and host-only: Chromium refuses to set a Secure cookie for an
  // http:// URL through the DevTools protocol, though it sends it to http://localhost (a secure context).
  await context.addCookies([
    { name: '__Host-staff', value: seal, url: baseURL.replace(/^http:/, 'https:'), httpOnly: true, secure: true, sameSite: 'Strict' },
  ])
}
