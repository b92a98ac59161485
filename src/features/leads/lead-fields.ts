import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CONTACT_TIME_SLOTS, timeSlotHours } from '#/domain/contact-time-slots.ts'
import type { Locale } from '#/i18n/locales.ts'
import type { UploadKind } from '#/domain/file-types.ts'

// The fields of the lead forms (spec §3 "Contact forms": title, names, e-mail, phone, address, goal,
// remark, contact time slots, contact device, newsletter opt-in, privacy consent), described once
// for the form that shows them, the schema that checks them (lead-validation.ts) and the mail that
// reports them. No valibot here: this module ships with the page, validation loads on first use.

export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'textarea'
  | 'number'
  /** one of `options`, shown as radio buttons */
  | 'choice'
  /** several of `options`, shown as checkboxes */
  | 'choices'
  /** one property type (spec §3: ids 1–7), names from the catalogue */
  | 'property-type'
  /** several property types, names from the catalogue */
  | 'property-types'
  | 'password'
  /** a day, as the browser's date picker gives it (YYYY-MM-DD) */
  | 'date'
  /** a viewing slot of the property, from the page's list */
  | 'slot'
  /** an uploaded file: a picture or a document, checked by content on the server */
  | 'file'
  /** a single checkbox: an opt-in or a consent */
  | 'checkbox'

export type FieldOption = {
  value: string
  label: MessageDescriptor
  /** shown after the label, e.g. a slot's hours */
  detail?: (locale: Locale) => string
}

/** Why a value was refused; lead-messages.ts words each one in the visitor's language. */
export type ValidationCode =
  | 'required'
  | 'email'
  | 'phone'
  | 'zip'
  | 'number'
  | 'too-long'
  | 'characters'
  | 'choice'
  | 'consent'
  | 'advance'
  | 'captcha'
  | 'valuation-address'
  | 'budget-order'
  | 'friend-email'
  | 'property-types'
  | 'zones'
  | 'password-length'
  | 'password-confirm'
  | 'password-differ'
  | 'date'
  | 'start-date'
  | 'end-date'
  | 'amount-letters'
  | 'slot-full'
  | 'slot-gone'
  | 'income-low'
  | 'persons-many'
  | 'file-size'
  | 'file-type'
  | 'url'

export type FieldSpec = {
  name: string
  kind: FieldKind
  label: MessageDescriptor
  /** what the agency's mail calls the field, when the label speaks to the visitor ("Your message") */
  staffLabel?: MessageDescriptor
  required?: boolean
  /** the message when a required field is empty, when the spec words it its own way */
  requiredCode?: ValidationCode
  /** the message when the value has the wrong form, when the spec words it its own way */
  formatCode?: ValidationCode
  maxLength?: number
  min?: number
  max?: number
  /** a Belgian postal code (4 digits) */
  zip?: boolean
  autoComplete?: string
  options?: readonly FieldOption[]
  /** half: two fields share a row on wider screens */
  width?: 'full' | 'half'
  /** a short help text under the label */
  hint?: MessageDescriptor
  /** the field this one repeats (a password confirmation): checked by equality, not on its own */
  confirms?: string
  /** an upload's kind and largest size */
  upload?: { kind: UploadKind; maxBytes: number }
  /** a web address (https://…) */
  url?: boolean
}

/** Longest text a one-line field takes; a remark may be longer. */
export const TEXT_MAX_LENGTH = 200
export const REMARK_MAX_LENGTH = 4000

export const TITLE_OPTIONS = [
  { value: 'mr', label: msg`Mr` },
  { value: 'mrs', label: msg`Mrs/Ms` },
  { value: 'miss', label: msg`Miss` },
] as const satisfies readonly FieldOption[]

export const GOAL_OPTIONS = [
  { value: 'buy', label: msg`Buy` },
  { value: 'rent', label: msg`Rent` },
] as const satisfies readonly FieldOption[]

export const TIME_SLOT_OPTIONS: readonly FieldOption[] = CONTACT_TIME_SLOTS.map((slot) => ({
  value: slot,
  label: { morning: msg`Morning`, afternoon: msg`Afternoon`, evening: msg`Evening` }[slot],
  detail: (locale: Locale) => timeSlotHours(slot, locale),
}))

export const REQUEST_OPTIONS = [
  { value: 'visit', label: msg`I would like to visit` },
  { value: 'information', label: msg`I would like more information` },
] as const satisfies readonly FieldOption[]

export const CONTACT_DEVICE_OPTIONS = [
  { value: 'phone', label: msg`By phone` },
  { value: 'email', label: msg`By e-mail` },
] as const satisfies readonly FieldOption[]

