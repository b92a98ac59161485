import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '#/components/content-head.ts'
import { getContentPage, ContentPageView } from '#/features/content-pages/index.ts'

export const Route = createFileRoute('/$lang/disclaimer')({
  loader: ({ context }) => getContentPage({ data: { page: 'disclaimer', locale: context.locale } }),
  head: ({ loaderData }) => contentHead(loaderData),
  component: function Page() {
    return <ContentPageView page={Route.useLoaderData()} neutral="disclaimer" />
  },
})
