// The subscriber-admin feature's face (decision 032): what routes and other features use of it.
// What only the Worker may load is in index.server.ts.
export { type SubscriptionStatus } from './subscriber-status.ts'
export { ADMIN_BUTTON, ADMIN_SECONDARY_BUTTON, StatusBadge, SubscribersView } from './SubscribersView.tsx'
