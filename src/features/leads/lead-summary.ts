import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isLocale, type Locale } from '#/i18n/locales.ts'
import type { FieldSpec } from './lead-fields.ts'
import { LEAD_FORMS, isLeadFormId } from './lead-forms.ts'
import type { MailLine } from '#/server/mail-layout.ts'
import { formatEuro } from '#/domain/price.ts'
import { formatLongDate, formatNumber, formatTime, formatWeekdayDate } from '#/domain/display-formats.ts'
import { formatPhone } from '#/domain/phone.ts'
import type { StoredLead, StoredUpload } from './lead-store.server.ts'
import type { SentDocument } from './property-documents.server.ts'

// The facts of a lead, neutral, as labelled lines in a reader's language: the person, the form's
// answers (option labels, Yes/No, phone numbers grouped), the booked viewing, what a tenant pays, the
// documents sent and the files uploaded. The agency's and the visitor's mails (lead-mail-content.ts),
// the lead's CRM call (lead-crm-calls.ts), the back office's inbox and the personal-data export are
// each built from them in their own words and order; none is built from another's.

/** The language a summary's dates and numbers are written in (the site's French when the reader's language is unknown). */
export function formatLanguage(language: string): Locale {
  return isLocale(language) ? language : 'fr'
}

/** What a summary is written with: the reader's language. */
export type SummaryContext = {
  /** translations in the language of the reader */
  i18n: I18n
  /** the names of the property types (spec §3 ids 1–7) in that language */
  typeName: (id: number) => string | undefined
}

/** The files a lead carries: its uploads (a CV, a testimonial's picture), sent with the agency's mail. */
export function leadUploads(lead: StoredLead): StoredUpload[] {
  return Object.values(lead.fields).filter(
    (value): value is StoredUpload =>
      typeof value === 'object' && value !== null && 'key' in value && typeof (value as StoredUpload).key === 'string',
  )
}

/** The public documents the lead sends the visitor ([] when the property has none online), or undefined when it sends none. */
export function sentDocuments(lead: StoredLead): SentDocument[] | undefined {
  const documents = lead.fields.documents
  return Array.isArray(documents)
    ? documents.filter((document): document is SentDocument => typeof document?.id === 'number' && typeof document?.name === 'string')
    : undefined
}

/** Whom a summary is for: staff (the agency's mail, the CRM, the inbox) read labels meant for staff, the visitor the form's own. */
export type Reader = 'staff' | 'visitor'

/**
 * One field as a person reads it: option labels instead of codes, Yes/No for ticks, phone numbers
 * grouped (spec §5); empty ones are left out. An option's detail (a call-back slot's hours) is the
 * one the visitor chose from, in the language of their page (spec §9: the Dutch afternoon starts at 13:00).
 */
function fieldLine(
  spec: FieldSpec,
  value: unknown,
  { i18n, typeName }: SummaryContext,
  reader: Reader,
  visitorLocale: Locale,
): MailLine | undefined {
  const label = i18n._(reader === 'staff' ? (spec.staffLabel ?? spec.label) : spec.label)
  const option = (code: unknown) => {
    const found = spec.options?.find((candidate) => candidate.value === code)
    if (!found) return String(code)
    return found.detail ? `${i18n._(found.label)} (${found.detail(visitorLocale)})` : i18n._(found.label)
  }
  switch (spec.kind) {
    case 'checkbox':
      return { label, value: value === true ? i18n._(msg`Yes`) : i18n._(msg`No`), tick: true }
    case 'choices':
      return Array.isArray(value) && value.length > 0 ? { label, value: value.map(option).join(', ') } : undefined
    case 'choice':
      return typeof value === 'string' && value !== '' ? { label, value: option(value) } : undefined
    case 'property-type':
      return typeof value === 'string' && value !== '' ? { label, value: typeName(Number(value)) ?? value } : undefined
    case 'property-types':
      return Array.isArray(value) && value.length > 0
        ? { label, value: value.map((id) => typeName(Number(id)) ?? String(id)).join(', ') }
        : undefined
    case 'password':
    case 'slot':
      // The slot's time is told from the booking (appointmentLines), not its number.
      return undefined
    case 'file': {
      const upload = value as StoredUpload | null | undefined
      return upload?.name ? { label, value: `${upload.name} (${Math.max(1, Math.round(upload.size / 1024))} KB)` } : undefined
    }
    case 'date':
      return typeof value === 'string' && value !== ''
        ? { label, value: formatLongDate(value, formatLanguage(i18n.locale)) || value }
        : undefined
    case 'number':
      return typeof value === 'number' ? { label, value: formatNumber(value, formatLanguage(i18n.locale)) } : undefined
    case 'tel':
      return typeof value === 'string' && value !== '' ? { label, value: formatPhone(value) } : undefined
    case 'textarea':
      return typeof value === 'string' && value !== '' ? { label, value, writtenIn: visitorLocale } : undefined
    default:
      return typeof value === 'string' && value !== '' ? { label, value } : undefined
  }
}

