import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { readFields, type ValidationCode } from './lead-fields'
import { LEAD_FORMS, type LeadFormId } from './lead-forms'
import { validateLead } from './lead-validation'
import { validationMessage } from './lead-messages'

const CONTACT = { title: 'mrs', firstName: 'Marie', lastName: 'Dubois', email: 'marie.dubois@exemple.be', phone: '0470 12 34 56', timeSlots: ['morning'], contactDevice: 'phone', newsletter: false, privacy: true }

/** A valid submission of each form: what a careful visitor sends. */
const VALID: Record<LeadFormId, Record<string, unknown>> = {
  'site-contact': { ...CONTACT, remark: 'Bonjour, je voudrais plus d’informations.' },
  'search-request': { ...CONTACT, goal: 'buy', propertyType: '1', region: 'Wavre, Rixensart', budgetMin: 250000, budgetMax: 400000, bedrooms: 3, remark: '' },
  'contact-demand': { ...CONTACT, propertyType: '3', street: 'Rue du Moulin', houseNumber: '12B', zip: '1300', city: 'Wavre', remark: '' },
}

function errorsOf(form: LeadFormId, changes: Record<string, unknown>): Record<string, ValidationCode> {
  const outcome = validateLead(LEAD_FORMS[form], { ...VALID[form], ...changes })
  return outcome.ok ? {} : outcome.errors
}

describe('lead form schemas (issue 5)', () => {
  it.each(Object.keys(VALID) as LeadFormId[])('%s accepts a careful visitor’s submission', (form) => {
    expect(validateLead(LEAD_FORMS[form], VALID[form])).toMatchObject({ ok: true })
  })

  it.each([
    ['firstName', '', 'required'],
    ['lastName', '   '.trim(), 'required'],
    ['email', '', 'required'],
    ['email', 'marie.dubois@', 'email'],
    ['email', 'marie dubois@exemple.be', 'email'],
    ['email', 'marie@exemple', 'email'],
    ['phone', '', 'required'],
    ['phone', '12345', 'phone'],
    ['phone', 'call me maybe', 'phone'],
    ['title', '', 'required'],
    ['title', 'dr', 'choice'],
    ['remark', '', 'required'],
    ['remark', 'x'.repeat(4001), 'too-long'],
    ['firstName', 'x'.repeat(201), 'too-long'],
    ['firstName', 'Marie\u0000', 'characters'],
    ['firstName', 'Marie\nBcc: x@y.be', 'characters'],
    ['timeSlots', ['night'], 'choice'],
    ['timeSlots', ['morning', 'morning'], 'choice'],
    ['contactDevice', 'pigeon', 'choice'],
    ['privacy', false, 'consent'],
    ['newsletter', 'yes', 'choice'],
  ] as const)('site contact: %s = %j is refused as %s', (field, value, code) => {
    expect(errorsOf('site-contact', { [field]: value })).toEqual({ [field]: code })
  })

  it('accepts international phone numbers and remarks over several lines', () => {
    expect(errorsOf('site-contact', { phone: '+32 470 12 34 56', remark: 'Ligne 1\nLigne 2\tfin' })).toEqual({})
    expect(errorsOf('site-contact', { phone: '+33 6 12 34 56 78' })).toEqual({})
  })

  it('search request: goal and type are required, budgets in order, numbers sensible', () => {
    expect(errorsOf('search-request', { goal: '' })).toEqual({ goal: 'required' })
    expect(errorsOf('search-request', { propertyType: '' })).toEqual({ propertyType: 'required' })
    expect(errorsOf('search-request', { propertyType: '8' })).toEqual({ propertyType: 'choice' })
    expect(errorsOf('search-request', { budgetMin: 500000, budgetMax: 300000 })).toEqual({ budgetMax: 'budget-order' })
    expect(errorsOf('search-request', { bedrooms: 99 })).toEqual({ bedrooms: 'number' })
    expect(errorsOf('search-request', { bedrooms: 2.5 })).toEqual({ bedrooms: 'number' })
    expect(errorsOf('search-request', { budgetMin: 'lots' })).toEqual({ budgetMin: 'number' })
    expect(errorsOf('search-request', { budgetMin: null, budgetMax: null, bedrooms: null })).toEqual({})
  })

  it('free valuation: the address of the property must be given, with a Belgian postal code', () => {
    expect(errorsOf('contact-demand', { street: '' })).toEqual({ street: 'valuation-address' })
    expect(errorsOf('contact-demand', { houseNumber: '' })).toEqual({ houseNumber: 'valuation-address' })
    expect(errorsOf('contact-demand', { zip: '' })).toEqual({ zip: 'required' })
    expect(errorsOf('contact-demand', { zip: '130' })).toEqual({ zip: 'zip' })
    expect(errorsOf('contact-demand', { zip: '0300' })).toEqual({ zip: 'zip' })
    expect(errorsOf('contact-demand', { city: '' })).toEqual({ city: 'required' })
  })

  it('refuses a body that is not an object of fields, and drops fields it does not know', () => {
    expect(validateLead(LEAD_FORMS['site-contact'], { ...VALID['site-contact'], firstName: 42 })).toMatchObject({ ok: false, errors: { firstName: 'choice' } })
    const outcome = validateLead(LEAD_FORMS['site-contact'], { ...VALID['site-contact'], isAdmin: true })
    expect(outcome.ok && 'isAdmin' in outcome.values).toBe(false)
  })
})

describe('reading a submitted form', () => {
  it('trims text, reads ticks and lists, and turns numbers into numbers', () => {
    const data = new URLSearchParams('firstName=+Marie+&privacy=on&timeSlots=morning&timeSlots=evening&budgetMin=250+000&budgetMax=&bedrooms=3,5')
    const fields = [...LEAD_FORMS['search-request'].fields]
    const read = readFields(fields, (name) => data.getAll(name))
    expect(read).toMatchObject({ firstName: 'Marie', privacy: true, newsletter: false, timeSlots: ['morning', 'evening'], budgetMin: 250000, budgetMax: null, bedrooms: 3.5 })
  })
})

describe('validation messages (spec §5)', () => {
  const english = setupI18n({ locale: 'en', messages: { en: {} } })
  it('name the field the way the spec says', () => {
    expect(validationMessage(english, 'required', 'First name')).toBe('First name is a required field')
    expect(validationMessage(english, 'captcha', 'Captcha')).toBe('The entered characters are not valid')
    expect(validationMessage(english, 'valuation-address', 'Street')).toBe('The address of the property to value must be given')
  })
})
