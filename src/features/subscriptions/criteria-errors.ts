import { type ValidationCode, ALERT_CRITERIA } from '#/features/leads/index.ts'

// Decision 023: kept out of subscription-page-search.ts, whose address check every page's first load carries
// (the route tree holds it), so the lead forms' definitions load only with the alert's own page.

/** The codes a criteria change can be refused with (lead-validation.ts on ALERT_CRITERIA). */
const CRITERIA_CODES: ReadonlySet<string> = new Set<ValidationCode>([
  'required',
  'number',
  'too-long',
  'characters',
  'choice',
  'zip',
  'budget-order',
  'property-types',
  'zones',
])
const CRITERIA_FIELDS: ReadonlySet<string> = new Set(ALERT_CRITERIA.fields.map((spec) => spec.name))

/** `budgetMax~budget-order,zones~zones` → each criteria field's refusal; unknown names and codes are left out. */
export function criteriaErrors(errors: string | undefined): Record<string, ValidationCode> {
  const refused: Record<string, ValidationCode> = {}
  for (const pair of (errors ?? '').split(',')) {
    const [name = '', code = ''] = pair.split('~')
    if (CRITERIA_FIELDS.has(name) && CRITERIA_CODES.has(code)) refused[name] = code as ValidationCode
  }
  return refused
}
