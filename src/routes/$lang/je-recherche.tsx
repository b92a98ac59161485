import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { asLocale } from '~/i18n/locales'
import { contentHead } from '~/features/content-pages/content-head'
import { getContentPage } from '~/features/content-pages/content.functions'
import { ContentPageView } from '~/features/content-pages/ContentPageView'
import { AgencyContactCard } from '~/features/content-pages/AgencyContactCard'
import { getLeadFormContext } from '~/features/leads/lead-form.functions'
import { LeadFormSection } from '~/features/leads/LeadForm'

// spec §2 "/je-recherche/": the search request, a contact form about what the visitor looks for.
export const Route = createFileRoute('/$lang/je-recherche')({
  loader: async ({ params }) => {
    const locale = asLocale(params.lang)
    const [page, form] = await Promise.all([getContentPage({ data: { page: 'searchRequest', locale } }), getLeadFormContext({ data: { locale } })])
    return { page, form }
  },
  head: ({ loaderData }) => contentHead(loaderData?.page),
  component: function Page() {
    const { t } = useLingui()
    const { page, form } = Route.useLoaderData()
    return (
      <ContentPageView
        page={page}
        neutral="je-recherche"
        aside={<AgencyContactCard />}
        form={<LeadFormSection formId="search-request" context={form} title={t`Describe the property you are looking for`} />}
      />
    )
  },
})
