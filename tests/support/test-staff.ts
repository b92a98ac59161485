import type { AppEnv } from '#/server/env.server.ts'
import type { Locale } from '#/i18n/locales.ts'
import { newStaffSession, sealStaffSession } from '#/admin/staff-session.server.ts'
import type { StaffRole } from '#/admin/staff-session-rules.ts'
import { staffContextOf, type StaffContext } from '#/admin/staff-check.server.ts'
import type { Mailer } from '#/server/mailer.server.ts'

// For workers tests of the back office: a staff member of one test, the Cookie header of a live
// session of theirs, sealed exactly as a passkey sign-in seals it, and the context the staff
// middleware hands their work (decision 033), so a test calls a feature's work function directly.

let made = 0

export type TestStaff = { id: number; email: string; name: string; language: Locale; cookie: string; role: StaffRole }

export async function createTestStaff(
  env: Pick<AppEnv, 'DB' | 'SESSION_SECRET'>,
  role: StaffRole,
  options: { language?: Locale; now?: number } = {},
): Promise<TestStaff> {
  const email = `staff-${role}-${Date.now()}-${++made}@agency.test`
  const name = `Test ${role} ${made}`
  const language = options.language ?? 'fr'
  const row = await env.DB.prepare(
    'INSERT INTO staff_members (email, name, role, language) VALUES (?, ?, ?, ?) RETURNING id, session_version',
  )
    .bind(email, name, role, language)
    .first<{ id: number; session_version: number }>()
  const now = options.now ?? Date.now()
  const setCookie = await sealStaffSession(env, newStaffSession(row!, now), now)
  return { id: row!.id, email, name, language, role, cookie: setCookie.split(';')[0]! }
}

/** The context the staff middleware would hand this member's work, with the test's clock and mailer. */
export function testStaffContext(
  env: AppEnv,
  member: TestStaff,
  services: { now?: Date; mailer?: Mailer; origin?: string; waitUntil?: (promise: Promise<unknown>) => void } = {},
): Promise<StaffContext> {
  const { id, email, name, role, language } = member
  return staffContextOf(
    env,
    { id, email, name, role, language },
    {
      now: services.now ?? new Date(),
      mailer: services.mailer ?? { send: async () => {} },
      origin: services.origin ?? 'https://immo.test',
      waitUntil: services.waitUntil ?? ((promise) => void promise.catch(() => {})),
    },
  )
}

/** What a refused work call was refused with (src/server/refusals.ts): its status and body; status undefined if it was not refused. */
export async function refusalOf(work: Promise<unknown>): Promise<{ status: number | undefined; json: Record<string, any> }> {
  const error = (await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )) as { status?: number; body?: Record<string, unknown> } | undefined
  return { status: error?.status, json: error?.body ?? {} }
}
