import { useId, useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatDateTime } from '#/domain/display-formats.ts'
import { LOCALE_NATIVE_NAMES } from '#/i18n/locales.ts'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import type { StaffIdentity } from '#/admin/staff-roles.ts'
import { LEAD_STATUSES, LEAD_STATUS_LABELS, NOTE_MAX_LENGTH, type LeadStatus, type RetryableMailKind } from './lead-inbox-rules.ts'
import { AUDIT_ACTION_LABELS, DELIVERY_STATUS_LABELS, MAIL_KIND_LABELS } from './lead-inbox-labels.ts'
import type { LeadAnswer } from './lead-inbox-types.ts'
import { leadQuery } from './lead-inbox-queries.ts'
import { addLeadNoteFn, assignLeadFn, retryLeadCrmFn, retryLeadMailFn, setLeadStatusFn } from './lead-inbox.functions.ts'
import { BUTTON, BUTTON_QUIET, ErrorNote, FIELD, LABEL, QueryState, StatusBadge } from './LeadInboxParts.tsx'

// DESIGN.md "Staff and owners", leads: one lead with all its fields, its uploads, its mails and CRM delivery (with a
// retry), who looks after it and where it stands, the notes staff keep, and its audit trail.

/** After a change: this lead, the inbox's lists and the dashboard read again. */
function useLeadChange<Body, Answer>(id: string, change: (options: { data: Body & { id: string } }) => Promise<Answer>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: Body) => change({ data: { ...body, id } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: leadQuery(id).queryKey }),
        client.invalidateQueries({ queryKey: ['leads'] }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  })
}

