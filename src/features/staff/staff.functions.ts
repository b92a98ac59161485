import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader, setResponseHeader } from '@tanstack/react-start/server'
import { bindings } from '#/server/bindings.server.ts'
import { currentStaff } from '#/admin/staff-session.server.ts'
import { staffSessionCookieValue, type StaffIdentity } from '#/admin/staff-session-rules.ts'
import { invitationState } from './staff-invitations.server.ts'
import { staffInput } from '#/admin/staff-input.ts'
import { adminMiddleware, staffMiddleware } from '#/admin/staff-middleware.ts'
import { AuditPageInput, InviteBody, MemberBody, ProfileBody, RoleBody } from './staff-inputs.ts'
import {
  auditLogPage,
  changeStaffRole,
  inviteMember,
  revokeStaffMember,
  saveStaffProfile,
  staffList,
  staffProfile,
} from './staff-routes.server.ts'

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

// The staff pages' server functions (decision 033): the profile and the audit log for every member,
// the staff list and its changes for admins only; the staff middleware checks the session, the
// role and the origin, and hands the work (staff-routes.server.ts) the member's context.

export const getStaffProfile = createServerFn({ method: 'GET' })
  .middleware([staffMiddleware])
  .handler(({ context }) => staffProfile(context.staffContext))

export const saveStaffProfileFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(ProfileBody))
  .handler(({ context, data }) => saveStaffProfile(context.staffContext, data))

export const getAuditLog = createServerFn({ method: 'GET' })
  .middleware([staffMiddleware])
  .validator(staffInput(AuditPageInput))
  .handler(({ context, data }) => auditLogPage(context.staffContext, data))

export const getStaffList = createServerFn({ method: 'GET' })
  .middleware([adminMiddleware])
  .handler(({ context }) => staffList(context.staffContext))

export const inviteStaffFn = createServerFn({ method: 'POST' })
  .middleware([adminMiddleware])
  .validator(staffInput(InviteBody))
  .handler(({ context, data }) => inviteMember(context.staffContext, data))

export const changeStaffRoleFn = createServerFn({ method: 'POST' })
  .middleware([adminMiddleware])
  .validator(staffInput(RoleBody))
  .handler(({ context, data }) => changeStaffRole(context.staffContext, data))

export const revokeStaffFn = createServerFn({ method: 'POST' })
  .middleware([adminMiddleware])
  .validator(staffInput(MemberBody))
  .handler(({ context, data }) => revokeStaffMember(context.staffContext, data))
