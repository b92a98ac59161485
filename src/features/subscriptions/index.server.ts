// The subscriptions feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { alertsCsv, subscribersCsv } from './subscription-export.ts'
export { isTokenPage, purgeUnconfirmedSubscriptions } from './subscription-pages.ts'
export { ONE_CLICK_UNSUBSCRIBE_PATH, oneClickUnsubscribeResponse, subscriptionActionResponse } from './subscription-doors.server.ts'
export { SUBSCRIPTION_ACCOUNT_MAILS } from './newsletter-welcome.server.ts'
