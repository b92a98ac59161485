import { useLingui } from '@lingui/react/macro'
import { DEFAULT_MARQUEE_IGNORE_LIST, priceDisplay } from '#/domain/price.ts'
import { useMarqueeName } from './marquee-names.ts'

/** spec §9 "Price display": euro in Belgian Dutch format, 'starting from', marquee name, on request. */
export function PriceText({
  price,
  priceUnit,
  publishPrice,
  marquee,
  goal,
}: {
  price: number | null
  priceUnit: number | null
  publishPrice: boolean
  marquee: number
  goal: number
}) {
  const { t } = useLingui()
  const marqueeName = useMarqueeName()
  const display = priceDisplay({ price, priceUnit, publishPrice, marquee, goal }, DEFAULT_MARQUEE_IGNORE_LIST)
  if (display.kind === 'marquee') return <>{marqueeName(display.marquee)}</>
  if (display.kind === 'on-demand') return <>{t`Price on request`}</>
  const amount = display.amount
  if (display.startingFrom && display.perMonth) return <>{t`From ${amount} per month`}</>
  if (display.startingFrom) return <>{t`From ${amount}`}</>
  if (display.perMonth) return <>{t`${amount} per month`}</>
  return <>{amount}</>
}
