import { listingTownNames, matchesAlert, newsKind, type MatchKind } from '#/domain/alert-matching.ts'
import type { Locale } from '#/i18n/locales.ts'
import {
  databaseNow,
  ledgerFor,
  listingsSeenOrDropped,
  mailingAlerts,
  readWatermark,
  writeWatermark,
  type CandidateListing,
  type MailingAlert,
} from './alert-store.server.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// The alert run (decision 017), a step of the cron trigger (every 5 minutes): the
// listings that arrived or dropped in price since the last run, matched against every alert that
// mails, grouped per subscriber, less what the ledger says they were sent, fanned out into the
// ALERT_MAILS queue, one message per batch of subscribers. The queue's consumer
// (alert-mail-queue.server.ts) sends and writes the ledger.
//
// The window: [last run's end, now), both by the database's clock, which also stamps first_seen_at
// and price_dropped_at when the row is written. D1 runs one statement at a time, so a listing
// written after `now` was read carries a later stamp and falls in the next window: none is skipped,
// none is looked at twice. The watermark moves only after the messages are queued; a run cut off in
// between looks at its window again, and the consumer's ledger check keeps that from mailing twice.

/** Subscribers per queue message: a consumer invocation sends this many mails at most (10 × 50 listings stays well inside the 128 KB message limit). */
export const SUBSCRIBERS_PER_MESSAGE = 10
/** Messages per sendBatch call (Cloudflare Queues' limit). */
const MESSAGES_PER_SEND = 100

export type NewsItem = { propertyId: number; kind: MatchKind; price: number | null; previousPrice: number | null }
/** One subscriber's news of a run: the mail the consumer sends them. */
export type SubscriberNews = { email: string; locale: Locale; alertIds: number[]; items: NewsItem[] }
export type AlertMailMessage = { subscribers: SubscriberNews[] }

export type AlertRunReport = {
  from: string
  until: string
  listings: number
  alerts: number
  subscribers: number
  matches: number
  messages: number
  matchingMs: number
}

/** The queue's producer side, all the run needs of it (a test or the benchmark passes its own). */
export type AlertMailProducer = { sendBatch(messages: Iterable<MessageSendRequest<AlertMailMessage>>): Promise<unknown> }

/**
 * Each subscriber's news among `listings`: per listing, the alerts it matches and what it is for
 * each (new, a price drop), once per subscriber whatever number of their alerts it matches, less
 * what `ledger` holds. The mail is in the language of the subscriber's latest confirmed alert.
 */
export function subscriberNews(
  listings: ReadonlyArray<CandidateListing>,
  alerts: ReadonlyArray<MailingAlert>,
  window: { from: string; until: string },
  ledger: ReadonlyMap<string, ReadonlyMap<number, ReadonlySet<MatchKind>>>,
): SubscriberNews[] {
  const bySubscriber = new Map<string, { news: SubscriberNews; latest: string; items: Map<number, NewsItem> }>()
  for (const listing of listings) {
    const townNames = listingTownNames(listing.city, listing.zip)
    for (const alert of alerts) {
      if (!matchesAlert(alert, listing, townNames)) continue
      const kind = newsKind(alert.confirmedAt, listing, window, ledger.get(alert.email)?.get(listing.id))
      if (!kind) continue
      let entry = bySubscriber.get(alert.email)
      if (!entry) {
        entry = { news: { email: alert.email, locale: alert.locale, alertIds: [], items: [] }, latest: alert.confirmedAt, items: new Map() }
        bySubscriber.set(alert.email, entry)
      }
      if (!entry.news.alertIds.includes(alert.id)) entry.news.alertIds.push(alert.id)
      if (alert.confirmedAt > entry.latest) {
        entry.latest = alert.confirmedAt
        entry.news.locale = alert.locale
      }
      // Two alerts of one subscriber may see one listing differently (one confirmed after it
      // arrived): new wins, it tells the price anyway.
      const known = entry.items.get(listing.id)
      if (!known || (known.kind === 'price-drop' && kind === 'new')) {
        entry.items.set(listing.id, {
          propertyId: listing.id,
          kind,
          price: listing.price,
          previousPrice: kind === 'price-drop' ? listing.previousPrice : null,
        })
      }
    }
  }
  return [...bySubscriber.values()].map(({ news, items }) => ({ ...news, items: [...items.values()] }))
}

export async function queueAlertMails(db: D1Queryable, queue: AlertMailProducer): Promise<AlertRunReport> {
  const until = await databaseNow(db)
  // The first run starts now: a new site does not mail its whole catalogue to its first alerts.
  const from = (await readWatermark(db)) ?? until
  const window = { from, until }
  const listings = from < until ? await listingsSeenOrDropped(db, from, until) : []
  const report: AlertRunReport = {
    from,
    until,
    listings: listings.length,
    alerts: 0,
    subscribers: 0,
    matches: 0,
    messages: 0,
    matchingMs: 0,
  }
  if (listings.length > 0) {
    const started = performance.now()
    const alerts = await mailingAlerts(db, [...new Set(listings.map((listing) => listing.goal))], until)
    const ledger = await ledgerFor(
      db,
      listings.map((listing) => listing.id),
    )
    const news = subscriberNews(listings, alerts, window, ledger)
    report.matchingMs = performance.now() - started
    report.alerts = alerts.length
    report.subscribers = news.length
    report.matches = news.reduce((total, subscriber) => total + subscriber.items.length, 0)
    const messages: Array<MessageSendRequest<AlertMailMessage>> = []
    for (let i = 0; i < news.length; i += SUBSCRIBERS_PER_MESSAGE)
      messages.push({ body: { subscribers: news.slice(i, i + SUBSCRIBERS_PER_MESSAGE) }, contentType: 'json' })
    for (let i = 0; i < messages.length; i += MESSAGES_PER_SEND) await queue.sendBatch(messages.slice(i, i + MESSAGES_PER_SEND))
    report.messages = messages.length
  }
  await writeWatermark(db, until)
  return report
}
