import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FeedbackForm } from '#/content/feedback.ts'
import { hasZones, parseZones } from '#/domain/search-zones.ts'
import { lettersMatchAmount } from '#/domain/amount-in-words.ts'
import type { Locale } from '#/i18n/locales.ts'
import { CLOSING_FIELDS, CONTACT_FIELDS, REQUEST_OPTIONS, field, isDay, type FieldSpec, type ValidationCode } from './lead-fields.ts'
import { incomeRule, personsRule } from './rental-viewing-rules.ts'

/** Decision 007: a CV of at most 5 MB; a testimonial's picture of at most 2 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024
export const TESTIMONIAL_IMAGE_MAX_BYTES = 2 * 1024 * 1024

// The lead forms (decision 007, spec §2 and §3): which fields each asks, which thank-you page follows
// (spec §2 "/feedback/{form}/"), and the rules that span several fields.

export type CrossFieldRule = {
  code: ValidationCode
  /** the field the message shows at */
  field: string
  /** the other fields it reads: a problem there is said first, and this rule waits */
  reads?: readonly string[]
  holds: (values: Record<string, unknown>, locale: Locale) => boolean
}

/** What a form is about: a property or a project, whose id the page sends along. */
export type LeadSubject = 'property' | 'project'

export type LeadFormSpec = {
  /** stored with the lead and named in the agency's mail */
  id: LeadFormId
  /**
   * The thank-you page the visitor lands on, or the message shown in place when it has none. Its
   * message is the form's promise, what the visitor can expect next: the confirmation mail says the
   * same words (lead-promises.ts).
   */
  thankYou:
    | FeedbackForm
    | {
        message: MessageDescriptor
        /** what follows instead when the property has no documents online (the documents form) */
        withoutDocuments?: MessageDescriptor
      }
  subject?: LeadSubject
  /** the goal of the only properties this form is for (spec §4 Goal: 0 for sale, 1 for rent) */
  goal?: 0 | 1
  /** a viewing booked in one of the property's slots */
  booking?: true
  /** 'friend': the mail besides the agency's goes to the friend it is sent to, not the visitor */
  mails?: 'friend'
  /** 'sign-up': the form exists to subscribe to the newsletter (others subscribe when their newsletter box is ticked) */
  newsletter?: 'sign-up'
  /** the largest body the form may send, when it uploads a file (otherwise 64 KB) */
  maxBodyBytes?: number
  /** the subject of the agency's mail, in the agency's eyes */
  title: MessageDescriptor
  fields: readonly FieldSpec[]
  rules?: readonly CrossFieldRule[]
}

export const LEAD_FORM_IDS = [
  'site-contact',
  'search-request',
  'contact-demand',
  'contact-me',
  'send-to-friend',
  'documents',
  'contact-construction',
  'demand-register',
  'purchase-offer',
  'rental-application',
  'contact-appointment',
  'rent-appointment',
  'contact-testimonial',
  'job-application',
  'sign-newsletter',
] as const
export type LeadFormId = (typeof LEAD_FORM_IDS)[number]

export function isLeadFormId(value: string): value is LeadFormId {
  return (LEAD_FORM_IDS as readonly string[]).includes(value)
}

/** What a searcher can spend and the bedrooms they need: the search request and the search alert ask both. */
const BUDGET_FIELDS: readonly FieldSpec[] = [
  { name: 'budgetMin', kind: 'number', label: msg`Minimum budget (€)`, min: 0, max: 100_000_000, width: 'half' },
  { name: 'budgetMax', kind: 'number', label: msg`Maximum budget (€)`, min: 0, max: 100_000_000, width: 'half' },
  { name: 'bedrooms', kind: 'number', label: msg`Bedrooms, at least`, min: 0, max: 20, width: 'half' },
]

const budgetInOrder: CrossFieldRule = {
  code: 'budget-order',
  field: 'budgetMax',
  reads: ['budgetMin'],
  holds: (values) => typeof values.budgetMin !== 'number' || typeof values.budgetMax !== 'number' || values.budgetMin <= values.budgetMax,
}

