import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { PageLink } from '#/components/PageLink.tsx'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg, plural } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useNavigate } from '@tanstack/react-router'
import type { Locale } from '#/i18n/locales.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import { GOALS, type Goal } from '#/domain/catalogue-ids.ts'
import { GOAL_LABELS } from '#/domain/goal-labels.ts'
import { PageHeader } from '#/components/PageHeader.tsx'
import { keepTabInside } from '#/components/dialog-focus-trap.ts'
import type { ListingPageData, PropertyType } from '#/listings/catalogue-types.ts'
import {
  EPC_LETTERS,
  FILTER_BOUNDS,
  hasFilters,
  LISTING_SORTS,
  parseListingSearch,
  type ListingSearch,
  type ListingSort,
} from '#/listings/listing-search.ts'
import { getListingCount } from '../property-pages.functions.ts'
import { LISTING_ROUTES } from '#/listings/property-paths.ts'
import { PropertyGrid } from '#/listings/cards/PropertyGrid.tsx'
import { CardFavouriteToggle } from '#/features/favourites/index.ts'
import { PropertySearch } from '#/features/property-search/index.ts'

/** The listing's search for a page: its filters, order and view, and the page number from page 2 on (page 1 is the listing itself). */
function pageSearch(search: ListingSearch, page: number): ListingSearch {
  return { ...search, page: page > 1 ? page : undefined }
}

/** Page numbers to show: first, last and two around the current one, with gaps marked. */
function pageWindow(page: number, pageCount: number): Array<number | 'gap'> {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount))
  const sorted = [...pages].sort((a, b) => a - b)
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? (['gap', p] as const) : [p]))
}

/** The form's fields as the URL would carry them: the same parsing, so an invalid field is left out as the server would. */
function searchOfForm(form: HTMLFormElement): ListingSearch {
  const raw = Object.fromEntries([...new FormData(form).entries()].filter(([, value]) => value !== ''))
  return parseListingSearch(raw).search
}

/** Bedroom minimums the select offers (the URL takes up to FILTER_BOUNDS.bedrooms.max). */
const BEDROOM_CHOICES = [1, 2, 3, 4, 5] as const
/** How long the sheet waits after the last change before it asks for the count (typing a price). */
const COUNT_DEBOUNCE_MS = 300

/**
 * The count of a filter set, asked once per set: the key is the parsed filters (never the raw query
 * string), so the cache holds at most one entry per valid combination a visitor tried.
 */
const countCache = new Map<string, Promise<number>>()
function countFor(goal: Goal, search: ListingSearch): Promise<number> {
  const { city, type, priceMin, priceMax, bedrooms, surfaceMin, epc } = search
  const data = { goal, city, type, priceMin, priceMax, bedrooms, surfaceMin, epc }
  const key = JSON.stringify(data)
  let count = countCache.get(key)
  if (!count) {
    count = getListingCount({ data })
    count.catch(() => countCache.delete(key))
    countCache.set(key, count)
  }
  return count
}

const SORT_LABELS: Record<ListingSort, MessageDescriptor> = {
  newest: msg`Newest first`,
  'price-asc': msg`Price, lowest first`,
  'price-desc': msg`Price, highest first`,
  'surface-desc': msg`Largest living area first`,
}
const msgShowCount = (count: number) => msg`${plural(count, { one: 'Show # property', other: 'Show # properties' })}`
const msgNoMatch = msg`No property matches these filters`
const msgMatchCount = (count: number) =>
  count === 0 ? msgNoMatch : msg`${plural(count, { one: '# property matches these filters', other: '# properties match these filters' })}`

const fieldClass = 'min-h-12 w-full rounded-lg border border-line bg-white px-3'
const labelClass = 'text-sm font-medium'

/**
 * spec §2 "/for-sale/", "/for-rent/": filters, cards 4 per row on desktop, pagination. Decision 019: the
 * price, bedroom, living-area and energy filters in a bar on desktop and a sheet on a phone (a modal
 * <dialog> with JavaScript; without it the filters button opens the same sheet as the URL's target),
 * the order, and the list/map toggle. `mapSlot` is where the listing's map goes when `view=map`.
 */
