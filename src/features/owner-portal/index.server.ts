// The owner-portal feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { mailPasswordLink, OWNER_ACCOUNT_MAILS } from './owner-password.server.ts'
export { brokerOfProperty, ownerById } from './owner-repository.server.ts'
export { ownerActionResponse, ownerDocumentResponse, ownerPageViewResponse } from './owner-doors.server.ts'
export { SESSION_COOKIE } from './session-rules.ts'
