import type { WorkerRoute } from '~/server/worker-routes'
import { ADMIN_API_FALLBACK, type StaffRoute } from '~/features/staff/staff-route.server'
import { SUBSCRIBER_ROUTES } from '~/features/subscriber-admin/subscriber-admin.server'
import { OWNER_ADMIN_ROUTES } from '~/features/owner-admin/owner-admin.server'
import { PERSONAL_DATA_ROUTES } from '~/features/personal-data/personal-data-routes.server'

// Every back-office endpoint (issue 18), each capability's list in one table: the Worker entry
// mounts it, and the workers test that walks every door without a staff session reads it.
export const STAFF_ROUTES: StaffRoute[] = [...SUBSCRIBER_ROUTES, ...OWNER_ADMIN_ROUTES, ...PERSONAL_DATA_ROUTES]

/** The back office's doors that need no staff session: signing in and registering a passkey. */
export const STAFF_PUBLIC_ROUTES: WorkerRoute[] = []

export const ADMIN_ROUTES: WorkerRoute[] = [...STAFF_PUBLIC_ROUTES, ...STAFF_ROUTES, ADMIN_API_FALLBACK]
