// The lead-inbox feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { LEAD_INBOX_ROUTES } from './lead-inbox-routes.server.ts'
