import { useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import { AdminRequestError } from '#/admin/admin-errors.ts'
import { ADMIN_BUTTON, ADMIN_SECONDARY_BUTTON, StatusBadge, type SubscriptionStatus } from '#/features/subscriber-admin/index.ts'
import { FIELD_INPUT_CLASS, FormNotice } from '#/components/FormFeedback.tsx'
import { formatDateTime } from '#/domain/display-formats.ts'
import type { Locale } from '#/i18n/locales.ts'
import type { ErasureCounts, PersonAlert } from './personal-data.server.ts'
import { erasePersonalDataFn } from './personal-data.functions.ts'
import { personRecordsQuery } from './personal-data-queries.ts'

// /admin/personal-data/ (DESIGN.md "Staff and owners", personal data: find everything about one
// e-mail address, export it as a file, erase it). Erasing asks for the address once more: nothing is erased by one click.

const SECTION = 'grid gap-2 text-sm'

/** Where an alert stands, named as the subscribers page names it. */
function alertStatus(alert: PersonAlert): SubscriptionStatus {
  if (alert.status === 'stopped') return 'ended'
  if (alert.confirmedAt === null) return 'unconfirmed'
  return alert.pausedAt === null ? 'active' : 'paused'
}

function problemOf(error: unknown, fallback: string): string {
  return error instanceof AdminRequestError && typeof error.body.message === 'string' ? error.body.message : fallback
}

export function PersonalDataView({ language }: { language: Locale }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [erased, setErased] = useState<{ email: string; counts: ErasureCounts } | null>(null)
  const records = useQuery({
    ...personRecordsQuery(email),
    enabled: email !== '',
  })
  const erase = useMutation({
    mutationFn: (input: { email: string; confirm: string }) => erasePersonalDataFn({ data: input }),
    onSuccess: (answer, input) => {
      setErased({ email: input.email, counts: answer.erased })
      void queryClient.invalidateQueries({ queryKey: personRecordsQuery('').queryKey.slice(0, 1) })
    },
  })
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setErased(null)
    erase.reset()
    setEmail(String(new FormData(event.currentTarget).get('email') ?? '').trim())
  }
  const confirmErase = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    erase.mutate({ email, confirm: String(new FormData(event.currentTarget).get('confirm') ?? '') })
  }
  const data = records.data
  const found = data
    ? data.leads.length +
      data.alerts.length +
      data.bookings.length +
      data.uploads.length +
      data.testimonials.length +
      (data.newsletter ? 1 : 0)
    : 0
  return (
    <>
      <AdminPageHeader
        title={t`Personal data`}
        intro={t`Find everything the site keeps about one e-mail address, hand it over as a file, or erase it with its uploaded files.`}
      />
      <form
        onSubmit={search}
        role="search"
        aria-label={t`Find a person’s data`}
        className="mb-6 flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-white p-4"
      >
        <label className="grow basis-72 text-sm font-medium">
          {t`E-mail address`}
          <input
            name="email"
            type="email"
            required
            autoComplete="off"
            defaultValue={email}
            className={`${FIELD_INPUT_CLASS} border-line`}
          />
        </label>
        <button type="submit" className={ADMIN_BUTTON}>
          {t`Find`}
        </button>
      </form>
      <div aria-live="polite">
        {erased && (
          <FormNotice tone="info">
            {t`Erased for ${erased.email}: ${erased.counts.leads} leads, ${erased.counts.alerts} alerts, ${erased.counts.newsletter} newsletter subscriptions, ${erased.counts.bookings} bookings and ${erased.counts.uploads} files.`}
          </FormNotice>
        )}
        {records.isError && <FormNotice tone="error">{problemOf(records.error, t`The search failed. Try again in a moment.`)}</FormNotice>}
      </div>
      {email !== '' && !data && !records.isError && <p className="text-muted">{t`Loading…`}</p>}
      {data && (
        <div className="grid grid-cols-1 gap-6">
          <AdminPanel title={t`What the site keeps about ${data.email}`}>
            {found === 0 && !data.owner ? (
              <p className="text-muted">{t`Nothing is kept about this address.`}</p>
            ) : (
              <div className="grid grid-cols-1 gap-6">
                <section className={SECTION} aria-label={t`Leads`}>
                  <h3 className="font-semibold">{t`Leads (${data.leads.length})`}</h3>
                  <ul className="grid gap-3">
                    {data.leads.map((lead) => (
                      <li key={lead.id} className="rounded-xl border border-line p-3">
                        <p className="font-medium">
                          <Link
                            to="/admin/leads/$leadId/"
                            params={{ leadId: lead.id }}
                            className="underline decoration-line underline-offset-4 hover:decoration-brand"
                          >
                            {lead.formTitle}
                          </Link>{' '}
                          · {formatDateTime(lead.createdAt, language)}
                        </p>
                        <dl className="mt-2 grid gap-x-4 gap-y-1 text-muted sm:grid-cols-[minmax(8rem,12rem)_1fr]">
                          {lead.lines.map((line, index) => (
                            <div key={index} className="contents">
                              <dt className="font-medium">{line.label}</dt>
                              <dd lang={line.writtenIn} className="break-words whitespace-pre-line text-ink">
                                {line.value}
                              </dd>
                            </div>
                          ))}
                        </dl>
                      </li>
                    ))}
                  </ul>
                </section>
                <section className={SECTION} aria-label={t`Search alerts`}>
                  <h3 className="font-semibold">{t`Search alerts (${data.alerts.length})`}</h3>
                  <ul className="grid gap-1">
                    {data.alerts.map((alert) => (
                      <li key={alert.id}>
                        {formatDateTime(alert.createdAt, language)} · <StatusBadge status={alertStatus(alert)} /> · {alert.zones.join(', ')}
                      </li>
                    ))}
                  </ul>
                </section>
                <section className={SECTION} aria-label={t`Newsletter`}>
                  <h3 className="font-semibold">{t`Newsletter`}</h3>
                  <p>
                    {data.newsletter
                      ? `${data.newsletter.sourceForm} · ${formatDateTime(data.newsletter.createdAt, language)}${data.newsletter.confirmedAt ? ` · ${t`confirmed`}` : ''}${data.newsletter.unsubscribedAt ? ` · ${t`left`}` : ''}`
                      : t`Not subscribed`}
                  </p>
                </section>
                <section className={SECTION} aria-label={t`Viewings booked`}>
                  <h3 className="font-semibold">{t`Viewings booked (${data.bookings.length})`}</h3>
                  <ul className="grid gap-1">
                    {data.bookings.map((booking) => {
                      const reference = booking.propertyId
                      return (
                        <li key={booking.leadId}>
                          {formatDateTime(booking.startsAt, language)} · {t`Reference ${reference}`} ·{' '}
                          {booking.status === 'confirmed' ? t`confirmed` : t`cancelled`}
                        </li>
                      )
                    })}
                  </ul>
                </section>
                <section className={SECTION} aria-label={t`Uploaded files`}>
                  <h3 className="font-semibold">{t`Uploaded files (${data.uploads.length})`}</h3>
                  <ul className="grid gap-1">
                    {data.uploads.map((upload) => (
                      <li key={upload.key} className="break-all">
                        {upload.name} <span className="text-muted">({upload.key})</span>
                      </li>
                    ))}
                  </ul>
                </section>
                {data.owner && (
                  <section className={SECTION} aria-label={t`Owner account`}>
                    <h3 className="font-semibold">{t`Owner account`}</h3>
                    <p>{t`This address has an owner portal account. It is not erased here: the agency ends it with the mandate.`}</p>
                  </section>
                )}
              </div>
            )}
            <div className="mt-6">
              <a
                href={`/api/admin/personal-data/export?${new URLSearchParams({ email: data.email })}`}
                className={ADMIN_SECONDARY_BUTTON}
                download
              >
                {t`Export as a file (JSON)`}
              </a>
            </div>
          </AdminPanel>
          {found > 0 && (
            <AdminPanel title={t`Erase this person’s data`}>
              <p className="mb-4 max-w-2xl text-sm">{t`Leads, search alerts, the newsletter subscription, viewing bookings (their seats are freed) and uploaded files are deleted for good. The audit log keeps only a fingerprint of the address.`}</p>
              {erase.isError && (
                <FormNotice tone="error">{problemOf(erase.error, t`The data could not be erased. Try again in a moment.`)}</FormNotice>
              )}
              <form onSubmit={confirmErase} className="flex flex-wrap items-end gap-3">
                <label className="grow basis-72 text-sm font-medium">
                  {t`Type the address again to confirm`}
                  <input name="confirm" type="email" required autoComplete="off" className={`${FIELD_INPUT_CLASS} border-line`} />
                </label>
                <button
                  type="submit"
                  className="inline-flex min-h-11 items-center justify-center rounded-full bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
                  disabled={erase.isPending}
                >
                  {t`Erase everything`}
                </button>
              </form>
            </AdminPanel>
          )}
        </div>
      )}
    </>
  )
}
