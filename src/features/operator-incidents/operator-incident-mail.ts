import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { siteConfig } from '#/config/site-config.ts'
import type { IncidentKind } from '#/domain/operator-incidents.ts'
import { formatDateTime } from '#/domain/display-formats.ts'
import type { Locale } from '#/i18n/locales.ts'
import { mailHtml, mailText, type MailLine } from '#/server/mail-layout.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import type { Incident } from './incident-store.server.ts'

// Decision 029: the operator's two mails about an incident, in leads.language: what is wrong and since
// when, what the site does meanwhile, and what to do; then that it is over. Links start at siteUrl.

type KindWords = {
  /** the trouble, as a subject and heading */
  trouble: MessageDescriptor
  /** the end of it */
  recovered: MessageDescriptor
  /** the label of the detail's count */
  countLabel: MessageDescriptor
  /** what the site does while it lasts */
  meanwhile: MessageDescriptor
  /** what the operator can do */
  todo: MessageDescriptor
}

const WORDS: Record<IncidentKind, KindWords> = {
  'crm-sync-failing': {
    trouble: msg`The CRM sync keeps failing`,
    recovered: msg`The CRM sync works again`,
    countLabel: msg`Failed syncs in a row`,
    meanwhile: msg`Visitors still see the last good catalogue: a failed sync changes and withdraws nothing. New listings and changes in the CRM wait for the next sync that succeeds.`,
    todo: msg`Check that the CRM answers and that its credentials (OMNICASA_URL, OMNICASA_CUSTOMER_NAME, OMNICASA_CUSTOMER_PASSWORD) are right, then start a sync with "npm run sync -- --remote" and read its outcome at /api/health with the operator token.`,
  },
  'mails-undelivered': {
    trouble: msg`Mails have been waiting for more than an hour`,
    recovered: msg`Mails are going out again`,
    countLabel: msg`Mails waiting`,
    meanwhile: msg`Every lead is stored and its mails are retried; none is lost. A mail given up after its last try stays in the back office's lead inbox, which can send it again. Staff invitations and owners' password links are retried the same way.`,
    todo: msg`Check the mail service (Cloudflare Email Service, the MAILER binding and the sender's domain), read the new leads in the back office meanwhile, and follow the figures at /api/health with the operator token.`,
  },
  'crm-deliveries-undelivered': {
    trouble: msg`Leads have been waiting for more than an hour to reach the CRM`,
    recovered: msg`Leads reach the CRM again`,
    countLabel: msg`Leads waiting`,
    meanwhile: msg`Every lead is stored and mailed to the agency as usual, and its delivery into the CRM is retried for a week.`,
    todo: msg`Check that the CRM answers and that its credentials are right, and follow pendingCrmLeads at /api/health with the operator token.`,
  },
  'alert-mails-dropped': {
    trouble: msg`Search-alert mails were dropped`,
    recovered: msg`Search-alert mails are delivered again`,
    countLabel: msg`Subscribers without their mail`,
    meanwhile: msg`The queue gave up these mails after their last retry, so those subscribers missed that news. The next alert runs mail new listings as usual.`,
    todo: msg`Check the mail service and the ALERT_MAILS queue in the Cloudflare dashboard, and follow /api/health with the operator token.`,
  },
}

/** Whom the operator's mails go to, and in which language (agencyLanguage: leads.language, else the site's default). */
export type OperatorAddress = { email: string; language: Locale }

/** The mail telling the operator that an incident began (`opened`) or is over (`resolved`). */
export function operatorIncidentMail(
  incident: Incident,
  which: 'opened' | 'resolved',
  to: OperatorAddress,
  i18n: I18n,
  origin: string,
): OutgoingMail {
  const words = WORDS[incident.kind]
  const language = to.language
  const title = i18n._(which === 'opened' ? words.trouble : words.recovered)
  const subject = which === 'opened' ? i18n._(msg`Incident: ${title}`) : i18n._(msg`Resolved: ${title}`)
  const since = formatDateTime(incident.since, language)
  const lines: MailLine[] = [
    { label: i18n._(msg`Since`), value: since },
    ...(which === 'resolved' && incident.resolvedAt
      ? [{ label: i18n._(msg`Resolved at`), value: formatDateTime(incident.resolvedAt, language) }]
      : []),
    { label: i18n._(words.countLabel), value: String(incident.detail.count) },
    ...(incident.detail.lastError ? [{ label: i18n._(msg`Last error`), value: incident.detail.lastError }] : []),
  ]
  const health = `${origin}/api/health`
  const meanwhile = i18n._(words.meanwhile)
  const todo = i18n._(words.todo)
  const body =
    which === 'opened'
      ? {
          language,
          heading: title,
          intro: [i18n._(msg`The site noticed a problem that needs you. You get one mail now and one when it is over.`)],
          lines,
          outro: [i18n._(msg`Meanwhile: ${meanwhile}`), i18n._(msg`What to do: ${todo}`), i18n._(msg`Open incidents: ${health}`)],
        }
      : {
          language,
          heading: title,
          intro: [i18n._(msg`The problem the site mailed you about is over: nothing more is needed.`)],
          lines,
          outro: [i18n._(msg`The site's figures: ${health}`)],
        }
  return {
    from: { email: siteConfig().leads.sender, name: siteConfig().agency.name },
    to: { email: to.email },
    subject,
    text: mailText(body),
    html: mailHtml(body),
    language,
  }
}
