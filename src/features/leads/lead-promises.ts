import type { I18n } from '@lingui/core'
import { FEEDBACK_PAGES } from '~/content/feedback'
import type { Locale } from '~/i18n/locales'
import type { LeadFormSpec } from './lead-forms'

/**
 * What the visitor can expect after sending a form, in their language: its thank-you page's message,
 * or the message it thanks with in place. The confirmation mail says these very words, so the page
 * and the mail cannot promise different things. `fields` are the lead's as stored: the documents
 * form's promise depends on the documents its effect found (lead-effects.server.ts).
 */
export function leadPromise(form: Pick<LeadFormSpec, 'thankYou'>, i18n: I18n, locale: Locale, fields: Record<string, unknown> = {}): string {
  if (typeof form.thankYou === 'string') return FEEDBACK_PAGES[form.thankYou].message[locale]
  const none = Array.isArray(fields.documents) && fields.documents.length === 0
  return i18n._(none && form.thankYou.withoutDocuments ? form.thankYou.withoutDocuments : form.thankYou.message)
}
