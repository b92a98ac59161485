import { createFileRoute } from '@tanstack/react-router'
import {
  listingPageHead,
  loadListing,
  redirectDroppedFilters,
  validateListingSearch,
  ListingView,
} from '#/features/property-pages/index.ts'
import { ListingMapView } from '#/features/property-map/index.ts'
import { SearchAnswer } from '#/features/property-search/index.ts'
// spec §2 "/for-sale/": the listing, filtered by town and type through the URL.
export const Route = createFileRoute('/$lang/for-sale/')({
  staticData: { catalogues: ['catalogue'] },
  validateSearch: validateListingSearch,
  beforeLoad: ({ location, params }) => redirectDroppedFilters(location.search, params.lang, 0),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadListing(context.locale, deps, 0),
  head: ({ loaderData, match }) => listingPageHead(loaderData, match.context.i18n, 0),
  component: function Listing() {
    const { q: _q, ...search } = Route.useSearch()
    const { locale } = Route.useRouteContext()
    const data = Route.useLoaderData()
    const answer = data.searchAnswer && <SearchAnswer answer={data.searchAnswer} locale={locale} />
    return (
      <ListingView
        goal={0}
        data={data}
        search={search}
        locale={locale}
        query={data.searchQuery}
        answer={answer}
        mapSlot={<ListingMapView goal={0} search={search} locale={locale} />}
      />
    )
  },
})
