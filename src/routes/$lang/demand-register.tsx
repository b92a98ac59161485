import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { contentHead } from '#/components/content-head.ts'
import { LeadFormContentPage, loadLeadFormPage } from '#/features/leads/index.ts'

// spec §2 "/demand-register/": the search alert (spec §3 "Demand register").
export const Route = createFileRoute('/$lang/demand-register')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['forms'] },
  loader: ({ context }) => loadLeadFormPage('searchAlert', context.locale),
  head: ({ loaderData, match }) =>
    contentHead(loaderData?.page, { neutral: 'demand-register', locale: match.context.locale, i18n: match.context.i18n }),
  component: function Page() {
    const { t } = useLingui()
    return (
      <LeadFormContentPage
        data={Route.useLoaderData()}
        neutral="demand-register"
        formId="demand-register"
        title={t`Set up your search alert`}
        intro={t`We mail you the new properties that match, nothing else.`}
      />
    )
  },
})
