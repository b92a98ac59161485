// The owner-portal feature's face (decision 032): what routes and other features use of it.
// What only the Worker may load is in index.server.ts.
export { OWNER_ANSWER_PARAMS, OWNER_ANSWER_SEARCH, ownerPageHead, ownerPropertyHeading, toLogin } from './owner-page-loader.ts'
export { type Broker, type OwnerPropertyView } from './owner-portal-types.ts'
export { createOwnerQueryClient, ownerOverviewQuery, ownerPropertyQuery } from './owner-queries.ts'
export { getOwnerIdentity, getOwnerLoginContext } from './owner.functions.ts'
export { ChangePasswordView, LoginForm, PasswordResetView } from './OwnerPasswordViews.tsx'
export { OwnerPropertiesView } from './OwnerPropertiesView.tsx'
export { OwnerPropertyStatsView } from './OwnerPropertyStatsView.tsx'
export { usePropertyViewBeacon } from './property-view-beacon.ts'
