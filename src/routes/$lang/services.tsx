import { createFileRoute } from '@tanstack/react-router'
import { SERVICES_TEAM_MODULE } from '~/content/page-modules'
import { contentHead } from '~/features/content-pages/content-head'
import { getContentPage, getTeamPage } from '~/features/content-pages/content.functions'
import { ContentPageView } from '~/features/content-pages/ContentPageView'
import { AgencyContactCard } from '~/features/content-pages/AgencyContactCard'
import { TeamGrid } from '~/features/content-pages/TeamGrid'

// spec §2 "/services/": the article, plus the team module when it is published.
export const Route = createFileRoute('/$lang/services')({
  loader: async ({ params, context: { locale } }) => {
    const [page, team] = await Promise.all([
      getContentPage({ data: { page: 'services', locale } }),
      SERVICES_TEAM_MODULE.status === 'Published' ? getTeamPage({ data: { locale } }) : undefined,
    ])
    return { page, members: team?.members }
  },
  head: ({ loaderData }) => contentHead(loaderData?.page),
  component: function ServicesPage() {
    const { page, members } = Route.useLoaderData()
    return (
      <ContentPageView page={page} neutral="services" aside={<AgencyContactCard />}>
        {members && (
          <div className="mt-16">
            <TeamGrid members={members} headingLevel={3} />
          </div>
        )}
      </ContentPageView>
    )
  },
})
