import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Decision 033: every back-office server function is built with the staff middleware (any staff
// session, or admins only), so none can be reached without a live session and the least role: the
// middleware's own refusals are tested once, in src/features/staff/staff-middleware.worker.test.ts.
// Every back-office server route goes through the same check (staffRouteAnswer, staffDoorAnswer):
// src/features/staff/staff-doors.worker.test.ts walks each route file without a session.

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The features of the back office (DESIGN.md "Staff and owners"). */
const BACK_OFFICE_FEATURES = [
  'back-office',
  'lead-inbox',
  'owner-admin',
  'personal-data',
  'property-files',
  'staff',
  'subscriber-admin',
  'testimonial-review',
  'viewing-slots',
]

/** Functions of the back office that need no staff session, each with why. */
const OPEN_FUNCTIONS: Record<string, string> = {
  // the section's guard: it reads the session itself, to send a visitor to the sign-in
  getStaffIdentity: 'reads the session itself',
  // the registration page: the invitation's token, not a session, opens it
  getStaffInvitation: 'opened by its token',
}

function files(folder: string, pattern: RegExp): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return files(path, pattern)
    return pattern.test(entry.name) ? [path] : []
  })
}

/** Each `export const name = createServerFn(…)…` of a file, with its builder chain up to its handler. */
export function serverFunctions(text: string): Array<{ name: string; chain: string }> {
  return [...text.matchAll(/export const (\w+) = createServerFn\(([\s\S]*?)\.handler\(/g)].map((match) => ({
    name: match[1]!,
    chain: match[2]!,
  }))
}

describe('the back office’s server functions (decision 033)', () => {
  const functions = BACK_OFFICE_FEATURES.flatMap((feature) =>
    files(join(SRC, 'features', feature), /\.functions\.ts$/).flatMap((file) =>
      serverFunctions(readFileSync(file, 'utf8')).map((fn) => ({ ...fn, file: relative(SRC, file) })),
    ),
  )

  it('finds them', () => {
    expect(functions.length).toBeGreaterThanOrEqual(10)
    expect(
      serverFunctions("export const a = createServerFn({ method: 'GET' })\n  .middleware([staffMiddleware])\n  .handler(() => 1)"),
    ).toEqual([{ name: 'a', chain: "{ method: 'GET' })\n  .middleware([staffMiddleware])\n  " }])
  })

  it('builds every one with the staff middleware, but for the few a session cannot open', () => {
    const unguarded = functions
      .filter(({ name, chain }) => !/\.middleware\(\[(staffMiddleware|adminMiddleware)\]\)/.test(chain) && !(name in OPEN_FUNCTIONS))
      .map(({ name, file }) => `${file}: ${name}`)
    expect(unguarded).toEqual([])
  })

  it('builds the staff list and its changes with the admin middleware: an agent is refused them (403)', () => {
    const adminOnly = ['getStaffList', 'inviteStaffFn', 'changeStaffRoleFn', 'revokeStaffFn']
    const found = functions.filter(({ name }) => adminOnly.includes(name))
    expect(found.map(({ name }) => name).sort()).toEqual([...adminOnly].sort())
    expect(found.filter(({ chain }) => !chain.includes('.middleware([adminMiddleware])')).map(({ name }) => name)).toEqual([])
  })
})
