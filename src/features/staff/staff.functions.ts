import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader, setResponseHeader } from '@tanstack/react-start/server'
import { bindings } from '~/server/bindings.server'
import { currentStaff } from './staff-session.server'
import { staffSessionCookieValue, type StaffIdentity } from './staff-session-rules'

// Who is signed in to the back office: the /admin section's guard reads it before any page loads
// (every /api/admin/ endpoint checks the session again on its own).

export type StaffRead = { kind: 'signed-out'; hadSession: boolean } | { kind: 'ok'; staff: StaffIdentity }

export const getStaffIdentity = createServerFn({ method: 'GET' }).handler(async (): Promise<StaffRead> => {
  setResponseHeader('Cache-Control', 'private, no-store')
  const cookie = getRequestHeader('cookie') ?? null
  const current = await currentStaff(bindings(), cookie)
  if (!current) return { kind: 'signed-out', hadSession: staffSessionCookieValue(cookie) !== undefined }
  setResponseHeader('Set-Cookie', await current.refreshCookie())
  return { kind: 'ok', staff: current.identity }
})
