import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { siteConfig } from '#/config/site-config.ts'
import type { MatchKind } from '#/domain/alert-matching.ts'
import { formatArea } from '#/domain/display-formats.ts'
import { epcLabelDisplay } from '#/domain/epc-labels.ts'
import { pictureUrl } from '#/domain/picture-urls.ts'
import { DEFAULT_MARQUEE_IGNORE_LIST, formatEuro, MARQUEE, priceDisplay } from '#/domain/price.ts'
import type { Locale } from '#/i18n/locales.ts'
import { mailHtml, mailText, type MailCard } from '#/server/mail-layout.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import type { PropertyCard } from '#/listings/catalogue-types.ts'
import { propertyHref } from '#/listings/property-paths.ts'

// The search alert mail (decision 017): one per subscriber and run, in the alert's language,
// each new match as a card (picture, type, town, price, main facts, a link tagged utm_source=alert),
// a price drop saying so; a visible link to manage or stop the alert, and List-Unsubscribe.

/** Tags every property link, so the agency's analytics count what the alerts bring. */
export const ALERT_LINK_TAGS = 'utm_source=alert&utm_medium=email'
/** The picture width of a card in the mail: the spec's 600 px step (spec §9), sharp on a 536 px column. */
const MAIL_PICTURE_WIDTH = 600

export type AlertNews = { card: PropertyCard; kind: MatchKind; previousPrice: number | null }

export type AlertMailInput = {
  i18n: I18n
  locale: Locale
  to: string
  news: ReadonlyArray<AlertNews>
  /** siteUrl, without a trailing slash */
  origin: string
  /** the subscription's links (subscription-links.ts): the manage page and the one-click address */
  links: { manage: string; unsubscribe: string }
}

/** A site path made absolute on the site's origin; a CDN address stays as it is. */
function absolute(origin: string, url: string): string {
  return url.startsWith('/') ? origin + url : url
}

function priceText(card: PropertyCard, i18n: I18n): string {
  const display = priceDisplay(card, DEFAULT_MARQUEE_IGNORE_LIST)
  if (display.kind === 'marquee') return display.marquee === MARQUEE.option ? i18n._(msg`Under option`) : i18n._(msg`Price on request`)
  if (display.kind === 'on-demand') return i18n._(msg`Price on request`)
  const amount = display.amount
  if (display.startingFrom && display.perMonth) return i18n._(msg`From ${amount} per month`)
  if (display.startingFrom) return i18n._(msg`From ${amount}`)
  if (display.perMonth) return i18n._(msg`${amount} per month`)
  return amount
}

/** Bedrooms, living area (ground area for a plot, type 4, as the cards show it), EPC: what a card shows. */
function factsText(card: PropertyCard, i18n: I18n, locale: Locale): string {
  const bedrooms = card.bedrooms ?? 0
  const surface = card.typeId === 4 ? card.surfaceGround : (card.surfaceLiving ?? card.surfaceGround)
  const facts = [
    bedrooms > 0 ? i18n._(msg`${plural(bedrooms, { one: '# bedroom', other: '# bedrooms' })}`) : '',
    surface ? formatArea(surface, locale) : '',
    card.epcLabel ? i18n._(msg`EPC ${epcLabelDisplay(card.epcLabel)}`) : '',
  ]
  return facts.filter((fact) => fact !== '').join(' · ')
}

function cardOf({ card, kind, previousPrice }: AlertNews, { i18n, locale, origin }: AlertMailInput): MailCard {
  const typeName = card.typeName ?? i18n._(msg`Property`)
  const href = `${origin}${propertyHref(card, locale)}?${ALERT_LINK_TAGS}`
  const oldPrice = previousPrice !== null ? formatEuro(previousPrice) : undefined
  const newPrice = priceText(card, i18n)
  const facts = factsText(card, i18n, locale)
  return {
    href,
    image: card.picture ? absolute(origin, pictureUrl(card.picture.url, MAIL_PICTURE_WIDTH, card.createdAt.slice(0, 10))) : undefined,
    title: `${typeName} · ${card.town}`,
    note:
      kind === 'price-drop'
        ? oldPrice
          ? i18n._(msg`Lower price: ${newPrice} instead of ${oldPrice}`)
          : i18n._(msg`Lower price`)
        : undefined,
    lines: [...(kind === 'price-drop' ? [] : [newPrice]), ...(facts ? [facts] : [])],
    linkLabel: i18n._(msg`View this property`),
  }
}

/** The subject and heading: the new properties counted, or the lower prices when there are only those. */
export function alertMailSubject(i18n: I18n, news: ReadonlyArray<Pick<AlertNews, 'kind'>>): string {
  const count = news.filter((item) => item.kind === 'new').length
  if (count > 0) return i18n._(msg`${plural(count, { one: '# new property for your search', other: '# new properties for your search' })}`)
  const drops = news.length
  return i18n._(msg`${plural(drops, { one: 'A lower price for your search', other: '# lower prices for your search' })}`)
}

export function composeAlertMail(input: AlertMailInput): OutgoingMail {
  const { i18n, locale, to, news, links } = input
  const { agency, leads } = siteConfig()
  const subject = alertMailSubject(i18n, news)
  const agencyName = agency.name
  const body = {
    language: locale,
    heading: subject,
    intro: [i18n._(msg`These properties match the search alert you set up with ${agencyName}.`)],
    lines: [],
    outro: [],
    cards: news.map((item) => cardOf(item, input)),
    footer: {
      text: i18n._(
        msg`You receive this mail because you confirmed a search alert on our website. You can change its criteria, pause it or stop it at any time.`,
      ),
      links: [{ href: links.manage, label: i18n._(msg`Manage or stop this alert`) }],
    },
  }
  return {
    from: { email: leads.sender, name: agencyName },
    to: { email: to },
    subject,
    text: mailText(body),
    html: mailHtml(body),
    language: locale,
    listUnsubscribe: links.unsubscribe,
  }
}
