import { foldName } from './name-folding.ts'
import { townAliases } from './town-names.ts'

// spec §3 "Demand register" (decision 017): whether a listing answers a search alert. Pure, so
// the cron run, the benchmark and the tests share one rule. A criterion the alert leaves empty asks
// nothing; a criterion it sets needs the listing to show it.

/** The limits a search alert may set (spec §3 "Demand register"); null or false: none. */
export type AlertLimits = {
  budgetMin: number | null
  budgetMax: number | null
  minBedrooms: number | null
  minBathrooms: number | null
  minGarages: number | null
  minParkings: number | null
  garden: boolean
  terrace: boolean
}

export type AlertCriteria = AlertLimits & {
  /** spec §3 Goal: 0 for sale, 1 for rent */
  goal: number
  /** property types (spec §3 ids 1–7); empty: any */
  typeIds: ReadonlyArray<number>
  /** towns as stored for the alert: any of a town's names, folded, or the key all its names share */
  towns: ReadonlyArray<string>
  /** postal codes */
  zips: ReadonlyArray<string>
}

export type ListingFacts = {
  goal: number
  status: 'available' | 'option' | 'sold' | 'rented'
  withdrawn: boolean
  /** the listing's type ids (`web_ids`: a house that is also a villa carries both) */
  typeIds: ReadonlyArray<number>
  zip: string
  /** the town as the CRM stores it (Wavre or Waver) */
  city: string
  price: number | null
  publishPrice: boolean
  bedrooms: number | null
  bathrooms: number | null
  garages: number | null
  parkings: number | null
  garden: boolean
  terrace: boolean
}

/** Every name of a listing's town, folded: an alert for Waver finds a listing stored as Wavre. */
export function listingTownNames(city: string, zip: string): Set<string> {
  return new Set([foldName(city), ...townAliases(city, zip).map(foldName)])
}

// Alerts repeat a few town names thousands of times: each is folded once (NFD normalizing is the costly part).
const foldedTowns = new Map<string, string>()
function foldTown(town: string): string {
  let folded = foldedTowns.get(town)
  if (folded === undefined) {
    folded = foldName(town)
    foldedTowns.set(town, folded)
  }
  return folded
}

const atLeast = (wanted: number | null, has: number | null) => wanted === null || wanted <= 0 || (has ?? 0) >= wanted

/**
 * Whether the listing answers the alert. A listing sold, rented or withdrawn never does. A price on
 * request (unpublished, none or 0) never answers a budget: the reader could not tell it fits.
 * `townNames` may be passed in when one listing is matched against many alerts.
 */
export function matchesAlert(
  alert: AlertCriteria,
  listing: ListingFacts,
  townNames: ReadonlySet<string> = listingTownNames(listing.city, listing.zip),
): boolean {
  if (listing.withdrawn || listing.status === 'sold' || listing.status === 'rented') return false
  if (alert.goal !== listing.goal) return false
  if (alert.typeIds.length > 0 && !alert.typeIds.some((id) => listing.typeIds.includes(id))) return false
  if (alert.zips.length + alert.towns.length > 0) {
    const inZip = alert.zips.includes(listing.zip.trim())
    const inTown = alert.towns.some((town) => townNames.has(foldTown(town)))
    if (!inZip && !inTown) return false
  }
  if (alert.budgetMin !== null || alert.budgetMax !== null) {
    const price = listing.publishPrice && listing.price !== null && listing.price > 0 ? listing.price : undefined
    if (price === undefined) return false
    if (alert.budgetMin !== null && price < alert.budgetMin) return false
    if (alert.budgetMax !== null && price > alert.budgetMax) return false
  }
  if (!atLeast(alert.minBedrooms, listing.bedrooms)) return false
  if (!atLeast(alert.minBathrooms, listing.bathrooms)) return false
  if (!atLeast(alert.minGarages, listing.garages)) return false
  if (!atLeast(alert.minParkings, listing.parkings)) return false
  if (alert.garden && !listing.garden) return false
  if (alert.terrace && !listing.terrace) return false
  return true
}

/** What an alert is told about a listing: a new one, or a lower price for one it may have seen. */
export type MatchKind = 'new' | 'price-drop'

/**
 * Why the listing is news for an alert confirmed at `confirmedAt` (decision 017: what arrives, or drops
 * in price, after its confirmation), given what this run looks at: a listing first seen in the run's
 * window is new; one whose price dropped in it is a price drop. Already mailed kinds (`mailed`, the
 * subscriber's ledger) are not news again: a listing once as new, a price drop once more. A listing
 * both new and dropped within the window is new (its price is the current one anyway).
 */
export function newsKind(
  confirmedAt: string,
  listing: { firstSeenAt: string | null; priceDroppedAt: string | null },
  window: { from: string; until: string },
  mailed: ReadonlySet<MatchKind> = new Set(),
): MatchKind | undefined {
  const within = (at: string | null) => at !== null && at >= window.from && at < window.until && at > confirmedAt
  if (within(listing.firstSeenAt) && !mailed.has('new')) return 'new'
  if (within(listing.priceDroppedAt) && !mailed.has('price-drop')) return 'price-drop'
  return undefined
}
