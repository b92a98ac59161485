import { describe, expect, it } from 'vitest'
import { FEEDBACK_PAGES } from '#/content/feedback.ts'
import { i18nFor } from '#/i18n/section-catalogues.ts'
import { LOCALES, type Locale } from '#/i18n/locales.ts'
import { LEAD_FORMS, LEAD_FORM_IDS, type LeadFormId } from './lead-forms.ts'
import { composeLeadMail } from './lead-mail-content.ts'
import type { StoredLead } from './lead-store.server.ts'

// Forms say what they do: each form's confirmation mail says what its thank-you page
// (or its in-place message) says will happen, word for word, in the visitor's language.

function lead(form: LeadFormId, locale: Locale): StoredLead {
  return {
    id: 'lead-1',
    form,
    locale,
    email: 'visitor@example.test',
    propertyId: null,
    projectId: null,
    fields: { firstName: 'Ann', lastName: 'Peeters' },
    pagePath: null,
    campaign: null,
    createdAt: '2026-11-02T13:30:00.000Z',
  }
}

/** What the visitor reads once the form is sent: the thank-you page's message, or the message shown in place. */
async function shownAfterSending(form: LeadFormId, locale: Locale): Promise<string> {
  const { thankYou } = LEAD_FORMS[form]
  return typeof thankYou === 'string' ? FEEDBACK_PAGES[thankYou].message[locale] : (await i18nFor(locale))._(thankYou.message)
}

async function visitorMail(form: LeadFormId, locale: Locale): Promise<string> {
  return composeLeadMail('visitor', lead(form, locale), { i18n: await i18nFor(locale), typeName: () => undefined }).text
}

// The friend form mails the friend, not the visitor: its promise is only its thank-you page. The
// search alert's and the newsletter's pages point to the mail's confirmation link: their mail asks
// for the link in its own words (decision 017, below).
const CONFIRMING: ReadonlyArray<LeadFormId> = ['demand-register', 'sign-newsletter']
const MAILING_VISITOR = LEAD_FORM_IDS.filter((form) => LEAD_FORMS[form].mails !== 'friend' && !CONFIRMING.includes(form))

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
    for (const locale of LOCALES)
      expect(`${page.title[locale]} ${page.message[locale]}`, locale).not.toMatch(/property|pand|bien|Immobilie|woning/i)
  })

  it('a job application answers within two weeks, on the page and in the mail', async () => {
    expect(await shownAfterSending('job-application', 'en')).toContain('within two weeks')
    expect(await visitorMail('job-application', 'en')).toContain('within two weeks')
  })

  it('the newsletter and the search alert say nothing comes before the confirmation link is followed (decision 017)', () => {
    for (const form of ['sign-newsletter', 'demand-register'] as const) {
      for (const locale of LOCALES)
        expect(FEEDBACK_PAGES[form].message[locale], `${form} ${locale}`).toMatch(/link|lien|bevestig|Bestätigung/i)
    }
  })
})

describe('a confirmation mail asks for its own link (decision 017)', () => {
  const LINKS = { confirm: 'https://www.example.be/c', manage: 'https://www.example.be/m', unsubscribe: 'https://www.example.be/u' }
  async function mailWithLinks(
    form: LeadFormId,
    locale: Locale,
    links: { alert?: typeof LINKS; newsletter?: typeof LINKS },
  ): Promise<string> {
    return composeLeadMail('visitor', lead(form, locale), { i18n: await i18nFor(locale), typeName: () => undefined, links }).text
  }

  it('the search alert\'s mail asks to confirm with its link, not "we sent you an e-mail"', async () => {
    const text = await mailWithLinks('demand-register', 'en', { alert: LINKS })
    expect(text).toContain('Confirm your search alert with the link below: we send you nothing before.')
    expect(text).toContain('Confirm my search alert: https://www.example.be/c')
    expect(text).not.toContain(await shownAfterSending('demand-register', 'en'))
  })

  it('names the confirmation it asks for in its subject, in the visitor’s language; another mail says it was received', async () => {
    const subject = async (form: LeadFormId, locale: Locale, links: { alert?: typeof LINKS; newsletter?: typeof LINKS }) =>
      composeLeadMail('visitor', lead(form, locale), { i18n: await i18nFor(locale), typeName: () => undefined, links }).subject
    expect(await subject('demand-register', 'en', { alert: LINKS, newsletter: LINKS })).toMatch(/^Confirm your search alert – /)
    expect(await subject('sign-newsletter', 'en', { newsletter: LINKS })).toMatch(/^Confirm your newsletter subscription – /)
    expect(await subject('sign-newsletter', 'fr', { newsletter: LINKS })).toMatch(/^Confirmez votre inscription à la newsletter – /)
    expect(await subject('demand-register', 'nl', { alert: LINKS })).toMatch(/^Bevestig uw zoekopdracht – /)
    expect(await subject('sign-newsletter', 'en', {})).toMatch(/^We have received your request – /)
  })

  it("the newsletter's mail asks to confirm with its link, and says so when no link was due", async () => {
    const withLink = await mailWithLinks('sign-newsletter', 'en', { newsletter: LINKS })
    expect(withLink).toContain('Confirm your subscription with the link below: we send you no newsletter before.')
    expect(withLink).not.toContain(await shownAfterSending('sign-newsletter', 'en'))
    expect(await mailWithLinks('sign-newsletter', 'en', {})).toContain('Your address was already signed up: nothing changes.')
  })
})
