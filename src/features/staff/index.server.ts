// The staff feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { PASSKEY_PUBLIC_ROUTES, PASSKEY_ROUTES } from './passkey-routes.server.ts'
export { STAFF_ACCOUNT_MAILS } from './staff-invitations.server.ts'
export { STAFF_OPERATOR_ROUTES } from './staff-routes.server.ts'