/** `query` and `answer`: the search box's text sent without JavaScript and the page's answer to it (decision 028). */
export function ListingView({
  goal,
  data,
  search,
  locale,
  mapSlot,
  query,
  answer,
}: {
  goal: Goal
  data: ListingPageData
  search: ListingSearch
  locale: Locale
  mapSlot?: ReactNode
  query?: string
  answer?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const id = useId()
  const sheetRef = useRef<HTMLDialogElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const [sheetCount, setSheetCount] = useState<number | undefined>(undefined)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const { listing, types, towns } = data
  const { segment, count } = GOALS[goal]
  const listingLink = { to: LISTING_ROUTES[goal], params: { lang: locale } } as const
  const total = listing.total
  const filtered = hasFilters(search)
  const countOfType = (type: PropertyType) => type[count]
  // A plain id: the sheet opens without JavaScript as the URL's #target.
  const sheetId = 'listing-filters'
  const sheetTitleId = `${id}-filters-title`
  const activeSheetFilters = [search.priceMin, search.priceMax, search.bedrooms, search.surfaceMin, search.epc].filter(
    (value) => value !== undefined,
  ).length
  /** What "clear filters" keeps: how the visitor looks at the list (its order and view), not what narrows it. */
  const cleared: ListingSearch = { sort: search.sort, view: search.view }
  const priceStep = goal === 0 ? 5_000 : 50

  // The sheet's count follows its fields: asked after a pause in typing, from the cache when known.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const refreshCount = () => {
    const form = formRef.current
    if (!form) return
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const asked = searchOfForm(form)
      countFor(goal, asked).then(setSheetCount, () => setSheetCount(undefined))
    }, COUNT_DEBOUNCE_MS)
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  // The page's count is the sheet's too until a field changes.
  useEffect(() => setSheetCount(total), [total])

  const openSheet = () => {
    const sheet = sheetRef.current
    if (!sheet || sheet.open) return
    setSheetCount(total)
    sheet.showModal()
  }
  const closeSheet = (revert: boolean) => {
    const sheet = sheetRef.current
    if (!sheet) return
    // Escape and the close button leave without applying: the fields go back to the URL's values.
    if (revert) formRef.current?.reset()
    if (sheet.open) sheet.close()
  }
  const apply = (form: HTMLFormElement) => {
    closeSheet(false)
    void navigate({ ...listingLink, search: { ...searchOfForm(form), view: search.view } })
  }

  const sheetCountText = sheetCount === undefined ? t`Show properties` : i18n._(msgShowCount(sheetCount))

  return (
    <>
      <PageHeader neutral={segment} title={i18n._(GOAL_LABELS[goal].listingTitle)}>
        <div className="relative z-20 mt-6">
          <PropertySearch defaultQuery={query} />
        </div>
        {answer}
        <form
          ref={formRef}
          method="get"
          // Without JavaScript the browser submits the same fields to the listing; empty ones are dropped with a redirect.
          action={hrefFor(segment, locale)}
          aria-label={t`Filters`}
          className="mt-4 grid gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm md:grid-cols-4 md:items-end lg:grid-cols-6"
          onChange={refreshCount}
          onSubmit={(event) => {
            event.preventDefault()
            apply(event.currentTarget)
          }}
        >
          {search.view && <input type="hidden" name="view" value={search.view} />}
          {search.sort && <input type="hidden" name="sort" value={search.sort} />}
          <div className="grid gap-1.5 md:col-span-2 lg:col-span-3">
            <label htmlFor={`${id}-town`} className={labelClass}>
              {t`Town`}
            </label>
            <select id={`${id}-town`} name="city" defaultValue={data.chosenTown ?? ''} key={data.chosenTown ?? ''} className={fieldClass}>
              <option value="">{t`All towns`}</option>
              {towns.map((town) => (
                <option key={town.value} value={town.value}>
                  {town.label} ({town.zip}) · {town.count}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5 md:col-span-2 lg:col-span-3">
            <label htmlFor={`${id}-type`} className={labelClass}>
              {t`Property type`}
            </label>
            <select
              id={`${id}-type`}
              name="type"
              defaultValue={search.type ? String(search.type) : ''}
              key={search.type ?? ''}
              className={fieldClass}
            >
              <option value="">{t`All types`}</option>
              {types.map((type) => (
                <option key={type.id} value={type.id} disabled={countOfType(type) === 0}>
                  {type.name} · {countOfType(type)}
                </option>
              ))}
            </select>
          </div>
          {/* A phone's way into the sheet: a link to it without JavaScript (CSS :target), the modal with it. */}
          <a
            href={`#${sheetId}`}
            role={hydrated ? 'button' : undefined}
            aria-haspopup={hydrated ? 'dialog' : undefined}
            onClick={(event) => {
              event.preventDefault()
              openSheet()
            }}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-ink px-5 font-semibold md:hidden"
          >
            {activeSheetFilters > 0 ? t`More filters (${activeSheetFilters})` : t`More filters`}
          </a>
          <dialog
            ref={sheetRef}
            id={sheetId}
            aria-labelledby={sheetTitleId}
            onCancel={(event) => {
              event.preventDefault()
              closeSheet(true)
            }}
            onKeyDown={(event) => {
              // On desktop the sheet's fields sit in the bar, its dialog closed: Tab moves on freely (decision 019).
              if (sheetRef.current?.open) keepTabInside(event)
            }}
            onClick={(event) => {
              if (event.target === sheetRef.current) closeSheet(true)
            }}
            className={[
              // Desktop: the fields sit in the bar, whether the dialog is open or not.
              'md:contents',
              // Phone: a sheet from the bottom, as a modal (JavaScript) or as the URL's target (without).
              'max-md:fixed max-md:inset-x-0 max-md:top-auto max-md:bottom-0 max-md:z-50 max-md:m-0 max-md:max-h-[92dvh] max-md:w-full max-md:max-w-none max-md:overflow-y-auto max-md:rounded-t-2xl max-md:bg-white max-md:p-0 max-md:text-ink max-md:shadow-2xl max-md:target:block max-md:backdrop:bg-ink/50',
            ].join(' ')}
          >
            <div className="flex items-center justify-between border-b border-line px-5 py-4 md:hidden">
              <h2 id={sheetTitleId} className="font-display text-xl">
                {t`Filters`}
              </h2>
              {/* Without JavaScript the sheet closes by leaving its target. */}
              <a
                href="#"
                role={hydrated ? 'button' : undefined}
                onClick={(event) => {
                  event.preventDefault()
                  closeSheet(true)
                }}
                className="-mr-2 inline-flex min-h-11 items-center rounded-md px-3 font-semibold underline underline-offset-4"
              >
                {t`Close`}
              </a>
            </div>
            <div className="grid gap-4 p-5 md:contents">
              <fieldset className="grid grid-cols-2 gap-3 md:col-span-2">
                <legend className={`${labelClass} mb-1.5`}>{goal === 0 ? t`Price (€)` : t`Rent per month (€)`}</legend>
                {(
                  [
                    ['priceMin', 'price-min', t`Minimum`],
                    ['priceMax', 'price-max', t`Maximum`],
                  ] as const
                ).map(([name, suffix, label]) => (
                  <div key={name} className="grid gap-1">
                    <label htmlFor={`${id}-${suffix}`} className="text-xs text-muted">
                      {label}
                    </label>
                    <input
                      id={`${id}-${suffix}`}
                      name={name}
                      type="number"
                      inputMode="numeric"
                      min={FILTER_BOUNDS.price.min}
                      max={FILTER_BOUNDS.price.max}
                      step={priceStep}
                      defaultValue={search[name]}
                      key={search[name] ?? ''}
                      className={fieldClass}
                    />
                  </div>
                ))}
              </fieldset>
              <div className="grid gap-1.5">
                <label htmlFor={`${id}-bedrooms`} className={labelClass}>
                  {t`Bedrooms`}
                </label>
                <select
                  id={`${id}-bedrooms`}
                  name="bedrooms"
                  defaultValue={search.bedrooms ? String(search.bedrooms) : ''}
                  key={search.bedrooms ?? ''}
                  className={fieldClass}
                >
                  <option value="">{t`Any number`}</option>
                  {BEDROOM_CHOICES.map((n) => (
                    <option key={n} value={n}>
                      {t`${n} or more`}
                    </option>
                  ))}
                </select>
              </div>
              <div className="grid gap-1.5">
                <label htmlFor={`${id}-surface`} className={labelClass}>
                  {t`Living area from (m²)`}
                </label>
                <input
                  id={`${id}-surface`}
                  name="surfaceMin"
                  type="number"
                  inputMode="numeric"
                  min={FILTER_BOUNDS.surface.min}
                  max={FILTER_BOUNDS.surface.max}
                  defaultValue={search.surfaceMin}
                  key={search.surfaceMin ?? ''}
                  className={fieldClass}
                />
              </div>
              <div className="grid gap-1.5 md:col-span-2 lg:col-span-1">
                <label htmlFor={`${id}-epc`} className={labelClass}>
                  {t`Energy label (EPC)`}
                </label>
                <select id={`${id}-epc`} name="epc" defaultValue={search.epc ?? ''} key={search.epc ?? ''} className={fieldClass}>
                  <option value="">{t`Any label`}</option>
                  {EPC_LETTERS.map((letter) => (
                    <option key={letter} value={letter}>
                      {letter === 'A' ? 'A' : t`${letter} or better`}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <div className="sticky bottom-0 grid gap-3 border-t border-line bg-white p-5 md:hidden">
              <p className="text-center text-sm text-muted" aria-live="polite" role="status">
                {sheetCount === undefined ? '' : i18n._(msgMatchCount(sheetCount))}
              </p>
              <button type="submit" className="min-h-12 rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark">
                {sheetCountText}
              </button>
              <PageLink
                {...listingLink}
                search={cleared}
                className="text-center text-sm font-semibold underline underline-offset-4"
                onClick={() => closeSheet(false)}
              >
                {t`Clear the filters`}
              </PageLink>
            </div>
          </dialog>
          {/* On a phone this applies the town and type; the sheet has its own button with the count. */}
          <button
            type="submit"
            className="min-h-12 rounded-full bg-brand px-6 font-semibold whitespace-nowrap text-white hover:bg-brand-dark md:col-span-2 lg:col-span-1"
          >
            {t`Show properties`}
          </button>
        </form>
      </PageHeader>
      <section className="container-page pt-10 pb-20 md:pb-28" aria-labelledby="listing-results">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="listing-results" className="font-display text-2xl" aria-live="polite">
            {total === 0 ? (
              t`No properties match`
            ) : (
              <Trans>
                {total} properties · page {listing.page} of {listing.pageCount}
              </Trans>
            )}
          </h2>
          <div className="flex w-full flex-wrap items-center gap-3 md:w-auto">
            {filtered && (
              <PageLink
                {...listingLink}
                search={cleared}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-dark underline underline-offset-4"
              >
                {t`Clear the filters`}
              </PageLink>
            )}
            <form method="get" action={hrefFor(segment, locale)} className="flex w-full items-center gap-2 md:w-auto">
              {Object.entries({ ...search, sort: undefined, page: undefined }).map(([name, value]) =>
                value === undefined ? null : <input key={name} type="hidden" name={name} value={String(value)} />,
              )}
              <label htmlFor={`${id}-sort`} className={`${labelClass} whitespace-nowrap`}>
                {t`Sort by`}
              </label>
              <select
                id={`${id}-sort`}
                name="sort"
                value={search.sort ?? 'newest'}
                className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 md:flex-none"
                onChange={(event) => {
                  const sort = event.currentTarget.value
                  void navigate({ ...listingLink, search: parseListingSearch({ ...search, page: undefined, sort }).search })
                }}
              >
                {LISTING_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {i18n._(SORT_LABELS[sort])}
                  </option>
                ))}
              </select>
              {/* With JavaScript the order applies on change. */}
              {!hydrated && (
                <button type="submit" className="min-h-11 rounded-full border border-ink px-4 text-sm font-semibold">
                  {t`Sort`}
                </button>
              )}
            </form>
            <nav aria-label={t`Show as`} className="inline-flex rounded-full border border-line p-1">
              <PageLink
                {...listingLink}
                search={{ ...search, view: undefined }}
                aria-current={search.view === undefined ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ${search.view === undefined ? 'bg-ink text-white' : 'hover:bg-sand'}`}
              >
                {t`List`}
              </PageLink>
              <PageLink
                {...listingLink}
                search={{ ...search, page: undefined, view: 'map' }}
                aria-current={search.view === 'map' ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ${search.view === 'map' ? 'bg-ink text-white' : 'hover:bg-sand'}`}
              >
                {t`Map`}
              </PageLink>
            </nav>
          </div>
        </div>
        {search.view === 'map' && mapSlot}
        {/* The map view lists its own results beside the map once it runs; before (or without) JavaScript the cards below are the way to them. */}
        {search.view === 'map' && mapSlot && hydrated ? null : total === 0 ? (
          <p className="mt-6 max-w-xl text-lg text-muted">{t`No results found for your search. Change or clear the filters, or see every property.`}</p>
        ) : (
          <PropertyGrid items={listing.items} toggle={CardFavouriteToggle} firstIsPriority />
        )}
        {listing.pageCount > 1 && !(search.view === 'map' && mapSlot && hydrated) && (
          <nav aria-label={t`Pages`} className="mt-12 flex flex-wrap items-center justify-center gap-2">
            {listing.page > 1 && (
              <PageLink
                {...listingLink}
                search={pageSearch(search, listing.page - 1)}
                rel="prev"
                className="rounded-full border border-line px-4 py-2 hover:border-ink"
              >
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
              <PageLink
                {...listingLink}
                search={pageSearch(search, listing.page + 1)}
                rel="next"
                className="rounded-full border border-line px-4 py-2 hover:border-ink"
              >
                {t`Next`}
              </PageLink>
            )}
          </nav>
        )}
      </section>
    </>
  )
}