/** For the agency (its mail, the CRM's note): the documents the lead sent the visitor, or that none were online. */
export function sentDocumentsLine(lead: StoredLead, i18n: I18n): MailLine | undefined {
  const documents = sentDocuments(lead)
  if (documents === undefined) return undefined
  const value =
    documents.length > 0 ? documents.map((document) => document.name).join(', ') : i18n._(msg`None: this property has no documents online`)
  return { label: i18n._(msg`Documents sent to the visitor`), value }
}

/** The viewing's day and hours, when the lead booked one. */
export function viewingLine(lead: StoredLead, i18n: I18n): MailLine | undefined {
  const language = formatLanguage(i18n.locale)
  const appointment = lead.fields.appointment as { startsAt?: string; endsAt?: string } | undefined
  if (!appointment?.startsAt || !appointment.endsAt) return undefined
  const day = formatWeekdayDate(appointment.startsAt, language, true)
  return {
    label: i18n._(msg`Viewing`),
    value: `${day}, ${formatTime(appointment.startsAt, language)}–${formatTime(appointment.endsAt, language)}`,
  }
}

/** What the tenant of a booked rental viewing pays (spec §4 payment summary). */
export function paymentLines(lead: StoredLead, i18n: I18n): MailLine[] {
  const lines: MailLine[] = []
  const payment = lead.fields.payment as
    | { rent?: number; charges?: number | null; deposit?: number | null; firstPayment?: number }
    | undefined
  if (payment?.rent !== undefined) {
    lines.push({ label: i18n._(msg`Monthly rent`), value: formatEuro(payment.rent) })
    if (typeof payment.charges === 'number') lines.push({ label: i18n._(msg`Monthly charges`), value: formatEuro(payment.charges) })
    if (typeof payment.deposit === 'number') lines.push({ label: i18n._(msg`Rental deposit`), value: formatEuro(payment.deposit) })
    if (typeof payment.firstPayment === 'number')
      lines.push({ label: i18n._(msg`To pay when moving in`), value: formatEuro(payment.firstPayment) })
  }
  return lines
}

/** The lead's fields as lines, in the form's order; `omit` names fields told elsewhere (the CRM's own arguments). */
export function fieldLines(lead: StoredLead, context: SummaryContext, reader: Reader, omit: ReadonlySet<string> = new Set()): MailLine[] {
  const form = isLeadFormId(lead.form) ? LEAD_FORMS[lead.form] : undefined
  if (!form)
    return Object.entries(lead.fields)
      .filter(([name]) => !omit.has(name))
      .map(([label, value]) => ({ label, value: String(value) }))
  return form.fields.flatMap((spec) =>
    omit.has(spec.name) ? [] : (fieldLine(spec, lead.fields[spec.name], context, reader, lead.locale) ?? []),
  )
}

/** Who sent the lead: their name, the testimonial's author, or else their address. */
export function visitorName(lead: StoredLead): string {
  const name = [lead.fields.firstName, lead.fields.lastName]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ')
  if (name) return name
  return typeof lead.fields.author === 'string' && lead.fields.author !== '' ? lead.fields.author : (lead.email ?? '')
}