export function LeadView({ id, staff }: { id: string; staff: StaffIdentity }) {
  const { t } = useLingui()
  const query = useQuery(leadQuery(id))
  const data = query.data
  const back = (
    <Link
      to="/admin/leads/"
      className="mb-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-dark underline-offset-2 hover:underline"
    >
      ← {t`All leads`}
    </Link>
  )
  if (!data) {
    return (
      <>
        {back}
        <QueryState error={query.error} />
      </>
    )
  }
  const { lead } = data
  const locale = staff.language
  const title = lead.name || lead.email || lead.id
  const received = formatDateTime(lead.createdAt, locale)
  return (
    <>
      {back}
      {/* A name or an address may be one long word: it wraps rather than widen a phone's page. */}
      <div className="[&_h1]:[overflow-wrap:anywhere]">
        <AdminPageHeader
          title={title}
          intro={`${lead.formTitle} · ${t`received ${received}`}`}
          actions={<StatusBadge status={lead.status} />}
        />
      </div>
      {/* One column on a phone (its tables scroll within their panel), the follow-up first; two on a wide screen. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
          <AdminPanel title={t`What the visitor sent`}>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,14rem)_1fr]">
              {data.fields.map((line, index) => (
                <div key={index} className="contents">
                  <dt className="text-sm font-medium text-muted">{line.label}</dt>
                  <dd lang={line.writtenIn} className="text-ink break-words whitespace-pre-line">
                    {line.value}
                  </dd>
                </div>
              ))}
            </dl>
            {data.uploads.length > 0 && (
              <>
                <h3 className="mt-6 mb-2 font-semibold text-ink">{t`Files`}</h3>
                <ul className="grid gap-2">
                  {data.uploads.map((upload) => (
                    <li key={upload.field}>
                      <a
                        href={upload.href}
                        download={upload.name}
                        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-dark underline underline-offset-2"
                      >
                        {upload.label}: {upload.name}
                      </a>{' '}
                      <span className="text-sm text-muted">({Math.max(1, Math.round(upload.size / 1024))} KB)</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </AdminPanel>
          <DeliveriesPanel data={data} locale={locale} />
          <NotesPanel data={data} locale={locale} />
          <AuditPanel data={data} locale={locale} />
        </div>
        <div className="order-first grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6 xl:order-none">
          <StandingPanel data={data} />
          <AdminPanel title={t`Where it came from`}>
            <dl className="grid gap-3 text-sm">
              {lead.about && (
                <div>
                  <dt className="font-medium text-muted">{lead.about.kind === 'property' ? t`Property` : t`Project`}</dt>
                  <dd>
                    {lead.about.path ? (
                      <a href={lead.about.path} className="text-brand-dark underline underline-offset-2">
                        {lead.about.title}
                      </a>
                    ) : (
                      lead.about.title
                    )}{' '}
                    <span className="text-muted">
                      ({t`ref.`} {lead.about.reference})
                    </span>
                  </dd>
                </div>
              )}
              <div>
                <dt className="font-medium text-muted">{t`Language of the visitor`}</dt>
                <dd>{LOCALE_NATIVE_NAMES[lead.locale]}</dd>
              </div>
              {lead.email && (
                <div>
                  <dt className="font-medium text-muted">{t`E-mail`}</dt>
                  <dd>
                    <a href={`mailto:${lead.email}`} className="break-all text-brand-dark underline underline-offset-2">
                      {lead.email}
                    </a>
                  </dd>
                </div>
              )}
              {lead.pagePath && (
                <div>
                  <dt className="font-medium text-muted">{t`Sent from`}</dt>
                  <dd className="break-all">{lead.pagePath}</dd>
                </div>
              )}
              <div>
                <dt className="font-medium text-muted">{t`Campaign`}</dt>
                <dd className="break-all">
                  {lead.campaign && Object.keys(lead.campaign).length > 0
                    ? Object.entries(lead.campaign)
                        .map(([key, value]) => `${key}=${value}`)
                        .join(', ')
                    : t`None`}
                </dd>
              </div>
              <div>
                <dt className="font-medium text-muted">{t`Lead number`}</dt>
                <dd className="font-mono text-xs break-all">{lead.id}</dd>
              </div>
            </dl>
          </AdminPanel>
        </div>
      </div>
    </>
  )
}

function StandingPanel({ data }: { data: LeadAnswer }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const { lead } = data
  const status = useLeadChange<{ status: LeadStatus }, unknown>(lead.id, setLeadStatusFn)
  const assign = useLeadChange<{ staffId: number | null }, unknown>(lead.id, assignLeadFn)
  const [chosen, setChosen] = useState<string>(lead.assigned ? String(lead.assigned.id) : '')
  const submitAssign = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    assign.mutate({ staffId: chosen === '' ? null : Number(chosen) })
  }
  // A revoked member still assigned is shown, not offered.
  const offered =
    data.assignees.some((member) => member.id === lead.assigned?.id) || !lead.assigned ? data.assignees : [lead.assigned, ...data.assignees]
  return (
    <AdminPanel title={t`Follow-up`}>
      <fieldset>
        <legend className={LABEL}>{t`Status`}</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {LEAD_STATUSES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={lead.status === value}
              disabled={status.isPending}
              onClick={() => status.mutate({ status: value })}
              className="inline-flex min-h-11 items-center justify-center rounded-lg border border-line bg-white px-2 text-sm font-semibold text-ink hover:border-brand aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white disabled:opacity-60"
            >
              {i18n._(LEAD_STATUS_LABELS[value])}
            </button>
          ))}
        </div>
        <ErrorNote error={status.error} />
      </fieldset>
      <form onSubmit={submitAssign} className="mt-6">
        <label htmlFor={`${id}-assign`} className={LABEL}>{t`Assigned to`}</label>
        <div className="mt-1 flex gap-2">
          <select id={`${id}-assign`} value={chosen} onChange={(event) => setChosen(event.target.value)} className={`${FIELD} mt-0`}>
            <option value="">{t`Nobody`}</option>
            {offered.map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.name || member.email}
              </option>
            ))}
          </select>
          <button type="submit" className={BUTTON_QUIET} disabled={assign.isPending}>{t`Save`}</button>
        </div>
        <ErrorNote error={assign.error} />
        {assign.isSuccess && <p role="status" className="mt-2 text-sm text-brand-dark">{t`Saved.`}</p>}
      </form>
    </AdminPanel>
  )
}

function DeliveriesPanel({ data, locale }: { data: LeadAnswer; locale: StaffIdentity['language'] }) {
  const { t, i18n } = useLingui()
  const retryMail = useLeadChange<{ kind: RetryableMailKind }, unknown>(data.lead.id, retryLeadMailFn)
  const retryCrm = useLeadChange<{ method: string }, unknown>(data.lead.id, retryLeadCrmFn)
  const rows = [
    ...data.mails.map((mail) => ({
      key: `mail-${mail.kind}`,
      what: i18n._(MAIL_KIND_LABELS[mail.kind] ?? { id: mail.kind }),
      status: mail.status,
      attempts: mail.attempts,
      error: mail.lastError,
      at: mail.sentAt ?? mail.nextAttemptAt,
      // a cancellation mail is not retried: the server refuses its kind
      retry: () => retryMail.mutate({ kind: mail.kind as RetryableMailKind }),
      pending: retryMail.isPending,
    })),
    ...data.crm.map((delivery) => ({
      key: `crm-${delivery.method}`,
      what: `${t`CRM`} (${delivery.method})`,
      status: delivery.status,
      attempts: delivery.attempts,
      error: delivery.lastError,
      at: delivery.deliveredAt ?? delivery.nextAttemptAt,
      retry: () => retryCrm.mutate({ method: delivery.method }),
      pending: retryCrm.isPending,
    })),
  ]
  const badge = (status: string) =>
    status === 'failed'
      ? 'bg-red-50 text-red-900 ring-red-200'
      : status === 'sent' || status === 'delivered'
        ? 'bg-brand/10 text-brand-dark ring-brand/30'
        : 'bg-sand text-ink ring-line'
  return (
    <AdminPanel title={t`Mails and CRM`}>
      {rows.length === 0 ? (
        <p className="text-muted">{t`This lead sends no mail and goes to no CRM.`}</p>
      ) : (
        <>
          {/* A table from a tablet's width up; on a phone each delivery is a card. */}
          <table className="hidden w-full text-sm md:table">
            <caption className="sr-only">{t`Mails and CRM`}</caption>
            <thead>
              <tr className="border-b border-line text-left text-xs tracking-wide text-muted uppercase">
                <th scope="col" className="py-2 pr-3 font-semibold">{t`Delivery`}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t`Status`}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t`Attempts`}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t`Last error`}</th>
                <th scope="col" className="py-2 font-semibold">
                  <span className="sr-only">{t`Action`}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={row.key}>
                  <td className="py-3 pr-3">
                    {row.what}
                    <div className="text-xs text-muted">{formatDateTime(row.at, locale)}</div>
                  </td>
                  <td className="py-3 pr-3">
                    <span
                      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${badge(row.status)}`}
                    >
                      {i18n._(DELIVERY_STATUS_LABELS[row.status] ?? { id: row.status })}
                    </span>
                  </td>
                  <td className="py-3 pr-3 tabular-nums">{row.attempts}</td>
                  <td className="py-3 pr-3 [overflow-wrap:anywhere] text-muted">{row.error ?? '—'}</td>
                  <td className="py-3 text-right">
                    {(row.status === 'failed' || row.status === 'pending') && (
                      <button type="button" onClick={row.retry} disabled={row.pending} className={BUTTON_QUIET}>
                        {t`Try again now`}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="grid gap-3 md:hidden">
            {rows.map((row) => (
              <li key={row.key} className="rounded-xl bg-paper p-3 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <span className="font-medium text-ink">{row.what}</span>
                  <span
                    className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${badge(row.status)}`}
                  >
                    {i18n._(DELIVERY_STATUS_LABELS[row.status] ?? { id: row.status })}
                  </span>
                </div>
                <p className="mt-1 text-muted">
                  {formatDateTime(row.at, locale)} · {t`Attempts`}: {row.attempts}
                </p>
                {row.error && <p className="mt-1 [overflow-wrap:anywhere] text-muted">{row.error}</p>}
                {(row.status === 'failed' || row.status === 'pending') && (
                  <button type="button" onClick={row.retry} disabled={row.pending} className={`${BUTTON_QUIET} mt-2`}>
                    {t`Try again now`}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <ErrorNote error={retryMail.error ?? retryCrm.error} />
    </AdminPanel>
  )
}

