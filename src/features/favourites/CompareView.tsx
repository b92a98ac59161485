import { useLingui } from '@lingui/react/macro'
import { PageHeader } from '#/components/PageHeader.tsx'
import { PageLink } from '#/components/PageLink.tsx'
import { SiteLink } from '#/components/shell/SiteLink.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import { DEFAULT_MARQUEE_IGNORE_LIST, priceDisplay } from '#/domain/price.ts'
import { propertyHref } from '#/listings/property-paths.ts'
import { PropertyPicture } from '#/listings/cards/PropertyPicture.tsx'
import { useMarqueeName } from '#/listings/cards/marquee-names.ts'
import { COMPARE_MIN, listLink } from './favourite-ids.ts'
import { compareRows } from './compare-rows.ts'
import type { ComparedProperty, Comparison } from './favourites-types.ts'

function titleOf({ card }: ComparedProperty): string {
  return card.headline || `${card.typeName ?? ''} ${card.town}`.trim()
}

/**
 * Decision 021, compare: a real table (column headers per property, row headers per fact) whose first
 * column stays put on a phone while the properties scroll sideways. A row where the properties differ
 * says so in words beside its name, and its cells are tinted: never colour alone.
 */
export function CompareView({ comparison }: { comparison: Comparison | undefined }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const marqueeName = useMarqueeName()
  const properties = comparison?.properties ?? []
  const favourites = hrefFor('favourites', locale)
  const priceText = ({ card }: ComparedProperty) => {
    const display = priceDisplay(card, DEFAULT_MARQUEE_IGNORE_LIST)
    if (display.kind === 'marquee') return marqueeName(display.marquee)
    if (display.kind === 'on-demand') return t`Price on request`
    const amount = display.amount
    if (display.startingFrom && display.perMonth) return t`From ${amount} per month`
    if (display.startingFrom) return t`From ${amount}`
    if (display.perMonth) return t`${amount} per month`
    return amount
  }
  const rows = compareRows(properties, i18n, locale, priceText)
  const count = properties.length
  const offline = comparison?.offline ?? []
  const offlineList = offline.join(', ')

  return (
    <article>
      <PageHeader neutral="compare" title={t`Compare properties`} lead={t`Side by side, with the rows where they differ marked.`} />
      <div className="container-page py-10 md:py-14">
        {count < COMPARE_MIN ? (
          <div className="rounded-2xl border border-line bg-white p-6 md:p-10">
            <p className="font-display text-2xl">{t`Pick two to four properties to compare.`}</p>
            <p className="mt-2 text-muted">{t`Choose them on your favourites page: tick "Compare" under each one.`}</p>
            <PageLink
              to="/$lang/favourites/"
              params={{ lang: locale }}
              className="mt-6 inline-flex rounded-full bg-brand px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-dark"
            >
              {t`Your favourites`}
            </PageLink>
          </div>
        ) : (
          <>
            <div
              role="region"
              aria-labelledby="compare-caption"
              tabIndex={0}
              className="relative -mx-4 overflow-x-auto overscroll-x-contain focus-visible:outline-3 focus-visible:outline-accent md:mx-0"
            >
              {/* `relative`: the visually hidden texts inside are placed within this box, so they scroll with it instead of widening the page. */}
              <table
                className="w-full min-w-max border-separate border-spacing-0 text-left text-sm md:text-base"
                data-compare-count={count}
              >
                <caption id="compare-caption" className="sr-only">
                  {t`Comparison of ${count} properties`}
                </caption>
                <thead>
                  <tr>
                    <td className="sticky left-0 z-10 w-32 min-w-32 border-b border-line bg-white md:w-48" />
                    {properties.map((property) => (
                      <th
                        key={property.card.id}
                        scope="col"
                        className="w-44 min-w-44 border-b border-line px-3 pb-4 align-top font-normal md:w-64 md:min-w-56"
                      >
                        <PropertyPicture
                          picture={property.card.picture}
                          alt=""
                          sizes="(min-width: 767px) 16rem, 11rem"
                          version={property.card.createdAt.slice(0, 10)}
                          maxWidth={600}
                          className="rounded-lg"
                        />
                        <SiteLink
                          href={propertyHref(property.card, locale)}
                          className="mt-3 line-clamp-3 block font-display text-base leading-snug font-semibold text-ink underline-offset-4 hover:underline md:text-lg"
                        >
                          {titleOf(property)}
                        </SiteLink>
                        {(property.card.status === 'sold' || property.card.status === 'rented') && (
                          <span className="mt-2 inline-flex rounded-full bg-ink px-2.5 py-0.5 text-xs font-semibold text-white uppercase">
                            {property.card.status === 'sold' ? t`Sold` : t`Rented`}
                          </span>
                        )}
                        {count > COMPARE_MIN && (
                          <SiteLink
                            href={listLink(
                              hrefFor('compare', locale),
                              properties.filter((other) => other !== property).map((other) => other.card.id),
                            )}
                            className="mt-2 block text-xs font-semibold text-brand-dark underline underline-offset-4"
                          >
                            {t`Leave out`}
                            <span className="sr-only"> {titleOf(property)}</span>
                          </SiteLink>
                        )}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id} data-row={row.id} data-differs={row.differs ? 'true' : 'false'}>
                      <th
                        scope="row"
                        className="sticky left-0 z-10 border-b border-line bg-white py-3 pr-3 pl-4 align-top font-semibold md:pl-0"
                      >
                        {row.label}
                        {row.differs && (
                          <span className="mt-1 flex items-center gap-1 text-xs font-semibold text-brand-dark">
                            <span aria-hidden="true">≠</span> {t`differs`}
                          </span>
                        )}
                      </th>
                      {row.values.map((value, index) => (
                        <td
                          key={properties[index]!.card.id}
                          className={`border-b border-line px-3 py-3 align-top ${row.differs ? 'bg-accent/10' : ''}`}
                        >
                          {value === '' ? (
                            <>
                              <span aria-hidden="true" className="text-muted">
                                —
                              </span>
                              <span className="sr-only">{t`not given`}</span>
                            </>
                          ) : (
                            value
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-4 text-sm text-muted md:hidden">{t`Swipe the table sideways to see every property.`}</p>
          </>
        )}
        {offline.length > 0 && <p className="mt-6 text-sm text-muted">{t`No longer online, so left out: ${offlineList}.`}</p>}
        {count >= COMPARE_MIN && (
          <p className="mt-8">
            <SiteLink href={favourites} className="font-semibold text-brand-dark underline underline-offset-4">
              {t`Back to your favourites`}
            </SiteLink>
          </p>
        )}
      </div>
    </article>
  )
}
