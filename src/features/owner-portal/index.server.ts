// The owner-portal feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { mailPasswordLink, OWNER_ACCOUNT_MAILS } from './owner-password.server'
export { brokerOfProperty, ownerById } from './owner-repository.server'
export { OWNER_ROUTES } from './owner-routes.server'
export { SESSION_COOKIE } from './session-rules'
