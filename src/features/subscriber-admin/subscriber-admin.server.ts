import { siteOrigin } from '#/server/mail-origin.ts'
import { attachmentDisposition } from '#/server/content-disposition.ts'
import type { Locale } from '#/i18n/locales.ts'
import type { StaffContext } from '#/admin/staff-check.server.ts'
import { alertsCsv, subscribersCsv } from '#/features/subscriptions/index.server.ts'
import { type AlertRow, type NewsletterRow, type SubscriptionStatus } from './subscriber-status.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// DESIGN.md "Staff and owners", search alerts and newsletter: subscribers with their criteria and
// status; export (decision 033: subscriber-admin.functions.ts for the page, a server route for the
// download). The back office reads the subscriptions feature's tables; the export is the very CSV
// `npm run subscribers` writes (subscription-export.ts: confirmed, not left, formula-safe).

/** A list shows this many rows at most; a search by address narrows it. */
export const SUBSCRIBER_PAGE_ROWS = 200

const STATUS_OF_ALERT = `CASE WHEN a.status = 'stopped' THEN 'ended' WHEN a.confirmed_at IS NULL THEN 'unconfirmed' WHEN a.paused_at IS NOT NULL THEN 'paused' ELSE 'active' END`
const STATUS_OF_SUBSCRIBER = `CASE WHEN unsubscribed_at IS NOT NULL THEN 'ended' WHEN confirmed_at IS NULL THEN 'unconfirmed' ELSE 'active' END`

export type SubscriberFilter = { status?: SubscriptionStatus; search?: string }

/**
 * The address searched for, lower case, or null for all. Matched with instr(), not LIKE: D1 refuses
 * LIKE patterns over 50 bytes, and a % or _ typed is then a letter, never a wildcard.
 */
function searchedText(search: string | undefined): string | null {
  const text = (search ?? '').trim().toLowerCase()
  return text === '' ? null : text
}

export async function alertSubscribers(db: D1Queryable, filter: SubscriberFilter, language: Locale): Promise<AlertRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM (SELECT a.id, a.email, a.locale, a.goal, a.budget_min AS budgetMin, a.budget_max AS budgetMax, a.min_bedrooms AS minBedrooms,
           a.min_bathrooms AS minBathrooms, a.min_garages AS minGarages, a.min_parkings AS minParkings, a.garden, a.terrace,
           a.created_at AS createdAt, a.confirmed_at AS confirmedAt, ${STATUS_OF_ALERT} AS status,
           (SELECT json_group_array(n) FROM (SELECT tn.name AS n FROM search_alert_types t JOIN property_types pt ON pt.id = t.type_id JOIN property_type_names tn ON tn.type_id = t.type_id AND tn.locale = ?4 WHERE t.alert_id = a.id ORDER BY pt.show_order)) AS types,
           (SELECT json_group_array(value) FROM (SELECT value FROM search_alert_zones WHERE alert_id = a.id ORDER BY kind DESC, value)) AS zones
         FROM search_alerts a)
       WHERE (?1 IS NULL OR status = ?1) AND (?2 IS NULL OR instr(lower(email), ?2) > 0) ORDER BY createdAt DESC, id DESC LIMIT ?3`,
    )
    .bind(filter.status ?? null, searchedText(filter.search), SUBSCRIBER_PAGE_ROWS, language)
    .all<Omit<AlertRow, 'types' | 'zones' | 'garden' | 'terrace'> & { types: string; zones: string; garden: number; terrace: number }>()
  return results.map((row) => ({
    ...row,
    garden: row.garden === 1,
    terrace: row.terrace === 1,
    types: JSON.parse(row.types) as string[],
    zones: JSON.parse(row.zones) as string[],
  }))
}

export async function newsletterSubscribers(db: D1Queryable, filter: SubscriberFilter): Promise<NewsletterRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM (SELECT id, email, locale, source_form AS sourceForm, created_at AS createdAt, confirmed_at AS confirmedAt, unsubscribed_at AS unsubscribedAt,
           ${STATUS_OF_SUBSCRIBER} AS status FROM newsletter_subscribers)
       WHERE (?1 IS NULL OR status = ?1) AND (?2 IS NULL OR instr(lower(email), ?2) > 0) ORDER BY createdAt DESC, id DESC LIMIT ?3`,
    )
    .bind(filter.status ?? null, searchedText(filter.search), SUBSCRIBER_PAGE_ROWS)
    .all<NewsletterRow>()
  return results
}

/** The subscribers page: both lists of the filter, each at most SUBSCRIBER_PAGE_ROWS long. */
export async function subscriberLists({ env, staff }: StaffContext, filter: SubscriberFilter) {
  const [alerts, newsletter] = await Promise.all([alertSubscribers(env.DB, filter, staff.language), newsletterSubscribers(env.DB, filter)])
  return { alerts, newsletter, limit: SUBSCRIBER_PAGE_ROWS }
}

/** The export of one list as a CSV file to download, with who took a copy of the addresses, and when. */
export async function subscribersCsvResponse({ env, now, audit }: StaffContext, list: 'alerts' | 'newsletter'): Promise<Response> {
  // The newsletter's list carries each subscriber's one-click leave address, for the agency's mailing tool.
  const { count, text } =
    list === 'alerts' ? await alertsCsv(env.DB) : await subscribersCsv(env.DB, { secret: env.SESSION_SECRET!, origin: siteOrigin(), now })
  await audit('subscribers.export', `subscribers:${list}`, { count }).run()
  return new Response(text, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachmentDisposition(`${list}-${now.toISOString().slice(0, 10)}.csv`),
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
