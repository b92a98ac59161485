import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { asLocale } from '~/i18n/locales'
import { contentHead } from '~/features/content-pages/content-head'
import { getContentPage } from '~/features/content-pages/content.functions'
import { ContentPageView } from '~/features/content-pages/ContentPageView'
import { AgencyContactCard } from '~/features/content-pages/AgencyContactCard'
import { getLeadFormContext } from '~/features/leads/lead-form.functions'
import { LeadFormSection } from '~/features/leads/LeadForm'

// spec §2 "/contact-demand/": the free valuation request, at the address of the property to value.
export const Route = createFileRoute('/$lang/contact-demand')({
  loader: async ({ params }) => {
    const locale = asLocale(params.lang)
    const [page, form] = await Promise.all([getContentPage({ data: { page: 'freeValuation', locale } }), getLeadFormContext({ data: { locale } })])
    return { page, form }
  },
  head: ({ loaderData }) => contentHead(loaderData?.page),
  component: function Page() {
    const { t } = useLingui()
    const { page, form } = Route.useLoaderData()
    return (
      <ContentPageView
        page={page}
        neutral="contact-demand"
        aside={<AgencyContactCard />}
        form={<LeadFormSection formId="contact-demand" context={form} title={t`Request your free valuation`} intro={t`Tell us where the property is; an agent calls you to arrange the visit.`} />}
      />
    )
  },
})
