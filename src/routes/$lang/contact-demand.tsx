import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { contentHead } from '#/components/content-head.ts'
import { LeadFormContentPage, loadLeadFormPage } from '#/features/leads/index.ts'

// spec §2 "/contact-demand/": the free valuation request, at the address of the property to value.
export const Route = createFileRoute('/$lang/contact-demand')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['forms'] },
  loader: ({ context }) => loadLeadFormPage('freeValuation', context.locale),
  head: ({ loaderData, match }) =>
    contentHead(loaderData?.page, { neutral: 'contact-demand', locale: match.context.locale, i18n: match.context.i18n }),
  component: function Page() {
    const { t } = useLingui()
    return (
      <LeadFormContentPage
        data={Route.useLoaderData()}
        neutral="contact-demand"
        formId="contact-demand"
        title={t`Request your free valuation`}
        intro={t`Tell us where the property is; an agent calls you to arrange the visit.`}
      />
    )
  },
})
