import { cleanText } from './text-cleaning.ts'
import { formatEuroDigits } from './decimal-format.ts'

/**
 * Price display rules (spec §9 "Price display", §4, §8).
 *
 * Spacing: the strings are Intl's output as is, so the euro sign and the amount are joined by a
 * no-break space (U+00A0), e.g. '€\u00a0345.000'. We keep it on purpose: a price must never wrap
 * between the sign and the digits. Tests assert that exact character.
 */

// spec §8 "Error catalogue": currency formatting failure yields the text NaN.
const CURRENCY_FAILURE_TEXT = 'NaN'

// spec §9 "Price display": PriceUnit 7 shows 'starting from' before the price.
export const PRICE_UNIT_STARTING_FROM = 7

// spec §4 "States and transitions": Goal 0 means for sale, anything else for rent.
const GOAL_FOR_SALE = 0

/**
 * Marquee codes. The spec (§3, §9 "Limits") only gives the range 0-4 and says the meaning is not
 * shown; we read 0 none, 1 sold, 2 rented, 3 under option, 4 new. The UI shows the record's own
 * MarqueeName, so a wrong guess only changes which listings hide their price, never the wording.
 */
export const MARQUEE = { none: 0, sold: 1, rented: 2, option: 3, new: 4 } as const
export type Marquee = (typeof MARQUEE)[keyof typeof MARQUEE]

/**
 * spec §9 "Price display": marquee values in an ignore list show the marquee name instead of the price.
 * The list itself is not in the spec: by our reading above, sold, rented and under option hide the
 * price, while 'new' still shows it.
 */
export const DEFAULT_MARQUEE_IGNORE_LIST: ReadonlyArray<number> = [MARQUEE.sold, MARQUEE.rented, MARQUEE.option]

// spec §9 "Price display": euro sign, Belgian Dutch number format, the convention of every number (decision 011).

/** '€\u00a0345.000'; 'NaN' when the amount cannot be formatted (Intl itself would print '€\u00a0NaN' or '€\u00a0∞'). */
export function formatEuro(amount: number): string {
  if (!Number.isFinite(amount)) return CURRENCY_FAILURE_TEXT
  return formatEuroDigits(amount, { maxFractionDigits: 0 })
}

export type PriceDisplay =
  | { kind: 'price'; amount: string; startingFrom: boolean; perMonth: boolean }
  | { kind: 'marquee'; marquee: number }
  | { kind: 'on-demand' }

export type PriceInput = {
  price: number | null | undefined
  priceUnit?: number | null
  publishPrice?: boolean | null
  marquee?: number | null
  goal: number
}

/**
 * What the price slot of a listing shows. The marquee wins over everything (a sold house shows
 * 'sold' even if its price is published); then an unpublished or missing price means 'price on
 * request'. A NaN price is not treated as missing: it reaches formatEuro and shows 'NaN' as §8 says.
 */
export function priceDisplay(input: PriceInput, ignoreMarquees: ReadonlyArray<number>): PriceDisplay {
  const { marquee } = input
  if (marquee != null && marquee !== MARQUEE.none && ignoreMarquees.includes(marquee)) return { kind: 'marquee', marquee }
  // Only an explicit false hides the price: older records leave PublishPrice unset.
  if (input.publishPrice === false || input.price == null || input.price === 0) return { kind: 'on-demand' }
  return {
    kind: 'price',
    amount: formatEuro(input.price),
    startingFrom: input.priceUnit === PRICE_UNIT_STARTING_FROM,
    perMonth: input.goal !== GOAL_FOR_SALE,
  }
}

export type HeadlineStatus = { status: 'sold' | 'option' | undefined; headline: string }

// spec §4 "States and transitions": status is conveyed in the headline prefix '- VENDU -' (sold) or '- OPTION -' (under option).
// VERKOCHT/OPTIE and SOLD are the same prefixes as agents type them in Dutch and English headlines.
const HEADLINE_PREFIX = /^\s*-\s*(vendu|verkocht|sold|option|optie)\s*-\s*/i
const OPTION_WORDS = new Set(['option', 'optie'])

/**
 * Splits a status prefix off a free headline, so the badge and the text can be styled apart. spec §4:
 * the prefix is "followed by the agency name" ('- OPTION - Immo Dyle Maison rénovée'): the name goes
 * with it, so the headline is 'Maison rénovée'. Entities and tags are cleaned ('c&oelig;ur').
 */
export function headlineStatus(typeDescription: string | null | undefined, agencyName?: string): HeadlineStatus {
  const text = cleanText(typeDescription)
  const match = HEADLINE_PREFIX.exec(text)
  if (!match) return { status: undefined, headline: text }
  const status = OPTION_WORDS.has(match[1]!.toLowerCase()) ? 'option' : 'sold'
  return { status, headline: withoutLeadingName(text.slice(match[0].length), agencyName) }
}

/** 'Immo Dyle Maison' → 'Maison'; a headline that is only the name, or starts with a longer word, stays. */
function withoutLeadingName(headline: string, agencyName: string | undefined): string {
  const name = agencyName?.trim()
  if (!name || !headline.toLowerCase().startsWith(name.toLowerCase())) return headline.trim()
  const rest = headline.slice(name.length)
  if (rest !== '' && !/^[\s:,.–—-]/.test(rest)) return headline.trim()
  const stripped = rest.replace(/^[\s:,.–—-]+/, '').trim()
  return stripped === '' ? headline.trim() : stripped
}
