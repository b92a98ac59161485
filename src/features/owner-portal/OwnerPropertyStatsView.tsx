import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SiteLink } from '#/components/shell/SiteLink.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import type { Locale } from '#/i18n/locales.ts'
import { DATE_LOCALE_TAGS, formatNumber } from '#/domain/display-formats.ts'
import { AGENCY_TIME_ZONE } from '#/domain/brussels-calendar.ts'
import { PropertyPicture } from '#/listings/cards/PropertyPicture.tsx'
import type { OwnerPropertyView } from './owner-portal-types.ts'
import { CALENDAR_STATUS_LABELS, CALENDAR_TYPE_LABELS, CHANNEL_LABELS, VISIT_SOURCE_LABELS } from './owner-labels.ts'
import { VisitsChart } from './VisitsChart.tsx'
import { ownerPropertyHeading } from './owner-page-loader.ts'
import { OwnerPortalFrame } from './OwnerPortalFrame.tsx'
import { BrokerCard, StatusBadge, VisitTiles } from './OwnerPropertyParts.tsx'

// The owner portal's page of one property (spec §3 "Owner statistics"): visits, sources, the 30-day
// chart, calendar, communications, media online and documents.

function formatDay(iso: string, locale: Locale, withTime = false): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(DATE_LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: AGENCY_TIME_ZONE,
  }).format(date)
}

function formatBytes(size: number | null, locale: Locale): string {
  if (!size) return ''
  return size >= 1_000_000
    ? `${formatNumber(size / 1_000_000, locale, 1)}\u00a0MB`
    : `${formatNumber(Math.ceil(size / 1000), locale)}\u00a0kB`
}

/** A short name for a document's file type; the CRM sends PDFs, sometimes an image or a Word file. */
function fileKind(contentType: string | null): string {
  if (!contentType || contentType === 'application/pdf') return 'PDF'
  if (contentType.startsWith('image/')) return contentType.slice(6).toUpperCase().replace('JPEG', 'JPG')
  if (contentType.includes('word')) return 'Word'
  return ''
}

function Section({ id, title, children, empty }: { id: string; title: string; children: ReactNode; empty?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-7">
      <h2 id={id} className="font-display text-2xl text-ink">
        {title}
      </h2>
      <div className="mt-5">{empty ? <p className="text-muted">{empty}</p> : children}</div>
    </section>
  )
}

