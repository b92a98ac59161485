import { siteConfig } from '~/config/site-config'
import { pageTitle } from '~/features/content-pages/content-head'
import type { ValidationCode } from '~/features/leads/lead-fields'
import { ALERT_CRITERIA } from '~/features/leads/lead-forms'
import { isSubscriptionAnswer, type SubscriptionAnswer } from './subscription-answers'

// What a subscription page reads from its address (issue 17): the link's token `t`, the `answer`
// a form's redirect brings, a refused criteria change's `errors=name~code,…` and the one-click
// GET's `leave=1`. Anything else is dropped: a forged value shows nothing, it never breaks the page.

export type SubscriptionSearch = { t?: string; answer?: SubscriptionAnswer; errors?: string; leave?: 1 }

/** Longer than any token we sign (subject, 13-digit expiry, 43-character signature); readToken checks the rest. */
const TOKEN_MAX_LENGTH = 200

/** The codes a criteria change can be refused with (lead-validation.ts on ALERT_CRITERIA). */
const CRITERIA_CODES: ReadonlySet<string> = new Set<ValidationCode>(['required', 'number', 'too-long', 'characters', 'choice', 'zip', 'budget-order', 'property-types', 'zones'])
const CRITERIA_FIELDS: ReadonlySet<string> = new Set(ALERT_CRITERIA.fields.map((spec) => spec.name))

export function validateSubscriptionSearch(search: Record<string, unknown>): SubscriptionSearch {
  const { t, answer, errors, leave } = search
  return {
    ...(typeof t === 'string' && t.length > 0 && t.length <= TOKEN_MAX_LENGTH ? { t } : {}),
    ...(isSubscriptionAnswer(answer) ? { answer } : {}),
    ...(typeof errors === 'string' && errors.length <= 500 ? { errors } : {}),
    ...(leave === 1 || leave === '1' ? { leave: 1 as const } : {}),
  }
}

/** `budgetMax~budget-order,zones~zones` → each criteria field's refusal; unknown names and codes are left out. */
export function criteriaErrors(errors: string | undefined): Record<string, ValidationCode> {
  const refused: Record<string, ValidationCode> = {}
  for (const pair of (errors ?? '').split(',')) {
    const [name = '', code = ''] = pair.split('~')
    if (CRITERIA_FIELDS.has(name) && CRITERIA_CODES.has(code)) refused[name] = code as ValidationCode
  }
  return refused
}

/** A subscription page is never indexed: it only makes sense with its link's token. */
export function subscriptionHead(title: string | undefined) {
  return { meta: [{ title: title ? pageTitle(title) : siteConfig.agency.name }, { name: 'robots', content: 'noindex, nofollow' }] }
}
