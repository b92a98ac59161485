import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { contentHead } from '#/components/content-head.ts'
import { LeadFormContentPage, loadLeadFormPage } from '#/features/leads/index.ts'

// The newsletter sign-up (spec §2: sign-newsletter).
export const Route = createFileRoute('/$lang/newsletter')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['forms'] },
  loader: ({ context }) => loadLeadFormPage('newsletter', context.locale),
  head: ({ loaderData, match }) =>
    contentHead(loaderData?.page, { neutral: 'newsletter', locale: match.context.locale, i18n: match.context.i18n }),
  component: function Page() {
    const { t } = useLingui()
    return (
      <LeadFormContentPage
        data={Route.useLoaderData()}
        neutral="newsletter"
        formId="sign-newsletter"
        title={t`Subscribe to the newsletter`}
        intro={t`Your address is only used for the newsletter.`}
      />
    )
  },
})
