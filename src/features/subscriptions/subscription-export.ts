import { csvText } from '#/domain/csv.ts'
import { CONFIRMED_SUBSCRIBERS_SQL, newsletterLeaveAddress, newsletterManageToken } from '#/features/subscribers/index.server.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// `npm run subscribers -- export` (decision 017): who may be mailed, as CSV for the agency's mailing
// tool or for a person asking what we hold. Only confirmed subscriptions that were not left: an
// unconfirmed address never agreed to anything. Loaded by a plain Node script: no Lingui here.

/** The confirmed alerts that did not stop, with their criteria in one row each. */
const CONFIRMED_ALERTS_SQL = `SELECT a.email, a.locale, CASE a.goal WHEN 1 THEN 'rent' ELSE 'buy' END AS goal,
    (SELECT group_concat(type_id, ' ') FROM (SELECT type_id FROM search_alert_types WHERE alert_id = a.id ORDER BY type_id)) AS property_types,
    (SELECT group_concat(value, ' ') FROM (SELECT value FROM search_alert_zones WHERE alert_id = a.id ORDER BY kind DESC, value)) AS zones,
    a.budget_min, a.budget_max, a.min_bedrooms, a.min_bathrooms, a.min_garages, a.min_parkings, a.garden, a.terrace,
    a.confirmed_at, a.paused_at
  FROM search_alerts a WHERE a.status = 'active' AND a.confirmed_at IS NOT NULL ORDER BY a.confirmed_at, a.id`

export const SUBSCRIBER_COLUMNS = ['email', 'language', 'source_form', 'confirmed_at'] as const
export const ALERT_COLUMNS = [
  'email',
  'language',
  'goal',
  'property_types',
  'zones',
  'budget_min',
  'budget_max',
  'min_bedrooms',
  'min_bathrooms',
  'min_garages',
  'min_parkings',
  'garden',
  'terrace',
  'confirmed_at',
  'paused_at',
] as const

type Cell = string | number | null

/** The export as a file for scripts and spreadsheets alike: the header, then one line per row (no BOM). */
export function csv(columns: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<Cell>>): string {
  return csvText([columns, ...rows], { byteOrderMark: false })
}

/** What the leave addresses are made with: the session secret that signs their tokens, the site's origin. */
export type LeaveAddressKeys = { secret: string; origin: string; now?: Date }

type SubscriberRow = { id: number; email: string; locale: string; source_form: string; confirmed_at: string }

/**
 * The newsletter's subscribers; with `leave`, each with their one-click leave address (RFC 8058), for
 * a mailing tool to put in its List-Unsubscribe, so a subscriber leaves from any newsletter.
 */
export async function subscribersCsv(db: D1Queryable, leave?: LeaveAddressKeys): Promise<{ count: number; text: string }> {
  const { results } = await db.prepare(CONFIRMED_SUBSCRIBERS_SQL).all<SubscriberRow>()
  const now = leave?.now ?? new Date()
  const rows = await Promise.all(
    results.map(async (row): Promise<Cell[]> => {
      const cells: Cell[] = [row.email, row.locale, row.source_form, row.confirmed_at]
      if (!leave) return cells
      return [...cells, newsletterLeaveAddress(leave.origin, await newsletterManageToken(leave.secret, row.id, now))]
    }),
  )
  return { count: rows.length, text: csv(leave ? [...SUBSCRIBER_COLUMNS, 'unsubscribe_url'] : SUBSCRIBER_COLUMNS, rows) }
}

export async function alertsCsv(db: D1Queryable): Promise<{ count: number; text: string }> {
  const rows = (await db.prepare(CONFIRMED_ALERTS_SQL).raw<Cell[]>()) ?? []
  return { count: rows.length, text: csv(ALERT_COLUMNS, rows) }
}
