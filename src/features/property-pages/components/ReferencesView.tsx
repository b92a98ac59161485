import { Plural, useLingui } from '@lingui/react/macro'
import { PageLink } from '#/components/PageLink.tsx'
import { PageHeader } from '#/components/PageHeader.tsx'
import { siteConfig } from '#/config/site-config.ts'
import { MARQUEE, priceDisplay } from '#/domain/price.ts'
import { typeIconFor } from '#/domain/type-icons.ts'
import { formatArea } from '#/domain/display-formats.ts'
import { otherLanguage, type Locale } from '#/i18n/locales.ts'
import type { ListingPage, PropertyCard } from '#/listings/catalogue-types.ts'
import { useMarqueeName } from '#/listings/cards/marquee-names.ts'
import { PropertyPicture } from '#/listings/cards/PropertyPicture.tsx'
import { TypeIconGlyph } from '#/listings/cards/TypeIconGlyph.tsx'

/**
 * One reference: a sold or rented property with its ribbon, type and town. Not a link: a sold or
 * rented property's page answers 410 (spec §8, property-loader.ts), a dead end for a visitor. Its last
 * asking price shows only when the operator allows it (app.config.ts `references.showPrice`).
 */
function ReferenceCard({ card, locale, priority }: { card: PropertyCard; locale: Locale; priority: boolean }) {
  const { t } = useLingui()
  const marqueeName = useMarqueeName()
  const ribbon = marqueeName(card.status === 'rented' ? MARQUEE.rented : MARQUEE.sold)
  const typeName = card.typeName ?? t`Property`
  const surface = card.typeId === 4 ? card.surfaceGround : (card.surfaceLiving ?? card.surfaceGround)
  // The marquee would replace the price with "sold": here the ribbon says that already.
  const price = siteConfig().references?.showPrice ? priceDisplay({ ...card, marquee: MARQUEE.none }, []) : undefined
  const amount = price?.kind === 'price' ? price.amount : ''
  const bedrooms = card.bedrooms ?? 0
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white">
      <div className="relative overflow-hidden">
        <PropertyPicture
          picture={card.picture}
          alt=""
          sizes="(min-width: 1280px) 25vw, (min-width: 767px) 50vw, 100vw"
          priority={priority}
          version={card.createdAt.slice(0, 10)}
          maxWidth={600}
        />
        <span className="absolute top-3 left-3 rounded-full bg-ink px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase shadow-sm">
          {ribbon}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-2 text-sm text-muted">
          <TypeIconGlyph icon={typeIconFor(card.typeId)} size={16} className="text-brand" />
          <span>{typeName}</span>
          <span aria-hidden="true">·</span>
          <span>{card.town}</span>
        </p>
        <h3 className="mt-2 line-clamp-2 font-display text-lg leading-snug">
          {card.headline ? <span lang={otherLanguage(card.headlineLanguage, locale)}>{card.headline}</span> : `${typeName} ${card.town}`}
        </h3>
        {price?.kind === 'price' && (
          <p className="mt-auto pt-4 text-lg font-semibold text-ink">{price.perMonth ? t`${amount} per month` : amount}</p>
        )}
        <ul
          className={`flex flex-wrap gap-x-4 gap-y-1 border-t border-line pt-3 text-sm text-muted ${price?.kind === 'price' ? 'mt-3' : 'mt-auto'}`}
        >
          <li>{ribbon}</li>
          {bedrooms > 0 && (
            <li>
              <Plural value={bedrooms} one="# bedroom" other="# bedrooms" />
            </li>
          )}
          {surface ? <li>{formatArea(surface, locale)}</li> : null}
        </ul>
      </div>
    </article>
  )
}

/** Decision 019, the references page: the agency's sold and rented properties, paged like the listing. */
export function ReferencesView({ references, locale }: { references: ListingPage; locale: Locale }) {
  const { t } = useLingui()
  const { items, total, page, pageCount } = references
  const link = { to: '/$lang/references/', params: { lang: locale } } as const
  const pageSearch = (p: number) => (p > 1 ? { page: p } : {})
  return (
    <article>
      <PageHeader
        neutral="references"
        title={t`References`}
        lead={t`Homes we sold and let for their owners: a few of the families and investors who trusted us.`}
      />
      <section className="container-page pt-10 pb-20 md:pb-28" aria-labelledby="references-results">
        <h2 id="references-results" className="font-display text-2xl">
          {total === 0 ? t`No references yet` : t`${total} properties sold and let · page ${page} of ${pageCount}`}
        </h2>
        {total === 0 ? (
          <div className="mt-6 max-w-xl text-lg text-muted">
            <p>{t`The properties we sell and let will appear here. In the meantime, see what is on offer now.`}</p>
            <p className="mt-4 flex flex-wrap gap-4">
              <PageLink
                to="/$lang/for-sale/"
                params={{ lang: locale }}
                className="font-semibold text-brand-dark underline underline-offset-4"
              >
                {t`For sale`}
              </PageLink>
              <PageLink
                to="/$lang/for-rent/"
                params={{ lang: locale }}
                className="font-semibold text-brand-dark underline underline-offset-4"
              >
                {t`For rent`}
              </PageLink>
            </p>
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
            {items.map((card, index) => (
              <li key={card.id}>
                <ReferenceCard card={card} locale={locale} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
        {pageCount > 1 && (
          <nav aria-label={t`Pages`} className="mt-12 flex flex-wrap items-center justify-center gap-2">
            {page > 1 && (
              <PageLink
                {...link}
                search={pageSearch(page - 1)}
                rel="prev"
                className="rounded-full border border-line px-4 py-2 hover:border-ink"
              >
                {t`Previous`}
              </PageLink>
            )}
            {Array.from({ length: pageCount }, (_, i) => i + 1).map((p) => (
              <PageLink
                key={p}
                {...link}
                search={pageSearch(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t`Page ${p}`}
                className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-3 ${p === page ? 'border-ink bg-ink text-white' : 'border-line hover:border-ink'}`}
              >
                {p}
              </PageLink>
            ))}
            {page < pageCount && (
              <PageLink
                {...link}
                search={pageSearch(page + 1)}
                rel="next"
                className="rounded-full border border-line px-4 py-2 hover:border-ink"
              >
                {t`Next`}
              </PageLink>
            )}
          </nav>
        )}
      </section>
    </article>
  )
}
