import { useLingui } from '@lingui/react/macro'
import { hrefFor } from '~/i18n/path-table'
import { SiteLink } from '~/components/shell/SiteLink'
import { useLocale } from '~/components/shell/use-locale'
import { PropertySearch } from '~/features/property-search/PropertySearch'
import type { PropertyCard } from '../catalogue-types'
import { SimilarProperties } from './PropertyView'

/**
 * spec §8: 'Property Not Found', 'Property Sold', 'The property you requested has been rented';
 * each with a way on: similar listings, the listings, a search form.
 */
export function PropertyUnavailable({ reason, goal, similar = [] }: { reason: 'not-found' | 'sold' | 'rented'; goal?: 0 | 1; similar?: PropertyCard[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const heading = reason === 'sold' ? t`Property Sold` : reason === 'rented' ? t`The property you requested has been rented` : t`Property Not Found`
  const text =
    reason === 'not-found'
      ? t`This reference does not exist or is no longer online. Search our current offer below.`
      : t`This property is no longer available. These similar properties may interest you.`
  return (
    <>
      <div className="bg-paper">
        <div className="container-page py-16 md:py-20">
          <h1 className="max-w-3xl text-3xl md:text-5xl">{heading}</h1>
          <p className="mt-4 max-w-xl text-lg text-muted">{text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <SiteLink href={hrefFor(goal === 1 ? 'for-rent' : 'for-sale', locale)} className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark">
              {goal === 1 ? t`All properties for rent` : t`All properties for sale`}
            </SiteLink>
            <SiteLink href={hrefFor('', locale)} className="rounded-full border border-line bg-white px-6 py-3 font-semibold hover:border-ink">
              {t`Return to the home page`}
            </SiteLink>
          </div>
          {reason === 'not-found' && (
            <div className="relative z-10 mt-10">
              <PropertySearch />
            </div>
          )}
        </div>
      </div>
      <div className="pt-16">
        <SimilarProperties items={similar} />
      </div>
    </>
  )
}
