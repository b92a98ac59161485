import { openingHoursText } from '#/domain/opening-hours.ts'
import { usePropertyViewBeacon } from '#/features/owner-portal/index.ts'
import { GOAL_LABELS } from '#/domain/goal-labels.ts'
import { PageLink } from '#/components/PageLink.tsx'
import { useLingui } from '@lingui/react/macro'
import { siteConfig } from '#/config/site-config.ts'
import { otherLanguage } from '#/i18n/locales.ts'
import { regionForAddress } from '#/domain/regions.ts'
import { needsRenovationNotice, RENOVATION_DEADLINE_YEARS, RENOVATION_FROM_YEAR } from '#/domain/epc.ts'
import { epcLabelDisplay } from '#/domain/epc-labels.ts'
import { formatPhone, phoneHref } from '#/domain/phone.ts'
import { formatArea, formatNumber } from '#/domain/display-formats.ts'
import { recogniseMedia } from '#/domain/video-urls.ts'
import { Breadcrumbs } from '#/components/Breadcrumbs.tsx'
import { MailIcon, PhoneIcon, PinIcon } from '#/components/icons.tsx'
import { type LeadFormContext, PropertyLeadForms } from '#/features/leads/index.ts'
import { useLocale } from '#/components/shell/use-locale.ts'
import type { PropertyCard as Card, PropertyDetail } from '#/listings/catalogue-types.ts'
import { buildFactGroups, energyFacts } from '#/listings/property-facts.ts'
import { LISTING_ROUTES, projectHref } from '#/listings/property-paths.ts'
import { SiteLink } from '#/components/shell/SiteLink.tsx'
import { GOALS } from '#/domain/catalogue-ids.ts'
import { CrmValueText } from './CrmValueText.tsx'
import { EpcScale } from './EpcScale.tsx'
import { MediaEmbed } from './MediaEmbed.tsx'
import { PhotoGallery } from './PhotoGallery.tsx'
import { PriceText } from '#/listings/cards/PriceText.tsx'
import { PropertyGrid } from '#/listings/cards/PropertyGrid.tsx'
import { CardFavouriteToggle, FavouriteToggle } from '#/features/favourites/index.ts'
import { PropertyShare } from '#/features/share/index.ts'
import { ListingBrokerCard } from '#/features/broker/index.ts'
import { ListingCosts } from '#/features/purchase-costs/index.ts'
import { PropertyMap } from '#/features/property-map/index.ts'

export function SimilarProperties({ items }: { items: Card[] }) {
  const { t } = useLingui()
  if (items.length === 0) return null
  return (
    <section aria-labelledby="similar" className="container-page pb-20 md:pb-28">
      <h2 id="similar" className="font-display text-3xl">
        {t`Similar properties`}
      </h2>
      <PropertyGrid items={items} toggle={CardFavouriteToggle} />
    </section>
  )
}

