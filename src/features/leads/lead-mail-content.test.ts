import { describe, expect, it } from 'vitest'
import { i18nFor } from '#/i18n/section-catalogues.ts'
import type { Locale } from '#/i18n/locales.ts'
import { composeLeadMail } from './lead-mail-content.ts'
import type { StoredLead } from './lead-store.server.ts'
import { validationMessage } from './lead-messages.ts'
import { LEAD_FORMS } from './lead-forms.ts'

// Decision 011: a mail's dates read day first in its language, English included ('2 November 2026',
// never 'November 2, 2026'), and a viewing's hours are the agency's, in Brussels.

function lead(form: string, locale: Locale, fields: Record<string, unknown>): StoredLead {
  return {
    id: 'lead-1',
    form,
    locale,
    email: 'visitor@example.test',
    propertyId: 42,
    projectId: null,
    fields,
    pagePath: null,
    campaign: null,
    createdAt: '2026-11-02T13:30:00.000Z',
  }
}

async function mailText(kind: 'agency' | 'visitor', stored: StoredLead): Promise<string> {
  return composeLeadMail(kind, stored, { i18n: await i18nFor(stored.locale), typeName: () => undefined }).text
}

describe('dates in lead mails', () => {
  it('writes a viewing with its weekday, day first, at Brussels time', async () => {
    const booked = lead('contact-appointment', 'en', {
      appointment: { startsAt: '2026-11-02T13:30:00.000Z', endsAt: '2026-11-02T14:00:00.000Z' },
      firstName: 'Ann',
    })
    expect(await mailText('visitor', booked)).toContain('Monday, 2 November 2026, 14:30–15:00')
    expect(await mailText('visitor', { ...booked, locale: 'nl' })).toContain('maandag 2 november 2026, 14:30–15:00')
  })

  it('writes a date field and the time a lead arrived with the month named, day first', async () => {
    const offer = lead('purchase-offer', 'en', { firstName: 'Ann', signDate: '2026-11-01' })
    const text = await mailText('agency', offer)
    expect(text).toContain('1 November 2026')
    expect(text).toContain('2 November 2026 at 14:30')
    expect(text).not.toMatch(/November \d{1,2},/)
  })
})

describe("the agency's mail (decision 007)", () => {
  const visitor = lead('site-contact', 'nl', {
    title: 'mrs',
    firstName: 'Ann',
    lastName: 'Peeters',
    phone: '0470123456',
    remark: 'Graag een terugbelafspraak.',
    timeSlots: ['afternoon'],
    privacy: true,
  })
  const broker = { name: 'Sophie Laurent', role: 'Agent', phone: '010223345', email: 'sophie@immo-dyle.be', photo: null }
  const agencyMail = async () =>
    composeLeadMail('agency', visitor, {
      i18n: await i18nFor('fr'),
      typeName: () => undefined,
      subject: { reference: 42, title: 'Villa – 1300 Wavre', path: '/fr/a-vendre/wavre/villa/42/', broker },
    }).text

  it('shows the call-back hours the visitor chose, in the language of their page (spec §9: nl afternoon from 13:00)', async () => {
    expect(await agencyMail()).toContain('Après-midi (13:00–16:00)')
  })

  it('labels the fields for staff, not the way the form speaks to the visitor', async () => {
    const text = await agencyMail()
    expect(text).toContain('Message\u00a0: Graag een terugbelafspraak.')
    expect(text).not.toContain('Votre message')
    expect(text).not.toContain('Quand pouvons-nous vous appeler')
  })

  it('groups the visitor’s phone number 4-2-2-2 (spec §5)', async () => {
    expect(await agencyMail()).toContain('0470 12 34 56')
  })

  it("marks the visitor's own message with the language they wrote it in, as the back office does", async () => {
    const mail = composeLeadMail('agency', visitor, { i18n: await i18nFor('fr'), typeName: () => undefined })
    expect(mail.html).toContain('lang="nl" style="padding:6px 0;white-space:pre-wrap">Graag een terugbelafspraak.')
    expect(mail.html).not.toContain('lang="nl" style="padding:6px 0;white-space:pre-wrap">Ann')
  })

  it("names the property's broker", async () => {
    expect(await agencyMail()).toContain('Agent\u00a0: Sophie Laurent · sophie@immo-dyle.be · 010 22 33 45')
  })
})

