// The subscriptions feature's face (decision 032): what routes and other features use of it.
// What only the Worker may load is in index.server.ts.
export { ConfirmAlertView, ManageAlertView } from './AlertSubscriptionViews.tsx'
export { ConfirmNewsletterView, ManageNewsletterView } from './NewsletterSubscriptionViews.tsx'
export { SUBSCRIPTION_SEARCH, subscriptionHead } from './subscription-page-search.ts'
export { getAlertPage, getNewsletterPage } from './subscription.functions.ts'
