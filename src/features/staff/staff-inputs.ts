import * as v from 'valibot'
import { STAFF_ROLES } from '#/admin/staff-roles.ts'

// What the staff pages' changes and the operator's invitation take (decision 033: valibot schemas
// of the server functions, and of the operator's door).

const languageField = v.picklist(['nl', 'fr', 'en', 'de'])
const roleField = v.picklist(STAFF_ROLES)
const emailField = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email())
const nameField = v.pipe(v.string(), v.trim(), v.maxLength(120))
export const InviteBody = v.object({ email: emailField, role: roleField, name: v.optional(nameField), language: v.optional(languageField) })
export const ProfileBody = v.object({ name: nameField, language: languageField })
export const MemberBody = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) })
export const RoleBody = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), role: roleField })
/** The audit log's page: a subject to narrow it to, and the entry the page starts before. */
export const AuditPageInput = v.object({
  subject: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300))),
  before: v.optional(v.pipe(v.number(), v.integer())),
})
