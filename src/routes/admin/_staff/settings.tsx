import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { pageTitle } from '#/components/content-head.ts'
import { AdminPageHeader } from '#/admin/AdminFrame.tsx'
import { SettingsEditorView } from '#/features/site-editor/index.ts'
import { prefetchAdmin } from '../-prefetch.ts'
import { adminOnly } from '../-admin-only.ts'

// Decision 034: the agency's settings, admins only (the server functions check the role
// again, through the admin middleware); drawn on the server with its data (decision 033).
export const Route = createFileRoute('/admin/_staff/settings')({
  beforeLoad: adminOnly,
  // The loader stays in the route tree that every page loads: its reads come with the back office's own chunks (-prefetch.ts).
  loader: async ({ context }) => {
    if (!context.allowed) return undefined
    return prefetchAdmin('settingsEditor')
  },
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n._(msg`Site settings`)) }] }),
  component: function SettingsPage() {
    const { t } = useLingui()
    const { allowed } = Route.useRouteContext()
    if (!allowed) return <AdminPageHeader title={t`No access`} intro={t`Only administrators change the site settings.`} />
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <SettingsEditorView />
      </HydrationBoundary>
    )
  },
})
