import { createFileRoute } from '@tanstack/react-router'
import { asLocale } from '~/i18n/locales'
import { listingPageHead, loadListing, redirectDroppedFilters, validateListingSearch } from '~/features/catalogue/listing-route'
import { ListingView } from '~/features/catalogue/components/ListingView'

// spec §2 "/for-sale/": the listing, filtered by town and type through the URL.
export const Route = createFileRoute('/$lang/for-sale/')({
  validateSearch: validateListingSearch,
  beforeLoad: ({ location, params }) => redirectDroppedFilters(location.search, params.lang, 0),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps }) => loadListing(params.lang, deps, 0),
  head: ({ loaderData, match }) => listingPageHead(loaderData, match.context.i18n, 0),
  component: function Listing() {
    const { lang } = Route.useParams()
    return <ListingView goal={0} data={Route.useLoaderData()} search={Route.useSearch()} locale={asLocale(lang)} />
  },
})
