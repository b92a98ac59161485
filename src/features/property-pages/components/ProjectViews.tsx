import { type LeadFormContext, LeadFormSection } from '#/features/leads/index.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { otherLanguage, type Locale } from '#/i18n/locales.ts'
import { translateCrmValue } from '#/domain/crm-vocabulary.ts'
import { formatArea } from '#/domain/display-formats.ts'
import { formatEuro } from '#/domain/price.ts'
import { PageHeader } from '#/components/PageHeader.tsx'
import { PinIcon } from '#/components/icons.tsx'
import { SiteLink } from '#/components/shell/SiteLink.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import type { ProjectDetail, ProjectSummary } from '#/listings/catalogue-types.ts'
import { projectHref, unitHref } from '#/listings/property-paths.ts'
import { CrmValueText } from './CrmValueText.tsx'
import { PropertyGrid } from '#/listings/cards/PropertyGrid.tsx'
import { CardFavouriteToggle } from '#/features/favourites/index.ts'
import { PropertyPicture } from '#/listings/cards/PropertyPicture.tsx'

function PriceRange({ min, max }: { min: number | null; max: number | null }) {
  const { t } = useLingui()
  if (min && max && min !== max) {
    const from = formatEuro(min)
    const to = formatEuro(max)
    return <>{t`${from} to ${to}`}</>
  }
  const only = min ?? max
  if (!only) return <>{t`Price on request`}</>
  const amount = formatEuro(only)
  return <>{t`From ${amount}`}</>
}

/**
 * The language of a project's stored texts: the importer keeps the French record as the project's
 * own (projectStatements in catalogue-import.server.ts), as project-queries.server.ts does for
 * descriptions.
 */
const PROJECT_RECORD_LANGUAGE: Locale = 'fr'

/** 'Delivery autumn 2027' in the page's language, whatever language the CRM wrote the period in. */
function Delivery({ delivery }: { delivery: string }) {
  const locale = useLocale()
  const period = <CrmValueText value={translateCrmValue('delivery', delivery, locale, PROJECT_RECORD_LANGUAGE)} />
  return <Trans>Delivery {period}</Trans>
}

