import { useLingui } from '@lingui/react/macro'
import { GOAL_LABELS } from '#/domain/goal-labels.ts'
import { PageLink } from '#/components/PageLink.tsx'
import { LISTING_ROUTES } from '#/listings/property-paths.ts'
import type { Goal } from '#/domain/catalogue-ids.ts'
import { useLocale } from '#/components/shell/use-locale.ts'
import { PropertySearch } from '#/features/property-search/index.ts'
import type { PropertyCard } from '#/listings/catalogue-types.ts'
import { SimilarProperties } from './PropertyView.tsx'

/**
 * spec §8: 'Property Not Found', 'Property Sold', 'The property you requested has been rented';
 * each with a way on: similar listings, the listings, a search form.
 */
export function PropertyUnavailable({
  reason,
  goal = 0,
  similar = [],
}: {
  reason: 'not-found' | 'sold' | 'rented'
  goal?: Goal
  similar?: PropertyCard[]
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const heading =
    reason === 'sold' ? t`Property Sold` : reason === 'rented' ? t`The property you requested has been rented` : t`Property Not Found`
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
            <PageLink
              to={LISTING_ROUTES[goal]}
              params={{ lang: locale }}
              className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
            >
              {i18n._(GOAL_LABELS[goal].allProperties)}
            </PageLink>
            <PageLink
              to="/$lang/"
              params={{ lang: locale }}
              className="rounded-full border border-line bg-white px-6 py-3 font-semibold hover:border-ink"
            >
              {t`Return to the home page`}
            </PageLink>
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
