// The subscribers feature's face (decision 032): what routes and other features use of it.
// What only the Worker may load is in index.server.ts.
export { ACTIVE_ALERT_SQL, alertLinks, CONFIRM_LINK_DAYS, newsletterLinks, type SubscriptionLinks } from './subscription-links.ts'
