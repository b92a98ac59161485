import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '#/components/content-head.ts'
import { getContentPage, ContentPageView } from '#/features/content-pages/index.ts'

export const Route = createFileRoute('/$lang/disclaimer')({
  loader: ({ context }) => getContentPage({ data: { page: 'disclaimer', locale: context.locale } }),
  head: ({ loaderData, match }) =>
    contentHead(loaderData, { neutral: 'disclaimer', locale: match.context.locale, i18n: match.context.i18n }),
  component: function Page() {
    return <ContentPageView page={Route.useLoaderData()} neutral="disclaimer" />
  },
})
