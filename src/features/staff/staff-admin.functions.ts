import { createServerFn } from '@tanstack/react-start'
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
} from './staff-admin.server.ts'

// The staff pages' server functions (decision 033): the profile and the audit log for every member,
// the staff list and its changes for admins only; the staff middleware checks the session, the
// role and the origin, and hands the work (staff-admin.server.ts) the member's context. Apart from
// staff.functions.ts, whose identity read the section's guard makes in the route tree every page loads.

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
