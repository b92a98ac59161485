// The owner-portal feature's face (decision 032): what routes and other features use of it.
// What only the Worker may load is in index.server.ts.
export { OWNER_ANSWER_PARAMS, OWNER_ANSWER_SEARCH, ownerPageHead, ownerPropertyHeading, toLogin } from './owner-page-loader'
export { type Broker, type OwnerPropertyView } from './owner-portal-types'
export { createOwnerQueryClient, ownerOverviewQuery, ownerPropertyQuery } from './owner-queries'
export { getOwnerIdentity, getOwnerLoginContext } from './owner.functions'
export { ChangePasswordView, LoginForm, PasswordResetView } from './OwnerPasswordViews'
export { OwnerPropertiesView } from './OwnerPropertiesView'
export { OwnerPropertyStatsView } from './OwnerPropertyStatsView'
export { usePropertyViewBeacon } from './property-view-beacon'
