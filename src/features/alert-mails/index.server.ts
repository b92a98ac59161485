// The alert-mails feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { droppedAlertTrouble } from './alert-mail-drops.server.ts'
export { deliverAlertMails } from './alert-mail-queue.server.ts'
export { queueAlertMails } from './alert-run.server.ts'
