// The leads feature's face (decision 032): what routes and other features use of it.
// What only the Worker may load is in index.server.ts.
export { type FieldSpec, type FieldValue, GOAL_OPTIONS, readFields, type ValidationCode } from './lead-fields.ts'
export { type LeadFormContext } from './lead-form-context.ts'
export { loadLeadFormPage } from './lead-form-page-loader.ts'
export { getLeadFormContext } from './lead-form.functions.ts'
export { ALERT_CRITERIA, isLeadFormId, LEAD_FORM_IDS, LEAD_FORMS, type LeadFormSpec } from './lead-forms.ts'
export { fieldMessage } from './lead-messages.ts'
export { fieldLines, leadUploads, paymentLines, sentDocumentsLine, viewingLine } from './lead-summary.ts'
export { validateLead } from './lead-validation.ts'
export { LeadFormSection } from './LeadForm.tsx'
export { LeadFormContentPage } from './LeadFormContentPage.tsx'
export { Field } from './LeadFormField.tsx'
export { PropertyLeadForms } from './PropertyLeadForms.tsx'
