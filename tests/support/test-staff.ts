import type { AppEnv } from '#/server/env.server.ts'
import type { Locale } from '#/i18n/locales.ts'
import { newStaffSession, sealStaffSession } from '#/admin/staff-session.server.ts'
import type { StaffRole } from '#/admin/staff-session-rules.ts'

// For workers tests of back-office doors: a staff member of one test, and the Cookie header of a
// live session of theirs, sealed exactly as a passkey sign-in seals it.

let made = 0

export type TestStaff = { id: number; email: string; cookie: string; role: StaffRole }

export async function createTestStaff(
  env: Pick<AppEnv, 'DB' | 'SESSION_SECRET'>,
  role: StaffRole,
  options: { language?: Locale; now?: number } = {},
): Promise<TestStaff> {
  const email = `staff-${role}-${Date.now()}-${++made}@agency.test`
  const row = await env.DB.prepare(
    'INSERT INTO staff_members (email, name, role, language) VALUES (?, ?, ?, ?) RETURNING id, session_version',
  )
    .bind(email, `Test ${role} ${made}`, role, options.language ?? 'fr')
    .first<{ id: number; session_version: number }>()
  const now = options.now ?? Date.now()
  const setCookie = await sealStaffSession(env, newStaffSession(row!, now), now)
  return { id: row!.id, email, role, cookie: setCookie.split(';')[0]! }
}