const viewingSlot: FieldSpec = { name: 'slot', kind: 'slot', label: msg`Choose a time for the viewing`, required: true }

const lettersAgree: CrossFieldRule = {
  code: 'amount-letters',
  field: 'amountInLetters',
  reads: ['amount'],
  holds: (values, locale) =>
    typeof values.amount !== 'number' ||
    typeof values.amountInLetters !== 'string' ||
    values.amountInLetters === '' ||
    lettersMatchAmount(values.amountInLetters, values.amount, locale),
}
const endAfterStart: CrossFieldRule = {
  code: 'end-date',
  field: 'validUntil',
  reads: ['validFrom'],
  holds: (values) =>
    typeof values.validFrom !== 'string' ||
    typeof values.validUntil !== 'string' ||
    !isDay(values.validFrom) ||
    !isDay(values.validUntil) ||
    values.validUntil >= values.validFrom,
}
const zonesGiven: CrossFieldRule = {
  code: 'zones',
  field: 'zones',
  holds: (values) => typeof values.zones !== 'string' || values.zones === '' || hasZones(parseZones(values.zones)),
}
/**
 * What a search alert looks for (spec §3 "Demand register"): the form asks it with the contact details,
 * the manage page (decision 017) lets the subscriber change it alone, checked by the same rules.
 */
export const ALERT_CRITERIA = {
  fields: [
    field.goal,
    { name: 'propertyTypes', kind: 'property-types', label: msg`Types of property`, required: true, requiredCode: 'property-types' },
    {
      name: 'zones',
      kind: 'text',
      label: msg`Towns or postal codes`,
      hint: msg`Separate them with commas, for example: Wavre, 1340, Rixensart`,
      required: true,
      requiredCode: 'zones',
      maxLength: 500,
    },
    ...BUDGET_FIELDS,
    { name: 'bathrooms', kind: 'number', label: msg`Bathrooms, at least`, min: 0, max: 10, width: 'half' },
    { name: 'garages', kind: 'number', label: msg`Garages, at least`, min: 0, max: 10, width: 'half' },
    { name: 'parkings', kind: 'number', label: msg`Parking spaces, at least`, min: 0, max: 20, width: 'half' },
    { name: 'garden', kind: 'checkbox', label: msg`With a garden` },
    { name: 'terrace', kind: 'checkbox', label: msg`With a terrace` },
  ],
  rules: [budgetInOrder, zonesGiven],
} satisfies { fields: readonly FieldSpec[]; rules: readonly CrossFieldRule[] }

