import { useLingui } from '@lingui/react/macro'
import { DEFAULT_MARQUEE_IGNORE_LIST, priceDisplay } from '~/domain/price'
import { useMarqueeName } from '~/features/catalogue/components/marquee-names'
import type { ListingPoint } from './map-types'

/** A result's price as words, for a marker's name (PriceText's wording, as text). */
export function usePriceLabel(): (point: ListingPoint) => string {
  const { t } = useLingui()
  const marqueeName = useMarqueeName()
  return (point) => {
    const display = priceDisplay(point, DEFAULT_MARQUEE_IGNORE_LIST)
    if (display.kind === 'marquee') return marqueeName(display.marquee)
    if (display.kind === 'on-demand') return t`Price on request`
    const amount = display.amount
    if (display.startingFrom && display.perMonth) return t`From ${amount} per month`
    if (display.startingFrom) return t`From ${amount}`
    if (display.perMonth) return t`${amount} per month`
    return amount
  }
}
