import type { Locale } from '#/i18n/locales.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import type { NeutralPath } from '#/i18n/path-slugs.ts'
import { signToken, type TokenPurpose } from '#/server/signed-token.ts'
import { MANAGE_LINK_DAYS, NEWSLETTER_LEAVE_PATH } from './leave-address.ts'

// Decision 017, double opt-in and leaving: every subscription mail carries a confirm link (until it is
// followed), a manage link and a one-click unsubscribe address. The links are signed tokens, not
// logins: whoever holds the mail holds the subscription (decision 017).

export type SubscriptionLinks = { confirm: string; manage: string; unsubscribe: string }

const DAY_MS = 24 * 60 * 60 * 1000
/** A confirm link lives as long as an unconfirmed subscription is kept (decision 017: deleted after 7 days). */
export const CONFIRM_LINK_DAYS = 7
/** Manage and unsubscribe links sit in every mail for as long as the subscription runs (leave-address.ts). */
export { MANAGE_LINK_DAYS }

type Subscription = { id: number; locale: Locale }
type Kind = {
  confirmPurpose: TokenPurpose
  managePurpose: TokenPurpose
  confirmPage: NeutralPath
  managePage: NeutralPath
  unsubscribePath: string
}

const ALERT: Kind = {
  confirmPurpose: 'alert-confirm',
  managePurpose: 'alert-manage',
  confirmPage: 'confirm-alert',
  managePage: 'manage-alert',
  unsubscribePath: '/api/unsubscribe/alert/',
}
const NEWSLETTER: Kind = {
  confirmPurpose: 'newsletter-confirm',
  managePurpose: 'newsletter-manage',
  confirmPage: 'confirm-newsletter',
  managePage: 'manage-newsletter',
  unsubscribePath: NEWSLETTER_LEAVE_PATH,
}

async function linksOf(kind: Kind, secret: string, origin: string, subscription: Subscription, now: Date): Promise<SubscriptionLinks> {
  const subject = String(subscription.id)
  const confirmToken = await signToken(secret, kind.confirmPurpose, subject, now.getTime() + CONFIRM_LINK_DAYS * DAY_MS)
  // The manage page and the one-click address take the same token: both act for the subscriber alone.
  const manageToken = await signToken(secret, kind.managePurpose, subject, now.getTime() + MANAGE_LINK_DAYS * DAY_MS)
  return {
    confirm: `${origin}${hrefFor(kind.confirmPage, subscription.locale)}?t=${confirmToken}`,
    manage: `${origin}${hrefFor(kind.managePage, subscription.locale)}?t=${manageToken}`,
    unsubscribe: `${origin}${kind.unsubscribePath}${manageToken}`,
  }
}

/** Links of a search alert; `origin` is mailOrigin()'s (siteUrl); `unsubscribe` is the https one-click POST address. */
export async function alertLinks(
  secret: string,
  origin: string,
  alert: { id: number; locale: Locale },
  now = new Date(),
): Promise<SubscriptionLinks> {
  return linksOf(ALERT, secret, origin, alert, now)
}

export async function newsletterLinks(
  secret: string,
  origin: string,
  subscriber: { id: number; locale: Locale },
  now = new Date(),
): Promise<SubscriptionLinks> {
  return linksOf(NEWSLETTER, secret, origin, subscriber, now)
}

/** An alert mails only when this holds (SQL, on the search_alerts row aliased `a`). */
export const ACTIVE_ALERT_SQL = "a.status = 'active' AND a.confirmed_at IS NOT NULL AND a.paused_at IS NULL"
