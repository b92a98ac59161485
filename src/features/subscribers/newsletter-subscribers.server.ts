import type { Locale } from '#/i18n/locales.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// Newsletter subscribers (decision 017, migration 0014): the sign-newsletter form and the
// newsletter box of any other form subscribe an address unconfirmed; its confirmation link sets
// confirmed_at, leaving sets unsubscribed_at. Only confirmed, not unsubscribed addresses are exported.

/** A second sign-up while the first waits for confirmation mails the link again after this, not sooner: one mail per address. */
export const NEWSLETTER_LINK_RESEND_MS = 60 * 60 * 1000

export type NewsletterSubscriber = {
  id: number
  email: string
  locale: Locale
  sourceForm: string
  createdAt: string
  confirmedAt: string | null
  unsubscribedAt: string | null
  confirmSentAt: string | null
}

const COLUMNS =
  'id, email, locale, source_form AS sourceForm, created_at AS createdAt, confirmed_at AS confirmedAt, unsubscribed_at AS unsubscribedAt, confirm_sent_at AS confirmSentAt'

export async function findSubscriber(db: D1Queryable, id: number): Promise<NewsletterSubscriber | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE id = ?`).bind(id).first<NewsletterSubscriber>()
}

export async function subscriberByEmail(db: D1Queryable, email: string): Promise<NewsletterSubscriber | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE email = ?`).bind(email.toLowerCase()).first<NewsletterSubscriber>()
}

/** Whether an address waits for its confirmation (its link may be mailed). */
export function isPending(subscriber: Pick<NewsletterSubscriber, 'confirmedAt' | 'unsubscribedAt'>): boolean {
  return subscriber.confirmedAt === null && subscriber.unsubscribedAt === null
}

/**
 * A sign-up of `email`: the statements to run with the lead, and whether its confirmation link is to
 * be mailed. A confirmed address stays as it is; one that left signs up anew (unconfirmed again); one
 * that waits gets its link again only when the last one is an hour old.
 */
export async function newsletterSignUp(
  db: D1Queryable,
  email: string,
  locale: Locale,
  sourceForm: string,
  now: Date,
): Promise<{ linkDue: boolean; statements: D1PreparedStatement[] }> {
  const address = email.toLowerCase()
  const existing = await subscriberByEmail(db, address)
  const at = now.toISOString()
  if (existing && existing.confirmedAt !== null && existing.unsubscribedAt === null) return { linkDue: false, statements: [] }
  if (
    existing &&
    isPending(existing) &&
    existing.confirmSentAt !== null &&
    now.getTime() - Date.parse(existing.confirmSentAt) < NEWSLETTER_LINK_RESEND_MS
  ) {
    return { linkDue: false, statements: [] }
  }
  return {
    linkDue: true,
    statements: [
      db
        .prepare(
          `INSERT INTO newsletter_subscribers (email, locale, source_form, created_at, confirm_sent_at) VALUES (?1, ?2, ?3, ?4, ?4)
           ON CONFLICT (email) DO UPDATE SET locale = ?2, confirm_sent_at = ?4,
             source_form = CASE WHEN unsubscribed_at IS NULL THEN source_form ELSE ?3 END,
             created_at = CASE WHEN unsubscribed_at IS NULL THEN created_at ELSE ?4 END,
             confirmed_at = CASE WHEN unsubscribed_at IS NULL THEN confirmed_at ELSE NULL END,
             unsubscribed_at = NULL`,
        )
        .bind(address, locale, sourceForm, at),
    ],
  }
}

/** What following a confirmation link did: confirmed the address just now, found it confirmed already, or found it gone or left. */
export type Confirmation = 'confirmed-now' | 'already-confirmed' | 'left'

/** Follows the confirmation link. */
export async function confirmSubscriber(db: D1Queryable, id: number, now: Date): Promise<Confirmation> {
  const changed = await db
    .prepare(
      'UPDATE newsletter_subscribers SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL AND unsubscribed_at IS NULL RETURNING id',
    )
    .bind(now.toISOString(), id)
    .first()
  if (changed) return 'confirmed-now'
  const subscriber = await findSubscriber(db, id)
  return subscriber !== null && subscriber.confirmedAt !== null && subscriber.unsubscribedAt === null ? 'already-confirmed' : 'left'
}

/** Leaves the newsletter; true when the address was on it. */
export async function unsubscribeSubscriber(db: D1Queryable, id: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare('UPDATE newsletter_subscribers SET unsubscribed_at = ? WHERE id = ? AND unsubscribed_at IS NULL')
    .bind(now.toISOString(), id)
    .run()
  return result.meta.changes > 0
}

/** Never confirmed and older than the confirmation link: deleted by the cron trigger, like unconfirmed alerts. */
export async function purgeUnconfirmedSubscribers(db: D1Queryable, before: Date): Promise<number> {
  const result = await db
    .prepare(
      'DELETE FROM newsletter_subscribers WHERE confirmed_at IS NULL AND unsubscribed_at IS NULL AND COALESCE(confirm_sent_at, created_at) < ?',
    )
    .bind(before.toISOString())
    .run()
  return result.meta.changes
}

/** The confirmed subscribers who did not leave, for the export (npm run subscribers). */
export const CONFIRMED_SUBSCRIBERS_SQL =
  'SELECT id, email, locale, source_form, confirmed_at FROM newsletter_subscribers WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL ORDER BY confirmed_at, id'
