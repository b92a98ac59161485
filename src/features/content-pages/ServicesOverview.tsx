import type { ReactNode } from 'react'
import type { LocalizedPage } from '~/content/content-types'
import { PageHeader } from '~/components/PageHeader'
import { AgencyContactCard } from './AgencyContactCard'
import { ServiceArticleCards } from './ServiceArticleCards'
import type { ServiceArticleSummary } from '~/content/service-articles'

/** The services page: its introduction, a card per service article, and what follows (the team module). */
export function ServicesOverview({ page, articles, children }: { page: LocalizedPage; articles: ServiceArticleSummary[]; children?: ReactNode }) {
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
