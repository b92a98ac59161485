import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { siteConfig } from '#/config/site-config.ts'
import { pickText } from '#/i18n/locales.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import { LEAD_FORMS, isLeadFormId } from './lead-forms.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { mailHtml, mailText, type MailLine } from '#/server/mail-layout.ts'
import { formatDateTime } from '#/domain/display-formats.ts'
import { formatPhone } from '#/domain/phone.ts'
import type { MailKind, StoredLead } from './lead-store.server.ts'
import type { SubjectDescription } from './lead-subjects.server.ts'
import { mailPromise } from './lead-promises.ts'
import type { SubscriptionLinks } from '#/features/subscribers/index.ts'
import { DOCUMENT_LINK_DAYS } from './document-links.ts'
import {
  fieldLines,
  formatLanguage,
  paymentLines,
  sentDocuments,
  sentDocumentsLine,
  viewingLine,
  visitorName,
  type Reader,
  type SummaryContext,
} from './lead-summary.ts'

/** The confirmation links of a visitor's mail (decision 017): its alert's, the newsletter's, or both. */
export type SubscriptionMailLinks = { alert?: SubscriptionLinks; newsletter?: SubscriptionLinks }

// What the agency and the visitor read about a lead (decision 007): the agency gets every field, the page
// it came from, the property and the campaign, with Reply-To set to the visitor; the visitor gets a
// confirmation in their own language. Both as plain text and HTML.

/** What a lead's mail is written with: the summary's language and names, and what only a mail carries. */
export type MailContext = SummaryContext & {
  /** the property or project the lead is about, in that language */
  subject?: SubjectDescription
  /** the visitor's confirmation links, when the lead subscribed to something */
  links?: SubscriptionMailLinks
  /** the signed links of the documents the lead sends (the visitor's mail of the documents form) */
  documentLinks?: Array<{ label: string; href: string }>
  /** the form's thank-you message as its page says it now (decision 034), which the visitor's mail repeats */
  thankYou?: string
}

/** The viewing's day and hours, confirmed, and for a rental what the tenant pays. */
function appointmentLines(lead: StoredLead, i18n: I18n): MailLine[] {
  const viewing = viewingLine(lead, i18n)
  return [...(viewing ? [viewing, { label: i18n._(msg`Status`), value: i18n._(msg`Confirmed`) }] : []), ...paymentLines(lead, i18n)]
}

