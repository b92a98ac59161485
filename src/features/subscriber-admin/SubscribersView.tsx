import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import { NO_SUBSCRIBER_FILTER, subscribersQuery } from './subscriber-admin-queries.ts'
import { FIELD_INPUT_CLASS } from '#/components/FormFeedback.tsx'
import { formatDateTime } from '#/domain/display-formats.ts'
import { formatEuro } from '#/domain/price.ts'
import { GOAL_LABELS } from '#/domain/goal-labels.ts'
import type { Locale } from '#/i18n/locales.ts'
import {
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_LABELS,
  type AlertRow,
  type NewsletterRow,
  type SubscriptionStatus,
} from './subscriber-status.ts'

// /admin/subscribers/ (DESIGN.md "Staff and owners", search alerts and newsletter: subscribers with
// their criteria and status; export): both lists, filtered by status and searched by address, and the two CSV files.

const STATUS_TONE: Record<SubscriptionStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-700/30',
  paused: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  unconfirmed: 'bg-sand text-ink ring-line',
  ended: 'bg-white text-muted ring-line',
}

export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const { i18n } = useLingui()
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_TONE[status]}`}>
      {i18n._(SUBSCRIPTION_STATUS_LABELS[status])}
    </span>
  )
}

/** A town key ('la hulpe') as a reader writes it; a postal code as it is. */
function zoneLabel(zone: string): string {
  return zone.replace(/(^|[\s-])\p{L}/gu, (letter) => letter.toUpperCase())
}

/** An alert's criteria in words, in the reader's language. */
export function alertCriteria(alert: AlertRow, i18n: I18n): string[] {
  const parts = [i18n._(GOAL_LABELS[alert.goal].name)]
  if (alert.types.length > 0) parts.push(alert.types.join(', '))
  if (alert.zones.length > 0) parts.push(alert.zones.map(zoneLabel).join(', '))
  const min = alert.budgetMin === null ? null : formatEuro(alert.budgetMin)
  const max = alert.budgetMax === null ? null : formatEuro(alert.budgetMax)
  if (min && max) parts.push(i18n._(msg`${min} to ${max}`))
  else if (max) parts.push(i18n._(msg`up to ${max}`))
  else if (min) parts.push(i18n._(msg`from ${min}`))
  const bedrooms = alert.minBedrooms
  if (bedrooms) parts.push(i18n._(msg`at least ${bedrooms} bedrooms`))
  if (alert.garden) parts.push(i18n._(msg`garden`))
  if (alert.terrace) parts.push(i18n._(msg`terrace`))
  return parts
}

export const ADMIN_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60'
export const ADMIN_SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-line bg-white px-5 text-sm font-semibold text-ink hover:border-brand'
const TABLE_WRAP = 'overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand'
const TH = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted uppercase'
const TD = 'px-3 py-3 align-top text-sm'

export function SubscribersView({ language }: { language: Locale }) {
  const { t, i18n } = useLingui()
  const [filter, setFilter] = useState(NO_SUBSCRIBER_FILTER)
  const query = useQuery(subscribersQuery(filter))
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setFilter({ status: String(form.get('status') ?? '') as typeof filter.status, search: String(form.get('search') ?? '') })
  }
  const data = query.data
  return (
    <>
      <AdminPageHeader
        title={t`Alerts and newsletter`}
        intro={t`Search alerts with their criteria, newsletter subscribers, and where each stands. The exports hold confirmed subscriptions that were not left.`}
        actions={
          <>
            <a href="/api/admin/subscribers/alerts.csv" className={ADMIN_SECONDARY_BUTTON} download>
              {t`Export alerts (CSV)`}
            </a>
            <a href="/api/admin/subscribers/newsletter.csv" className={ADMIN_SECONDARY_BUTTON} download>
              {t`Export newsletter (CSV)`}
            </a>
          </>
        }
      />
      <form
        onSubmit={submit}
        role="search"
        aria-label={t`Filter subscribers`}
        className="mb-6 flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-white p-4"
      >
        <label className="grow basis-64 text-sm font-medium">
          {t`E-mail address`}
          <input
            name="search"
            type="search"
            defaultValue={filter.search}
            className={`${FIELD_INPUT_CLASS} border-line`}
            autoComplete="off"
          />
        </label>
        <label className="basis-48 text-sm font-medium">
          {t`Status`}
          <select name="status" defaultValue={filter.status} className={`${FIELD_INPUT_CLASS} border-line`}>
            <option value="">{t`All`}</option>
            {SUBSCRIPTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {i18n._(SUBSCRIPTION_STATUS_LABELS[status])}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={ADMIN_BUTTON}>
          {t`Filter`}
        </button>
      </form>
      {query.isError && (
        <p
          role="alert"
          className="mb-4 rounded-xl border border-red-700 bg-red-50 px-4 py-3 text-red-800"
        >{t`The list could not be loaded. Try again in a moment.`}</p>
      )}
      <div className="grid grid-cols-1 gap-6">
        <AdminPanel title={t`Search alerts`}>
          {!data ? (
            <p className="text-muted">{t`Loading…`}</p>
          ) : data.alerts.length === 0 ? (
            <p className="text-muted">{t`No search alert matches.`}</p>
          ) : (
            <div className={TABLE_WRAP} tabIndex={0} role="region" aria-label={t`Search alerts`}>
              <table className="w-full min-w-[44rem] border-collapse">
                <thead className="border-b border-line">
                  <tr>
                    <th scope="col" className={TH}>{t`E-mail address`}</th>
                    <th scope="col" className={TH}>{t`Criteria`}</th>
                    <th scope="col" className={TH}>{t`Language`}</th>
                    <th scope="col" className={TH}>{t`Status`}</th>
                    <th scope="col" className={TH}>{t`Created`}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {data.alerts.map((alert) => (
                    <tr key={alert.id}>
                      <td className={`${TD} font-medium break-all`}>{alert.email}</td>
                      <td className={TD}>{alertCriteria(alert, i18n).join(' · ')}</td>
                      <td className={`${TD} uppercase`}>{alert.locale}</td>
                      <td className={TD}>
                        <StatusBadge status={alert.status} />
                      </td>
                      <td className={`${TD} whitespace-nowrap text-muted`}>{formatDateTime(alert.createdAt, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </AdminPanel>
        <AdminPanel title={t`Newsletter`}>
          {!data ? (
            <p className="text-muted">{t`Loading…`}</p>
          ) : data.newsletter.length === 0 ? (
            <p className="text-muted">{t`No newsletter subscriber matches.`}</p>
          ) : (
            <div className={TABLE_WRAP} tabIndex={0} role="region" aria-label={t`Newsletter`}>
              <table className="w-full min-w-[36rem] border-collapse">
                <thead className="border-b border-line">
                  <tr>
                    <th scope="col" className={TH}>{t`E-mail address`}</th>
                    <th scope="col" className={TH}>{t`Language`}</th>
                    <th scope="col" className={TH}>{t`Form`}</th>
                    <th scope="col" className={TH}>{t`Status`}</th>
                    <th scope="col" className={TH}>{t`Created`}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {data.newsletter.map((subscriber) => (
                    <tr key={subscriber.id}>
                      <td className={`${TD} font-medium break-all`}>{subscriber.email}</td>
                      <td className={`${TD} uppercase`}>{subscriber.locale}</td>
                      <td className={TD}>{subscriber.sourceForm}</td>
                      <td className={TD}>
                        <StatusBadge status={subscriber.status} />
                      </td>
                      <td className={`${TD} whitespace-nowrap text-muted`}>{formatDateTime(subscriber.createdAt, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </AdminPanel>
        {data && (data.alerts.length >= data.limit || data.newsletter.length >= data.limit) && (
          <p className="text-sm text-muted">{t`Only the newest ${data.limit} of each list are shown: search by address to find others.`}</p>
        )}
      </div>
    </>
  )
}
