import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { siteConfig } from '#/config/site-config.ts'
import { pickText } from '#/i18n/locales.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import { calendarFile } from '#/domain/calendar-file.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { mailHtml, mailText, type MailLine } from '#/server/mail-layout.ts'
import type { StoredLead } from './lead-store.server.ts'
import type { SubjectDescription } from './lead-subjects.server.ts'
import { viewingLine } from './lead-summary.ts'

// A booked viewing in the reader's calendar: the confirmation mails (visitor's and
// agency's) carry an .ics file that adds it; the mail that tells the visitor the agency cancelled
// it carries one that takes it out again (same UID, METHOD:CANCEL).

type Attachment = NonNullable<OutgoingMail['attachments']>[number]

/** The booking's times, as the lead stored them when the seat was taken (lead-effects.server.ts). */
export function bookedViewing(lead: StoredLead): { startsAt: string; endsAt: string } | undefined {
  const appointment = lead.fields.appointment as { startsAt?: unknown; endsAt?: unknown } | undefined
  return typeof appointment?.startsAt === 'string' && typeof appointment.endsAt === 'string'
    ? { startsAt: appointment.startsAt, endsAt: appointment.endsAt }
    : undefined
}

/** One booking is one calendar event, whoever reads it and whether it is confirmed or cancelled. */
export function viewingUid(leadId: string): string {
  return `viewing-${leadId}@${new URL(siteConfig().siteUrl).hostname}`
}

/** The .ics attachment of a viewing's mail, or none when the lead booked no viewing. */
export function viewingCalendarAttachment(
  lead: StoredLead,
  subject: SubjectDescription | undefined,
  i18n: I18n,
  method: 'PUBLISH' | 'CANCEL',
  stamp: Date,
): Attachment | undefined {
  const viewing = bookedViewing(lead)
  if (!viewing) return undefined
  const { agency } = siteConfig()
  const what = subject?.title ?? agency.name
  const text = calendarFile({
    uid: viewingUid(lead.id),
    method,
    ...viewing,
    stamp,
    summary: i18n._(msg`Viewing: ${what}`),
    // The town, never the street: the listing may not publish its address; the agency tells it.
    location: subject?.title ?? `${agency.street}, ${agency.zip} ${pickText(agency.city, lead.locale)}`,
    description: [subject ? `${i18n._(msg`ref.`)} ${subject.reference}` : '', `${agency.name} · ${agency.phone} · ${agency.email}`]
      .filter(Boolean)
      .join('\n'),
    organizer: { name: agency.name, email: agency.email },
  })
  return {
    filename: method === 'CANCEL' ? 'viewing-cancelled.ics' : 'viewing.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: new TextEncoder().encode(text),
  }
}

/** The visitor's mail when the agency cancelled their viewing, in the visitor's language. */
export function composeCancellationMail(
  lead: StoredLead,
  context: { i18n: I18n; subject?: SubjectDescription },
  origin: string,
): OutgoingMail {
  const { i18n, subject } = context
  const { agency, leads } = siteConfig()
  const name = [lead.fields.firstName, lead.fields.lastName]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ')
  const heading = i18n._(msg`Your viewing is cancelled`)
  const phone = agency.phone
  const viewing = viewingLine(lead, i18n)
  const lines: MailLine[] = [
    ...(subject ? [{ label: i18n._(msg`Property`), value: `${subject.title} (${i18n._(msg`ref.`)} ${subject.reference})` }] : []),
    ...(viewing ? [viewing, { label: i18n._(msg`Status`), value: i18n._(msg`Cancelled`) }] : []),
  ]
  const intro = [
    name ? i18n._(msg`Dear ${name},`) : i18n._(msg`Hello,`),
    i18n._(msg`We are sorry: we have had to cancel the viewing you booked. The attached calendar file removes it from your calendar.`),
  ]
  const propertyLink = subject?.path ? (subject.path.startsWith('http') ? subject.path : origin + subject.path) : undefined
  const outro = [
    i18n._(msg`To choose another time, book again on the property's page, reply to this mail or call us on ${phone}.`),
    `${agency.name} · ${agency.street}, ${agency.zip} ${pickText(agency.city, lead.locale)} · ${agency.phone} · ${agency.email}`,
    `${origin}${hrefFor('contact', lead.locale)}`,
  ]
  const body = {
    language: i18n.locale,
    heading,
    intro,
    lines,
    outro,
    ...(propertyLink ? { action: { href: propertyLink, label: i18n._(msg`Book another time`) } } : {}),
  }
  return {
    from: { email: leads.sender, name: agency.name },
    to: { email: lead.email ?? '', ...(name ? { name } : {}) },
    replyTo: { email: agency.email, name: agency.name },
    subject: `${heading} – ${agency.name}`,
    text: mailText(body),
    html: mailHtml(body),
    language: i18n.locale,
  }
}
