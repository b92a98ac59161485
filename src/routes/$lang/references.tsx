import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageTitle } from '#/components/content-head.ts'
import { pageShareMeta } from '#/components/share-meta.ts'
import { getReferences, ReferencesView } from '#/features/property-pages/index.ts'
import { parsePageSearch } from '#/listings/listing-search.ts'

// Decision 019, the references page: sold and rented properties, paged like the listing (page 1 is the page
// itself; a page past the last is not found; a bad page number is dropped with a 301).
export const Route = createFileRoute('/$lang/references')({
  staticData: { catalogues: ['catalogue'] },
  validateSearch: (raw: Record<string, unknown>) => parsePageSearch(raw).search,
  beforeLoad: ({ location, params }) => {
    const { search, dropped } = parsePageSearch(location.search as Record<string, unknown>)
    if (dropped) throw redirect({ to: '/$lang/references/', params, search, statusCode: 301 })
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { locale }, deps }) => {
    const references = await getReferences({ data: { page: deps.page ?? 1, locale } })
    if ((deps.page ?? 1) > references.pageCount) throw notFound()
    return { references, canonicalQuery: references.page > 1 ? `?page=${references.page}` : '' }
  },
  head: ({ match, loaderData }) => {
    const { i18n } = match.context
    const heading = i18n._(msg`References`)
    const { page = 1, pageCount = 1 } = loaderData?.references ?? {}
    const title = pageTitle(pageCount > 1 ? i18n._(msg`${heading} – page ${page} of ${pageCount}`) : heading)
    const description = i18n._(msg`Houses and apartments our agency sold and let in Walloon Brabant and around.`)
    return { meta: [{ title }, { name: 'description', content: description }, ...pageShareMeta({ title, description })] }
  },
  component: function Page() {
    const { references } = Route.useLoaderData()
    return <ReferencesView references={references} locale={Route.useRouteContext().locale} />
  },
})
