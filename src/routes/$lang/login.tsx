import { createFileRoute } from '@tanstack/react-router'
import { asLocale } from '~/i18n/locales'
import { contentHead } from '~/features/content-pages/content-head'
import { getContentPage } from '~/features/content-pages/content.functions'
import { ContentPageView } from '~/features/content-pages/ContentPageView'
import { AgencyContactCard } from '~/features/content-pages/AgencyContactCard'

// spec §2 "/login/": page of type login, titled Owner login / Eigenaarslogin / Connexion du propriétaire.
export const Route = createFileRoute('/$lang/login')({
  loader: ({ params }) => getContentPage({ data: { page: 'login', locale: asLocale(params.lang) } }),
  head: ({ loaderData }) => contentHead(loaderData),
  component: function Page() {
    return <ContentPageView page={Route.useLoaderData()} neutral="login" aside={<AgencyContactCard />} />
  },
})
