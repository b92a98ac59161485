import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { FAVOURITES_MAX, parseIds, getFavourites, idsSearchOf, personalPageHead, FavouritesView } from '#/features/favourites/index.ts'

// Decision 021: the visitor's favourites (read in the browser), or with `?ids=` a list someone shared
// (read on the server: such an address is never edge-cached, see decision 021).
export const Route = createFileRoute('/$lang/favourites')({
  staticData: { catalogues: ['catalogue', 'favourites'] },
  validateSearch: idsSearchOf(FAVOURITES_MAX),
  loaderDeps: ({ search }) => ({ ids: search.ids }),
  loader: ({ context, deps }) => (deps.ids ? getFavourites({ data: { ids: parseIds(deps.ids), locale: context.locale } }) : undefined),
  head: ({ match }) => personalPageHead(match.context.i18n._(match.search.ids ? msg`Shared with you` : msg`Your favourites`)),
  component: function Page() {
    return <FavouritesView shared={Route.useLoaderData()} />
  },
})
