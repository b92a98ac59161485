import type { ReactNode } from 'react'
import type { PageInLanguage } from '#/content/page-documents.ts'
import { useLocale } from '#/components/shell/use-locale.ts'
import { MarkdownBody } from './MarkdownBody.tsx'
import { PageHeader } from '#/components/PageHeader.tsx'
import { AgencyContactCard } from './AgencyContactCard.tsx'
import { ServiceArticleCards } from './ServiceArticleCards.tsx'
import type { ServiceArticleSummary } from '#/content/service-articles.ts'

/** The services page: its introduction and text, a card per service article, and what follows (the team module). */
export function ServicesOverview({
  page,
  articles,
  children,
}: {
  page: PageInLanguage
  articles: ServiceArticleSummary[]
  children?: ReactNode
}) {
  const locale = useLocale()
  return (
    <article lang={page.language === locale ? undefined : page.language}>
      <PageHeader neutral="services" title={page.title} lead={page.lead} />
      <div className="container-page grid gap-12 pt-12 pb-20 md:pt-16 md:pb-28 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          {page.body.length > 0 && (
            <div className="prose-page mb-12 max-w-3xl">
              <MarkdownBody blocks={page.body} />
            </div>
          )}
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
