import { useLingui } from '@lingui/react/macro'
import { PageLink } from '#/components/PageLink.tsx'
import { siteConfig } from '#/config/site-config.ts'
import type { HomeBlocks } from '#/content/home.ts'
import type { Localized } from '#/content/localize.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import { pickText } from '#/i18n/locales.ts'
import { ArrowRightIcon, CheckIcon } from '#/components/icons.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import { replaceTotals } from '#/domain/hero-totals.ts'
import type { HomeModule } from '#/content/home-modules.ts'
import type { CatalogueStats, PropertyCard } from '#/listings/catalogue-types.ts'
import type { Testimonial } from '#/features/testimonials/index.ts'
import { PropertySearch } from '#/features/property-search/index.ts'
import { ReadMoreCard } from '#/components/ReadMoreCard.tsx'
import { HomeBanner } from './HomeBanner.tsx'
import { CustomerReviews, LatestOffers, StatsView } from './HomeCatalogueModules.tsx'

/** The home page (spec §2 "/ (home)"): banner with hero text, then the static content blocks. */
export type HomeCatalogue = {
  latest: PropertyCard[]
  stats: CatalogueStats
  testimonials: Testimonial[]
  /** the modules whose condition rules the server found met, in page order */
  modules: Array<{ view: HomeModule['view']; maxItems?: number }>
}

export function HomePage({ blocks, catalogue }: { blocks: Localized<HomeBlocks>; catalogue: HomeCatalogue }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { hero } = siteConfig().home
  const { brand, agency, languages, search } = siteConfig()
  const totals = { forSale: catalogue.stats.forSale, forRent: catalogue.stats.forRent }
  const shown = catalogue.modules.map((module) => module.view)
  const moduleOf = (view: HomeModule['view']) => catalogue.modules.find((module) => module.view === view)
  const text = (value: Parameters<typeof pickText>[0]) => pickText(value, locale, languages.default)
  const title = hero.title.public ? text(hero.title.text) : agency.name
  return (
    <>
      <HomeBanner>
        {hero.showLogo && (
          <img
            src={brand.logo.src}
            width={brand.logo.width}
            height={brand.logo.height}
            alt=""
            className="mb-6 h-12 w-auto brightness-0 invert"
          />
        )}
        <h1 className={`max-w-3xl text-4xl leading-[1.08] md:text-6xl xl:text-7xl ${hero.title.public ? '' : 'sr-only'}`}>{title}</h1>
        {hero.description.public && (
          <p className="mt-5 max-w-xl text-lg text-white/90 md:text-xl">{replaceTotals(text(hero.description.text), totals)}</p>
        )}
        {search.showSearchInput && (
          <div className="mt-8">
            <PropertySearch tone="dark" />
          </div>
        )}
        {search.showSearchButton && (
          <div className={`${search.showSearchInput ? 'mt-4' : 'mt-8'} flex flex-wrap gap-3`}>
            <PageLink
              to="/$lang/for-sale/"
              params={{ lang: locale }}
              className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-ink hover:bg-sand"
            >
              {t`For sale`}
              {search.showCountProperty && <span className="rounded-full bg-ink/10 px-2 text-sm">{totals.forSale}</span>}
            </PageLink>
            <PageLink
              to="/$lang/for-rent/"
              params={{ lang: locale }}
              className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-ink hover:bg-sand"
            >
              {t`For rent`}
              {search.showCountProperty && <span className="rounded-full bg-ink/10 px-2 text-sm">{totals.forRent}</span>}
            </PageLink>
            <PageLink
              to="/$lang/contact-demand/"
              params={{ lang: locale }}
              className="inline-flex items-center gap-2 rounded-full border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              {t`Request a free valuation`}
              <ArrowRightIcon size={18} />
            </PageLink>
          </div>
        )}
      </HomeBanner>

      {shown.includes('property-list') && <LatestOffers items={catalogue.latest.slice(0, moduleOf('property-list')?.maxItems)} />}
      {shown.includes('stats-view') && <StatsView stats={catalogue.stats} />}

      <section className="container-page grid gap-10 py-20 md:py-28 xl:grid-cols-[1fr_1.4fr] xl:gap-20">
        <h2 className="text-3xl leading-tight md:text-5xl">{blocks.intro.heading}</h2>
        <p className="text-lg leading-relaxed text-muted md:text-xl">{blocks.intro.text}</p>
      </section>

      <section aria-labelledby="home-services" className="bg-paper py-20 md:py-28">
        <div className="container-page">
          <h2 id="home-services" className="sr-only">
            {t`Our services`}
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {blocks.services.map((card) => (
              <li key={card.path}>
                <ReadMoreCard href={hrefFor(card.path, locale)} title={card.title} text={card.text} heading="h3" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      {shown.includes('article') && <CustomerReviews reviews={catalogue.testimonials.slice(0, moduleOf('article')?.maxItems)} />}

      <section className="container-page py-20 md:py-28">
        <h2 className="max-w-2xl text-3xl leading-tight md:text-4xl">{blocks.promise.heading}</h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {blocks.promise.points.map((point, index) => (
            <li key={index} className="flex gap-4 border-t border-line pt-6 text-lg">
              <CheckIcon size={24} className="mt-0.5 shrink-0 text-brand" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