/** The property page (spec §3 "Property (detail/display)"). */
export function PropertyView({
  property,
  similar,
  leadForm,
  asProjectUnit = false,
}: {
  property: PropertyDetail
  similar: Card[]
  leadForm: LeadFormContext
  /** drawn at the unit's address under its project: the breadcrumb goes through the projects and the project */
  asProjectUnit?: boolean
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  usePropertyViewBeacon(property.id)
  const groups = buildFactGroups(property, i18n, locale)
  const energy = energyFacts(property, i18n, locale)
  const region = regionForAddress(property.zip, property.countryId)
  const label = property.epcLabel ?? undefined
  const renovation = label ? needsRenovationNotice({ label, propertyTypeId: property.typeId ?? undefined }) : false
  const media = [property.details.videoUrl, property.details.virtualTourUrl]
    .map((url) => (url ? recogniseMedia(url) : undefined))
    .filter((item) => item !== undefined)
  const title = property.headline || `${property.typeName ?? ''} ${property.town}`.trim()
  const projectNumber = property.project?.number
  const address = property.publishAddress
    ? [
        [property.street, property.houseNumber, property.boxNr ? `bus ${property.boxNr}` : ''].filter(Boolean).join(' '),
        `${property.zip} ${property.town}`,
      ]
        .filter(Boolean)
        .join(', ')
    : `${property.zip} ${property.town}`
  const { agency } = siteConfig()
  const version = property.updatedAt.slice(0, 10)
  const keyFacts = [
    property.bedrooms ? { label: t`Bedrooms`, value: formatNumber(property.bedrooms, locale) } : undefined,
    property.bathrooms ? { label: t`Bathrooms`, value: formatNumber(property.bathrooms, locale) } : undefined,
    property.surfaceLiving ? { label: t`Living area`, value: formatArea(property.surfaceLiving, locale) } : undefined,
    property.surfaceGround ? { label: t`Plot`, value: formatArea(property.surfaceGround, locale) } : undefined,
    label ? { label: t`EPC`, value: epcLabelDisplay(label) } : undefined,
  ].filter((item) => item !== undefined && item.value !== '')

  return (
    <article className="print:text-black">
      <div className="container-page pt-8 md:pt-10">
        <Breadcrumbs
          neutral={asProjectUnit && property.project ? 'projects' : GOALS[property.goal].segment}
          between={asProjectUnit && property.project ? [{ name: property.project.name, href: projectHref(property.project, locale) }] : []}
          current={title}
          currentLang={property.headline ? otherLanguage(property.headlineLanguage, locale) : undefined}
        />
        <div className="mt-6 grid gap-8 xl:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] xl:gap-12">
          <PhotoGallery pictures={property.pictures} title={title} version={version} />
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">
              {property.typeName ?? t`Property`} · {i18n._(GOAL_LABELS[property.goal].name)}
            </p>
            <h1
              className="mt-2 text-3xl leading-tight md:text-4xl"
              lang={property.headline ? otherLanguage(property.headlineLanguage, locale) : undefined}
            >
              {title}
            </h1>
            <p className="mt-3 flex items-center gap-2 text-muted">
              <PinIcon size={18} className="shrink-0" />
              {address}
            </p>
            <FavouriteToggle id={property.id} title={title} variant="page" />
            {property.project && (
              <p className="mt-3 text-sm">
                {t`Part of the new-build project`}{' '}
                <SiteLink
                  href={projectHref(property.project, locale)}
                  className="font-semibold text-brand-dark underline underline-offset-4"
                >
                  {property.project.name}
                </SiteLink>
                {projectNumber && <span className="text-muted"> · {t`Project no. ${projectNumber}`}</span>}
              </p>
            )}
            <p className="mt-6 font-display text-3xl md:text-4xl">
              <PriceText
                price={property.price}
                priceUnit={property.priceUnit}
                publishPrice={property.publishPrice}
                marquee={property.marquee}
                goal={property.goal}
              />
            </p>
            {keyFacts.length > 0 && (
              <dl className="mt-6 grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-line bg-line sm:grid-cols-3">
                {keyFacts.map((item) => (
                  <div key={item!.label} className="bg-white p-4">
                    <dt className="text-sm text-muted">{item!.label}</dt>
                    <dd className="mt-1 text-lg font-semibold">{item!.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            <ListingBrokerCard broker={leadForm.broker} propertyId={property.id} />
            <div className="mt-6 rounded-2xl bg-paper p-6 print:hidden">
              <p className="font-display text-xl">{t`Interested in this property?`}</p>
              <p className="mt-1 text-sm text-muted">{t`Call or write to us, quoting reference ${property.id}.`}</p>
              <div className="mt-4 flex flex-col gap-2 sm:flex-row">
                <a
                  href={phoneHref(agency.phone)}
                  className="inline-flex items-center justify-center gap-2 rounded-full bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
                >
                  <PhoneIcon size={18} /> {formatPhone(agency.phone)}
                </a>
                <a
                  href={`mailto:${agency.email}?subject=${encodeURIComponent(`${t`Reference`} ${property.id}`)}`}
                  className="inline-flex items-center justify-center gap-2 rounded-full border border-line bg-white px-5 py-3 font-semibold hover:border-ink"
                >
                  <MailIcon size={18} /> {t`E-mail`}
                </a>
              </div>
              <p className="mt-3 text-sm text-muted">{openingHoursText(agency.openingHours, locale)}</p>
              <a href="#contact-agency" className="mt-3 inline-block text-sm font-semibold text-brand-dark underline underline-offset-4">
                {t`Ask a question or request a visit online`}
              </a>
            </div>
            <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold text-brand-dark print:hidden">
              <a href="#property-map" className="underline underline-offset-4">
                {t`See on the map`}
              </a>
              <button type="button" onClick={() => window.print()} className="underline underline-offset-4">
                {t`Print`}
              </button>
            </div>
            <PropertyShare property={property} title={title} />
          </div>
        </div>
      </div>

      <div className="container-page grid gap-12 py-12 md:py-16 xl:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] xl:gap-12">
        <div className="min-w-0">
          <section aria-labelledby="description">
            <h2 id="description" className="font-display text-2xl">
              {t`Description`}
            </h2>
            <div className="prose-page mt-4 max-w-3xl" lang={otherLanguage(property.descriptionLanguage, locale)}>
              {property.descriptionParagraphs.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </section>

          {groups.map((group) => (
            <section key={group.id} aria-labelledby={`facts-${group.id}`} className="mt-10 break-inside-avoid">
              <h2 id={`facts-${group.id}`} className="font-display text-2xl">
                {group.heading}
              </h2>
              <dl className="fact-list mt-4 grid gap-x-8 sm:grid-cols-2">
                {group.facts.map((item) => (
                  <div key={item.label}>
                    <dt>{item.label}</dt>
                    <dd>
                      <CrmValueText value={item.value} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}

          {media.length > 0 && (
            <section aria-labelledby="media" className="mt-10 print:hidden">
              <h2 id="media" className="font-display text-2xl">
                {t`Video and virtual tour`}
              </h2>
              <div className="mt-4 space-y-6">
                {media.map((item) => (
                  <MediaEmbed key={'embedUrl' in item ? item.embedUrl : item.url} media={item} title={title} />
                ))}
              </div>
            </section>
          )}
          <ListingCosts property={property} />
          <div className="mt-14 print:hidden">
            <PropertyLeadForms
              propertyId={property.id}
              goal={property.goal}
              hasDocuments={property.documents.length > 0}
              documentsOnline={property.documents.some((document) => document.public)}
              context={leadForm}
            />
          </div>
        </div>

        <aside className="space-y-10">
          {(region || label) && (property.epcValue !== null || label) && (
            <section aria-labelledby="energy">
              <h2 id="energy" className="font-display text-2xl">
                {t`Energy performance`}
              </h2>
              <div className="mt-4">{region && <EpcScale region={region} label={label} />}</div>
              {energy.length > 0 && (
                <dl className="fact-list fact-list-compact mt-4">
                  {energy.map((item) => (
                    <div key={item.label}>
                      <dt>{item.label}</dt>
                      <dd>
                        <CrmValueText value={item.value} />
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
              {renovation && (
                <p className="mt-4 rounded-xl border border-accent/40 bg-accent/10 p-4 text-sm leading-relaxed" role="note">
                  {t`Renovation obligation: a house or flat bought from ${RENOVATION_FROM_YEAR} with label E or F must be renovated to label D or better within ${RENOVATION_DEADLINE_YEARS} years of the deed.`}
                </p>
              )}
            </section>
          )}
          <section aria-labelledby="documents">
            <h2 id="documents" className="font-display text-2xl">
              {t`Documents`}
            </h2>
            {property.documents.length === 0 ? (
              <p className="mt-3 text-muted">{t`No documents`}</p>
            ) : (
              <>
                <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
                  {property.documents.map((document) => (
                    <li key={document.id} className="px-4 py-3">
                      {document.name}
                    </li>
                  ))}
                </ul>
                <p className="mt-3 text-sm text-muted">{t`Documents are sent by e-mail on request.`}</p>
              </>
            )}
          </section>
          <p className="text-sm">
            <PageLink
              to={LISTING_ROUTES[property.goal]}
              params={{ lang: locale }}
              className="font-semibold text-brand-dark underline underline-offset-4 print:hidden"
            >
              {i18n._(GOAL_LABELS[property.goal].allProperties)}
            </PageLink>
          </p>
        </aside>
      </div>
      {/* A property the CRM placed nowhere has no map section at all, rather than a button that ends in nothing. */}
      {property.hasPlace && <PropertyMap propertyId={property.id} title={title} placeName={address} locale={locale} />}
      <div className="print:hidden">
        <SimilarProperties items={similar} />
      </div>
    </article>
  )
}
