import { useLingui } from '@lingui/react/macro'
import { PageLink } from '~/components/PageLink'
import { ArrowRightIcon } from '~/components/icons'
import { useLocale } from '~/components/shell/use-locale'
import type { ServiceArticleSummary } from '~/content/service-articles'

/** The services page's list of articles (spec §2 "Articles live under /services/..."): a card each. */
export function ServiceArticleCards({ articles }: { articles: ServiceArticleSummary[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <ul className="grid gap-5 md:grid-cols-2 md:gap-6">
      {articles.map((article) => (
        <li key={article.id}>
          <PageLink
            to="/$lang/services/$article/"
            params={{ lang: locale, article: article.slug }}
            className="group flex h-full flex-col rounded-2xl border border-line bg-white p-6 transition-shadow hover:shadow-xl hover:shadow-black/5 md:p-8"
          >
            <h2 className="font-display text-2xl leading-snug">{article.title}</h2>
            <p className="mt-3 flex-1 leading-relaxed text-muted">{article.description}</p>
            <span className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-dark">
              {t`Read more`}
              <ArrowRightIcon size={18} className="transition-transform group-hover:translate-x-1" />
            </span>
          </PageLink>
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
