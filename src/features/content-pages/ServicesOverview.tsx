import type { ReactNode } from 'react'
import type { LocalizedPage } from '#/content/content-types.ts'
import { PageHeader } from '#/components/PageHeader.tsx'
import { AgencyContactCard } from './AgencyContactCard.tsx'
import { ServiceArticleCards } from './ServiceArticleCards.tsx'
import type { ServiceArticleSummary } from '#/content/service-articles.ts'

/** The services page: its introduction, a card per service article, and what follows (the team module). */
export function ServicesOverview({
  page,
  articles,
  children,
}: {
  page: LocalizedPage
  articles: ServiceArticleSummary[]
  children?: ReactNode
}) {
  return (
    <article>
      <PageHeader neutral="services" title={page.title} lead={page.lead} />
      <div className="container-page grid gap-12 pt-12 pb-20 md:pt-16 md:pb-28 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <ServiceArticleCards articles={articles} />
          {children}
        </div>
        <aside className="xl:pt-2">
          <AgencyContactCard />
        </aside>
      </div>
    </article>
  )
}
