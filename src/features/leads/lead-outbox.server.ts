import type { I18n } from '@lingui/core'
import { siteConfig } from '#/config/site-config.ts'
import { agencyLanguage } from '#/config/site-config-schema.ts'
import { i18nFor } from '#/i18n/section-catalogues.ts'
import type { Locale } from '#/i18n/locales.ts'
import { propertyTypeNames } from '#/listings/listing-queries.server.ts'
import { composeLeadMail } from './lead-mail-content.ts'
import { LEAD_FORMS, isLeadFormId } from './lead-forms.ts'
import { thankYouMessage } from '#/features/content-pages/index.server.ts'
import { leadUploads, sentDocuments } from './lead-summary.ts'
import { documentLink } from './property-documents.server.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import { LEAD_MAILS_OUTBOX, findLead, type DueMail, type StoredLead } from './lead-store.server.ts'
import { describeSubject } from './lead-subjects.server.ts'
import { alertOfLead } from './search-alerts.server.ts'
import { composeCancellationMail, viewingCalendarAttachment } from './viewing-mail.ts'
import { siteOrigin } from '#/server/mail-origin.ts'
import { nextAttemptAt } from '#/server/mail-retries.ts'
import { runOutbox } from '#/server/outbox.server.ts'
import { alertLinks, newsletterLinks } from '#/features/subscribers/index.ts'
import { isPending, subscriberByEmail } from '#/features/subscribers/index.server.ts'
import type { SubscriptionMailLinks } from './lead-mail-content.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// The outbox of lead mails (DESIGN.md "Leads never get lost"), on the outbox kernel
// (src/server/outbox.server.ts). The request that stored a lead tries its mails at once
// (ctx.waitUntil); the cron trigger sends what is due again, waiting longer after each failure, and
// gives up after the last attempt: the lead stays in D1, its mail marked failed.

// The retry schedule is shared with the account mails' outbox (src/server/mail-retries.ts).
export { MAIL_RETRY_MINUTES, MAX_MAIL_ATTEMPTS, nextAttemptAt } from '#/server/mail-retries.ts'
export type OutboxRun = { sent: number; retrying: number; failed: number }

/** What signs the links of a visitor's mail (decision 017): SESSION_SECRET and the origin from mailOrigin(). */
export type LinkSigner = { secret: string | undefined; origin: string }

/** The field a lead keeps when its visitor's mail is to carry the newsletter's confirmation link. */
export const NEWSLETTER_LINK_FIELD = 'newsletterLink'

export async function deliverDueMails(
  db: D1Queryable,
  mailer: Mailer,
  options: { now?: Date; leadId?: string; media?: R2Bucket; links?: LinkSigner } = {},
): Promise<OutboxRun> {
  const now = options.now ?? new Date()
  const translations = new Map<Locale, Promise<{ i18n: I18n; typeName: (id: number) => string | undefined }>>()
  const contextFor = (locale: Locale) => {
    let context = translations.get(locale)
    if (!context) {
      context = (async () => {
        const i18n = await i18nFor(locale)
        const names = await propertyTypeNames(db, locale)
        return { i18n, typeName: (id: number) => names.get(id) }
      })()
      translations.set(locale, context)
    }
    return context
  }

  const counts = await runOutbox(
    db,
    LEAD_MAILS_OUTBOX,
    {
      deliver: async (mail) => {
        await sendOne(db, mailer, mail, contextFor, options.media, options.links, now)
        return { status: 'sent' }
      },
      retryAt: (attempts, at) => nextAttemptAt(attempts, at),
    },
    { now, only: options.leadId },
  )
  return { sent: counts.done.sent ?? 0, retrying: counts.retrying, failed: counts.failed }
}

