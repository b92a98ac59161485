import type { WorkerRoute } from '~/server/worker-routes'
import { ADMIN_API_FALLBACK, type StaffRoute } from '~/features/staff/staff-route.server'
import { LEAD_INBOX_ROUTES } from '~/features/lead-inbox/lead-inbox-routes.server'

// Every back-office endpoint (issue 18), each capability's list in one table: the Worker entry
// mounts it, and the workers test that walks every door without a staff session reads it.
export const STAFF_ROUTES: StaffRoute[] = [...LEAD_INBOX_ROUTES]

/** The back office's doors that need no staff session: signing in and registering a passkey. */
export const STAFF_PUBLIC_ROUTES: WorkerRoute[] = []

export const ADMIN_ROUTES: WorkerRoute[] = [...STAFF_PUBLIC_ROUTES, ...STAFF_ROUTES, ADMIN_API_FALLBACK]
