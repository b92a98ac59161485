import { useLingui } from '@lingui/react/macro'
import { MailIcon, PhoneIcon, UserIcon } from '#/components/icons.tsx'
import { formatNumber } from '#/domain/display-formats.ts'
import { formatPhone, phoneHref } from '#/domain/phone.ts'
import { useLocale } from '#/components/shell/use-locale.ts'
import type { Broker, OwnerPropertySummary } from './owner-portal-types.ts'
import { PROPERTY_STATUS_LABELS } from './owner-labels.ts'

// What the owner portal shows of a property on both of its pages (decision 008): status, broker, visits.

export function StatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui()
  const label = PROPERTY_STATUS_LABELS[status]
  const tone =
    status === 'available' ? 'bg-brand/10 text-brand-dark' : status === 'option' ? 'bg-amber-100 text-amber-900' : 'bg-sand text-ink'
  return <span className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${tone}`}>{label ? i18n._(label) : status}</span>
}

export function BrokerCard({ broker }: { broker: Broker | null }) {
  const { t } = useLingui()
  if (!broker) return <p className="text-sm text-muted">{t`Your contact: the agency, on the number at the bottom of the page.`}</p>
  return (
    <div className="flex items-start gap-3">
      {broker.photo ? (
        <img src={broker.photo} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full bg-sand object-cover" />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-sand text-brand-dark">
          <UserIcon size={22} />
        </span>
      )}
      <div className="min-w-0 text-sm">
        <p className="text-muted">{t`Your contact`}</p>
        <p className="font-semibold text-ink">
          {broker.name}
          {broker.role && <span className="font-normal text-muted"> · {broker.role}</span>}
        </p>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {broker.phone && (
            <a
              href={phoneHref(broker.phone)}
              className="inline-flex min-h-6 items-center gap-1.5 font-medium text-brand-dark underline-offset-2 hover:underline"
            >
              <PhoneIcon size={16} />
              {formatPhone(broker.phone)}
            </a>
          )}
          {broker.email && (
            <a
              href={`mailto:${broker.email}`}
              className="inline-flex min-h-6 items-center gap-1.5 font-medium break-all text-brand-dark underline-offset-2 hover:underline"
            >
              <MailIcon size={16} />
              {broker.email}
            </a>
          )}
        </div>
      </div>
    </div>
  )
}

/** The visit counts; `property` names them where several properties share a page, so each region's name is its own. */
export function VisitTiles({ visits, property }: { visits: OwnerPropertySummary['visits']; property?: string }) {
  const { t } = useLingui()
  const label = property ? t`Visits of the property page: ${property}` : t`Visits of the property page`
  const locale = useLocale()
  const tiles = [
    { label: t`Today`, value: visits.today, key: 'today' },
    { label: t`This week`, value: visits.week, key: 'week' },
    { label: t`This month`, value: visits.month, key: 'month' },
    { label: t`Total`, value: visits.total, key: 'total' },
  ]
  return (
    <section aria-label={label}>
      <h3 className="sr-only">{label}</h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.key} className="rounded-xl bg-paper px-4 py-3" data-visits={tile.key}>
            <dt className="text-sm text-muted">{tile.label}</dt>
            <dd className="font-display text-3xl text-ink tabular-nums">{formatNumber(tile.value, locale)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
