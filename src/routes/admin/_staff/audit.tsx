import * as v from 'valibot'
import { optionalParam, searchSchema } from '#/domain/search-params.ts'
import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageTitle } from '#/components/content-head.ts'
import { AuditLogView } from '#/features/staff/index.ts'

// Issue 18 "Audit log".
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
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n._(msg`Audit log`)) }] }),
  component: function AuditPage() {
    const { subject, before } = Route.useSearch()
    return <AuditLogView subject={subject} before={before} />
  },
})
