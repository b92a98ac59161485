// The lead-inbox feature's face (decision 032): what routes and other features use of it.
// What only the Worker may load is in index.server.ts.
export { DashboardView } from './DashboardView'
export { INBOX_FILTERS, inboxSearchParams } from './lead-inbox-filters'
export { LeadInboxView } from './LeadInboxView'
export { LeadView } from './LeadView'
