import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { siteConfig } from '#/config/site-config.ts'
import type { Locale } from '#/i18n/locales.ts'
import { mailboxKey } from '#/domain/email-address.ts'
import { sha256Hex } from '#/server/digest.ts'
import type { RateLimitRule } from '#/server/rate-limit.server.ts'
import { pendingTestimonialStatement } from '#/features/testimonials/index.server.ts'
import type { FieldValue, ValidationCode } from './lead-fields.ts'
import type { LeadFormId, LeadFormSpec } from './lead-forms.ts'
import { bookableSlot, bookingStatement, hasActiveBooking, rentalTerms } from './appointments.server.ts'
import { earlierLeadFor, type StoredUpload } from './lead-store.server.ts'
import { repeatedAlertSignUp, searchAlertStatements } from './search-alerts.server.ts'
import { publicDocumentsOnline } from './property-documents.server.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// What a form does on the server besides storing its lead and mailing it (decision 010): each effect
// either refuses the lead (nothing is stored), finds it a repeat of an earlier one (nothing new is
// stored), or adds statements to the lead's own batch, so the lead and what it makes (a booking, an
// alert, a testimonial) are written together or not at all.

export type LeadEffectInput = {
  db: D1Queryable
  /** R2: the property documents' files (the documents form sends the ones online) */
  media: R2Bucket
  form: LeadFormSpec
  leadId: string
  propertyId: number | null
  email: string | null
  locale: Locale
  /** the checked values, password included (hashed into an alert, never stored with the lead) */
  checked: Record<string, FieldValue>
  /** the lead's stored fields, uploads already replaced by their keys: an effect may add what its mails show */
  fields: Record<string, unknown>
  /** the sender's IP, for limits of the form's own */
  ip: string
  /** counts this submission against a limit of the form's own (raised locally like the endpoint's) */
  withinLimit: (key: string, rule: RateLimitRule) => Promise<boolean>
  now: Date
}

/** A refusal: the status, the form's message (or "check the fields") and the fields to mark. */
export type LeadRefusal = { status: number; message?: MessageDescriptor; errors?: Record<string, ValidationCode> }

/** An earlier lead this submission repeats: nothing new is stored, `statements` run alone, and the visitor is thanked for that lead. */
export type LeadRepeat = { repeatOf: string; statements: D1PreparedStatement[] }

export type LeadEffectResult = { refused: LeadRefusal } | LeadRepeat | { statements: D1PreparedStatement[]; repeatOf?: undefined }

export type LeadEffect = (input: LeadEffectInput) => Promise<LeadEffectResult>

/**
 * spec §8: the documents of a property go once to an address. The lead keeps which public
 * documents it sends (their links go in the visitor's mail, their names in the agency's); none means
 * the agency sends them, and the thank-you and both mails say so.
 */
const documentsByMail: LeadEffect = async ({ db, media, form, propertyId, email, fields }) => {
  if (propertyId !== null && email && (await earlierLeadFor(db, form.id, propertyId, email))) {
    return { refused: { status: 409, message: msg`You have already requested the documents for this property.` } }
  }
  fields.documents = propertyId === null ? [] : await publicDocumentsOnline(db, media, propertyId)
  return { statements: [] }
}

/** A second coming viewing of one property for one address (decision 007). */
export const ADDRESS_ALREADY_BOOKED: LeadRefusal = {
  status: 409,
  message: msg`You have already booked a viewing of this property with this e-mail address. To change its time, reply to your confirmation mail.`,
}

/**
 * A viewing takes a seat in a slot of this property (spec §4); a rental also asks enough income and
 * not too many persons, and its confirmation carries what the tenant pays.
 */
