import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { contentHead } from '#/components/content-head.ts'
import { LeadFormContentPage, loadLeadFormPage } from '#/features/leads/index.ts'

// spec §2 "/je-recherche/": the search request, a contact form about what the visitor looks for.
export const Route = createFileRoute('/$lang/search-request')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['forms'] },
  loader: ({ context }) => loadLeadFormPage('searchRequest', context.locale),
  head: ({ loaderData, match }) =>
    contentHead(loaderData?.page, { neutral: 'search-request', locale: match.context.locale, i18n: match.context.i18n }),
  component: function Page() {
    const { t } = useLingui()
    return (
      <LeadFormContentPage
        data={Route.useLoaderData()}
        neutral="search-request"
        formId="search-request"
        title={t`Describe the property you are looking for`}
      />
    )
  },
})
