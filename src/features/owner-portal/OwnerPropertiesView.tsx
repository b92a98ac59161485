import { PageLink } from '#/components/PageLink.tsx'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '#/components/shell/use-locale.ts'
import { PropertyPicture } from '#/listings/cards/PropertyPicture.tsx'
import type { OwnerOverview } from './owner-portal-types.ts'
import { ownerPropertyHeading } from './owner-page-loader.ts'
import { OwnerPortalFrame } from './OwnerPortalFrame.tsx'
import { BrokerCard, StatusBadge, VisitTiles } from './OwnerPropertyParts.tsx'

// The owner portal's first page ("My properties", decision 008): each property with its visits and broker.

export function OwnerPropertiesView({ overview }: { overview: OwnerOverview }) {
  const { t } = useLingui()
  const locale = useLocale()
  const statisticsLabel = (property: string) => t`Statistics and history of ${property}`
  const referenceLabel = (id: number) => {
    const reference = String(id)
    return t`Reference ${reference}`
  }
  return (
    <OwnerPortalFrame title={t`My properties`} owner={overview} current="properties">
      {overview.properties.length === 0 ? (
        <p className="max-w-2xl text-lg text-muted">{t`No property is linked to your account yet. Your agent will add it; until then, call or e-mail us.`}</p>
      ) : (
        <ul className="grid gap-8 lg:grid-cols-2">
          {overview.properties.map((summary) => (
            <li key={summary.card.id} className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
              <PropertyPicture
                picture={summary.card.picture}
                alt=""
                sizes="(min-width: 1024px) 600px, 100vw"
                version={summary.card.createdAt.slice(0, 10)}
                maxWidth={600}
                className="aspect-[3/2] w-full object-cover"
              />
              <div className="space-y-5 p-5 sm:p-7">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="font-display text-2xl text-ink">
                      <PageLink
                        to="/$lang/owner/$propertyId/"
                        params={{ lang: locale, propertyId: String(summary.card.id) }}
                        className="underline-offset-4 hover:underline"
                      >
                        {ownerPropertyHeading(summary.card)}
                      </PageLink>
                    </h2>
                    <p className="mt-1 text-muted">{summary.address}</p>
                    <p className="mt-1 text-sm text-muted">{referenceLabel(summary.card.id)}</p>
                  </div>
                  <StatusBadge status={summary.withdrawn ? 'withdrawn' : summary.card.status} />
                </div>
                <VisitTiles visits={summary.visits} property={ownerPropertyHeading(summary.card)} />
                <BrokerCard broker={summary.broker} />
                <PageLink
                  to="/$lang/owner/$propertyId/"
                  params={{ lang: locale, propertyId: String(summary.card.id) }}
                  aria-label={statisticsLabel(ownerPropertyHeading(summary.card))}
                  className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark"
                >
                  {t`Statistics and history`}
                </PageLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </OwnerPortalFrame>
  )
}
