// The subscribers feature's server-only face (decision 032): the Worker loads it, the browser never does.
export {
  CONFIRMED_SUBSCRIBERS_SQL,
  confirmSubscriber,
  findSubscriber,
  isPending,
  NEWSLETTER_LINK_RESEND_MS,
  newsletterSignUp,
  purgeUnconfirmedSubscribers,
  subscriberByEmail,
  unsubscribeSubscriber,
} from './newsletter-subscribers.server.ts'
export { newsletterLeaveAddress, newsletterManageToken } from './leave-address.ts'
