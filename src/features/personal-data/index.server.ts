// The personal-data feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { personalDataExport } from './personal-data-admin.server.ts'
export { eraseExpiredPersonalData } from './retention.server.ts'
