import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { findServiceArticle, SERVICE_ARTICLE_SLUGS, serviceArticlePaths } from '#/content/service-article-slugs.ts'
import { siteConfig } from '#/config/site-config.ts'
import { contentHead } from '#/components/content-head.ts'
import { getServiceArticle, ServiceArticleView } from '#/features/content-pages/index.ts'

// spec §2 "Articles live under /services/...": one page per service, its slug in the page's language.
// Another language's slug answers 301 to this language's (a visitor who only changed /fr/ to /nl/
// lands on the article); an unknown slug is not found.
export const Route = createFileRoute('/$lang/services/$article')({
  beforeLoad: ({ params, context: { locale } }) => {
    const found = findServiceArticle(params.article, locale)
    if (!found) throw notFound()
    if (found.slugLocale !== locale) {
      throw redirect({
        to: '/$lang/services/$article/',
        params: { lang: locale, article: SERVICE_ARTICLE_SLUGS[found.id][locale] },
        statusCode: 301,
      })
    }
    return { articleId: found.id }
  },
  loader: async ({ context: { articleId, locale } }) => {
    const data = await getServiceArticle({ data: { article: articleId, locale } })
    // The slug is the article's own in each language (decision 012: canonical, hreflang and switcher).
    return { ...data, languagePaths: serviceArticlePaths(articleId, siteConfig().languages.enabled) }
  },
  head: ({ loaderData, match }) => {
    const { locale, i18n } = match.context
    const href = loaderData?.languagePaths[locale]
    return contentHead(loaderData?.article, {
      neutral: 'services',
      locale,
      i18n,
      article: true,
      ...(loaderData && href ? { current: { name: loaderData.article.title, href } } : {}),
    })
  },
  component: function ServiceArticlePage() {
    const { article, others } = Route.useLoaderData()
    return <ServiceArticleView article={article} others={others} />
  },
})
