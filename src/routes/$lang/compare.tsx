import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import {
  COMPARE_MAX,
  COMPARE_MIN,
  parseIds,
  getComparison,
  idsSearchOf,
  personalPageHead,
  CompareView,
} from '#/features/favourites/index.ts'

// Decision 021: up to four properties side by side; the ids are in the address, so it can be shared.
export const Route = createFileRoute('/$lang/compare')({
  staticData: { catalogues: ['catalogue', 'favourites'] },
  validateSearch: idsSearchOf(COMPARE_MAX),
  loaderDeps: ({ search }) => ({ ids: search.ids }),
  loader: ({ context, deps }) => {
    const ids = parseIds(deps.ids, COMPARE_MAX)
    return ids.length >= COMPARE_MIN ? getComparison({ data: { ids, locale: context.locale } }) : undefined
  },
  head: ({ match }) => personalPageHead(match.context.i18n._(msg`Compare properties`)),
  component: function Page() {
    return <CompareView comparison={Route.useLoaderData()} />
  },
})
