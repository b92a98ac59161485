import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { contentHead } from '#/components/content-head.ts'
import { getTeamPage, TeamPage } from '#/features/content-pages/index.ts'
import { getLeadFormContext, LeadFormSection } from '#/features/leads/index.ts'

// spec §2 "/equipe/": the team, at most 18 members; and spec §1 "upload a CV for job contact".
export const Route = createFileRoute('/$lang/team')({
  // The catalogues of what this page shows besides the public one (decision 018).
  staticData: { catalogues: ['forms'] },
  loader: async ({ params, context: { locale } }) => {
    const [team, form] = await Promise.all([getTeamPage({ data: { locale } }), getLeadFormContext({ data: { locale } })])
    return { ...team, form }
  },
  head: ({ loaderData, match }) =>
    contentHead(loaderData?.page, { neutral: 'team', locale: match.context.locale, i18n: match.context.i18n }),
  component: function Page() {
    const { t } = useLingui()
    const { page, members, form } = Route.useLoaderData()
    return (
      <TeamPage
        page={page}
        members={members}
        jobApplication={
          <LeadFormSection
            formId="job-application"
            context={form}
            title={t`Join our team`}
            intro={t`Send us your CV: we answer every application.`}
          />
        }
      />
    )
  },
})
