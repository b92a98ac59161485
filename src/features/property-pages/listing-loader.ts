import type { I18n } from '@lingui/core'
import { notFound, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { absoluteUrl, agencyEntityId, pageShareMeta, scriptJson } from '#/components/share-meta.ts'
import { HOME_LABEL, hrefFor } from '#/i18n/path-table.ts'
import { LOCALE_TAGS, type Locale } from '#/i18n/locales.ts'
import type { Goal } from '#/domain/catalogue-ids.ts'
import { LISTING_ROUTES, propertyHref } from '#/listings/property-paths.ts'
import { getListing, resolveListingSegment } from './property-pages.functions.ts'
import { filterSummaryParts, listingDescription, listingTitle } from './listing-head.ts'
import {
  isFilteredOrSorted,
  LISTING_PAGE_SIZE,
  LISTING_SEGMENT_MAX_LENGTH,
  parseListingSearch,
  townParam,
  type ListingSearch,
} from '#/listings/listing-search.ts'
import { searchQueryOf, getSearchAnswer } from '#/features/property-search/index.ts'

// The parts of the /for-sale/ and /for-rent/ routes that differ only by goal (spec §2).

/**
 * The listing's URL: its filters, and `q`, the text of the search box sent without JavaScript
 * (decision 028). `q` is no filter: it is answered by loadListing and never kept in the listing's
 * own links, and no edge cache key holds it (cacheableQueryParams does not name it). It is kept as
 * the router read it (1300 comes as a number, "true" as a boolean): written back, it gives the same
 * URL, where a changed value would have the router redirect to its own spelling of it.
 */
export type ListingRouteSearch = ListingSearch & { q?: string | number | boolean }

export const validateListingSearch = (raw: Record<string, unknown>): ListingRouteSearch => {
  const { search } = parseListingSearch(raw)
  return searchQueryOf(raw.q) === undefined ? search : { ...search, q: raw.q as string | number | boolean }
}

/**
 * spec §2: a listing path's last segment (a town or a type) answers a 301 to the filtered listing.
 * A segment the server function's validator would refuse is not found here, before the call: a
 * refused parameter is a 404, never a 500.
 */
export async function redirectListingSegment(segment: string, lang: string, locale: Locale, goal: Goal): Promise<never> {
  if (segment.length > LISTING_SEGMENT_MAX_LENGTH) throw notFound()
  const match = await resolveListingSegment({ data: { goal, segment, locale } })
  if (!match) throw notFound()
  throw redirect({ to: LISTING_ROUTES[goal], params: { lang }, search: match, statusCode: 301 })
}

/** Drops invalid filter values, and a `q` without a word (an empty box sent), with a 301 to the clean URL. */
export function redirectDroppedFilters(rawSearch: unknown, lang: string, goal: Goal): void {
  const raw = rawSearch as Record<string, unknown>
  const { search, dropped } = parseListingSearch(raw)
  const q = searchQueryOf(raw.q)
  if (dropped || (raw.q !== undefined && q === undefined))
    throw redirect({
      to: LISTING_ROUTES[goal],
      params: { lang },
      search: q === undefined ? search : { ...search, q: raw.q as string | number | boolean },
      statusCode: 301,
    })
}

/**
 * The listing. A page number past the last answers 404 (decision 015: `?page=99` never shows the last
 * page under another address); page 2 and on are their own canonical, a filtered list's is the list.
 * A town named otherwise than the page names it (Wavre|1300 on a Dutch page) is found all the same,
 * and answered with a 301 to the page's name for it. The server says which name that is, so the
 * names table never reaches the browser.
 */
export async function loadListing(locale: Locale, routeSearch: ListingRouteSearch, goal: Goal) {
  const { q: typed, ...search } = routeSearch
  const q = searchQueryOf(typed)
  // decision 028: the box's text answers first; a reference or a single town or type leaves the page
  // (302: the answer follows the catalogue, so no browser may keep it).
  const searchAnswer = q === undefined ? undefined : await getSearchAnswer({ data: { goal, locale, query: q } })
  if (searchAnswer?.kind === 'property') throw redirect({ href: searchAnswer.href, statusCode: 302 } as Parameters<typeof redirect>[0])
  if (searchAnswer?.kind === 'listing') {
    const { page: _page, ...kept } = search
    const answered = {
      ...kept,
      city: searchAnswer.city && townParam({ name: searchAnswer.city.label, zip: searchAnswer.city.zip }),
      type: searchAnswer.type,
    }
    throw redirect({ to: LISTING_ROUTES[goal], params: { lang: locale }, search: answered, statusCode: 302 })
  }
  // `view` only chooses how the same results show: the server reads the filters.
  const { view: _view, ...query } = search
  const data = await getListing({ data: { goal, ...query, locale } })
  if (search.city !== undefined && data.city !== search.city) {
    throw redirect({ to: LISTING_ROUTES[goal], params: { lang: locale }, search: { ...search, city: data.city }, statusCode: 301 })
  }
  if ((search.page ?? 1) > data.listing.pageCount) throw notFound()
  // A page answering a search is a view of the list too: never indexed.
  const filtered = isFilteredOrSorted(search) || q !== undefined
  const canonicalQuery = !filtered && data.listing.page > 1 ? `?page=${data.listing.page}` : ''
  return { ...data, filtered, canonicalQuery, filterSummary: filterSummaryParts(search), locale, searchQuery: q, searchAnswer }
}

/**
 * The listing for search engines (decision 015): a CollectionPage of the page's properties, in order,
 * with the breadcrumb from the home page. A filtered view is noindex and carries none.
 */
function listingStructuredData(
  data: Awaited<ReturnType<typeof loadListing>>,
  i18n: I18n,
  goal: Goal,
  texts: { title: string; description: string },
) {
  const { items, page } = data.listing
  const list = goal === 0 ? 'for-sale' : 'for-rent'
  const listName = goal === 0 ? i18n._(msg`For sale`) : i18n._(msg`For rent`)
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: texts.title,
    description: texts.description,
    url: absoluteUrl(hrefFor(list, data.locale) + data.canonicalQuery),
    inLanguage: LOCALE_TAGS[data.locale],
    publisher: { '@id': agencyEntityId() },
    breadcrumb: {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: i18n._(HOME_LABEL), item: absoluteUrl(hrefFor('', data.locale)) },
        { '@type': 'ListItem', position: 2, name: listName, item: absoluteUrl(hrefFor(list, data.locale)) },
      ],
    },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: data.listing.total,
      itemListElement: items.map((card, index) => ({
        '@type': 'ListItem',
        position: (page - 1) * LISTING_PAGE_SIZE + index + 1,
        url: absoluteUrl(propertyHref(card, data.locale)),
      })),
    },
  }
}

export function listingPageHead(data: Awaited<ReturnType<typeof loadListing>> | undefined, i18n: I18n, goal: Goal) {
  if (!data) return {}
  const { page, pageCount, total } = data.listing
  const title = listingTitle(i18n, goal, page, pageCount, total, data.filterSummary, data.locale)
  const description = listingDescription(i18n, goal, total)
  return {
    ...(data.filtered
      ? {}
      : {
          scripts: [{ type: 'application/ld+json', children: scriptJson(listingStructuredData(data, i18n, goal, { title, description })) }],
        }),
    meta: [
      { title },
      { name: 'description', content: description },
      ...pageShareMeta({ title, description }),
      // A filtered list is a view of the list, not a page of its own (decision 019): its canonical is the list.
      ...(data.filtered ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    ],
  }
}
