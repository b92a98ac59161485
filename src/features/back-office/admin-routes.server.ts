import type { WorkerRoute } from '#/server/worker-routes.ts'
import type { StaffRoute } from '#/admin/staff-guard.server.ts'
import { PASSKEY_PUBLIC_ROUTES, PASSKEY_ROUTES, STAFF_OPERATOR_ROUTES, STAFF_ACCOUNT_MAILS } from '#/features/staff/index.server.ts'
import { OWNER_ACCOUNT_MAILS } from '#/features/owner-portal/index.server.ts'
import type { AccountMailComposers } from '#/server/account-mail-outbox.server.ts'

// The back-office doors not yet moved to server functions (decision 033, step 1): the passkey
// ceremony's, in one table the Worker entry mounts and the workers test that walks every door
// without a staff session reads. Every other back-office read and change is a server function
// behind the staff middleware (src/admin/staff-middleware.ts), or a server route under
// src/routes/api/admin/ behind the same check.
export const STAFF_ROUTES: StaffRoute[] = [...PASSKEY_ROUTES]

/**
 * The back office's doors that need no staff session: signing in and registering a passkey, signing
 * out, and the operator's invitation (its token, not a session, opens it).
 */
export const STAFF_PUBLIC_ROUTES: WorkerRoute[] = [...PASSKEY_PUBLIC_ROUTES, ...STAFF_OPERATOR_ROUTES]

/**
 * The doors not yet moved to server functions and server routes (decision 033, step 1). A path under
 * /api/admin/ that none claims reaches the Start handler, whose catch-all server route
 * (src/routes/api/admin/$.ts) answers it not found.
 */
export const ADMIN_ROUTES: WorkerRoute[] = [...STAFF_PUBLIC_ROUTES, ...STAFF_ROUTES]

/** Every kind of account mail (staff invitations, owners' password links), for the cron's retries of the outbox (account-mail-outbox.server.ts). */
export const ACCOUNT_MAIL_COMPOSERS: AccountMailComposers = { ...STAFF_ACCOUNT_MAILS, ...OWNER_ACCOUNT_MAILS }
