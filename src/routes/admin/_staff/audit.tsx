import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageTitle } from '~/components/content-head'
import { AuditLogView } from '~/features/staff'

// Issue 18 "Audit log".
export const Route = createFileRoute('/admin/_staff/audit')({
  validateSearch: (search: Record<string, unknown>): { subject?: string; before?: number } => {
    const before = Number(search.before)
    const subject = typeof search.subject === 'string' && search.subject.trim() ? search.subject.trim().slice(0, 300) : undefined
    return { subject, before: Number.isInteger(before) && before > 0 ? before : undefined }
  },
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n._(msg`Audit log`)) }] }),
  component: function AuditPage() {
    const { subject, before } = Route.useSearch()
    return <AuditLogView subject={subject} before={before} />
  },
})
