import type { PropertyCard } from '#/listings/catalogue-types.ts'
import type { PropertyDetails } from '#/listings/property-details.ts'

// What the favourites and compare pages receive from the server (favourites-repository.server.ts).

/**
 * A kept property as it is now: its card and status, or `offline` when it is unknown or no longer
 * published (withdrawn by an import): then nothing of it is shown but that it is gone.
 */
export type FavouriteItem = { id: number; state: 'offline' } | { id: number; state: PropertyCard['status']; card: PropertyCard }

export type ComparedProperty = { card: PropertyCard; details: PropertyDetails }
/** The properties to compare, in the order asked; `offline` the ids no longer online. */
export type Comparison = { properties: ComparedProperty[]; offline: number[] }
