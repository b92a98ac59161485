import * as v from 'valibot'
import { optionalParam, searchSchema } from '#/domain/search-params.ts'
import { createFileRoute } from '@tanstack/react-router'
import { HydrationBoundary } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { pageTitle } from '#/components/content-head.ts'
import { AuditLogView } from '#/features/staff/index.ts'
import { prefetchAdmin } from '../-prefetch.ts'

// DESIGN.md "Staff and owners", the audit log: drawn on the server with its page (decision 033).
export const Route = createFileRoute('/admin/_staff/audit')({
  validateSearch: searchSchema({
    subject: optionalParam(
      v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(),
        v.transform((subject) => subject.slice(0, 300)),
      ),
    ),
    before: optionalParam(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1))),
  }),
  loaderDeps: ({ search }) => ({ subject: search.subject, before: search.before }),
  // The loader stays in the route tree that every page loads: its reads come with the back office's own chunks (-prefetch.ts).
  loader: async ({ deps }) => {
    return prefetchAdmin('audit', deps.subject, deps.before)
  },
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n._(msg`Audit log`)) }] }),
  component: function AuditPage() {
    const { subject, before } = Route.useSearch()
    return (
      <HydrationBoundary state={Route.useLoaderData()}>
        <AuditLogView subject={subject} before={before} />
      </HydrationBoundary>
    )
  },
})
