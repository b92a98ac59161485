import type { I18n } from '@lingui/core'
import * as v from 'valibot'
import { i18nFor } from '#/i18n/section-catalogues.ts'
import { LOCALES, type Locale } from '#/i18n/locales.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import { propertyCardsByIds } from '#/listings/property-queries.server.ts'
import type { PropertyCard } from '#/listings/catalogue-types.ts'
import { alertLinks } from '#/features/subscribers/index.ts'
import { composeAlertMail, type AlertNews } from './alert-mail-content.ts'
import type { AlertMailMessage, SubscriberNews } from './alert-run.server.ts'
import { deliveryState, ledgerStatement } from './alert-store.server.ts'
import { recordDeliveredMessage, recordDroppedMessage } from './alert-mail-drops.server.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// The ALERT_MAILS queue's consumer (decision 017): each message holds a batch of subscribers,
// each gets one mail. Delivery is at least once, and the ledger makes it at most once per listing:
//  - before sending, a subscriber's news is checked against the ledger: what a former delivery of
//    this message (or an overlapping run) already sent is left out, and nothing left means no mail;
//  - after a successful send, the ledger rows are written in one statement: that is the mail marked
//    sent. A failed send writes nothing, and the message is retried (its other subscribers, already
//    in the ledger, are skipped then).
// The one duplicate left is a Worker dying between the send and that statement (milliseconds): we
// prefer a rare second mail to marking a mail sent before it went, which would lose it for good.
// Two deliveries of one subscriber's news at the same moment could both send; the window of the run
// hands each listing to one run only, so only a retry racing a late run's price drop could do that.

/**
 * wrangler.toml [[queues.consumers]] max_retries: a message is delivered up to 11 times (1 + 10
 * retries, RETRY_DELAY_SECONDS apart and more, about 55 minutes in all) before the Queue drops it;
 * only a subscriber whose every one of those 11 sends failed loses that mail.
 */
export const ALERT_MAIL_MAX_RETRIES = 10
/** The wait before a message is delivered again, times its delivery count (1 min, 2 min, … 10 min). */
const RETRY_DELAY_SECONDS = 60

const Items = v.array(
  v.object({
    propertyId: v.pipe(v.number(), v.integer()),
    kind: v.picklist(['new', 'price-drop']),
    price: v.nullable(v.number()),
    previousPrice: v.nullable(v.number()),
  }),
)
const MessageSchema = v.object({
  subscribers: v.array(
    v.object({
      email: v.pipe(v.string(), v.email()),
      locale: v.picklist(LOCALES),
      alertIds: v.array(v.pipe(v.number(), v.integer())),
      items: Items,
    }),
  ),
})

export type AlertMailDeps = { db: D1Queryable; mailer: Mailer; secret: string | undefined; origin: string }
export type SubscriberOutcome = 'sent' | 'nothing-new' | 'failed'
export type ConsumerReport = { sent: number; nothingNew: number; failed: number; retried: number; dropped: number }

/** What a consumer invocation shares between its subscribers: translations and listing cards, per language. */
export type DeliveryCache = {
  i18nOf(locale: Locale): Promise<I18n>
  cardsOf(locale: Locale, ids: ReadonlyArray<number>): Promise<Map<number, PropertyCard>>
}

function deliveryCache(db: D1Queryable): DeliveryCache {
  const translations = new Map<Locale, Promise<I18n>>()
  const cards = new Map<string, PropertyCard>()
  return {
    i18nOf(locale) {
      if (!translations.has(locale)) translations.set(locale, i18nFor(locale))
      return translations.get(locale)!
    },
    async cardsOf(locale, ids) {
      const missing = ids.filter((id) => !cards.has(`${locale}|${id}`))
      for (const card of await propertyCardsByIds(db, missing, locale)) cards.set(`${locale}|${card.id}`, card)
      return new Map(ids.flatMap((id) => (cards.has(`${locale}|${id}`) ? [[id, cards.get(`${locale}|${id}`)!] as const] : [])))
    },
  }
}