function NotesPanel({ data, locale }: { data: LeadAnswer; locale: StaffIdentity['language'] }) {
  const { t } = useLingui()
  const id = useId()
  const note = useLeadChange<{ text: string }, unknown>(data.lead.id, addLeadNoteFn)
  const [text, setText] = useState('')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    note.mutate({ text }, { onSuccess: () => setText('') })
  }
  return (
    <AdminPanel title={t`Notes`}>
      {data.notes.length === 0 ? (
        <p className="text-muted">{t`No notes yet.`}</p>
      ) : (
        <ol className="grid gap-3">
          {data.notes.map((entry) => (
            <li key={entry.id} className="rounded-xl bg-paper p-3">
              <p className="text-xs text-muted">
                {entry.staff.name || entry.staff.email} · {formatDateTime(entry.at, locale)}
              </p>
              <p className="mt-1 whitespace-pre-line text-ink">{entry.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="mt-4">
        <label htmlFor={`${id}-note`} className={LABEL}>{t`Add a note`}</label>
        <textarea
          id={`${id}-note`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          required
          maxLength={NOTE_MAX_LENGTH}
          rows={3}
          className={`${FIELD} py-2`}
        />
        <button type="submit" className={`${BUTTON} mt-3`} disabled={note.isPending}>{t`Add the note`}</button>
        <ErrorNote error={note.error} />
      </form>
    </AdminPanel>
  )
}

function AuditPanel({ data, locale }: { data: LeadAnswer; locale: StaffIdentity['language'] }) {
  const { t, i18n } = useLingui()
  const describe = (detail: Record<string, unknown>, action: string) => {
    if (action === 'lead.status' && typeof detail.to === 'string' && detail.to in LEAD_STATUS_LABELS)
      return i18n._(LEAD_STATUS_LABELS[detail.to as LeadStatus])
    if (action === 'lead.assign') return typeof detail.to === 'string' ? detail.to : t`Nobody`
    if (typeof detail.kind === 'string') return i18n._(MAIL_KIND_LABELS[detail.kind] ?? { id: detail.kind })
    if (typeof detail.method === 'string') return detail.method
    return ''
  }
  return (
    <AdminPanel title={t`History`}>
      {data.audit.length === 0 ? (
        <p className="text-muted">{t`Nobody has changed this lead yet.`}</p>
      ) : (
        <ol className="grid gap-2 text-sm">
          {data.audit.map((entry) => {
            const what = describe(entry.detail, entry.action)
            return (
              <li key={entry.id} className="flex flex-wrap gap-x-2">
                <span className="text-muted tabular-nums">{formatDateTime(entry.at, locale)}</span>
                <span className="font-medium">{entry.staffEmail}</span>
                <span>
                  {i18n._(AUDIT_ACTION_LABELS[entry.action] ?? { id: entry.action })}
                  {what && `: ${what}`}
                </span>
              </li>
            )
          })}
        </ol>
      )}
    </AdminPanel>
  )
}
