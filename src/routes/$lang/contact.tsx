import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { contentHead } from '#/components/content-head.ts'
import { agencyStructuredDataScript } from '#/features/content-pages/index.ts'
import { LeadFormContentPage, loadLeadFormPage } from '#/features/leads/index.ts'

// spec §2 "/contact/": the contact page and its form (site-contact).
export const Route = createFileRoute('/$lang/contact')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['forms'] },
  loader: ({ context }) => loadLeadFormPage('contact', context.locale),
  head: ({ loaderData, match }) => {
    const head = contentHead(loaderData?.page, { neutral: 'contact', locale: match.context.locale, i18n: match.context.i18n })
    return { ...head, scripts: [...(head.scripts ?? []), agencyStructuredDataScript(match.context.locale)] }
  },
  component: function Page() {
    const { t } = useLingui()
    return (
      <LeadFormContentPage
        data={Route.useLoaderData()}
        neutral="contact"
        formId="site-contact"
        title={t`Send us a message`}
        intro={t`We reply to every message within one working day.`}
      />
    )
  },
})
