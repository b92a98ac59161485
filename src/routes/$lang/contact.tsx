import { createFileRoute } from '@tanstack/react-router'
import { asLocale } from '~/i18n/locales'
import { contentHead } from '~/features/content-pages/content-head'
import { getContentPage } from '~/features/content-pages/content.functions'
import { ContentPageView } from '~/features/content-pages/ContentPageView'
import { AgencyContactCard } from '~/features/content-pages/AgencyContactCard'

export const Route = createFileRoute('/$lang/contact')({
  loader: ({ params }) => getContentPage({ data: { page: 'contact', locale: asLocale(params.lang) } }),
  head: ({ loaderData }) => contentHead(loaderData),
  component: function Page() {
    return <ContentPageView page={Route.useLoaderData()} neutral="contact" aside={<AgencyContactCard />} />
  },
})
