import type { WorkerRoute } from '#/server/worker-routes.ts'
import { ADMIN_API_FALLBACK, type StaffRoute } from '#/admin/staff-guard.server.ts'
import {
  PASSKEY_PUBLIC_ROUTES,
  PASSKEY_ROUTES,
  STAFF_MEMBER_ROUTES,
  STAFF_OPERATOR_ROUTES,
  STAFF_ACCOUNT_MAILS,
} from '#/features/staff/index.server.ts'
import { PROPERTY_FILE_ROUTES } from '#/features/property-files/index.server.ts'
import { TESTIMONIAL_REVIEW_ROUTES } from '#/features/testimonial-review/index.server.ts'
import { VIEWING_SLOT_ROUTES } from '#/features/viewing-slots/index.server.ts'
import { SUBSCRIBER_ROUTES } from '#/features/subscriber-admin/index.server.ts'
import { OWNER_ADMIN_ROUTES } from '#/features/owner-admin/index.server.ts'
import { LEAD_INBOX_ROUTES } from '#/features/lead-inbox/index.server.ts'
import { PERSONAL_DATA_ROUTES } from '#/features/personal-data/index.server.ts'
import { OWNER_ACCOUNT_MAILS } from '#/features/owner-portal/index.server.ts'
import type { AccountMailComposers } from '#/server/account-mail-outbox.server.ts'

// Every back-office endpoint (issue 18), each capability's list in one table: the Worker entry
// mounts it, and the workers test that walks every door without a staff session reads it.
export const STAFF_ROUTES: StaffRoute[] = [
  ...PASSKEY_ROUTES,
  ...STAFF_MEMBER_ROUTES,
  ...LEAD_INBOX_ROUTES,
  ...VIEWING_SLOT_ROUTES,
  ...TESTIMONIAL_REVIEW_ROUTES,
  ...PROPERTY_FILE_ROUTES,
  ...SUBSCRIBER_ROUTES,
  ...OWNER_ADMIN_ROUTES,
  ...PERSONAL_DATA_ROUTES,
]

/**
 * The back office's doors that need no staff session: signing in and registering a passkey, signing
 * out, and the operator's invitation (its token, not a session, opens it).
 */
export const STAFF_PUBLIC_ROUTES: WorkerRoute[] = [...PASSKEY_PUBLIC_ROUTES, ...STAFF_OPERATOR_ROUTES]

export const ADMIN_ROUTES: WorkerRoute[] = [...STAFF_PUBLIC_ROUTES, ...STAFF_ROUTES, ADMIN_API_FALLBACK]

/** Every kind of account mail (staff invitations, owners' password links), for the cron's retries of the outbox (issue 30). */
export const ACCOUNT_MAIL_COMPOSERS: AccountMailComposers = { ...STAFF_ACCOUNT_MAILS, ...OWNER_ACCOUNT_MAILS }
