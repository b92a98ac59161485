import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { formatDateTime } from '#/domain/display-formats.ts'
import type { Locale } from '#/i18n/locales.ts'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import { auditLogQuery } from './staff-queries.ts'
import type { AuditEntry } from '#/admin/audit-log.server.ts'
import { INPUT, LABEL, Loading, Notice, PRIMARY, SECONDARY, useFailureText } from './staff-view-parts.tsx'

// DESIGN.md "Staff and owners", the audit log (who did what and when): newest first, a page at a time, filtered by what it
// was done to. The filter and the pages are links and a GET form, so the address says what is shown.

/** Actions this feature writes, said in words; other features' actions show as written ('lead.assign'). */
const ACTION_LABELS: Record<string, MessageDescriptor> = {
  'staff.invite': msg`Invited a staff member`,
  'staff.sign-in': msg`Signed in`,
  'staff.sign-out-everywhere': msg`Signed out everywhere`,
  'staff.passkey-add': msg`Registered a passkey`,
  'staff.passkey-remove': msg`Removed a passkey`,
  'staff.profile': msg`Changed their profile`,
  'staff.role': msg`Changed a role`,
  'staff.revoke': msg`Revoked a staff member`,
}

export function AuditLogView({ subject, before }: { subject?: string; before?: number }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const id = useId()
  const failure = useFailureText()
  const log = useQuery(auditLogQuery(subject, before))

  return (
    <>
      <AdminPageHeader title={t`Audit log`} intro={t`Every change made in the back office: who, what, when, and on what.`} />
      <AdminPanel>
        <form method="get" action="/admin/audit/" className="mb-6 flex flex-wrap items-end gap-3">
          <div className="min-w-56 flex-1">
            <label htmlFor={`${id}-subject`} className={LABEL}>{t`Subject`}</label>
            <input
              id={`${id}-subject`}
              name="subject"
              defaultValue={subject}
              placeholder="lead:…, staff:name@agency.be"
              className={INPUT}
            />
          </div>
          <button type="submit" className={PRIMARY}>{t`Filter`}</button>
          {subject && <Link to="/admin/audit/" className={SECONDARY}>{t`Show everything`}</Link>}
        </form>
        {!log.data ? (
          log.error ? (
            <Notice tone="error">{failure(log.error)}</Notice>
          ) : (
            <Loading />
          )
        ) : log.data.entries.length === 0 ? (
          <p className="text-muted">{t`Nothing in the log yet.`}</p>
        ) : (
          <ol className="divide-y divide-line">
            {log.data.entries.map((entry) => {
              const label = ACTION_LABELS[entry.action]
              const detail = Object.entries(entry.detail).filter(([, value]) => value !== '' && value !== null && value !== undefined)
              return (
                <li key={entry.id} className="grid gap-1 py-3 md:grid-cols-[11rem_minmax(0,1fr)] md:gap-4">
                  <time dateTime={entry.at} className="text-sm text-muted">
                    {formatDateTime(entry.at, locale)}
                  </time>
                  <div className="min-w-0">
                    <p className="text-ink">
                      <span className="font-semibold break-all">{entry.staffEmail}</span> · {label ? i18n._(label) : entry.action}
                      {label && <span className="ml-1 text-sm text-muted">({entry.action})</span>}
                    </p>
                    {entry.subject && (
                      <p className="text-sm break-all">
                        <Link
                          to="/admin/audit/"
                          search={{ subject: entry.subject }}
                          className="text-brand-dark underline underline-offset-2"
                        >
                          {entry.subject}
                        </Link>
                      </p>
                    )}
                    {detail.length > 0 && (
                      <p className="text-sm break-words text-muted">
                        {detail.map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`).join(' · ')}
                      </p>
                    )}
                  </div>
                </li>
              )
            })}
          </ol>
        )}
        {log.data && (before || log.data.nextBefore) && (
          <nav aria-label={t`Pages of the audit log`} className="mt-6 flex flex-wrap gap-3">
            {before && <Link to="/admin/audit/" search={subject ? { subject } : {}} className={SECONDARY}>{t`Newest entries`}</Link>}
            {log.data.nextBefore && (
              <Link
                to="/admin/audit/"
                search={{ ...(subject ? { subject } : {}), before: log.data.nextBefore }}
                className={SECONDARY}
              >{t`Older entries`}</Link>
            )}
          </nav>
        )}
      </AdminPanel>
    </>
  )
}
