import type { LocalizedServiceArticle, ServiceArticleSummary } from '#/content/service-articles.ts'
import { ArrowRightIcon } from '#/components/icons.tsx'
import { SiteLink } from '#/components/shell/SiteLink.tsx'
import { AgencyContactCard } from './AgencyContactCard.tsx'
import { ContentPageView } from './ContentPageView.tsx'
import { MoreServices } from './ServiceArticleCards.tsx'

/** A service article: breadcrumb Home › Services › the article, its text, its next step, the other services beside it. */
export function ServiceArticleView({ article, others }: { article: LocalizedServiceArticle; others: ServiceArticleSummary[] }) {
  return (
    <ContentPageView
      page={article}
      neutral="services"
      current={article.title}
      aside={
        <>
          <AgencyContactCard />
          <MoreServices articles={others} />
        </>
      }
    >
      <p className="mt-10">
        <SiteLink
          href={article.action.href}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand px-6 py-3 font-semibold text-white no-underline hover:bg-brand-dark"
        >
          {article.action.label}
          <ArrowRightIcon size={18} />
        </SiteLink>
      </p>
    </ContentPageView>
  )
}
