// The fields every lead form sends besides its own (decision 007), shared by the page and the server.

/** where a form posts: POST /api/leads/{form} */
export function leadActionPath(form: string): string {
  return `/api/leads/${form}`
}

/** the page's language, so the answer and the visitor's mail are in it */
export const LOCALE_FIELD = 'locale'
/** issued by the Worker in every served form (decision 007): a retry or a double click is stored once */
export { IDEMPOTENCY_FIELD } from '#/server/captcha-field.ts'
/** the path of the page the form was sent from, for the agency */
export const PAGE_FIELD = 'page'
/** the campaign parameters of the visit (utm_*, gclid…), as JSON */
export const CAMPAIGN_FIELD = 'campaign'
/** hidden from people; robots fill it in */
export const HONEYPOT_FIELD = 'fax'
/** the property or project the form is about (LeadFormSpec.subject) */
export const SUBJECT_FIELD = 'subjectId'
