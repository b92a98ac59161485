// The leads feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { DOCUMENT_ROUTES } from './document-download.server'
export { deliverDueCrmLeadsOf } from './lead-crm-outbox.server'
export { undeliveredCrmLeadTrouble, undeliveredMailTrouble } from './lead-delivery-trouble.server'
export { LEAD_ROUTES } from './lead-endpoint.server'
export { deliverDueMails } from './lead-outbox.server'
export { crmDeliveryStatement, findLead, LEAD_HEALTH_GAUGES, type LeadRow, type MailKind, type StoredLead, type StoredUpload } from './lead-store.server'
export { describeSubject } from './lead-subjects.server'
export { alertColumns, alertCriteriaStatements, findAlert, type StoredAlert } from './search-alerts.server'
