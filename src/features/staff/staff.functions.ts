import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader, setResponseHeader } from '@tanstack/react-start/server'
import { bindings } from '#/server/bindings.server.ts'
import { currentStaff } from '#/admin/staff-session.server.ts'
import { staffSessionCookieValue, type StaffIdentity } from '#/admin/staff-session-rules.ts'
import { invitationState } from './staff-invitations.server.ts'

// Who is signed in to the back office: the /admin section's guard reads it before any page loads
// (every back-office server function checks the session again, through the staff middleware).

export type StaffRead = { kind: 'signed-out'; hadSession: boolean } | { kind: 'ok'; staff: StaffIdentity }

export const getStaffIdentity = createServerFn({ method: 'GET' }).handler(async (): Promise<StaffRead> => {
  setResponseHeader('Cache-Control', 'private, no-store')
  const cookie = getRequestHeader('cookie') ?? null
  const current = await currentStaff(bindings(), cookie)
  if (!current) return { kind: 'signed-out', hadSession: staffSessionCookieValue(cookie) !== undefined }
  setResponseHeader('Set-Cookie', await current.refreshCookie())
  return { kind: 'ok', staff: current.identity }
})

/** What an invitation link opens now, for the registration page (its language, its status). */
export const getStaffInvitation = createServerFn({ method: 'GET' })
  .validator((token: unknown) => (typeof token === 'string' ? token.slice(0, 100) : ''))
  .handler(async ({ data: token }) => {
    setResponseHeader('Cache-Control', 'private, no-store')
    const state = await invitationState(bindings().DB, token, new Date())
    if (state.kind === 'usable') return { kind: 'usable' as const, email: state.email, name: state.name, language: state.language }
    return { kind: state.kind, language: state.language }
  })
