import { createFileRoute, redirect } from '@tanstack/react-router'
import { asLocale } from '~/i18n/locales'
import { getListing } from '~/features/catalogue/catalogue.functions'
import { listingDescription, listingTitle } from '~/features/catalogue/listing-head'
import { parseListingSearch } from '~/features/catalogue/listing-search'
import { ListingView } from '~/features/catalogue/components/ListingView'

// spec §2 "/for-sale/": the listing, filtered by town and type through the URL.
export const Route = createFileRoute('/$lang/for-sale/')({
  validateSearch: (raw: Record<string, unknown>) => parseListingSearch(raw).search,
  beforeLoad: ({ location, params }) => {
    const { search, dropped } = parseListingSearch(location.search as Record<string, unknown>)
    if (dropped) throw redirect({ to: '/$lang/for-sale/', params, search, statusCode: 301 })
  },
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps }) => getListing({ data: { goal: 0, ...deps, locale: asLocale(params.lang) } }),
  head: ({ loaderData, match }) =>
    loaderData
      ? {
          meta: [
            { title: listingTitle(match.context.i18n, 0, loaderData.listing.page, loaderData.listing.pageCount, loaderData.listing.total) },
            { name: 'description', content: listingDescription(match.context.i18n, 0, loaderData.listing.total) },
          ],
        }
      : {},
  component: function Listing() {
    const { lang } = Route.useParams()
    return <ListingView goal={0} data={Route.useLoaderData()} search={Route.useSearch()} locale={asLocale(lang)} />
  },
})
