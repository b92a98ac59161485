// The leads feature's face (decision 032): what routes and other features use of it.
// What only the Worker may load is in index.server.ts.
export { type FieldSpec, type FieldValue, GOAL_OPTIONS, readFields, type ValidationCode } from './lead-fields'
export { type LeadFormContext } from './lead-form-context'
export { loadLeadFormPage } from './lead-form-page-loader'
export { getLeadFormContext } from './lead-form.functions'
export { ALERT_CRITERIA, isLeadFormId, LEAD_FORM_IDS, LEAD_FORMS, type LeadFormSpec } from './lead-forms'
export { fieldMessage } from './lead-messages'
export { fieldLines, leadUploads, paymentLines, sentDocumentsLine, viewingLine } from './lead-summary'
export { validateLead } from './lead-validation'
export { LeadFormSection } from './LeadForm'
export { LeadFormContentPage } from './LeadFormContentPage'
export { Field } from './LeadFormField'
export { PropertyLeadForms } from './PropertyLeadForms'
