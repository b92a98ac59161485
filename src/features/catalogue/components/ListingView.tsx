import { useId } from 'react'
import { PageLink } from '~/components/PageLink'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { Locale } from '~/i18n/locales'
import { hrefFor } from '~/i18n/path-table'
import { GOALS, isPropertyTypeId, type Goal } from '~/domain/catalogue-ids'
import { GOAL_LABELS } from '~/domain/goal-labels'
import { PageHeader } from '~/components/PageHeader'
import type { ListingPageData, PropertyType } from '../catalogue-types'
import type { ListingSearch } from '../listing-search'
import { LISTING_ROUTES } from '../property-paths'
import { PropertyGrid } from './PropertyGrid'
import { ListingMapView } from '~/features/property-map/ListingMapView'
import { PropertySearch } from '~/features/property-search/PropertySearch'

/** The listing's search for a page: its filters, and the page number from page 2 on (page 1 is the listing itself). */
function pageSearch(search: ListingSearch, page: number): ListingSearch {
  return { city: search.city, type: search.type, page: page > 1 ? page : undefined }
}

/** Page numbers to show: first, last and two around the current one, with gaps marked. */
function pageWindow(page: number, pageCount: number): Array<number | 'gap'> {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount))
  const sorted = [...pages].sort((a, b) => a - b)
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? (['gap', p] as const) : [p]))
}

/** spec §2 "/for-sale/", "/for-rent/": filters, cards 4 per row on desktop, pagination. */
export function ListingView({ goal, data, search, locale }: { goal: Goal; data: ListingPageData; search: ListingSearch; locale: Locale }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const townId = useId()
  const typeId = useId()
  const { listing, types, towns } = data
  const { segment, count } = GOALS[goal]
  const listingLink = { to: LISTING_ROUTES[goal], params: { lang: locale } } as const
  const total = listing.total
  const filtered = Boolean(search.city || search.type)
  const countFor = (type: PropertyType) => type[count]
  return (
    <>
      <PageHeader neutral={segment} title={i18n._(GOAL_LABELS[goal].listingTitle)}>
        <div className="relative z-20 mt-6">
          <PropertySearch />
        </div>
        <form
          method="get"
          // Without JavaScript the browser submits the same fields to the listing.
          action={hrefFor(segment, locale)}
          className="mt-4 grid gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm md:grid-cols-[1fr_1fr_auto] md:items-end"
          onSubmit={(event) => {
            event.preventDefault()
            const form = new FormData(event.currentTarget)
            const city = String(form.get('city') ?? '')
            const type = Number(form.get('type') ?? '')
            void navigate({ ...listingLink, search: { city: city || undefined, type: isPropertyTypeId(type) ? type : undefined } })
          }}
        >
          <div className="grid gap-1.5">
            <label htmlFor={townId} className="text-sm font-medium">
              {t`Town`}
            </label>
            <select id={townId} name="city" defaultValue={data.chosenTown ?? ''} key={data.chosenTown ?? ''} className="min-h-12 rounded-lg border border-line bg-white px-3">
              <option value="">{t`All towns`}</option>
              {towns.map((town) => (
                <option key={town.value} value={town.value}>
                  {town.label} ({town.zip}) · {town.count}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={typeId} className="text-sm font-medium">
              {t`Property type`}
            </label>
            <select id={typeId} name="type" defaultValue={search.type ? String(search.type) : ''} key={search.type ?? ''} className="min-h-12 rounded-lg border border-line bg-white px-3">
              <option value="">{t`All types`}</option>
              {types.map((type) => (
                <option key={type.id} value={type.id} disabled={countFor(type) === 0}>
                  {type.name} · {countFor(type)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="min-h-12 rounded-full bg-brand px-6 font-semibold whitespace-nowrap text-white hover:bg-brand-dark">
            {t`Show properties`}
          </button>
        </form>
      </PageHeader>
      <section className="container-page pt-10 pb-20 md:pb-28" aria-labelledby="listing-results">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="listing-results" className="font-display text-2xl" aria-live="polite">
            {total === 0 ? (
              t`No properties match`
            ) : (
              <Trans>
                {total} properties · page {listing.page} of {listing.pageCount}
              </Trans>
            )}
          </h2>
          {filtered && (
            <PageLink {...listingLink} className="text-sm font-semibold text-brand-dark underline underline-offset-4">
              {t`Clear the filters`}
            </PageLink>
          )}
        </div>
        {search.view === 'map' && total > 0 ? (
          <ListingMapView goal={goal} search={search} locale={locale} />
        ) : total === 0 ? (
          <p className="mt-6 max-w-xl text-lg text-muted">{t`No results found for your search. Change the town or the type, or see every property.`}</p>
        ) : (
          <PropertyGrid items={listing.items} firstIsPriority />
        )}
        {listing.pageCount > 1 && search.view !== 'map' && (
          <nav aria-label={t`Pages`} className="mt-12 flex flex-wrap items-center justify-center gap-2">
            {listing.page > 1 && (
              <PageLink {...listingLink} search={pageSearch(search, listing.page - 1)} rel="prev" className="rounded-full border border-line px-4 py-2 hover:border-ink">
                {t`Previous`}
              </PageLink>
            )}
            {pageWindow(listing.page, listing.pageCount).map((p, i) =>
              p === 'gap' ? (
                <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
                  …
                </span>
              ) : (
                <PageLink
                  key={p}
                  {...listingLink}
                  search={pageSearch(search, p)}
                  aria-current={p === listing.page ? 'page' : undefined}
                  aria-label={t`Page ${p}`}
                  className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-3 ${p === listing.page ? 'border-ink bg-ink text-white' : 'border-line hover:border-ink'}`}
                >
                  {p}
                </PageLink>
              ),
            )}
            {listing.page < listing.pageCount && (
              <PageLink {...listingLink} search={pageSearch(search, listing.page + 1)} rel="next" className="rounded-full border border-line px-4 py-2 hover:border-ink">
                {t`Next`}
              </PageLink>
            )}
          </nav>
        )}
      </section>
    </>
  )
}
