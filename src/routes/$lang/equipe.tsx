import { createFileRoute } from '@tanstack/react-router'
import { asLocale } from '~/i18n/locales'
import { contentHead } from '~/features/content-pages/content-head'
import { getTeamPage } from '~/features/content-pages/content.functions'
import { TeamPage } from '~/features/content-pages/TeamPage'

// spec §2 "/equipe/": the team, at most 18 members.
export const Route = createFileRoute('/$lang/equipe')({
  loader: ({ params }) => getTeamPage({ data: { locale: asLocale(params.lang) } }),
  head: ({ loaderData }) => contentHead(loaderData?.page),
  component: function Page() {
    const { page, members } = Route.useLoaderData()
    return <TeamPage page={page} members={members} />
  },
})
