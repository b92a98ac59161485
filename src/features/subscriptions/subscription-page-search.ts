import { siteConfig } from '~/config/site-config'
import { pageTitle } from '~/components/content-head'
import { isSubscriptionAnswer, type SubscriptionAnswer } from './subscription-answers'

// What a subscription page reads from its address (issue 17): the link's token `t`, the `answer`
// a form's redirect brings, a refused criteria change's `errors=name~code,…` and the one-click
// GET's `leave=1`. Anything else is dropped: a forged value shows nothing, it never breaks the page.

export type SubscriptionSearch = { t?: string; answer?: SubscriptionAnswer; errors?: string; leave?: 1 }

/** Longer than any token we sign (subject, 13-digit expiry, 43-character signature); readToken checks the rest. */
const TOKEN_MAX_LENGTH = 200

export function validateSubscriptionSearch(search: Record<string, unknown>): SubscriptionSearch {
  const { t, answer, errors, leave } = search
  return {
    ...(typeof t === 'string' && t.length > 0 && t.length <= TOKEN_MAX_LENGTH ? { t } : {}),
    ...(isSubscriptionAnswer(answer) ? { answer } : {}),
    ...(typeof errors === 'string' && errors.length <= 500 ? { errors } : {}),
    ...(leave === 1 || leave === '1' ? { leave: 1 as const } : {}),
  }
}

/** A subscription page is never indexed: it only makes sense with its link's token. */
export function subscriptionHead(title: string | undefined) {
  return { meta: [{ title: title ? pageTitle(title) : siteConfig.agency.name }, { name: 'robots', content: 'noindex, nofollow' }] }
}