export function OwnerPropertyStatsView({ view, owner }: { view: OwnerPropertyView; owner: { firstName: string; lastName: string } }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const heading = ownerPropertyHeading(view.card)
  const reference = String(view.card.id)
  const sinceText = (date: string) => t`Since ${date}`
  const calendarType = (type: string) => (CALENDAR_TYPE_LABELS[type] ? i18n._(CALENDAR_TYPE_LABELS[type]) : type)
  const calendarStatus = (status: string) => (CALENDAR_STATUS_LABELS[status] ? i18n._(CALENDAR_STATUS_LABELS[status]) : status)
  const sourceTotal = view.statistics.bySource.reduce((sum, entry) => sum + entry.views, 0)
  return (
    <OwnerPortalFrame title={heading} crumb={heading} owner={owner}>
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-8">
          <Section id="owner-visits" title={t`Visits`}>
            <VisitTiles visits={view.visits} />
            <div className="mt-8">
              <VisitsChart days={view.statistics.lastDays} portals={view.statistics.portals} />
            </div>
          </Section>

          <Section id="owner-sources" title={t`Visits by source`} empty={sourceTotal === 0 ? t`No visits recorded yet.` : undefined}>
            <ul className="space-y-3">
              {view.statistics.bySource.map((entry) => {
                const share = Math.round((entry.views / sourceTotal) * 100)
                // A portal's own views come from the agency's CRM (decision 016): its proper name, and where the count comes from.
                const key = 'portal' in entry ? `portal:${entry.portal}` : entry.source
                return (
                  <li key={key}>
                    <div className="flex justify-between gap-4 text-sm">
                      {'portal' in entry ? (
                        <span>
                          <span className="font-medium">{entry.portal}</span>{' '}
                          <span className="text-muted">{t`(on the portal, via our CRM)`}</span>
                        </span>
                      ) : (
                        <span className="font-medium">{i18n._(VISIT_SOURCE_LABELS[entry.source])}</span>
                      )}
                      <span className="shrink-0 text-muted tabular-nums">
                        {entry.views} ({share}%)
                      </span>
                    </div>
                    <div className="mt-1.5 h-2 rounded-full bg-sand" aria-hidden="true">
                      <div
                        className={`h-2 rounded-full ${'portal' in entry ? 'bg-accent' : 'bg-brand'}`}
                        style={{ width: `${Math.max(share, 1)}%` }}
                      />
                    </div>
                  </li>
                )
              })}
            </ul>
          </Section>

          <Section
            id="owner-calendar"
            title={t`Calendar history`}
            empty={view.calendar.length === 0 ? t`Nothing in the calendar yet.` : undefined}
          >
            {/* A phone gets one card per entry; a wider screen the table with its six columns. */}
            <ul className="space-y-3 md:hidden">
              {view.calendar.map((entry) => (
                <li key={entry.id} className="rounded-xl bg-paper px-4 py-3">
                  <div className="flex items-start justify-between gap-3">
                    <p className="font-semibold text-ink">
                      {entry.subject === calendarType(entry.type) ? entry.subject : `${calendarType(entry.type)} · ${entry.subject}`}
                    </p>
                    <span className="shrink-0 text-sm text-muted">{calendarStatus(entry.status)}</span>
                  </div>
                  <p className="text-sm text-muted">{formatDay(entry.startsAt, locale, true)}</p>
                  {entry.contact && <p className="mt-1 text-sm">{entry.contact}</p>}
                  {entry.comment && <p className="mt-1 text-sm text-muted">{entry.comment}</p>}
                </li>
              ))}
            </ul>
            <table className="hidden w-full text-left text-sm md:table">
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-4 font-semibold">{t`Date`}</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">{t`Type`}</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">{t`Contact`}</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">{t`Subject`}</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">{t`Comment`}</th>
                  <th scope="col" className="py-2 font-semibold">{t`Status`}</th>
                </tr>
              </thead>
              <tbody>
                {view.calendar.map((entry) => (
                  <tr key={entry.id} className="border-b border-line/60 align-top">
                    <td className="py-2.5 pr-4">{formatDay(entry.startsAt, locale, true)}</td>
                    <td className="py-2.5 pr-4">{calendarType(entry.type)}</td>
                    <td className="py-2.5 pr-4">{entry.contact ?? '—'}</td>
                    <td className="py-2.5 pr-4">{entry.subject}</td>
                    <td className="py-2.5 pr-4 text-muted">{entry.comment ?? ''}</td>
                    <td className="py-2.5">{calendarStatus(entry.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>

          <Section
            id="owner-communications"
            title={t`Communications`}
            empty={view.communications.length === 0 ? t`No communications yet.` : undefined}
          >
            <ol className="space-y-4">
              {view.communications.map((item) => (
                <li key={item.id} className="border-l-2 border-brand/40 pl-4">
                  <p className="text-sm text-muted">
                    {formatDay(item.sentAt, locale, true)} ·{' '}
                    {CHANNEL_LABELS[item.channel] ? i18n._(CHANNEL_LABELS[item.channel]!) : item.channel} ·{' '}
                    {item.direction === 'in' ? t`received` : t`sent`}
                    {item.contact ? ` · ${item.contact}` : ''}
                  </p>
                  <p className="font-semibold text-ink">{item.subject}</p>
                  {item.summary && <p className="mt-1 text-muted">{item.summary}</p>}
                </li>
              ))}
            </ol>
          </Section>
        </div>

        <div className="space-y-8">
          <section aria-label={t`The property`} className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
            <PropertyPicture
              picture={view.card.picture}
              alt=""
              sizes="(min-width: 1280px) 384px, 100vw"
              version={view.card.createdAt.slice(0, 10)}
              maxWidth={600}
              className="aspect-[3/2] w-full object-cover"
            />
            <div className="space-y-4 p-5">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-muted">{t`Reference ${reference}`}</p>
                <StatusBadge status={view.withdrawn ? 'withdrawn' : view.card.status} />
              </div>
              <p className="font-medium">{view.address}</p>
              {view.href && (
                <SiteLink href={view.href} className="inline-flex font-semibold text-brand-dark underline underline-offset-4">
                  {t`See the listing on our site`}
                </SiteLink>
              )}
              <BrokerCard broker={view.broker} />
            </div>
          </section>

          <Section
            id="owner-media"
            title={t`Media online`}
            empty={view.media.length === 0 ? t`Not published on any portal yet.` : undefined}
          >
            <ul className="divide-y divide-line">
              {view.media.map((medium) => (
                <li key={medium.id} className="flex items-start justify-between gap-3 py-3 first:pt-0">
                  <div className="min-w-0">
                    {medium.url ? (
                      <a
                        href={medium.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="font-semibold text-brand-dark underline underline-offset-2"
                      >
                        {medium.medium}
                        <span className="sr-only"> {t`(opens in a new tab)`}</span>
                      </a>
                    ) : (
                      <span className="font-semibold">{medium.medium}</span>
                    )}
                    <p className="text-sm text-muted">{sinceText(formatDay(medium.publishedAt, locale))}</p>
                  </div>
                  <span
                    className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${medium.status === 'online' ? 'bg-brand/10 text-brand-dark' : 'bg-sand text-muted'}`}
                  >
                    {medium.status === 'online' ? t`Online` : t`Offline`}
                  </span>
                </li>
              ))}
            </ul>
          </Section>

          <Section id="owner-documents" title={t`Documents`} empty={view.documents.length === 0 ? t`No documents` : undefined}>
            <ul className="space-y-2">
              {view.documents.map((document) => (
                <li key={document.id}>
                  <a
                    href={`/api/owner/documents/${document.id}`}
                    download
                    className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-line px-4 py-2 hover:border-brand"
                  >
                    <span className="font-medium text-brand-dark">{document.name}</span>
                    <span className="shrink-0 text-sm text-muted">
                      {[fileKind(document.contentType), formatBytes(document.size, locale)].filter(Boolean).join(' ')}
                      <span className="sr-only">, {t`download`}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      </div>
    </OwnerPortalFrame>
  )
}