describe('purchase offer and rental viewing messages (spec §3)', () => {
  it('an unticked 10 % advance has its own message, not the privacy policy’s', async () => {
    const i18n = await i18nFor('en')
    expect(validationMessage(i18n, 'advance', '')).toMatch(/10% advance/)
    expect(validationMessage(i18n, 'advance', '')).not.toBe(validationMessage(i18n, 'consent', ''))
  })

  it('the rental viewing form states the income and persons rules, and the refusals quote them', async () => {
    const i18n = await i18nFor('en')
    const hint = (name: string) => i18n._(LEAD_FORMS['rent-appointment'].fields.find((spec) => spec.name === name)!.hint!)
    expect(hint('monthlyIncome')).toBe("The household's net monthly income must be at least 3 times the monthly rent.")
    expect(hint('persons')).toBe('At most 6 persons may live in the property.')
    expect(validationMessage(i18n, 'income-low', '')).toBe(hint('monthlyIncome'))
    expect(validationMessage(i18n, 'persons-many', '')).toBe(hint('persons'))
  })
})

describe('documents by e-mail (spec §8)', () => {
  const requested = lead('documents', 'en', {
    firstName: 'Ann',
    lastName: 'Peeters',
    documents: [
      { id: 7, name: 'EPC certificate' },
      { id: 8, name: 'Plans <ground floor>' },
    ],
  })
  const links = [
    { label: 'EPC certificate', href: 'https://immo.test/api/documents/42:7.1796000000000.sig?lang=en' },
    { label: 'Plans <ground floor>', href: 'https://immo.test/api/documents/42:8.1796000000000.sig?lang=en' },
  ]

  it("lists each document's link under its name in the visitor's mail, as text and HTML, before the summary", async () => {
    const mail = composeLeadMail('visitor', requested, { i18n: await i18nFor('en'), typeName: () => undefined, documentLinks: links })
    expect(mail.text).toContain(
      'Your documents (each link is valid for 7 days):\n- EPC certificate: https://immo.test/api/documents/42:7.1796000000000.sig?lang=en\n- Plans <ground floor>: https://immo.test/api/documents/42:8.1796000000000.sig?lang=en',
    )
    expect(mail.text.indexOf('Your documents')).toBeLessThan(mail.text.indexOf('Here is what you sent us:'))
    expect(mail.html).toContain('<a href="https://immo.test/api/documents/42:7.1796000000000.sig?lang=en" style="color:#')
    expect(mail.html).toContain('>Plans &lt;ground floor&gt;</a>')
    expect(mail.text).toContain('We have sent you the documents of this property by e-mail. The links in the mail are valid for 7 days.')
  })

  it("names what was sent in the agency's mail; with nothing online, asks the agency to send them and tells the visitor so", async () => {
    const agency = composeLeadMail('agency', requested, { i18n: await i18nFor('en'), typeName: () => undefined }).text
    expect(agency).toContain('Documents sent to the visitor: EPC certificate, Plans <ground floor>')
    const none = { ...requested, fields: { ...requested.fields, documents: [] } }
    expect(composeLeadMail('agency', none, { i18n: await i18nFor('en'), typeName: () => undefined }).text).toContain(
      'please send the documents to Ann Peeters by e-mail within one working day',
    )
    const visitorMail = composeLeadMail('visitor', none, { i18n: await i18nFor('nl'), typeName: () => undefined })
    expect(visitorMail.text).toContain(
      'Deze woning heeft nog geen documenten online: het kantoor stuurt ze u binnen één werkdag per e-mail.',
    )
    expect(visitorMail.html).not.toContain('/api/documents/')
  })
})
