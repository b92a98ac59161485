import { createFileRoute } from '@tanstack/react-router'
import { SERVICES_TEAM_MODULE } from '#/content/page-modules.ts'
import { contentHead } from '#/components/content-head.ts'
import { getContentPage, getServiceArticleList, getTeamPage, ServicesOverview, TeamGrid } from '#/features/content-pages/index.ts'
// spec §2 "/services/": the page's text and its articles, plus the team module when it is published.
export const Route = createFileRoute('/$lang/services/')({
  loader: async ({ context: { locale } }) => {
    const [page, articles, team] = await Promise.all([
      getContentPage({ data: { page: 'services', locale } }),
      getServiceArticleList({ data: { locale } }),
      SERVICES_TEAM_MODULE.status === 'Published' ? getTeamPage({ data: { locale } }) : undefined,
    ])
    return { page, articles, members: team?.members }
  },
  head: ({ loaderData, match }) =>
    contentHead(loaderData?.page, { neutral: 'services', locale: match.context.locale, i18n: match.context.i18n }),
  component: function ServicesPage() {
    const { page, articles, members } = Route.useLoaderData()
    return (
      <ServicesOverview page={page} articles={articles}>
        {members && (
          <div className="mt-16">
            <TeamGrid members={members} headingLevel={3} />
          </div>
        )}
      </ServicesOverview>
    )
  },
})
