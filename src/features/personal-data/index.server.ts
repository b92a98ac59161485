// The personal-data feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { PERSONAL_DATA_ROUTES } from './personal-data-routes.server.ts'
export { eraseExpiredPersonalData } from './retention.server.ts'
