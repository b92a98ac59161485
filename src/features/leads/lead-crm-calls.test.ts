import { describe, expect, it } from 'vitest'
import { i18nFor } from '#/i18n/section-catalogues.ts'
import type { Locale } from '#/i18n/locales.ts'
import { LEAD_FORM_IDS, type LeadFormId } from './lead-forms.ts'
import { crmCallFor, crmMethodFor } from './lead-crm-calls.ts'
import type { StoredLead } from './lead-store.server.ts'

// Decision 016: which leads reach the CRM, as which call, with which arguments (the names of the public
// PHP library's ContactOnMe request). The agency reads Subject and Content in its language (French).

const contact = { title: 'mrs', firstName: 'Ann', lastName: 'Peeters', email: 'ann@example.test', phone: '0470 12 34 56', privacy: true }

function lead(form: string, fields: Record<string, unknown>, more: Partial<StoredLead> = {}): StoredLead {
  return {
    id: 'lead-0123456789ab',
    form,
    locale: 'nl',
    email: typeof fields.email === 'string' ? fields.email : null,
    propertyId: null,
    projectId: null,
    fields,
    pagePath: '/nl/contact/',
    campaign: null,
    createdAt: '2026-11-02T13:30:00.000Z',
    ...more,
  }
}

async function call(stored: StoredLead) {
  const types: Record<number, string> = { 1: 'Maison', 3: 'Appartement' }
  return crmCallFor(stored, { i18n: await i18nFor('fr'), typeName: (id) => types[id] })
}

describe('the CRM call of each form (decision 016)', () => {
  const sent: Array<[LeadFormId, 'ContactOnMe' | 'ContactOnMeProject']> = [
    ['site-contact', 'ContactOnMe'],
    ['search-request', 'ContactOnMe'],
    ['contact-demand', 'ContactOnMe'],
    ['contact-me', 'ContactOnMe'],
    ['documents', 'ContactOnMe'],
    ['contact-appointment', 'ContactOnMe'],
    ['rent-appointment', 'ContactOnMe'],
    ['purchase-offer', 'ContactOnMe'],
    ['rental-application', 'ContactOnMe'],
    ['contact-construction', 'ContactOnMeProject'],
  ]
  const neverSent: LeadFormId[] = ['job-application', 'contact-testimonial', 'send-to-friend', 'sign-newsletter', 'demand-register']

  it.each(sent)('sends %s as %s', async (form, method) => {
    expect(crmMethodFor(form)).toBe(method)
    const answer = await call(
      lead(form, contact, { propertyId: method === 'ContactOnMe' ? 42 : null, projectId: method === 'ContactOnMeProject' ? 7 : null }),
    )
    expect(answer?.method).toBe(method)
  })

  it.each(neverSent)('never sends %s', async (form) => {
    expect(crmMethodFor(form)).toBeNull()
    expect(await call(lead(form, { ...contact, friendEmail: 'stranger@example.test' }))).toBeNull()
  })

  it('decides for every form there is', () => {
    expect([...sent.map(([form]) => form), ...neverSent].sort()).toEqual([...LEAD_FORM_IDS].sort())
  })

  it('sends nothing for a form it does not know', async () => {
    expect(crmMethodFor('no-such-form')).toBeNull()
    expect(await call(lead('no-such-form', contact))).toBeNull()
  })
})

