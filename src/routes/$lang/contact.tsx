import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { asLocale } from '~/i18n/locales'
import { contentHead } from '~/features/content-pages/content-head'
import { getContentPage } from '~/features/content-pages/content.functions'
import { ContentPageView } from '~/features/content-pages/ContentPageView'
import { AgencyContactCard } from '~/features/content-pages/AgencyContactCard'
import { getLeadFormContext } from '~/features/leads/lead-form.functions'
import { LeadFormSection } from '~/features/leads/LeadForm'

// spec §2 "/contact/": the contact page and its form (site-contact).
export const Route = createFileRoute('/$lang/contact')({
  loader: async ({ params }) => {
    const locale = asLocale(params.lang)
    const [page, form] = await Promise.all([getContentPage({ data: { page: 'contact', locale } }), getLeadFormContext({ data: { locale } })])
    return { page, form }
  },
  head: ({ loaderData }) => contentHead(loaderData?.page),
  component: function Page() {
    const { t } = useLingui()
    const { page, form } = Route.useLoaderData()
    return (
      <ContentPageView
        page={page}
        neutral="contact"
        aside={<AgencyContactCard />}
        form={<LeadFormSection formId="site-contact" context={form} title={t`Send us a message`} intro={t`We reply to every message within one working day.`} />}
      />
    )
  },
})
