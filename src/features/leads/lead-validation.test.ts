import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { readFields, type ValidationCode } from './lead-fields.ts'
import { LEAD_FORMS, type LeadFormId } from './lead-forms.ts'
import { validateLead } from './lead-validation.ts'
import { validationMessage } from './lead-messages.ts'

const CONTACT = {
  title: 'mrs',
  firstName: 'Marie',
  lastName: 'Dubois',
  email: 'marie.dubois@exemple.be',
  phone: '0470 12 34 56',
  timeSlots: ['morning'],
  contactDevice: 'phone',
  newsletter: false,
  privacy: true,
}

/** A valid submission of each form: what a careful visitor sends. */
const VALID: Record<LeadFormId, Record<string, unknown>> = {
  'site-contact': { ...CONTACT, remark: 'Bonjour, je voudrais plus d’informations.' },
  'search-request': {
    ...CONTACT,
    goal: 'buy',
    propertyType: '1',
    region: 'Wavre, Rixensart',
    budgetMin: 250000,
    budgetMax: 400000,
    bedrooms: 3,
    remark: '',
  },
  'contact-demand': { ...CONTACT, propertyType: '3', street: 'Rue du Moulin', houseNumber: '12B', zip: '1300', city: 'Wavre', remark: '' },
  'contact-me': { ...CONTACT, request: 'visit', remark: 'Samedi matin ?' },
  'send-to-friend': {
    firstName: 'Marie',
    lastName: 'Dubois',
    email: 'marie@exemple.be',
    friendEmail: 'paul@exemple.be',
    remark: 'Regarde celle-ci !',
    privacy: true,
  },
  documents: { firstName: 'Marie', lastName: 'Dubois', email: 'marie@exemple.be', phone: '', privacy: true },
  'contact-construction': { ...CONTACT, remark: 'Reste-t-il un appartement au 2e étage ?' },
  'demand-register': {
    ...CONTACT,
    goal: 'buy',
    propertyTypes: ['1', '3'],
    zones: 'Wavre, 1340',
    budgetMin: null,
    budgetMax: 450000,
    bedrooms: 3,
    bathrooms: null,
    garages: 1,
    parkings: null,
    garden: true,
    terrace: false,
    password: '',
    passwordConfirm: '',
  },
  'purchase-offer': {
    firstName: 'Marie',
    lastName: 'Dubois',
    email: 'marie@exemple.be',
    phone: '0470 12 34 56',
    street: 'Rue du Moulin',
    houseNumber: '12',
    zip: '1300',
    city: 'Wavre',
    buyerBFirstName: 'Paul',
    buyerBLastName: 'Dubois',
    amount: 235000,
    amountInLetters: 'deux cent trente-cinq mille euros',
    validFrom: '2026-12-01',
    validUntil: '2026-12-15',
    signPlace: 'Wavre',
    signDate: '2026-11-30',
    conditions: '',
    advance: true,
    privacy: true,
  },
  'contact-appointment': { ...CONTACT, slot: '12', remark: '', privacy: true },
  'rent-appointment': { ...CONTACT, slot: '12', persons: 3, monthlyIncome: 4200, remark: '', privacy: true },
  'sign-newsletter': { email: 'marie@exemple.be', firstName: '', privacy: true },
  'contact-testimonial': {
    author: 'Famille Lambert',
    about: '',
    comment: 'Un service impeccable.',
    website: 'https://lambert.be',
    image: null,
    email: 'lambert@exemple.be',
    privacy: true,
  },
  'job-application': {
    firstName: 'Sofie',
    lastName: 'Janssens',
    email: 'sofie@voorbeeld.be',
    phone: '0470 12 34 56',
    position: '',
    cv: new File(['%PDF-1.7'], 'cv.pdf'),
    remark: '',
    privacy: true,
  },
  'rental-application': {
    ...CONTACT,
    adults: 2,
    kids: 1,
    kidsAges: '7',
    pets: 'un chat',
    moveDate: '2027-01-01',
    income1: 2800,
    income2: 1900,
    reason: 'Rapprochement du travail',
    privacy: true,
  },
}

function errorsOf(form: LeadFormId, changes: Record<string, unknown>): Record<string, ValidationCode> {
  const outcome = validateLead(LEAD_FORMS[form], { ...VALID[form], ...changes })
  return outcome.ok ? {} : outcome.errors
}

describe('lead form schemas (decision 007)', () => {
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
    expect(validateLead(LEAD_FORMS['site-contact'], { ...VALID['site-contact'], firstName: 42 })).toMatchObject({
      ok: false,
      errors: { firstName: 'choice' },
    })
    const outcome = validateLead(LEAD_FORMS['site-contact'], { ...VALID['site-contact'], isAdmin: true })
    expect(outcome.ok && 'isAdmin' in outcome.values).toBe(false)
  })
})

