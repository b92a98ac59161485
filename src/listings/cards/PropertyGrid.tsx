import type { PropertyCard as Card } from '../catalogue-types.ts'
import { PropertyCard, type CardToggle } from './PropertyCard.tsx'

/** Property cards, 4 per row on desktop, fewer on smaller screens (spec §2: property-list, 4 per row). */
export function PropertyGrid({
  items,
  toggle,
  firstIsPriority = false,
  className = 'mt-8',
}: {
  items: Card[]
  toggle: CardToggle
  firstIsPriority?: boolean
  className?: string
}) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 xl:grid-cols-4 ${className}`}>
      {items.map((card, index) => (
        <li key={card.id}>
          <PropertyCard card={card} toggle={toggle} priority={firstIsPriority && index === 0} />
        </li>
      ))}
    </ul>
  )
}
