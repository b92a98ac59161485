import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SubscriptionAnswer } from './subscription-answers.ts'

// What a subscription page says after one of its forms posted (`?answer=`, decision 017), for a search
// alert or the newsletter, in the visitor's language.

export type AnswerNotice = { tone: 'info' | 'error'; text: string }

const PROBLEMS: ReadonlyArray<SubscriptionAnswer> = ['check-fields', 'expired', 'invalid', 'unavailable']

export function answerNotice(i18n: I18n, kind: 'alert' | 'newsletter', answer: SubscriptionAnswer): AnswerNotice {
  const tone = PROBLEMS.includes(answer) ? 'error' : 'info'
  return { tone, text: answerText(i18n, kind, answer) }
}

function answerText(i18n: I18n, kind: 'alert' | 'newsletter', answer: SubscriptionAnswer): string {
  switch (answer) {
    case 'confirmed':
      return kind === 'alert'
        ? i18n._(msg`Your search alert is confirmed and active: we mail you the new properties that match.`)
        : i18n._(msg`Your subscription is confirmed: our newsletter will reach you.`)
    case 'changed':
      return i18n._(msg`Your new criteria are saved.`)
    case 'check-fields':
      return i18n._(msg`Not saved: please check the fields marked in red.`)
    case 'paused':
      return i18n._(msg`Your search alert is paused: we send you nothing until you resume it.`)
    case 'resumed':
      return i18n._(msg`Your search alert is running again.`)
    case 'left':
      return kind === 'alert'
        ? i18n._(msg`Your search alert is stopped: we send you nothing more about it.`)
        : i18n._(msg`You are unsubscribed: we send you no more newsletters.`)
    case 'deleted':
      return i18n._(msg`Your search alert and its criteria are deleted.`)
    case 'expired':
      return i18n._(msg`This link has expired.`)
    case 'invalid':
      return i18n._(msg`This link is not valid.`)
    case 'unavailable':
      return i18n._(msg`This could not be done just now. Please try again in a few minutes with the link in our e-mail.`)
  }
}
