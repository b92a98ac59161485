import { describe, expect, it } from 'vitest'
import { FEEDBACK_PAGES } from '~/content/feedback'
import { i18nFor } from '~/i18n/i18n'
import { LOCALES, type Locale } from '~/i18n/locales'
import { LEAD_FORMS, LEAD_FORM_IDS, type LeadFormId } from './lead-forms'
import { composeLeadMail } from './lead-mail-content'
import type { StoredLead } from './lead-store.server'

// Issue 15 "Forms that say what they do": each form's confirmation mail says what its thank-you page
// (or its in-place message) says will happen, word for word, in the visitor's language.

function lead(form: LeadFormId, locale: Locale): StoredLead {
  return { id: 'lead-1', form, locale, email: 'visitor@example.test', propertyId: null, projectId: null, fields: { firstName: 'Ann', lastName: 'Peeters' }, pagePath: null, campaign: null, createdAt: '2026-11-02T13:30:00.000Z' }
}

/** What the visitor reads once the form is sent: the thank-you page's message, or the message shown in place. */
async function shownAfterSending(form: LeadFormId, locale: Locale): Promise<string> {
  const { thankYou } = LEAD_FORMS[form]
  return typeof thankYou === 'string' ? FEEDBACK_PAGES[thankYou].message[locale] : (await i18nFor(locale))._(thankYou.message)
}

async function visitorMail(form: LeadFormId, locale: Locale): Promise<string> {
  return composeLeadMail('visitor', lead(form, locale), { i18n: await i18nFor(locale), typeName: () => undefined }).text
}

// The friend form mails the friend, not the visitor: its promise is only its thank-you page.
const MAILING_VISITOR = LEAD_FORM_IDS.filter((form) => LEAD_FORMS[form].mails !== 'friend')

describe('each form promises the same in its mail and after sending', () => {
  it.each(MAILING_VISITOR.flatMap((form) => LOCALES.map((locale) => [form, locale] as const)))('%s (%s)', async (form, locale) => {
    expect(await visitorMail(form, locale)).toContain(await shownAfterSending(form, locale))
  })

  it('no mail promises a delay its form does not (the old generic "one working day")', async () => {
    for (const form of MAILING_VISITOR) {
      const promise = await shownAfterSending(form, 'en')
      if (!promise.includes('one working day')) expect(await visitorMail(form, 'en'), form).not.toContain('one working day')
    }
  })
})

describe('the promises say what really happens', () => {
  it('a search request is not thanked for "your question about this property"', async () => {
    const page = FEEDBACK_PAGES[LEAD_FORMS['search-request'].thankYou as keyof typeof FEEDBACK_PAGES]
    for (const locale of LOCALES) expect(`${page.title[locale]} ${page.message[locale]}`, locale).not.toMatch(/property|pand|bien|Immobilie|woning/i)
  })

  it('a job application answers within two weeks, on the page and in the mail', async () => {
    expect(await shownAfterSending('job-application', 'en')).toContain('within two weeks')
    expect(await visitorMail('job-application', 'en')).toContain('within two weeks')
  })

  it('the newsletter and the search alert say nothing comes before the confirmation link is followed (issue 17)', () => {
    for (const form of ['sign-newsletter', 'demand-register'] as const) {
      for (const locale of LOCALES) expect(FEEDBACK_PAGES[form].message[locale], `${form} ${locale}`).toMatch(/link|lien|bevestig|Bestätigung/i)
    }
  })
})