const viewingBooking: LeadEffect = async ({ db, form, leadId, propertyId, email, fields }) => {
  if (propertyId === null) return { statements: [] }
  const slot = await bookableSlot(db, Number(fields.slot), propertyId)
  if (!slot) return { refused: { status: 422, errors: { slot: 'slot-gone' } } }
  // One coming viewing per address and property: one person does not hold every slot of a house.
  // Checked here to refuse early; the booking's own statement checks it again for bookings sent at once.
  if (email && (await hasActiveBooking(db, propertyId, email))) return { refused: ADDRESS_ALREADY_BOOKED }
  if (slot.full) return { refused: { status: 409, errors: { slot: 'slot-full' } } }
  fields.appointment = { startsAt: slot.startsAt, endsAt: slot.endsAt }
  if (form.goal === 1) {
    const terms = await rentalTerms(db, propertyId)
    const { minimumIncomeRatio, maxPersons } = siteConfig().rentalViewings
    const problems: Record<string, ValidationCode> = {}
    if (terms && typeof fields.monthlyIncome === 'number' && fields.monthlyIncome < terms.rent * minimumIncomeRatio)
      problems.monthlyIncome = 'income-low'
    if (typeof fields.persons === 'number' && fields.persons > maxPersons) problems.persons = 'persons-many'
    if (Object.keys(problems).length > 0) return { refused: { status: 422, errors: problems } }
    if (terms) fields.payment = terms
  }
  return { statements: [bookingStatement(db, leadId, slot.id)] }
}

/** Friend mails per day: a person shares a few properties, a spammer relaying through our address many. */
export const FRIEND_MAIL_CAPS = {
  perSender: { limit: 5, windowSeconds: 24 * 60 * 60 },
  perIp: { limit: 20, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateLimitRule>

/** The agency's address sends a friend mail: capped per sender mailbox and per IP. */
const friendMailCap: LeadEffect = async ({ email, ip, withinLimit }) => {
  // The mailbox, not the spelling (`x+1@`, dotted Gmail names are one sender), as a hash: the
  // rate-limit table holds no addresses.
  const sender = email ? await sha256Hex(mailboxKey(email), 16) : 'none'
  const [byIp, bySender] = await Promise.all([
    withinLimit(`friend:ip:${ip}`, FRIEND_MAIL_CAPS.perIp),
    withinLimit(`friend:sender:${sender}`, FRIEND_MAIL_CAPS.perSender),
  ])
  if (!byIp || !bySender)
    return { refused: { status: 429, message: msg`You have sent many properties to friends today. Please try again tomorrow.` } }
  return { statements: [] }
}

/**
 * spec §3 "Demand register": the search alert's criteria, queryable by the matcher. The same address
 * and criteria again within a day is the alert already made: no second alert, lead or mail (its
 * confirmation link goes again at most hourly while it waits).
 */
const searchAlert: LeadEffect = async ({ db, leadId, email, locale, checked, now }) => {
  if (!email) return { statements: [] }
  const repeat = await repeatedAlertSignUp(db, email, checked, now)
  if (repeat) return { repeatOf: repeat.leadId, statements: repeat.statements }
  return { statements: searchAlertStatements(db, leadId, email, locale, checked) }
}

/** spec §3 "Testimonial": stored pending, with its picture, until the agency approves it. */
const pendingTestimonial: LeadEffect = async ({ db, leadId, locale, fields }) => {
  const image = fields.image as StoredUpload | null | undefined
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
  return {
    statements: [
      pendingTestimonialStatement(db, {
        author: String(fields.author),
        about: text(fields.about),
        website: text(fields.website),
        imageKey: image?.key ?? null,
        comment: String(fields.comment),
        language: locale,
        leadId,
      }),
    ],
  }
}

/** The forms whose leads do more than arrive and be mailed; the rest only store their lead. */
export const LEAD_FORM_EFFECTS: { readonly [Id in LeadFormId]?: LeadEffect } = {
  documents: documentsByMail,
  'send-to-friend': friendMailCap,
  'contact-appointment': viewingBooking,
  'rent-appointment': viewingBooking,
  'demand-register': searchAlert,
  'contact-testimonial': pendingTestimonial,
}