/** One subscriber's mail: sent and entered in the ledger, nothing left to tell, or failed (retry). */
export async function deliverSubscriberNews(
  subscriber: SubscriberNews,
  deps: AlertMailDeps,
  cache: DeliveryCache,
): Promise<SubscriberOutcome> {
  const { db, mailer } = deps
  const ids = subscriber.items.map((item) => item.propertyId)
  const state = await deliveryState(db, subscriber.email, ids, subscriber.alertIds)
  // Unsubscribed or paused since the run: nothing is sent (decision 017: one-click leaving stops the next mail).
  if (state.alertIds.length === 0) return 'nothing-new'
  const items = subscriber.items.filter((item) => state.onOffer.has(item.propertyId) && !state.mailed.get(item.propertyId)?.has(item.kind))
  if (items.length === 0) return 'nothing-new'
  const cards = await cache.cardsOf(
    subscriber.locale,
    items.map((item) => item.propertyId),
  )
  const news: AlertNews[] = items.flatMap((item) => {
    const card = cards.get(item.propertyId)
    return card ? [{ card, kind: item.kind, previousPrice: item.previousPrice }] : []
  })
  if (!deps.secret) throw new Error('SESSION_SECRET is not set: alert mails cannot carry their signed links')
  // The manage and one-click links of the subscriber's latest alert among those that still mail.
  const links = await alertLinks(deps.secret, deps.origin, { id: Math.max(...state.alertIds), locale: subscriber.locale })
  const mail = composeAlertMail({
    i18n: await cache.i18nOf(subscriber.locale),
    locale: subscriber.locale,
    to: subscriber.email,
    news,
    origin: deps.origin,
    links,
  })
  try {
    await mailer.send(mail)
  } catch {
    return 'failed'
  }
  const sent = items.map((item) => ({
    propertyId: item.propertyId,
    kind: item.kind,
    price: cards.get(item.propertyId)?.price ?? item.price,
  }))
  await ledgerStatement(db, subscriber.email, sent, new Date().toISOString()).run()
  return 'sent'
}

/** The queue handler's work: every message's subscribers, then ack, or retry when a send failed. */
export async function deliverAlertMails(batch: Pick<MessageBatch<unknown>, 'messages'>, deps: AlertMailDeps): Promise<ConsumerReport> {
  const report: ConsumerReport = { sent: 0, nothingNew: 0, failed: 0, retried: 0, dropped: 0 }
  const cache = deliveryCache(deps.db)
  let deliveredWhole = false
  for (const message of batch.messages) {
    const parsed = v.safeParse(MessageSchema, message.body)
    if (!parsed.success) {
      // Retrying a message that cannot be read would only fail again.
      console.error('alert mails: unreadable message dropped', parsed.issues[0]?.message)
      message.ack()
      report.dropped += 1
      // Decision 029: its subscribers, if any, get no mail of it: the operator hears of it.
      await recordDroppedMessage(
        deps.db,
        new Date(),
        subscriberCount(message.body),
        `unreadable message: ${parsed.issues[0]?.message ?? 'invalid'}`,
      )
      continue
    }
    let failed = 0
    let sent = 0
    let lastError: string | null = null
    for (const subscriber of (parsed.output as AlertMailMessage).subscribers) {
      let outcome: SubscriberOutcome
      try {
        outcome = await deliverSubscriberNews(subscriber, deps, cache)
      } catch (error) {
        console.error('alert mails: a subscriber’s mail could not be prepared', error instanceof Error ? error.message : error)
        lastError = error instanceof Error ? error.message : String(error)
        outcome = 'failed'
      }
      if (outcome === 'sent') sent += 1
      else if (outcome === 'nothing-new') report.nothingNew += 1
      else failed += 1
    }
    report.sent += sent
    report.failed += failed
    if (failed > 0) {
      message.retry({ delaySeconds: RETRY_DELAY_SECONDS * Math.max(1, message.attempts) })
      report.retried += 1
      // Decision 029: this was its last allowed delivery, so the Queue drops it now; the operator hears of it.
      if (message.attempts > ALERT_MAIL_MAX_RETRIES) {
        await recordDroppedMessage(deps.db, new Date(), failed, lastError ?? 'every send of its last delivery failed')
        report.dropped += 1
      }
    } else {
      message.ack()
      if (sent > 0) deliveredWhole = true
    }
  }
  if (deliveredWhole) await recordDeliveredMessage(deps.db, new Date())
  return report
}

/** How many subscribers an unreadable message seems to hold (0 when not even that can be read). */
function subscriberCount(body: unknown): number {
  const subscribers = (body as { subscribers?: unknown } | null)?.subscribers
  return Array.isArray(subscribers) ? subscribers.length : 0
}