describe('the forms of a property, a project and a search alert', () => {
  it('send to a friend: the friend’s address is required and must be valid, with its own message', () => {
    expect(errorsOf('send-to-friend', { friendEmail: '' })).toEqual({ friendEmail: 'friend-email' })
    expect(errorsOf('send-to-friend', { friendEmail: 'paul@' })).toEqual({ friendEmail: 'friend-email' })
  })

  it('visit or information: the request is one of the two', () => {
    expect(errorsOf('contact-me', { request: '' })).toEqual({ request: 'required' })
    expect(errorsOf('contact-me', { request: 'buy-now' })).toEqual({ request: 'choice' })
  })

  it('documents: a phone number is optional, but a given one must be valid', () => {
    expect(errorsOf('documents', { phone: '' })).toEqual({})
    expect(errorsOf('documents', { phone: '12' })).toEqual({ phone: 'phone' })
  })

  it('search alert: at least one type and one zone, and no password (decision 017)', () => {
    expect(errorsOf('demand-register', { propertyTypes: [] })).toEqual({ propertyTypes: 'property-types' })
    expect(errorsOf('demand-register', { propertyTypes: ['9'] })).toEqual({ propertyTypes: 'choice' })
    expect(errorsOf('demand-register', { zones: '' })).toEqual({ zones: 'zones' })
    expect(errorsOf('demand-register', { zones: ', ;' })).toEqual({ zones: 'zones' })
    expect(LEAD_FORMS['demand-register'].fields.some((spec) => spec.kind === 'password')).toBe(false)
  })
})

describe('purchase offer and rental application', () => {
  it('the amount in letters must agree with the digits, in the language of the page', () => {
    expect(errorsOf('purchase-offer', { amountInLetters: 'deux cent mille euros' })).toEqual({ amountInLetters: 'amount-letters' })
    expect(
      validateLead(
        LEAD_FORMS['purchase-offer'],
        { ...VALID['purchase-offer'], amountInLetters: 'tweehonderdvijfendertigduizend euro' },
        'nl',
      ),
    ).toMatchObject({ ok: true })
    expect(
      validateLead(LEAD_FORMS['purchase-offer'], { ...VALID['purchase-offer'], amountInLetters: 'tweehonderdduizend euro' }, 'nl'),
    ).toMatchObject({ ok: false, errors: { amountInLetters: 'amount-letters' } })
  })

  it('start and end dates are complete, real and in order; the 10% advance is acknowledged', () => {
    expect(errorsOf('purchase-offer', { validFrom: '' })).toEqual({ validFrom: 'start-date' })
    expect(errorsOf('purchase-offer', { validFrom: '2026-12' })).toEqual({ validFrom: 'start-date' })
    expect(errorsOf('purchase-offer', { validUntil: '2026-02-30' })).toEqual({ validUntil: 'end-date' })
    expect(errorsOf('purchase-offer', { validUntil: '2026-11-20' })).toEqual({ validUntil: 'end-date' })
    expect(errorsOf('purchase-offer', { signDate: '30/11/2026' })).toEqual({ signDate: 'date' })
    expect(errorsOf('purchase-offer', { advance: false })).toEqual({ advance: 'advance' })
    expect(errorsOf('purchase-offer', { amount: 500 })).toEqual({ amount: 'number' })
  })

  it('a rental application needs the adults, the moving date and an income', () => {
    expect(errorsOf('rental-application', { adults: null })).toEqual({ adults: 'required' })
    expect(errorsOf('rental-application', { adults: 0 })).toEqual({ adults: 'number' })
    expect(errorsOf('rental-application', { moveDate: '' })).toEqual({ moveDate: 'required' })
    expect(errorsOf('rental-application', { income1: null })).toEqual({ income1: 'required' })
    expect(errorsOf('rental-application', { income2: null, kids: null })).toEqual({})
  })
})

describe('viewing bookings', () => {
  it('need a slot; a rental also the persons and the income', () => {
    expect(errorsOf('contact-appointment', { slot: '' })).toEqual({ slot: 'required' })
    expect(errorsOf('contact-appointment', { slot: 'tomorrow' })).toEqual({ slot: 'choice' })
    expect(errorsOf('rent-appointment', { persons: null, monthlyIncome: null })).toEqual({ persons: 'required', monthlyIncome: 'required' })
  })
})

describe('uploads', () => {
  it('a CV is required, a PDF or Word file of at most 5 MB', () => {
    expect(errorsOf('job-application', { cv: null })).toEqual({ cv: 'required' })
    expect(errorsOf('job-application', { cv: new File(['x'], 'cv.exe') })).toEqual({ cv: 'file-type' })
    expect(errorsOf('job-application', { cv: new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf') })).toEqual({ cv: 'file-size' })
    expect(errorsOf('job-application', { cv: new File(['x'], 'CV Sofie.DOCX') })).toEqual({})
  })

  it('a testimonial’s website must be a web address', () => {
    expect(errorsOf('contact-testimonial', { website: 'javascript:alert(1)' })).toEqual({ website: 'url' })
    expect(errorsOf('contact-testimonial', { website: '' })).toEqual({})
  })
})

describe('reading a submitted form', () => {
  it('trims text, reads ticks and lists, and turns numbers into numbers', () => {
    const data = new URLSearchParams(
      'firstName=+Marie+&privacy=on&timeSlots=morning&timeSlots=evening&budgetMin=250+000&budgetMax=&bedrooms=3,5',
    )
    const fields = [...LEAD_FORMS['search-request'].fields]
    const read = readFields(fields, (name) => data.getAll(name))
    expect(read).toMatchObject({
      firstName: 'Marie',
      privacy: true,
      newsletter: false,
      timeSlots: ['morning', 'evening'],
      budgetMin: 250000,
      budgetMax: null,
      bedrooms: 3.5,
    })
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
