import { useLingui } from '@lingui/react/macro'
import { MARQUEE } from '#/domain/price.ts'

/** The name of a marquee value, shown instead of a price or as a ribbon (spec §9). */
export function useMarqueeName(): (marquee: number) => string {
  const { t } = useLingui()
  return (marquee) => {
    switch (marquee) {
      case MARQUEE.sold:
        return t`Sold`
      case MARQUEE.rented:
        return t`Rented`
      case MARQUEE.option:
        return t`Under option`
      case MARQUEE.new:
        return t`New`
      default:
        return ''
    }
  }
}
