import { useId, type FormEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatDateTime } from '#/domain/display-formats.ts'
import { LOCALES, LOCALE_NATIVE_NAMES, type Locale } from '#/i18n/locales.ts'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import type { StaffIdentity } from '#/admin/staff-roles.ts'
import { LEAD_STATUSES, LEAD_STATUS_LABELS, inboxSearchParams, readInboxFilters, type InboxFilters } from './lead-inbox-rules.ts'
import { inboxQuery } from './lead-inbox-queries.ts'
import type { InboxAnswer } from './lead-inbox-types.ts'
import { BUTTON, BUTTON_QUIET, FIELD, InboxLink, LABEL, LeadLink, QueryState, StatusBadge } from './LeadInboxParts.tsx'

// DESIGN.md "Staff and owners", leads: the inbox. Its filters are a GET form whose values are the page's search
// parameters, so a filtered view is a URL to bookmark or share; a table on a desktop, cards on a phone.

export function LeadInboxView({ search, staff }: { search: Record<string, string>; staff: StaffIdentity }) {
  const { t, i18n } = useLingui()
  const locale = staff.language
  const filters = readInboxFilters((name) => search[name])
  const query = useQuery(inboxQuery(search))
  const { after: _page, ...withoutPage } = inboxSearchParams(filters)
  const csvHref = `/api/admin/leads.csv${Object.keys(withoutPage).length ? `?${new URLSearchParams(withoutPage)}` : ''}`
  const data = query.data
  const mineOnly = filters.assigned === 'me'
  const { assigned: _assigned, ...notMine } = withoutPage

  return (
    <>
      <AdminPageHeader
        title={t`Leads`}
        intro={t`Every request sent through the website, newest first.`}
        actions={
          <>
            <InboxLink search={mineOnly ? notMine : { ...withoutPage, assigned: 'me' }} className={BUTTON_QUIET} current={mineOnly}>
              {mineOnly ? t`Show everyone’s leads` : t`Assigned to me`}
            </InboxLink>
            <a href={csvHref} download className={BUTTON_QUIET}>
              {t`Export CSV`}
            </a>
          </>
        }
      />
      <nav aria-label={t`Status`} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {(['all', ...LEAD_STATUSES] as const).map((status) => {
            const { status: _status, ...rest } = withoutPage
            const current = status === 'all' ? !filters.status : filters.status === status
            return (
              <li key={status}>
                <InboxLink
                  search={status === 'all' ? rest : { ...rest, status }}
                  current={current}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold whitespace-nowrap text-ink hover:border-brand aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white"
                >
                  {status === 'all' ? t`All` : i18n._(LEAD_STATUS_LABELS[status])}
                  {data && <span className="tabular-nums opacity-80">{data.counts[status]}</span>}
                </InboxLink>
              </li>
            )
          })}
        </ul>
      </nav>
      <InboxFilterForm filters={filters} data={data} />
      {!data ? (
        <QueryState error={query.error} />
      ) : data.leads.length === 0 ? (
        <AdminPanel>
          <p className="text-muted">{t`No lead matches these filters.`}</p>
        </AdminPanel>
      ) : (
        <>
          <LeadTable leads={data.leads} locale={locale} />
          {/* A long address wraps inside its card: the track may not grow wider than the phone. */}
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 md:hidden">
            {data.leads.map((lead) => (
              <li key={lead.id} className="rounded-2xl border border-line bg-white p-4">
                <div className="flex items-start justify-between gap-3">
                  <LeadLink
                    id={lead.id}
                    className="min-w-0 font-semibold [overflow-wrap:anywhere] text-brand-dark underline-offset-2 hover:underline"
                  >
                    {lead.name || lead.email || lead.id}
                  </LeadLink>
                  <StatusBadge status={lead.status} />
                </div>
                <p className="mt-1 text-sm text-ink">{lead.formTitle}</p>
                <p className="mt-1 text-sm text-muted">
                  {formatDateTime(lead.createdAt, locale)} · {lead.locale.toUpperCase()}
                  {lead.propertyId !== null && ` · ${t`ref.`} ${lead.propertyId}`}
                </p>
                <p className="mt-1 text-sm text-muted">
                  {lead.assigned ? t`Assigned to ${lead.assigned.name || lead.assigned.email}` : t`Not assigned`}
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            {filters.after && (
              <InboxLink search={withoutPage} className={BUTTON_QUIET}>
                {t`First page`}
              </InboxLink>
            )}
            {data.next && (
              <InboxLink search={{ ...withoutPage, after: data.next }} className={BUTTON}>
                {t`Next page`}
              </InboxLink>
            )}
          </div>
        </>
      )}
    </>
  )
}

function LeadTable({ leads, locale }: { leads: InboxAnswer['leads']; locale: Locale }) {
  const { t } = useLingui()
  const head = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase'
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-line bg-white md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t`Leads`}</caption>
        <thead className="border-b border-line bg-sand/60">
          <tr>
            <th scope="col" className={head}>{t`Received`}</th>
            <th scope="col" className={head}>{t`From`}</th>
            <th scope="col" className={head}>{t`Form`}</th>
            <th scope="col" className={head}>{t`Language`}</th>
            <th scope="col" className={head}>{t`Status`}</th>
            <th scope="col" className={head}>{t`Assigned to`}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {leads.map((lead) => (
            <tr key={lead.id} className="hover:bg-paper">
              <td className="px-4 py-3 whitespace-nowrap text-muted tabular-nums">{formatDateTime(lead.createdAt, locale)}</td>
              <td className="px-4 py-3">
                <LeadLink id={lead.id} className="font-semibold text-brand-dark underline-offset-2 hover:underline">
                  {lead.name || lead.email || lead.id}
                </LeadLink>
                {lead.name && lead.email && <div className="text-muted">{lead.email}</div>}
              </td>
              <td className="px-4 py-3">
                {lead.formTitle}
                {lead.propertyId !== null && (
                  <div className="text-muted">
                    {t`ref.`} {lead.propertyId}
                  </div>
                )}
              </td>
              <td className="px-4 py-3 uppercase">{lead.locale}</td>
              <td className="px-4 py-3">
                <StatusBadge status={lead.status} />
              </td>
              <td className="px-4 py-3">
                {lead.assigned ? lead.assigned.name || lead.assigned.email : <span className="text-muted">{t`Nobody`}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The filters: a real GET form to /admin/leads/; with JavaScript the router opens the same URL without a reload. */
function InboxFilterForm({ filters, data }: { filters: InboxFilters; data: InboxAnswer | undefined }) {
  const { t } = useLingui()
  const router = useRouter()
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const search = inboxSearchParams(readInboxFilters((name) => form.get(name) ?? undefined))
    const query = new URLSearchParams(search).toString()
    router.history.push(`/admin/leads/${query ? `?${query}` : ''}`)
  }
  // A new filter starts on the first page; the status chosen by the tabs stays.
  const key = JSON.stringify(filters)
  return (
    <form
      key={key}
      method="get"
      action="/admin/leads/"
      onSubmit={submit}
      className="mb-6 rounded-2xl border border-line bg-white p-4"
      role="search"
      aria-label={t`Filter the leads`}
    >
      {filters.status && <input type="hidden" name="status" value={filters.status} />}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-q`} className={LABEL}>{t`Search`}</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            maxLength={100}
            placeholder={t`Name, e-mail, phone or message`}
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor={`${id}-form`} className={LABEL}>{t`Form`}</label>
          <select id={`${id}-form`} name="form" defaultValue={filters.form ?? ''} className={FIELD}>
            <option value="">{t`All forms`}</option>
            {data?.forms.map((form) => (
              <option key={form.id} value={form.id}>
                {form.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-assigned`} className={LABEL}>{t`Assigned to`}</label>
          <select
            id={`${id}-assigned`}
            name="assigned"
            defaultValue={filters.assigned === undefined ? '' : String(filters.assigned)}
            className={FIELD}
          >
            <option value="">{t`Anyone`}</option>
            <option value="me">{t`Me`}</option>
            <option value="nobody">{t`Nobody`}</option>
            {data?.assignees.map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.name || member.email}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-language`} className={LABEL}>{t`Language`}</label>
          <select id={`${id}-language`} name="language" defaultValue={filters.language ?? ''} className={FIELD}>
            <option value="">{t`All languages`}</option>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NATIVE_NAMES[locale]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-property`} className={LABEL}>{t`Property reference`}</label>
          <input
            id={`${id}-property`}
            name="property"
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={filters.property ?? ''}
            className={FIELD}
          />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={BUTTON}>{t`Filter`}</button>
        <InboxLink search={{}} className={BUTTON_QUIET}>{t`Clear filters`}</InboxLink>
      </div>
    </form>
  )
}
