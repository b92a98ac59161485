// The lead-inbox feature's face (decision 032): what routes and other features use of it.
// What only the Worker may load is in index.server.ts.
export { DashboardView } from './DashboardView.tsx'
export { INBOX_FILTERS, inboxSearchParams } from './lead-inbox-filters.ts'
export { LeadInboxView } from './LeadInboxView.tsx'
export { LeadView } from './LeadView.tsx'
