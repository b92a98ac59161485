import * as v from 'valibot'
import { siteConfig } from '#/config/site-config.ts'
import { FLAG_PARAM, optionalParam, searchSchema } from '#/domain/search-params.ts'
import { pageTitle } from '#/components/content-head.ts'
import { isSubscriptionAnswer, type SubscriptionAnswer } from './subscription-answers.ts'

// What a subscription page reads from its address (decision 017): the link's token `t`, the `answer`
// a form's redirect brings, a refused criteria change's `errors=name~code,…` and the one-click
// GET's `leave=1`. Anything else is dropped: a forged value shows nothing, it never breaks the page.

export type SubscriptionSearch = { t?: string; answer?: SubscriptionAnswer; errors?: string; leave?: 1 }

/** Longer than any token we sign (subject, 13-digit expiry, 43-character signature); readToken checks the rest. */
const TOKEN_MAX_LENGTH = 200

export const SUBSCRIPTION_SEARCH = searchSchema({
  t: optionalParam(v.pipe(v.string(), v.minLength(1), v.maxLength(TOKEN_MAX_LENGTH))),
  answer: optionalParam(v.custom<SubscriptionAnswer>(isSubscriptionAnswer)),
  errors: optionalParam(v.pipe(v.string(), v.maxLength(500))),
  leave: optionalParam(FLAG_PARAM),
})

/** A subscription page is never indexed: it only makes sense with its link's token. */
export function subscriptionHead(title: string | undefined) {
  return { meta: [{ title: title ? pageTitle(title) : siteConfig().agency.name }, { name: 'robots', content: 'noindex, nofollow' }] }
}
