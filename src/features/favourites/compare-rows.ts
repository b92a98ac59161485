import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '#/i18n/locales.ts'
import { formatArea, formatNumber } from '#/domain/display-formats.ts'
import { epcLabelDisplay } from '#/domain/epc-labels.ts'
import { formatEuro } from '#/domain/price.ts'
import type { ComparedProperty } from './favourites-types.ts'

// Decision 021, compare: the rows a buyer compares, in a fixed order, each value formatted as the property
// page formats it (property-facts.ts), and whether the properties differ on it.

export type CompareRow = { id: string; label: string; values: string[]; differs: boolean }

/** Whether the values differ: a value some have and others lack is a difference too. */
export function differs(values: ReadonlyArray<string>): boolean {
  return new Set(values).size > 1
}

/** `price` is the price as the cards print it (PriceText: "on request", the marquee, "per month"). */
export function compareRows(
  properties: ReadonlyArray<ComparedProperty>,
  i18n: I18n,
  locale: Locale,
  price: (property: ComparedProperty) => string,
): CompareRow[] {
  const yes = i18n._(msg`Yes`)
  const no = i18n._(msg`No`)
  const area = (value: number | null | undefined) => formatArea(value, locale)
  const count = (value: number | null | undefined) => (value === null || value === undefined ? '' : formatNumber(value, locale))
  const flag = (value: boolean | undefined) => (value === undefined ? '' : value ? yes : no)
  /** A surface when the record gives one, else whether it has one. */
  const areaOrFlag = (surface: number | undefined, has: boolean | undefined) => (surface ? area(surface) : flag(has))
  const charges = ({ card, details }: ComparedProperty) => {
    const amount = card.goal === 0 ? details.chargesOwner : details.chargesRenter
    if (amount === undefined) return ''
    const euro = formatEuro(amount)
    return card.goal === 0 ? euro : i18n._(msg`${euro} per month`)
  }
  const rows: Array<[string, MessageDescriptor, (property: ComparedProperty) => string]> = [
    ['price', msg`Price`, price],
    ['type', msg`Type`, ({ card }) => card.typeName ?? ''],
    ['town', msg`Town`, ({ card }) => `${card.zip} ${card.town}`],
    ['living', msg`Living area`, ({ card }) => area(card.surfaceLiving)],
    ['plot', msg`Plot`, ({ card }) => area(card.surfaceGround)],
    ['bedrooms', msg`Bedrooms`, ({ card }) => count(card.bedrooms)],
    ['bathrooms', msg`Bathrooms`, ({ card }) => count(card.bathrooms)],
    ['epc-label', msg`EPC label`, ({ card }) => (card.epcLabel ? epcLabelDisplay(card.epcLabel) : '')],
    ['epc-value', msg`Specific primary energy use`, ({ card }) => formatArea(card.epcValue, locale, 'energyPerArea')],
    ['construction', msg`Construction year`, ({ details }) => (details.constructionYear ? String(details.constructionYear) : '')],
    ['garden', msg`Garden`, ({ details }) => areaOrFlag(details.surfaceGarden, details.hasGarden)],
    ['terrace', msg`Terrace`, ({ details }) => areaOrFlag(details.surfaceTerrace, details.hasTerrace)],
    ['garage', msg`Garage`, ({ details }) => (details.garages ? count(details.garages) : flag(details.hasGarage))],
    ['charges', msg`Charges`, charges],
  ]
  return rows.map(([id, label, value]) => {
    const values = properties.map(value)
    return { id, label: i18n._(label), values, differs: differs(values) }
  })
}
