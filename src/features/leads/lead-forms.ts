import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FeedbackForm } from '~/content/feedback'
import { CLOSING_FIELDS, CONTACT_FIELDS, field, type FieldSpec, type ValidationCode } from './lead-fields'

// The lead forms (issue 5, spec §2 and §3): which fields each asks, which thank-you page follows
// (spec §2 "/feedback/{form}/"), and the rules that span several fields.

export type CrossFieldRule = { code: ValidationCode; field: string; holds: (values: Record<string, unknown>) => boolean }

export type LeadFormSpec = {
  /** stored with the lead and named in the agency's mail */
  id: LeadFormId
  /** the thank-you page the visitor lands on */
  thankYou: FeedbackForm
  /** the subject of the agency's mail, in the agency's eyes */
  title: MessageDescriptor
  fields: readonly FieldSpec[]
  rules?: readonly CrossFieldRule[]
}

export const LEAD_FORM_IDS = ['site-contact', 'search-request', 'contact-demand'] as const
export type LeadFormId = (typeof LEAD_FORM_IDS)[number]

export function isLeadFormId(value: string): value is LeadFormId {
  return (LEAD_FORM_IDS as readonly string[]).includes(value)
}

const budgetInOrder: CrossFieldRule = {
  code: 'budget-order',
  field: 'budgetMax',
  holds: (values) => typeof values.budgetMin !== 'number' || typeof values.budgetMax !== 'number' || values.budgetMin <= values.budgetMax,
}

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
      { name: 'budgetMin', kind: 'number', label: msg`Minimum budget (€)`, min: 0, max: 100_000_000, width: 'half' },
      { name: 'budgetMax', kind: 'number', label: msg`Maximum budget (€)`, min: 0, max: 100_000_000, width: 'half' },
      { name: 'bedrooms', kind: 'number', label: msg`Bedrooms, at least`, min: 0, max: 20, width: 'half' },
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
}
