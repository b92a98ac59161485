import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatDateTime } from '#/domain/display-formats.ts'
import { AdminPageHeader } from '#/admin/AdminFrame.tsx'
import { dashboardQuery } from './lead-inbox-queries.ts'
import type { StaffIdentity } from '#/admin/staff-roles.ts'
import { MAIL_KIND_LABELS } from './lead-inbox-labels.ts'
import type { DashboardAnswer } from './lead-inbox-types.ts'
import { InboxLink, LeadLink, QueryState } from './LeadInboxParts.tsx'

// DESIGN.md "Staff and owners", the dashboard: today's leads, failed mails and CRM deliveries, the last CRM sync and the
// testimonials waiting; each card leads into the inbox, filtered.

const CARD = 'rounded-2xl border border-line bg-white p-5'
const CARD_LINK = 'mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-dark underline underline-offset-2'

function Card({
  title,
  figure,
  tone = 'plain',
  children,
}: {
  title: string
  figure?: number
  tone?: 'plain' | 'alert'
  children?: ReactNode
}) {
  return (
    <section className={`${CARD} ${tone === 'alert' ? 'border-red-200' : ''}`} aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">{title}</h2>
      {figure !== undefined && (
        <p className={`mt-2 font-display text-4xl tabular-nums ${tone === 'alert' ? 'text-red-800' : 'text-ink'}`}>{figure}</p>
      )}
      {children}
    </section>
  )
}

export function DashboardView({ staff }: { staff: StaffIdentity }) {
  const { t, i18n } = useLingui()
  const locale = staff.language
  const query = useQuery(dashboardQuery())
  const name = staff.name || staff.email
  const header = <AdminPageHeader title={t`Dashboard`} intro={t`Welcome, ${name}`} />
  const data = query.data
  if (!data) {
    return (
      <>
        {header}
        <QueryState error={query.error} />
      </>
    )
  }
  const { lastSync, lastSyncError } = data.sync
  const syncFailed = lastSyncError !== null && lastSyncError.since !== 'resolved'
  return (
    <>
      {header}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Card title={t`Today’s leads`} figure={data.today.total}>
          {data.today.perForm.length > 0 && (
            <ul className="mt-3 grid gap-1 text-sm">
              {data.today.perForm.map((row) => (
                <li key={row.form} className="flex justify-between gap-3">
                  <InboxLink search={{ form: row.form }} className="text-brand-dark underline underline-offset-2">
                    {row.formTitle}
                  </InboxLink>
                  <span className="tabular-nums">{row.count}</span>
                </li>
              ))}
            </ul>
          )}
          <InboxLink search={{}} className={CARD_LINK}>{t`Open the inbox`}</InboxLink>
        </Card>
        <Card title={t`New leads`} figure={data.open.new}>
          <p className="mt-1 text-sm text-muted">{t`Nobody has started on these yet.`}</p>
          <InboxLink search={{ status: 'new' }} className={CARD_LINK}>{t`See the new leads`}</InboxLink>
        </Card>
        <Card title={t`My open leads`} figure={data.open.mine}>
          <p className="mt-1 text-sm text-muted">{t`Assigned to you and not done.`}</p>
          <InboxLink search={{ assigned: 'me', status: 'in-progress' }} className={CARD_LINK}>{t`See my leads`}</InboxLink>
        </Card>
        <FailedCard
          title={t`Failed mails`}
          failed={data.failedMails}
          describe={(what) => i18n._(MAIL_KIND_LABELS[what] ?? { id: what })}
          locale={locale}
        />
        <FailedCard title={t`Failed CRM deliveries`} failed={data.failedCrm} describe={(what) => what} locale={locale} />
        <Card title={t`Last CRM sync`} tone={syncFailed ? 'alert' : 'plain'}>
          {lastSync ? (
            <p className="mt-2 text-ink">
              {lastSync.mode === 'full' ? t`Full sync` : t`Changes only`} ·{' '}
              {formatDateTime(lastSync.finishedAt ?? lastSync.startedAt, locale)}
              <span className="ml-2 inline-flex rounded-full bg-brand/10 px-2.5 py-0.5 text-xs font-semibold text-brand-dark ring-1 ring-brand/30 ring-inset">{t`Succeeded`}</span>
            </p>
          ) : (
            <p className="mt-2 text-muted">{t`No sync has succeeded yet.`}</p>
          )}
          {syncFailed && (
            <p className="mt-3 text-sm text-red-900" role="status">
              {t`Failed`} · {formatDateTime(lastSyncError.startedAt, locale)}
              {lastSyncError.error && <span className="mt-1 block break-words text-muted">{lastSyncError.error}</span>}
            </p>
          )}
        </Card>
        <Card title={t`Testimonials to review`} figure={data.pendingTestimonials}>
          <Link to="/admin/testimonials/" className={CARD_LINK}>{t`Review the testimonials`}</Link>
        </Card>
      </div>
    </>
  )
}

function FailedCard({
  title,
  failed,
  describe,
  locale,
}: {
  title: string
  failed: DashboardAnswer['failedMails']
  describe: (what: string) => string
  locale: StaffIdentity['language']
}) {
  const { t } = useLingui()
  return (
    <Card title={title} figure={failed.count} tone={failed.count > 0 ? 'alert' : 'plain'}>
      {failed.count === 0 ? (
        <p className="mt-1 text-sm text-muted">{t`Nothing failed.`}</p>
      ) : (
        <ul className="mt-3 grid gap-2 text-sm">
          {failed.latest.map((row) => (
            <li key={`${row.leadId}-${row.what}`}>
              <LeadLink id={row.leadId} className="font-semibold text-brand-dark underline underline-offset-2">
                {row.name || row.email || row.leadId}
              </LeadLink>
              <span className="block text-muted">
                {describe(row.what)} · {row.formTitle} · {formatDateTime(row.createdAt, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
