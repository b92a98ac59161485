import { useLingui } from '@lingui/react/macro'
import { PageLink } from '#/components/PageLink.tsx'
import { ArrowRightIcon } from '#/components/icons.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import type { ServiceArticleSummary } from '#/content/service-articles.ts'
import { serviceArticleHref } from '#/content/service-article-slugs.ts'
import { ReadMoreCard } from '#/components/ReadMoreCard.tsx'

/** The services page's list of articles (spec §2 "Articles live under /services/..."): a card each. */
export function ServiceArticleCards({ articles }: { articles: ServiceArticleSummary[] }) {
  const locale = useLocale()
  return (
    <ul className="grid gap-5 md:grid-cols-2 md:gap-6">
      {articles.map((article) => (
        <li key={article.id}>
          <ReadMoreCard href={serviceArticleHref(article.id, locale)} title={article.title} text={article.description} heading="h2" />
        </li>
      ))}
    </ul>
  )
}

/** Beside an article: links to the other services, so a reader can move on without going back. */
export function MoreServices({ articles }: { articles: ServiceArticleSummary[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <nav aria-labelledby="more-services" className="mt-8 rounded-2xl border border-line p-6 md:p-8">
      <h2 id="more-services" className="font-display text-2xl">
        {t`More services`}
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {articles.map((article) => (
          <li key={article.id}>
            <PageLink
              to="/$lang/services/$article/"
              params={{ lang: locale, article: article.slug }}
              className="group flex min-h-11 items-center justify-between gap-3 py-2.5 font-medium hover:text-brand-dark"
            >
              {article.title}
              <ArrowRightIcon size={16} className="shrink-0 text-brand transition-transform group-hover:translate-x-1" />
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
