import type { ComponentType } from 'react'
import { Plural, useLingui } from '@lingui/react/macro'
import { MARQUEE } from '#/domain/price.ts'
import { epcLabelDisplay } from '#/domain/epc-labels.ts'
import { typeIconFor } from '#/domain/type-icons.ts'
import { formatArea } from '#/domain/display-formats.ts'
import { otherLanguage } from '#/i18n/locales.ts'
import { SiteLink } from '#/components/shell/SiteLink.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import type { PropertyCard as Card } from '../catalogue-types.ts'
import { propertyHref } from '../property-paths.ts'
import { useMarqueeName } from './marquee-names.ts'
import { PriceText } from './PriceText.tsx'
import { PropertyPicture } from './PropertyPicture.tsx'
import { TypeIconGlyph } from './TypeIconGlyph.tsx'

/** The ribbon of a card: status from the headline prefix or the marquee (spec §4). */
function ribbonOf(card: Card, marqueeName: (m: number) => string): string | undefined {
  if (card.status === 'option') return marqueeName(MARQUEE.option)
  if (card.marquee === MARQUEE.new) return marqueeName(MARQUEE.new)
  return undefined
}

/**
 * The control over a card's picture: the favourites' heart, handed in by the page that shows the card
 * (decision 010: src/listings/ imports no feature). `title` names the card's property.
 */
export type CardToggle = ComponentType<{ id: number; title: string }>

export function PropertyCard({
  card,
  toggle: Toggle,
  priority = false,
  headingLevel = 3,
}: {
  card: Card
  toggle: CardToggle
  priority?: boolean
  headingLevel?: 2 | 3
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const marqueeName = useMarqueeName()
  const ribbon = ribbonOf(card, marqueeName)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const typeName = card.typeName ?? t`Property`
  const surface = card.typeId === 4 ? card.surfaceGround : (card.surfaceLiving ?? card.surfaceGround)
  const bedrooms = card.bedrooms ?? 0
  return (
    <article className="group property-card">
      <div className="relative overflow-hidden">
        <PropertyPicture
          picture={card.picture}
          alt=""
          sizes="(min-width: 1280px) 25vw, (min-width: 767px) 50vw, 100vw"
          priority={priority}
          version={card.createdAt.slice(0, 10)}
          maxWidth={600}
          className="transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {ribbon && <span className="property-card-ribbon">{ribbon}</span>}
        <Toggle id={card.id} title={card.headline || `${typeName} ${card.town}`} />
      </div>
      <div className="property-card-body">
        <p className="property-card-kind">
          <TypeIconGlyph icon={typeIconFor(card.typeId)} size={16} className="text-brand" />
          <span>{typeName}</span>
          <span aria-hidden="true">·</span>
          <span>{card.town}</span>
        </p>
        <Heading className="property-card-title">
          <SiteLink href={propertyHref(card, locale)} className="property-card-link">
            {card.headline ? <span lang={otherLanguage(card.headlineLanguage, locale)}>{card.headline}</span> : `${typeName} ${card.town}`}
          </SiteLink>
        </Heading>
        <p className="property-card-price">
          <PriceText
            price={card.price}
            priceUnit={card.priceUnit}
            publishPrice={card.publishPrice}
            marquee={card.marquee}
            goal={card.goal}
          />
        </p>
        <ul className="property-card-facts">
          {bedrooms > 0 && (
            <li>
              <Plural value={bedrooms} one="# bedroom" other="# bedrooms" />
            </li>
          )}
          {surface ? <li>{formatArea(surface, locale)}</li> : null}
          {card.epcLabel && <li>{t`EPC ${epcLabelDisplay(card.epcLabel)}`}</li>}
        </ul>
      </div>
    </article>
  )
}
