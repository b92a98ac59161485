import type { ReactNode } from 'react'
import type { LocalizedPage } from '#/content/content-types.ts'
import type { LocalizedTeamMember } from '#/content/team-document.ts'
import { PageHeader } from '#/components/PageHeader.tsx'
import { PageSections } from './PageSections.tsx'
import { TeamGrid } from './TeamGrid.tsx'

/** The team page: portraits first, then what the agency's licence and insurance guarantee. */
export function TeamPage({
  page,
  members,
  jobApplication,
}: {
  page: LocalizedPage
  members: LocalizedTeamMember[]
  jobApplication?: ReactNode
}) {
  return (
    <article>
      <PageHeader neutral="team" title={page.title} lead={page.lead} />
      <div className="container-page pt-12 pb-20 md:pt-16 md:pb-28">
        <TeamGrid members={members} />
        <div className="prose-page mt-20 max-w-3xl border-t border-line pt-4">
          <PageSections sections={page.sections} />
        </div>
        {jobApplication && <div className="mt-20 max-w-3xl">{jobApplication}</div>}
      </div>
    </article>
  )
}