export const LEAD_FORMS: Record<LeadFormId, LeadFormSpec> = {
  // spec §2 "/contact/": the site's contact form.
  'site-contact': {
    id: 'site-contact',
    thankYou: 'site-contact',
    title: msg`Contact form`,
    fields: [...CONTACT_FIELDS, { ...field.remark, required: true }, ...CLOSING_FIELDS],
  },
  // spec §2 "/je-recherche/": a visitor describes what they look for. Its own id keeps these leads
  // apart in the agency's inbox; it thanks like any question (contact-me).
  'search-request': {
    id: 'search-request',
    thankYou: 'contact-me',
    title: msg`Search request`,
    fields: [
      field.goal,
      { name: 'propertyType', kind: 'property-type', label: msg`Type of property`, required: true, width: 'half' },
      { name: 'region', kind: 'text', label: msg`Towns or region`, width: 'half' },
      ...BUDGET_FIELDS,
      { ...field.remark, label: msg`What else matters to you?` },
      ...CONTACT_FIELDS,
      ...CLOSING_FIELDS,
    ],
    rules: [budgetInOrder],
  },
  // spec §2 "/contact-demand/": a free valuation of the visitor's property, at its address.
  'contact-demand': {
    id: 'contact-demand',
    thankYou: 'contact-demand',
    title: msg`Free valuation request`,
    fields: [
      { name: 'propertyType', kind: 'property-type', label: msg`Type of property`, required: true },
      { ...field.street, required: true, requiredCode: 'valuation-address' },
      { ...field.houseNumber, required: true, requiredCode: 'valuation-address' },
      { ...field.zip, required: true },
      { ...field.city, required: true },
      { ...field.remark, label: msg`Anything we should know about the property?` },
      ...CONTACT_FIELDS,
      ...CLOSING_FIELDS,
    ],
  },
  // A visit or more information about the property of the page.
  'contact-me': {
    id: 'contact-me',
    thankYou: 'contact-me',
    subject: 'property',
    title: msg`Question about a property`,
    fields: [
      { name: 'request', kind: 'choice', label: msg`Your request`, staffLabel: msg`Request`, required: true, options: REQUEST_OPTIONS },
      { ...field.remark, label: msg`Your question or when you are free for a visit` },
      ...CONTACT_FIELDS,
      ...CLOSING_FIELDS,
    ],
  },
  // The property of the page, sent to a friend's address with the visitor's note.
  'send-to-friend': {
    id: 'send-to-friend',
    thankYou: 'send-to-friend',
    subject: 'property',
    mails: 'friend',
    title: msg`Property sent to a friend`,
    fields: [
      { ...field.firstName, label: msg`Your first name`, staffLabel: field.firstName.label },
      { ...field.lastName, label: msg`Your last name`, staffLabel: field.lastName.label },
      { ...field.email, label: msg`Your email address`, staffLabel: field.email.label },
      {
        name: 'friendEmail',
        kind: 'email',
        label: msg`Your friend's email address`,
        staffLabel: msg`Friend's email address`,
        required: true,
        requiredCode: 'friend-email',
        formatCode: 'friend-email',
        autoComplete: 'off',
        width: 'half',
      },
      { ...field.remark, label: msg`A note for your friend`, staffLabel: msg`Note to the friend`, maxLength: 1000 },
      field.privacy,
    ],
  },
  // spec §8: the documents of the property, sent by e-mail once per address and property.
  documents: {
    id: 'documents',
    // What follows depends on the property: its public documents at once, or the agency's mail.
    thankYou: {
      message: msg`We have sent you the documents of this property by e-mail. The links in the mail are valid for 7 days.`,
      withoutDocuments: msg`This property has no documents online yet: the agency will send them to you by e-mail within one working day.`,
    },
    subject: 'property',
    title: msg`Documents requested`,
    fields: [field.firstName, field.lastName, field.email, { ...field.phone, required: false }, field.privacy],
  },
  // A new-build project of the page (spec §2 "/project/{id}/").
  'contact-construction': {
    id: 'contact-construction',
    thankYou: 'contact-construction',
    subject: 'project',
    title: msg`Question about a new-build project`,
    fields: [{ ...field.remark, label: msg`Your question about the project` }, ...CONTACT_FIELDS, ...CLOSING_FIELDS],
  },
  // spec §3 "Demand register": a search alert, mailed when a matching property comes in, once its
  // subscriber followed the confirmation link. No password, unlike the spec: every alert mail carries a
  // signed manage link (docs/decisions/017-subscription-links.md).
  'demand-register': {
    id: 'demand-register',
    thankYou: 'demand-register',
    title: msg`Search alert`,
    fields: [...ALERT_CRITERIA.fields, ...CONTACT_FIELDS, ...CLOSING_FIELDS],
    rules: ALERT_CRITERIA.rules,
  },
  // spec §4: a viewing booked in one of the property's slots, confirmed at once.
  'contact-appointment': {
    id: 'contact-appointment',
    thankYou: 'contact-appointment',
    subject: 'property',
    goal: 0,
    booking: true,
    title: msg`Viewing booked`,
    fields: [viewingSlot, ...CONTACT_FIELDS, { ...field.remark, label: msg`Anything we should know before the visit?` }, field.privacy],
  },
  // The same for a rental, which also asks who would live there and what they earn (spec §4).
  'rent-appointment': {
    id: 'rent-appointment',
    thankYou: 'contact-appointment',
    subject: 'property',
    goal: 1,
    booking: true,
    title: msg`Viewing booked`,
    fields: [
      viewingSlot,
      {
        name: 'persons',
        kind: 'number',
        label: msg`Number of persons who would live there`,
        // read when the form is drawn: the agency's settings say how many (decision 034)
        get hint() {
          return personsRule()
        },
        required: true,
        min: 1,
        max: 20,
        width: 'half',
      },
      {
        name: 'monthlyIncome',
        kind: 'number',
        label: msg`Net monthly income of the household (€)`,
        get hint() {
          return incomeRule()
        },
        required: true,
        min: 0,
        max: 1_000_000,
        width: 'half',
      },
      ...CONTACT_FIELDS,
      { ...field.remark, label: msg`Anything we should know before the visit?` },
      field.privacy,
    ],
  },
  // spec §3 "Testimonial": shown on /temoignages/ once the agency approves it.
  'contact-testimonial': {
    id: 'contact-testimonial',
    thankYou: 'contact-testimonial',
    title: msg`Testimonial`,
    maxBodyBytes: TESTIMONIAL_IMAGE_MAX_BYTES + 64 * 1024,
    fields: [
      {
        name: 'author',
        kind: 'text',
        label: msg`Your name, as it will appear`,
        staffLabel: msg`Name to publish`,
        required: true,
        autoComplete: 'name',
        width: 'half',
      },
      {
        name: 'about',
        kind: 'text',
        label: msg`About you (for example: sold a house in Wavre)`,
        staffLabel: msg`About the author`,
        width: 'half',
      },
      { name: 'comment', kind: 'textarea', label: msg`Your testimonial`, staffLabel: msg`Testimonial`, required: true, maxLength: 2000 },
      { name: 'website', kind: 'text', label: msg`Your website`, staffLabel: msg`Website`, url: true, autoComplete: 'url', width: 'half' },
      {
        name: 'image',
        kind: 'file',
        label: msg`A picture (JPEG, PNG or WebP, at most 2 MB)`,
        staffLabel: msg`Picture`,
        upload: { kind: 'image', maxBytes: TESTIMONIAL_IMAGE_MAX_BYTES },
        width: 'half',
      },
      { ...field.email, hint: msg`Not published; only for us to thank you.` },
      field.privacy,
    ],
  },
  // The agency's newsletter: an address and a consent.
  'sign-newsletter': {
    id: 'sign-newsletter',
    thankYou: 'sign-newsletter',
    newsletter: 'sign-up',
    title: msg`Newsletter sign-up`,
    fields: [field.email, { ...field.firstName, required: false }, field.privacy],
  },
  // spec §1 "upload a CV for job contact": a job application with its CV.
  'job-application': {
    id: 'job-application',
    thankYou: { message: msg`Thank you for your application. We read every one and will answer you within two weeks.` },
    title: msg`Job application`,
    maxBodyBytes: CV_MAX_BYTES + 64 * 1024,
    fields: [
      field.firstName,
      field.lastName,
      field.email,
      field.phone,
      { name: 'position', kind: 'text', label: msg`The job you are interested in`, staffLabel: msg`Position`, width: 'half' },
      {
        name: 'cv',
        kind: 'file',
        label: msg`Your CV (PDF or Word, at most 5 MB)`,
        staffLabel: msg`CV`,
        required: true,
        upload: { kind: 'document', maxBytes: CV_MAX_BYTES },
        width: 'half',
      },
      { ...field.remark, label: msg`Your motivation`, staffLabel: msg`Motivation` },
      field.privacy,
    ],
  },
  // spec §3 "Purchase offer": persons A and B, the amount in digits and letters, the offer's
  // validity, place and day of signing, conditions, and the 10 % advance of spec §5.
  'purchase-offer': {
    id: 'purchase-offer',
    thankYou: { message: msg`Your offer has reached the agency: a broker will call you about it within one working day.` },
    subject: 'property',
    goal: 0,
    title: msg`Purchase offer`,
    fields: [
      { ...field.firstName, label: msg`First name (buyer A)` },
      { ...field.lastName, label: msg`Last name (buyer A)` },
      field.email,
      field.phone,
      { ...field.street, required: true },
      { ...field.houseNumber, required: true },
      { ...field.zip, required: true, zip: false, maxLength: 10 },
      { ...field.city, required: true },
      { name: 'buyerBFirstName', kind: 'text', label: msg`First name (buyer B)`, autoComplete: 'off', width: 'half' },
      { name: 'buyerBLastName', kind: 'text', label: msg`Last name (buyer B)`, autoComplete: 'off', width: 'half' },
      { name: 'amount', kind: 'number', label: msg`Amount offered (€)`, required: true, min: 1000, max: 100_000_000, width: 'half' },
      {
        name: 'amountInLetters',
        kind: 'text',
        label: msg`Amount in letters`,
        required: true,
        hint: msg`As you would write it on a cheque, in the language of this page.`,
        width: 'half',
      },
      {
        name: 'validFrom',
        kind: 'date',
        label: msg`Offer valid from`,
        required: true,
        requiredCode: 'start-date',
        formatCode: 'start-date',
        width: 'half',
      },
      {
        name: 'validUntil',
        kind: 'date',
        label: msg`Offer valid until`,
        required: true,
        requiredCode: 'end-date',
        formatCode: 'end-date',
        width: 'half',
      },
      { name: 'signPlace', kind: 'text', label: msg`Signed at`, required: true, width: 'half' },
      { name: 'signDate', kind: 'date', label: msg`Signed on`, required: true, width: 'half' },
      { name: 'conditions', kind: 'textarea', label: msg`Conditions (for example: subject to a mortgage of …)`, maxLength: 2000 },
      {
        name: 'advance',
        kind: 'checkbox',
        label: msg`I know that once my offer is accepted, I pay an advance of 10% of the sale price into the agent's third-party account.`,
        staffLabel: msg`10% advance acknowledged`,
        required: true,
        requiredCode: 'advance',
      },
      field.privacy,
    ],
    rules: [lettersAgree, endAfterStart],
  },
  // spec §3 "Rental application": who moves in, when and why, and what they earn.
  'rental-application': {
    id: 'rental-application',
    thankYou: {
      message: msg`Your application has reached the agency: a broker will contact you about the next steps within one working day.`,
    },
    subject: 'property',
    goal: 1,
    title: msg`Rental application`,
    fields: [
      { name: 'adults', kind: 'number', label: msg`Adults`, required: true, min: 1, max: 12, width: 'half' },
      { name: 'kids', kind: 'number', label: msg`Children`, min: 0, max: 12, width: 'half' },
      { name: 'kidsAges', kind: 'text', label: msg`Ages of the children`, maxLength: 100, width: 'half' },
      { name: 'pets', kind: 'text', label: msg`Pets`, maxLength: 200, width: 'half' },
      { name: 'moveDate', kind: 'date', label: msg`Moving date`, required: true, width: 'half' },
      {
        name: 'income1',
        kind: 'number',
        label: msg`Net monthly income, person 1 (€)`,
        required: true,
        min: 0,
        max: 1_000_000,
        width: 'half',
      },
      { name: 'income2', kind: 'number', label: msg`Net monthly income, person 2 (€)`, min: 0, max: 1_000_000, width: 'half' },
      { name: 'reason', kind: 'textarea', label: msg`Why are you moving?`, staffLabel: msg`Reason for moving`, maxLength: 2000 },
      ...CONTACT_FIELDS,
      field.privacy,
    ],
  },
}