/** The mail of one kind about a lead, in the language of `context.i18n`. */
export function composeLeadMail(kind: MailKind, lead: StoredLead, context: MailContext): OutgoingMail {
  const { i18n } = context
  const { agency, leads, siteUrl } = siteConfig()
  const form = isLeadFormId(lead.form) ? LEAD_FORMS[lead.form] : undefined
  const formTitle = form ? i18n._(form.title) : lead.form
  const name = visitorName(lead)
  const lines = (reader: Reader) => [...appointmentLines(lead, i18n), ...fieldLines(lead, context, reader)]
  const sender = { email: leads.sender, name: agency.name }
  const language = i18n.locale
  const origin = siteUrl.replace(/\/$/, '')
  const subject = context.subject
  const subjectLines: MailLine[] = subject
    ? [
        {
          label: lead.propertyId ? i18n._(msg`Property`) : i18n._(msg`Project`),
          value: `${subject.title} (${i18n._(msg`ref.`)} ${subject.reference})`,
        },
        ...(subject.path
          ? [{ label: i18n._(msg`Link`), value: subject.path.startsWith('http') ? subject.path : origin + subject.path }]
          : []),
      ]
    : []

  if (kind === 'friend') {
    // The agency's own words come first; the sender's name, address and note are theirs, unchecked,
    // and the note is quoted as theirs, so our address never seems to say what a stranger wrote.
    const friend = typeof lead.fields.friendEmail === 'string' ? lead.fields.friendEmail : ''
    const agencyName = agency.name
    const senderEmail = lead.email ?? ''
    const heading = i18n._(msg`A property from ${agencyName}`)
    const intro = [
      i18n._(
        msg`Someone who gave the name ${name} and the address ${senderEmail} sent you this property through the website of ${agencyName}.`,
      ),
      i18n._(msg`We have not added your address to any list: this is the only mail you will receive from us about it.`),
    ]
    const note = typeof lead.fields.remark === 'string' && lead.fields.remark.trim() !== '' ? lead.fields.remark : undefined
    const quote = note ? { label: i18n._(msg`Their message, as they wrote it (not checked by ${agencyName}):`), text: note } : undefined
    const outro = [`${agency.name} · ${agency.phone} · ${agency.email}`]
    const body = { language, heading, intro, lines: subjectLines, ...(quote ? { quote } : {}), outro }
    return {
      from: sender,
      to: { email: friend },
      ...(lead.email ? { replyTo: { email: lead.email, name } } : {}),
      subject: `${heading}: ${subject?.title ?? ''}`.replace(/: $/, ''),
      text: mailText(body),
      html: mailHtml(body),
      language,
    }
  }

  if (kind === 'agency') {
    const broker = subject?.broker
    const context: MailLine[] = [
      ...subjectLines,
      ...(broker
        ? [
            {
              label: i18n._(msg`Broker`),
              value: [broker.name, broker.email, broker.phone && formatPhone(broker.phone)].filter(Boolean).join(' · '),
            },
          ]
        : []),
      ...(lead.pagePath ? [{ label: i18n._(msg`Sent from`), value: origin + lead.pagePath }] : []),
      { label: i18n._(msg`Language of the visitor`), value: lead.locale.toUpperCase() },
      ...(lead.campaign && Object.keys(lead.campaign).length > 0
        ? [
            {
              label: i18n._(msg`Campaign`),
              value: Object.entries(lead.campaign)
                .map(([key, value]) => `${key}=${value}`)
                .join(', '),
            },
          ]
        : []),
      { label: i18n._(msg`Received`), value: formatDateTime(lead.createdAt, formatLanguage(language)) },
      { label: i18n._(msg`Lead number`), value: lead.id },
    ]
    const heading = i18n._(msg`New lead: ${formTitle}`)
    const documents = sentDocuments(lead)
    // The agency learns what the visitor already has, or that sending the documents is up to it.
    const sentLine = sentDocumentsLine(lead, i18n)
    const documentLines: MailLine[] = sentLine ? [sentLine] : []
    const intro = [
      i18n._(msg`${name} sent this through the website. Reply to this mail to answer them directly.`),
      ...(documents?.length === 0
        ? [i18n._(msg`This property has no documents online: please send the documents to ${name} by e-mail within one working day.`)]
        : []),
    ]
    const all = [...documentLines, ...lines('staff'), ...context]
    return {
      from: sender,
      to: { email: leads.notify, name: agency.name },
      ...(lead.email ? { replyTo: { email: lead.email, name } } : {}),
      subject: `${heading} – ${name}${subject ? ` – ${i18n._(msg`ref.`)} ${subject.reference}` : ''}`,
      text: mailText({ language, heading, intro, lines: all, outro: [] }),
      html: mailHtml({ language, heading, intro, lines: all, outro: [] }),
      language,
    }
  }

  // The visitor's copy repeats what they wrote, not the ticks they gave us.
  const summary = [...subjectLines, ...lines('visitor').filter((line) => !line.tick)]
  const heading = i18n._(msg`We have received your request`)
  const agencyPhone = agency.phone
  const { alert, newsletter } = context.links ?? {}
  // What happens next, in the words of the form's thank-you page (one promise, lead-promises.ts).
  const promise = form ? [mailPromise(form, i18n, lead.locale, { alert, newsletter }, lead.fields, context.thankYou)] : []
  const days = DOCUMENT_LINK_DAYS
  const documents =
    context.documentLinks && context.documentLinks.length > 0
      ? { label: i18n._(msg`Your documents (each link is valid for ${days} days):`), items: context.documentLinks }
      : undefined
  const greeting = [name ? i18n._(msg`Dear ${name},`) : i18n._(msg`Hello,`), ...promise]
  const summaryIntro = i18n._(msg`Here is what you sent us:`)
  // The documents come first, before the summary of what the visitor wrote.
  const intro = documents ? greeting : [...greeting, summaryIntro]
  const contactPage = `${origin}${hrefFor('contact', lead.locale)}`
  // The first confirmation is the mail's button; a second (the newsletter box ticked on the alert form) a link below it.
  const confirmations = [
    ...(alert ? [{ href: alert.confirm, label: i18n._(msg`Confirm my search alert`) }] : []),
    ...(newsletter ? [{ href: newsletter.confirm, label: i18n._(msg`Confirm my newsletter subscription`) }] : []),
  ]
  const [action, ...more] = confirmations
  const linkNotes = [
    ...(alert ? [i18n._(msg`Without a confirmation, your search alert is deleted after 7 days.`)] : []),
    // The sign-newsletter form says it in its promise already (mailPromise).
    ...(newsletter && !alert && lead.form !== 'sign-newsletter'
      ? [i18n._(msg`We send you no newsletter before you follow the confirmation link.`)]
      : []),
    ...more.map((link) => `${link.label}: ${link.href}`),
    ...(alert ? [i18n._(msg`To change, pause or stop your search alert later: ${alert.manage}`)] : []),
  ]
  const outro = [
    ...linkNotes,
    i18n._(msg`Would you like to add something? Simply reply to this mail, or call us on ${agencyPhone}.`),
    `${agency.name} · ${agency.street}, ${agency.zip} ${pickText(agency.city, lead.locale)} · ${agency.phone} · ${agency.email}`,
    contactPage,
  ]
  const body = {
    language,
    heading,
    intro,
    lines: summary,
    outro,
    ...(action ? { action } : {}),
    ...(documents ? { links: { ...documents, after: [summaryIntro] } } : {}),
  }
  return {
    from: sender,
    to: { email: lead.email ?? '', name },
    replyTo: { email: agency.email, name: agency.name },
    subject: `${visitorSubject(i18n, heading, { alert, newsletter })} – ${agency.name}`,
    text: mailText(body),
    html: mailHtml(body),
    language,
  }
}

/**
 * The visitor's subject names what the mail asks of them: a mail whose point is a confirmation link
 * says which, so it is not read as a receipt and left unopened; any other mail says it was received.
 */
function visitorSubject(i18n: I18n, received: string, links: { alert?: unknown; newsletter?: unknown }): string {
  if (links.alert) return i18n._(msg`Confirm your search alert`)
  if (links.newsletter) return i18n._(msg`Confirm your newsletter subscription`)
  return received
}
