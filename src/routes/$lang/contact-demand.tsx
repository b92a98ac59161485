import { createFileRoute } from '@tanstack/react-router'
import { asLocale } from '~/i18n/locales'
import { contentHead } from '~/features/content-pages/content-head'
import { getContentPage } from '~/features/content-pages/content.functions'
import { ContentPageView } from '~/features/content-pages/ContentPageView'
import { AgencyContactCard } from '~/features/content-pages/AgencyContactCard'

// spec §2 "/contact-demand/": the free valuation request; its form arrives with the lead forms.
export const Route = createFileRoute('/$lang/contact-demand')({
  loader: ({ params }) => getContentPage({ data: { page: 'freeValuation', locale: asLocale(params.lang) } }),
  head: ({ loaderData }) => contentHead(loaderData),
  component: function Page() {
    return <ContentPageView page={Route.useLoaderData()} neutral="contact-demand" aside={<AgencyContactCard />} />
  },
})
