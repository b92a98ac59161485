import type { I18n } from '@lingui/core'
import { FEEDBACK_PAGES } from '~/content/feedback'
import type { Locale } from '~/i18n/locales'
import type { LeadFormSpec } from './lead-forms'

/**
 * What the visitor can expect after sending a form, in their language: its thank-you page's message,
 * or the message it thanks with in place. The confirmation mail says these very words, so the page
 * and the mail cannot promise different things.
 */
export function leadPromise(form: Pick<LeadFormSpec, 'thankYou'>, i18n: I18n, locale: Locale): string {
  return typeof form.thankYou === 'string' ? FEEDBACK_PAGES[form.thankYou].message[locale] : i18n._(form.thankYou.message)
}
