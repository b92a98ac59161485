import { useLingui } from '@lingui/react/macro'
import { PageLink } from '#/components/PageLink.tsx'
import { otherLanguage } from '#/i18n/locales.ts'
import { formatLongDate, formatNumber } from '#/domain/display-formats.ts'
import { ArrowRightIcon } from '#/components/icons.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import type { CatalogueStats, PropertyCard as Card } from '#/listings/catalogue-types.ts'
import type { Testimonial } from '#/features/testimonials/index.ts'
import { PropertyGrid } from '#/listings/cards/PropertyGrid.tsx'
import { CardFavouriteToggle } from '#/features/favourites/index.ts'

/** spec §2 "/ (home)": property-list of latest offers (max 4 items, 4 per row). */
export function LatestOffers({ items }: { items: Card[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  if (items.length === 0) return null
  return (
    <section aria-labelledby="latest-offers" className="container-page py-20 md:py-28">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="latest-offers" className="text-3xl leading-tight md:text-5xl">
          {t`Latest offers`}
        </h2>
        <PageLink to="/$lang/for-sale/" params={{ lang: locale }} className="inline-flex items-center gap-2 font-semibold text-brand-dark">
          {t`All properties for sale`}
          <ArrowRightIcon size={18} />
        </PageLink>
      </div>
      <PropertyGrid items={items} toggle={CardFavouriteToggle} className="mt-10" />
    </section>
  )
}

/** spec §2 "/ (home)": stats-view, the database's current figures. */
export function StatsView({ stats }: { stats: CatalogueStats }) {
  const { t } = useLingui()
  const locale = useLocale()
  const figures = [
    { value: stats.forSale, label: t`properties for sale` },
    { value: stats.forRent, label: t`properties for rent` },
    { value: stats.projects, label: t`new-build projects` },
    { value: stats.towns, label: t`towns and villages` },
  ]
  return (
    <section aria-labelledby="stats" className="bg-brand-dark py-16 text-white md:py-20">
      <div className="container-page">
        <h2 id="stats" className="sr-only">
          {t`Our figures today`}
        </h2>
        <dl className="grid grid-cols-2 gap-8 xl:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-white/80">{figure.label}</dt>
              <dd className="font-display text-5xl md:text-6xl">{formatNumber(figure.value, locale)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

/**
 * spec §2 "/ (home)": article of customer reviews — approved testimonials, in the order given
 * (the page's language first). A review written in another language says so (WCAG 3.1.2).
 */
export function CustomerReviews({ reviews }: { reviews: Testimonial[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  if (reviews.length === 0) return null
  return (
    <section aria-labelledby="reviews" className="bg-paper py-20 md:py-28">
      <div className="container-page">
        <h2 id="reviews" className="text-3xl leading-tight md:text-5xl">
          {t`What our clients say`}
        </h2>
        <ul className="mt-10 grid gap-6 xl:grid-cols-3">
          {reviews.map((review) => {
            const stars = review.rating ?? 0
            const lang = otherLanguage(review.language, locale)
            const author = review.author
            return (
              <li key={review.id}>
                <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-8">
                  {stars > 0 && (
                    <p className="text-accent">
                      <span aria-hidden="true">{'★'.repeat(stars)}</span>
                      <span className="sr-only">{t`${stars} out of 5 stars`}</span>
                    </p>
                  )}
                  <blockquote lang={lang} className="mt-3 flex-1 text-lg leading-relaxed">
                    “{review.comment}”
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3 text-sm text-muted">
                    {review.picture && (
                      <img
                        src={review.picture}
                        alt={t`Picture sent by ${author}`}
                        width={56}
                        height={56}
                        loading="lazy"
                        className="size-14 shrink-0 rounded-full object-cover"
                      />
                    )}
                    <span>
                      <span className="font-semibold text-ink">{review.author}</span>
                      {review.about && (
                        <>
                          {' · '}
                          <span lang={lang}>{review.about}</span>
                        </>
                      )}
                      <span> · {formatLongDate(review.postedAt, locale)}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
