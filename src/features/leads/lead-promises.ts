import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { FEEDBACK_PAGES } from '#/content/feedback.ts'
import type { Locale } from '#/i18n/locales.ts'
import type { LeadFormSpec } from './lead-forms.ts'

/**
 * What the visitor can expect after sending a form, in their language: its thank-you page's message,
 * or the message it thanks with in place. The confirmation mail says these very words, so the page
 * and the mail cannot promise different things. `fields` are the lead's as stored: the documents
 * form's promise depends on the documents its effect found (lead-effects.server.ts). `thankYou` is
 * the page's message as the agency published it (decision 034); without it, the seed's.
 */
export function leadPromise(
  form: Pick<LeadFormSpec, 'thankYou'>,
  i18n: I18n,
  locale: Locale,
  fields: Record<string, unknown> = {},
  thankYou?: string,
): string {
  if (typeof form.thankYou === 'string') return thankYou ?? FEEDBACK_PAGES[form.thankYou].message[locale]
  const none = Array.isArray(fields.documents) && fields.documents.length === 0
  return i18n._(none && form.thankYou.withoutDocuments ? form.thankYou.withoutDocuments : form.thankYou.message)
}

/**
 * The promise as the visitor's mail says it. The search alert's and the newsletter's thank-you pages
 * say "we sent you an e-mail with a confirmation link": inside that very e-mail the visitor is asked
 * to use the link instead (decision 017), and told when there is no link to use.
 */
export function mailPromise(
  form: Pick<LeadFormSpec, 'thankYou'>,
  i18n: I18n,
  locale: Locale,
  links: { alert?: unknown; newsletter?: unknown },
  fields: Record<string, unknown> = {},
  thankYou?: string,
): string {
  if (form.thankYou === 'demand-register') return i18n._(msg`Confirm your search alert with the link below: we send you nothing before.`)
  if (form.thankYou === 'sign-newsletter') {
    return links.newsletter
      ? i18n._(msg`Confirm your subscription with the link below: we send you no newsletter before.`)
      : i18n._(
          msg`Your address was already signed up: nothing changes. If you have not confirmed it yet, the confirmation link is in our earlier e-mail.`,
        )
  }
  return leadPromise(form, i18n, locale, fields, thankYou)
}