/** spec §2 "/projets/": new-build projects and subdivisions. */
export function ProjectList({ projects }: { projects: ProjectSummary[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <>
      <PageHeader
        neutral="projects"
        title={t`New-build projects`}
        lead={t`Apartments, houses and building plots in new developments, with their prices and availability.`}
      />
      <section className="container-page pt-10 pb-20 md:pb-28">
        {projects.length === 0 ? (
          <p className="text-lg text-muted">{t`No projects currently available.`}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {projects.map((project, index) => {
              const href = projectHref(project, locale)
              const external = Boolean(project.externalUrl)
              const available = project.unitsAvailable
              return (
                <li key={project.id}>
                  <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white focus-within:ring-3 focus-within:ring-accent hover:shadow-xl hover:shadow-black/5">
                    <PropertyPicture
                      picture={project.picture ? { url: project.picture, width: 1360, height: 907 } : null}
                      alt=""
                      sizes="(min-width: 1280px) 33vw, (min-width: 767px) 50vw, 100vw"
                      priority={index === 0}
                      version="1"
                      maxWidth={600}
                    />
                    <div className="flex flex-1 flex-col p-6">
                      <p className="flex items-center gap-1.5 text-sm text-muted">
                        <PinIcon size={16} /> {project.zip} {project.town}
                      </p>
                      <h2 className="mt-2 font-display text-2xl">
                        {external ? (
                          <a
                            href={href}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="after:absolute after:inset-0 focus-visible:outline-none"
                          >
                            {project.name}
                            <span className="sr-only"> {t`(opens in a new tab)`}</span>
                          </a>
                        ) : (
                          <SiteLink href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
                            {project.name}
                          </SiteLink>
                        )}
                      </h2>
                      <p className="mt-3 text-lg font-semibold">
                        <PriceRange min={project.priceMin} max={project.priceMax} />
                      </p>
                      <p className="mt-auto pt-4 text-sm text-muted">
                        {project.delivery && (
                          <span>
                            <Delivery delivery={project.delivery} /> ·{' '}
                          </span>
                        )}
                        {project.unitCount > 0 && available === 0 ? (
                          <strong className="text-ink">{t`Sold out`}</strong>
                        ) : (
                          <span>{t`${available} of ${project.unitCount} units available`}</span>
                        )}
                      </p>
                    </div>
                  </article>
                </li>
              )
            })}
          </ul>
        )}
      </section>
    </>
  )
}

/** A project with its units table (floor, name, price, sold / sold out). */
export function ProjectView({ project, leadForm }: { project: ProjectDetail; leadForm: LeadFormContext }) {
  const { t } = useLingui()
  const locale = useLocale()
  const soldOut = project.unitCount > 0 && project.unitsAvailable === 0
  const projectNumber = project.number
  const address = [project.street, project.houseNumber].filter(Boolean).join(' ')
  return (
    <article>
      <PageHeader
        neutral="projects"
        title={project.name}
        current={project.name}
        lead={`${address ? `${address}, ` : ''}${project.zip} ${project.town}`}
      >
        <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-lg">
          <span className="font-semibold">
            <PriceRange min={project.priceMin} max={project.priceMax} />
          </span>
          {project.delivery && (
            <span>
              <Delivery delivery={project.delivery} />
            </span>
          )}
          {soldOut && <strong className="rounded-full bg-ink px-3 py-0.5 text-sm text-white">{t`Sold out`}</strong>}
          {projectNumber && <span className="text-muted">{t`Project no. ${projectNumber}`}</span>}
        </p>
        {project.externalUrl && (
          <a
            href={project.externalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
          >
            {t`Visit the project's website`}
            <span className="sr-only"> {t`(opens in a new tab)`}</span>
          </a>
        )}
      </PageHeader>
      <div className="container-page grid gap-12 py-12 md:py-16 xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <div>
          <PropertyPicture
            picture={project.picture ? { url: project.picture, width: 1360, height: 907 } : null}
            alt=""
            sizes="(min-width: 1280px) 55vw, 100vw"
            priority
            version="1"
            className="rounded-2xl"
          />
          <div className="prose-page mt-8 max-w-3xl" lang={otherLanguage(project.descriptionLanguage, locale)}>
            {project.descriptionParagraphs.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          {!project.externalUrl && (
            <div className="mt-14 max-w-3xl">
              <LeadFormSection
                formId="contact-construction"
                context={leadForm}
                subjectId={project.id}
                title={t`Ask about this project`}
                intro={t`Our project manager sends you the price list and the plans.`}
              />
            </div>
          )}
        </div>
        <section aria-labelledby="units">
          <h2 id="units" className="font-display text-2xl">
            {t`Units`}
          </h2>
          {project.units.length === 0 ? (
            <p className="mt-3 text-muted">{t`The price list follows soon.`}</p>
          ) : (
            <div className="mt-4 overflow-x-auto rounded-xl border border-line">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t`Units of ${project.name}`}</caption>
                <thead className="bg-paper">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t`Floor`}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t`Unit`}
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">
                      {t`Price`}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t`Status`}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {project.units.map((unit) => (
                    <tr key={unit.id} className={unit.sold ? 'text-muted' : ''}>
                      <td className="px-4 py-3">{unit.floor ?? '–'}</td>
                      <td className="px-4 py-3 font-medium">
                        {unit.propertyId && !unit.sold ? (
                          <SiteLink href={unitHref(project, unit, locale)} className="text-brand-dark underline underline-offset-4">
                            {unit.name}
                          </SiteLink>
                        ) : (
                          unit.name
                        )}
                        {unit.surfaceLiving ? (
                          <span className="block text-xs text-muted">{formatArea(unit.surfaceLiving, locale)}</span>
                        ) : null}
                      </td>
                      <td className="px-4 py-3 text-right whitespace-nowrap">{unit.price ? formatEuro(unit.price) : '–'}</td>
                      <td className="px-4 py-3">{unit.sold ? t`Sold` : t`Available`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
      {project.properties.length > 0 && (
        <section aria-labelledby="project-properties" className="container-page pb-20 md:pb-28">
          <h2 id="project-properties" className="font-display text-3xl">
            {t`Available in this project`}
          </h2>
          <PropertyGrid items={project.properties} toggle={CardFavouriteToggle} />
        </section>
      )}
    </article>
  )
}
