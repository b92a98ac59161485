import { createFileRoute, notFound } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { pageTitle } from '#/components/content-head.ts'
import { isEditablePageKey } from '#/content/editable-page-keys.ts'
import { PageEditorView } from '#/features/site-editor/index.ts'
import { prefetchAdmin } from '../-prefetch.ts'

// Decision 034: one page's texts in every language, its draft, preview, publication and history;
// drawn on the server with them (decision 033). A key the site does not edit is not found.
export const Route = createFileRoute('/admin/_staff/pages/$key')({
  beforeLoad: ({ params }) => {
    if (!isEditablePageKey(params.key)) throw notFound()
    return { pageKey: params.key }
  },
  // The loader stays in the route tree that every page loads: its reads come with the back office's own chunks (-prefetch.ts).
  loader: ({ context }) => prefetchAdmin('pageEditor', context.pageKey),
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n._(msg`Edit a page`)) }] }),
  component: function PageEditorPage() {
    const { staff, pageKey } = Route.useRouteContext()
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <PageEditorView pageKey={pageKey} language={staff.language} />
      </HydrationBoundary>
    )
  },
})