describe('the arguments of a ContactOnMe call', () => {
  it("carries the visitor's contact under the library's names, a mobile as GSM, and our lead id as CustomStr1", async () => {
    const answer = await call(
      lead(
        'contact-me',
        { ...contact, request: 'visit', remark: 'Is de tuin op het zuiden?', newsletter: true, timeSlots: ['morning'] },
        { propertyId: 42 },
      ),
    )
    expect(answer?.args).toMatchObject({
      Name: 'Peeters',
      FirstName: 'Ann',
      AddressTitle: 'Mme',
      Email: 'ann@example.test',
      GSM: '0470 12 34 56',
      IsReceivedEmail: true,
      ObjectID: 42,
      Subject: 'Question sur un bien',
      LanguageIdFromParameter: 1,
      CustomStr1: 'lead-0123456789ab',
    })
    expect(answer?.args).not.toHaveProperty('PhoneNumber')
    expect(answer?.language).toBe('nl')
  })

  it('sends a landline as PhoneNumber', async () => {
    const answer = await call(lead('site-contact', { ...contact, phone: '010 22 33 45', remark: 'Bonjour' }))
    expect(answer?.args).toMatchObject({ PhoneNumber: '010 22 33 45' })
    expect(answer?.args).not.toHaveProperty('GSM')
  })

  it("puts the visitor's message first in Content, then every field without an argument as labelled lines in the agency's language", async () => {
    const answer = await call(
      lead(
        'contact-me',
        {
          ...contact,
          request: 'visit',
          remark: 'Is de tuin op het zuiden?',
          timeSlots: ['afternoon'],
          contactDevice: 'phone',
          newsletter: false,
        },
        { propertyId: 42 },
      ),
    )
    const content = String(answer?.args.Content)
    expect(content.startsWith('Is de tuin op het zuiden?\n\n')).toBe(true)
    expect(content).toContain('Demande\u00a0: Je souhaite visiter')
    expect(content).toContain('Après-midi (13:00–16:00)')
    expect(content).toContain('Politique de confidentialité acceptée\u00a0: Oui')
    // What has an argument of its own is not repeated.
    expect(content).not.toContain('Peeters')
    expect(content).not.toContain('0470')
    expect(answer?.args.IsReceivedEmail).toBe(false)
  })

  it('names in Content the documents a documents request sent the visitor, or that none were online', async () => {
    const sent = await call(
      lead(
        'documents',
        {
          ...contact,
          documents: [
            { id: 7, name: 'Certificat PEB' },
            { id: 8, name: 'Plan' },
          ],
        },
        { propertyId: 42 },
      ),
    )
    expect(String(sent?.args.Content)).toContain('Documents envoyés au visiteur\u00a0: Certificat PEB, Plan')
    const none = await call(lead('documents', { ...contact, documents: [] }, { propertyId: 42 }))
    expect(String(none?.args.Content)).toContain('Documents envoyés au visiteur\u00a0: Aucun : ce bien n’a pas de documents en ligne')
  })

  it("sends a search request's goal, type and budget as Goal, TypeOfPropertyIDs, PriceMin and PriceMax; the rest in Content", async () => {
    const answer = await call(
      lead('search-request', {
        ...contact,
        goal: 'rent',
        propertyType: '3',
        region: 'Wavre',
        budgetMin: 800,
        budgetMax: 1200,
        bedrooms: 2,
      }),
    )
    expect(answer?.args).toMatchObject({ Goal: 1, TypeOfPropertyIDs: [3], PriceMin: 800, PriceMax: 1200 })
    expect(String(answer?.args.Content)).toContain('Wavre')
    expect(String(answer?.args.Content)).not.toContain('Appartement')
    expect(answer?.args).not.toHaveProperty('ObjectID')
  })

  it("keeps a valuation's address in Content, not as the visitor's address", async () => {
    const answer = await call(
      lead('contact-demand', { ...contact, propertyType: '1', street: 'Rue du Moulin', houseNumber: '12', zip: '1300', city: 'Wavre' }),
    )
    expect(answer?.args).not.toHaveProperty('Address')
    expect(answer?.args).not.toHaveProperty('Zip')
    const content = String(answer?.args.Content)
    expect(content).toContain('Rue du Moulin')
    expect(content).toContain('1300')
    expect(content).toContain('Maison')
  })

  it("sends a buyer's address of a purchase offer as Address, Zip and City, with the goal of a sale", async () => {
    const answer = await call(
      lead(
        'purchase-offer',
        { ...contact, street: 'Kerkstraat', houseNumber: '3', zip: '3000', city: 'Leuven', amount: 350000 },
        { propertyId: 42 },
      ),
    )
    expect(answer?.args).toMatchObject({ Address: 'Kerkstraat 3', Zip: '3000', City: 'Leuven', Goal: 0, ObjectID: 42 })
    expect(String(answer?.args.Content)).toContain('350')
  })

  it("sends a viewing's chosen slot as AgendaComment, and a rental's payment in Content", async () => {
    const answer = await call(
      lead(
        'rent-appointment',
        {
          ...contact,
          slot: 12,
          persons: 2,
          monthlyIncome: 4000,
          appointment: { startsAt: '2026-11-02T13:30:00.000Z', endsAt: '2026-11-02T14:00:00.000Z' },
          payment: { rent: 950, deposit: 1900 },
        },
        { propertyId: 42 },
      ),
    )
    expect(answer?.args.AgendaComment).toBe('lundi 2 novembre 2026, 14:30–15:00')
    expect(answer?.args.Goal).toBe(1)
    expect(String(answer?.args.Content)).toContain('950')
  })

  it('asks a project question with ContactOnMeProject and the project in ProjectIDs', async () => {
    const answer = await call(lead('contact-construction', { ...contact, remark: 'Quand commence le chantier ?' }, { projectId: 7 }))
    expect(answer?.args).toMatchObject({
      ProjectIDs: [7],
      Content: 'Quand commence le chantier ?\n\nPolitique de confidentialité acceptée\u00a0: Oui',
    })
    expect(answer?.args).not.toHaveProperty('ObjectID')
  })
})

describe("the visitor's language and campaign", () => {
  it.each([
    ['nl', 1],
    ['fr', 2],
    ['en', 3],
  ] as Array<[Locale, number]>)('gives a %s visitor the language id %i', async (locale, id) => {
    const answer = await call(lead('site-contact', { ...contact, remark: 'Hello' }, { locale }))
    expect(answer?.args.LanguageIdFromParameter).toBe(id)
    expect(answer?.language).toBe(locale)
    expect(String(answer?.args.Content)).not.toContain('Deutsch')
  })

  it('sends a German visitor in English, with a line saying they wrote in German', async () => {
    const answer = await call(lead('site-contact', { ...contact, remark: 'Guten Tag' }, { locale: 'de' }))
    expect(answer?.args.LanguageIdFromParameter).toBe(3)
    expect(answer?.language).toBe('en')
    expect(String(answer?.args.Content)).toContain('Langue du visiteur\u00a0: Deutsch')
  })

  it('sends the campaign parameters as MarketingTrackingParameters', async () => {
    const answer = await call(
      lead(
        'site-contact',
        { ...contact, remark: 'Hi' },
        { campaign: { utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc123', fbclid: 'fb9' } },
      ),
    )
    expect(answer?.args.MarketingTrackingParameters).toEqual({
      UTMSource: 'newsletter',
      UTMCampaign: 'spring',
      GCLID: 'abc123',
      FBCLID: 'fb9',
    })
  })

  it('sends no MarketingTrackingParameters without a campaign', async () => {
    const answer = await call(lead('site-contact', { ...contact, remark: 'Hi' }))
    expect(answer?.args).not.toHaveProperty('MarketingTrackingParameters')
  })
})