/** The fields every contact form has, in the order visitors expect them. */
export const field = {
  title: { name: 'title', kind: 'choice', label: msg`Title`, required: true, options: TITLE_OPTIONS },
  firstName: { name: 'firstName', kind: 'text', label: msg`First name`, required: true, autoComplete: 'given-name', width: 'half' },
  lastName: { name: 'lastName', kind: 'text', label: msg`Last name`, required: true, autoComplete: 'family-name', width: 'half' },
  email: { name: 'email', kind: 'email', label: msg`Email address`, required: true, autoComplete: 'email', width: 'half' },
  phone: { name: 'phone', kind: 'tel', label: msg`Phone number`, required: true, autoComplete: 'tel', width: 'half' },
  street: { name: 'street', kind: 'text', label: msg`Street`, autoComplete: 'address-line1', width: 'half' },
  houseNumber: { name: 'houseNumber', kind: 'text', label: msg`House number`, maxLength: 12, width: 'half' },
  zip: { name: 'zip', kind: 'text', label: msg`Postal code`, zip: true, autoComplete: 'postal-code', width: 'half' },
  city: { name: 'city', kind: 'text', label: msg`City`, autoComplete: 'address-level2', width: 'half' },
  goal: { name: 'goal', kind: 'choice', label: msg`Goal`, required: true, options: GOAL_OPTIONS },
  remark: { name: 'remark', kind: 'textarea', label: msg`Your message`, staffLabel: msg`Message`, maxLength: REMARK_MAX_LENGTH },
  timeSlots: {
    name: 'timeSlots',
    kind: 'choices',
    label: msg`When may we call you?`,
    staffLabel: msg`Best time to call`,
    options: TIME_SLOT_OPTIONS,
  },
  contactDevice: {
    name: 'contactDevice',
    kind: 'choice',
    label: msg`How would you like to be contacted?`,
    staffLabel: msg`Contact by`,
    options: CONTACT_DEVICE_OPTIONS,
  },
  newsletter: {
    name: 'newsletter',
    kind: 'checkbox',
    label: msg`Send me the agency's newsletter with new properties`,
    staffLabel: msg`Newsletter wanted`,
  },
  privacy: {
    name: 'privacy',
    kind: 'checkbox',
    label: msg`I agree that the agency processes my data to answer my request, as the privacy policy explains.`,
    staffLabel: msg`Privacy policy accepted`,
    required: true,
    requiredCode: 'consent',
  },
} as const satisfies Record<string, FieldSpec>

/** The visitor's contact details, the end of every contact form. */
export const CONTACT_FIELDS: readonly FieldSpec[] = [field.title, field.firstName, field.lastName, field.email, field.phone]
/** How and when to call back, and the two ticks every form ends with. */
export const CLOSING_FIELDS: readonly FieldSpec[] = [field.timeSlots, field.contactDevice, field.newsletter, field.privacy]

/** A real day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const day = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
}

/** A submitted value after reading: text, a tick, several choices, or a number (null when empty). */
export type FieldValue = string | boolean | string[] | number | File | null

/**
 * Reads the fields of a form from a submission (FormData on the server, the form element in the
 * browser) into plain values: text trimmed, ticks as booleans, choices as lists, numbers as numbers.
 * What is not a field of the form is left out; what cannot be read stays as text for the schema to refuse.
 */
export function readFields(
  fields: readonly FieldSpec[],
  values: (name: string) => readonly unknown[],
): Record<string, FieldValue | unknown> {
  const read: Record<string, FieldValue | unknown> = {}
  for (const spec of fields) {
    const raw = values(spec.name)
    const first = raw[0]
    switch (spec.kind) {
      case 'checkbox':
        read[spec.name] = first === 'on' || first === 'true' || first === true
        break
      case 'choices':
      case 'property-types':
        read[spec.name] = raw.map((value) => (typeof value === 'string' ? value : String(value)))
        break
      case 'file':
        // A file input sends an empty file when nothing was chosen.
        read[spec.name] =
          first instanceof File && first.size > 0 ? first : first instanceof File || first === undefined || first === '' ? null : first
        break
      case 'password':
        // A password is kept as typed: spaces count.
        read[spec.name] = typeof first === 'string' ? first : (first ?? '')
        break
      case 'number': {
        const text = typeof first === 'string' ? first.trim().replace(/\s/g, '') : first
        read[spec.name] =
          text === undefined || text === ''
            ? null
            : typeof text === 'string' && /^\d{1,12}([.,]\d{1,2})?$/.test(text)
              ? Number(text.replace(',', '.'))
              : text
        break
      }
      default:
        read[spec.name] = typeof first === 'string' ? first.trim() : (first ?? '')
    }
  }
  return read
}
