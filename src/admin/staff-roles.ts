import type { Locale } from '#/i18n/locales.ts'

// The staff's roles, apart from their session's cookie rules: the back office's pages ask only
// these, so the browser's bundle carries no cookie code (decision 031).

export type StaffRole = 'admin' | 'agent'
export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'agent']

/** Whether a role may do what `needed` asks: an admin may do everything an agent may. */
export function roleAllows(role: StaffRole, needed: StaffRole): boolean {
  return needed === 'agent' || role === 'admin'
}

/** Who is signed in, as the back office's pages see them. */
export type StaffIdentity = { id: number; email: string; name: string; role: StaffRole; language: Locale }
