// The owner-admin feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { OWNER_ADMIN_ROUTES } from './owner-admin.server.ts'
