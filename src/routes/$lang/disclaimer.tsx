import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '~/features/content-pages/content-head'
import { getContentPage } from '~/features/content-pages/content.functions'
import { ContentPageView } from '~/features/content-pages/ContentPageView'

export const Route = createFileRoute('/$lang/disclaimer')({
  loader: ({ context }) => getContentPage({ data: { page: 'disclaimer', locale: context.locale } }),
  head: ({ loaderData }) => contentHead(loaderData),
  component: function Page() {
    return <ContentPageView page={Route.useLoaderData()} neutral="disclaimer" />
  },
})
