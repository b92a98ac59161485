// The back-office feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { ACCOUNT_MAIL_COMPOSERS } from './account-mail-composers.server.ts'
