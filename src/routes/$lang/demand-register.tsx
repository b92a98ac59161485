import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { asLocale } from '~/i18n/locales'
import { contentHead } from '~/features/content-pages/content-head'
import { getContentPage } from '~/features/content-pages/content.functions'
import { ContentPageView } from '~/features/content-pages/ContentPageView'
import { AgencyContactCard } from '~/features/content-pages/AgencyContactCard'
import { getLeadFormContext } from '~/features/leads/lead-form.functions'
import { LeadFormSection } from '~/features/leads/LeadForm'

// spec §2 "/demand-register/": the search alert (spec §3 "Demand register").
export const Route = createFileRoute('/$lang/demand-register')({
  loader: async ({ params }) => {
    const locale = asLocale(params.lang)
    const [page, form] = await Promise.all([getContentPage({ data: { page: 'searchAlert', locale } }), getLeadFormContext({ data: { locale } })])
    return { page, form }
  },
  head: ({ loaderData }) => contentHead(loaderData?.page),
  component: function Page() {
    const { t } = useLingui()
    const { page, form } = Route.useLoaderData()
    return (
      <ContentPageView
        page={page}
        neutral="demand-register"
        aside={<AgencyContactCard />}
        form={<LeadFormSection formId="demand-register" context={form} title={t`Set up your search alert`} intro={t`We mail you the new properties that match, nothing else.`} />}
      />
    )
  },
})
