import { msg } from '@lingui/core/macro'
import { siteConfig } from '#/config/site-config.ts'
import { i18nFor } from '#/i18n/section-catalogues.ts'
import type { Locale } from '#/i18n/locales.ts'
import { findSubscriber } from '#/features/subscribers/index.server.ts'
import { newsletterLinks } from '#/features/subscribers/index.ts'
import {
  deliverDueAccountMails,
  queueAccountMail,
  type AccountMailComposer,
  type AccountMailComposers,
} from '#/server/account-mail-outbox.server.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import { mailHtml, mailText } from '#/server/mail-layout.ts'
import type { Mailer } from '#/server/mailer.server.ts'

// Decision 017: once a newsletter address is confirmed, one mail says so and carries the way out: the
// manage page's link and the one-click leave address (List-Unsubscribe, RFC 8058), so a subscriber
// can leave from their inbox long before the agency's first newsletter. Through the account-mail
// outbox: tried at once, retried by the cron when the mail service is down.

/** The account mail that welcomes a confirmed newsletter subscriber. */
export const NEWSLETTER_WELCOME_MAIL = 'newsletter-welcome'

/** The welcome in the subscriber's language; null when the address left (or was never confirmed) since it was queued. */
export const newsletterWelcomeMail: AccountMailComposer = async (db, subscriberId, origin, now, secret) => {
  const subscriber = await findSubscriber(db, subscriberId)
  if (!subscriber || subscriber.confirmedAt === null || subscriber.unsubscribedAt !== null) return null
  if (!secret) throw new Error('newsletter welcome: no secret to sign its links')
  const locale = subscriber.locale as Locale
  const links = await newsletterLinks(secret, origin, { id: subscriber.id, locale }, now)
  const i18n = await i18nFor(locale)
  const { agency, leads } = siteConfig()
  const agencyName = agency.name
  const email = subscriber.email
  const heading = i18n._(msg`You are subscribed to our newsletter`)
  const body = {
    language: locale,
    heading,
    intro: [i18n._(msg`Thank you for confirming: ${email} now receives the newsletter of ${agencyName}.`)],
    lines: [],
    outro: [],
    footer: {
      text: i18n._(msg`You can leave the newsletter at any time, from this mail or from any newsletter we send you.`),
      links: [{ href: links.manage, label: i18n._(msg`Manage or leave the newsletter`) }],
    },
  }
  return {
    from: { email: leads.sender, name: agencyName },
    to: { email },
    subject: `${heading} – ${agencyName}`,
    text: mailText(body),
    html: mailHtml(body),
    language: locale,
    listUnsubscribe: links.unsubscribe,
  }
}

/** The subscriptions feature's account mails, for the outbox's cron run. */
export const SUBSCRIPTION_ACCOUNT_MAILS: AccountMailComposers = { [NEWSLETTER_WELCOME_MAIL]: newsletterWelcomeMail }

/**
 * Queues the welcome of a subscriber just confirmed, before the answer (so it is never lost), and
 * returns its first try for the request to run after answering; the cron retries a failed try.
 */
export async function welcomeNewSubscriber(
  db: D1Queryable,
  mailer: Mailer,
  subscriberId: number,
  options: { origin: string; secret: string; now: Date },
): Promise<() => Promise<void>> {
  const id = await queueAccountMail(db, NEWSLETTER_WELCOME_MAIL, subscriberId, options.origin, options.now)
  return async () => {
    const run = await deliverDueAccountMails(db, mailer, SUBSCRIPTION_ACCOUNT_MAILS, { id, now: options.now, secret: options.secret })
    if (run.sent !== 1) console.error('newsletter welcome: first try failed, the cron retries it', subscriberId)
  }
}
