import { roleAllows, type StaffRole } from '#/admin/staff-roles.ts'
import { setPageStatus } from '#/server/response-status.ts'

/**
 * The `beforeLoad` of a back-office page only admins open (staff, site settings): an agent gets the
 * page's refusal with a 403. The page's server functions check the role again (the admin middleware).
 */
export function adminOnly({ context }: { context: { staff: { role: StaffRole } } }): { allowed: boolean } {
  const allowed = roleAllows(context.staff.role, 'admin')
  if (!allowed) setPageStatus(403)
  return { allowed }
}
