// The leads feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { documentDownloadResponse } from './document-download.server.ts'
export { deliverDueCrmLeadsOf } from './lead-crm-outbox.server.ts'
export { undeliveredCrmLeadTrouble, undeliveredMailTrouble } from './lead-delivery-trouble.server.ts'
export { leadResponse } from './lead-endpoint.server.ts'
export { deliverDueMails } from './lead-outbox.server.ts'
export {
  crmDeliveryStatement,
  findLead,
  LEAD_HEALTH_GAUGES,
  type LeadRow,
  type MailKind,
  type StoredLead,
  type StoredUpload,
} from './lead-store.server.ts'
export { describeSubject } from './lead-subjects.server.ts'
export { alertColumns, alertCriteriaStatements, findAlert, type StoredAlert } from './search-alerts.server.ts'