async function sendOne(
  db: D1Queryable,
  mailer: Mailer,
  mail: DueMail,
  contextFor: (locale: Locale) => Promise<{ i18n: I18n; typeName: (id: number) => string | undefined }>,
  media: R2Bucket | undefined,
  signer: LinkSigner | undefined,
  now: Date,
): Promise<void> {
  const lead = await findLead(db, mail.leadId)
  if (!lead) throw new Error('lead not found')
  // The agency reads its mail in its own language; the visitor (and their friend) in the language they used.
  const locale = mail.kind === 'agency' ? agencyLanguage(siteConfig()) : lead.locale
  if ((mail.kind === 'visitor' || mail.kind === 'cancellation') && !lead.email) throw new Error('no visitor address')
  const subject = await describeSubject(db, lead, locale)
  if (mail.kind === 'cancellation') {
    const { i18n } = await contextFor(locale)
    const calendar = viewingCalendarAttachment(lead, subject, i18n, 'CANCEL', now)
    await mailer.send({
      ...composeCancellationMail(lead, { i18n, subject }, signer?.origin ?? siteOrigin()),
      ...(calendar ? { attachments: [calendar] } : {}),
    })
    return
  }
  const links = mail.kind === 'visitor' && signer ? await subscriptionLinks(db, lead, signer) : undefined
  const documentLinks = mail.kind === 'visitor' ? await signedDocumentLinks(lead, signer, now) : undefined
  const thankYouPage = isLeadFormId(lead.form) ? LEAD_FORMS[lead.form].thankYou : undefined
  // the visitor's mail promises what the thank-you page says now, as the agency published it (decision 034)
  const thankYou =
    mail.kind === 'visitor' && typeof thankYouPage === 'string' ? await thankYouMessage(db, thankYouPage, lead.locale) : undefined
  const outgoing = composeLeadMail(mail.kind, lead, { ...(await contextFor(locale)), subject, links, documentLinks, thankYou })
  // The agency gets the uploaded files with its mail; they are nowhere public.
  const uploads = mail.kind === 'agency' && media ? leadUploads(lead) : []
  const attachments = []
  for (const upload of uploads) {
    const object = await media!.get(upload.key)
    if (!object) throw new Error(`upload missing: ${upload.key}`)
    attachments.push({ filename: upload.name, contentType: upload.contentType, content: new Uint8Array(await object.arrayBuffer()) })
  }
  // A booked viewing goes into the reader's calendar, the agency's and the visitor's.
  const calendar =
    mail.kind === 'agency' || mail.kind === 'visitor'
      ? viewingCalendarAttachment(lead, subject, (await contextFor(locale)).i18n, 'PUBLISH', now)
      : undefined
  if (calendar) attachments.push(calendar)
  await mailer.send(attachments.length > 0 ? { ...outgoing, attachments } : outgoing)
}

/**
 * The visitor's links to the documents their lead sends, valid 7 days from this send. Without the
 * secret the mail is not sent (and tried again later): it would promise documents it does not carry.
 */
async function signedDocumentLinks(
  lead: StoredLead,
  signer: LinkSigner | undefined,
  now: Date,
): Promise<Array<{ label: string; href: string }> | undefined> {
  const documents = sentDocuments(lead)
  if (!documents || documents.length === 0 || lead.propertyId === null) return undefined
  if (!signer?.secret) throw new Error("no SESSION_SECRET to sign the documents' links")
  return Promise.all(
    documents.map(async (document) => ({
      label: document.name,
      href: await documentLink(signer.secret!, signer.origin, lead.propertyId!, document, lead.locale, now),
    })),
  )
}

/**
 * The confirmation links a visitor's mail carries (decision 017): its search alert's while unconfirmed,
 * the newsletter's when the lead signed up and the address still waits. Without a secret to sign
 * them the mail is not sent (it is retried): a confirmation mail without its link would be a lie.
 */
async function subscriptionLinks(
  db: D1Queryable,
  lead: Awaited<ReturnType<typeof findLead>> & object,
  signer: LinkSigner,
): Promise<SubscriptionMailLinks | undefined> {
  const alert = await alertOfLead(db, lead.id)
  const subscriber = lead.fields[NEWSLETTER_LINK_FIELD] === true && lead.email ? await subscriberByEmail(db, lead.email) : null
  const wantsAlert = alert !== null && alert.confirmedAt === null
  const wantsNewsletter = subscriber !== null && isPending(subscriber)
  if (!wantsAlert && !wantsNewsletter) return undefined
  if (!signer.secret) throw new Error('SESSION_SECRET is not set: confirmation links cannot be signed')
  return {
    ...(wantsAlert ? { alert: await alertLinks(signer.secret, signer.origin, { id: alert.id, locale: lead.locale }) } : {}),
    ...(wantsNewsletter
      ? { newsletter: await newsletterLinks(signer.secret, signer.origin, { id: subscriber.id, locale: subscriber.locale }) }
      : {}),
  }
}
