import { foldName } from './name-folding.ts'
import { findTown } from './town-names.ts'

// spec §4: a property with goal 0 is for sale; any other goal (rent, short stay…) counts as for rent.
const GOAL_FOR_SALE = 0

export type CityCount = { name: string; zip: string; forSale: number; forRent: number; total: number }
/** A property, or with `count` that many properties of one spelling, postal code and goal (the database counts them). */
export type CityProperty = { city: string; zip: string; goal: number; count?: number }

/**
 * Properties per city (spec §3 City, spec §5: counting ignores case and accents and requires an equal
 * zip, so Liège 4000 and Liège 4020 stay apart; a town's names in other languages count as one). The shown name is the spelling most properties use,
 * the first one seen on a tie. Properties without a city name are left out: a nameless entry would
 * be useless in a city list. Sorted by name as French readers expect, then by zip.
 */
export function countCities(properties: ReadonlyArray<CityProperty>): CityCount[] {
  const groups = new Map<string, { zip: string; spellings: Map<string, number>; forSale: number; forRent: number }>()
  for (const property of properties) {
    const spelling = property.city.trim().replace(/\s+/g, ' ')
    if (foldName(spelling) === '') continue
    const zip = property.zip.trim()
    // One town under all its names: Wavre and Waver with 1300 count together (decision 013).
    const key = findTown({ name: spelling, zip })!.key
    const group = groups.get(key) ?? { zip, spellings: new Map<string, number>(), forSale: 0, forRent: 0 }
    groups.set(key, group)
    const count = property.count ?? 1
    group.spellings.set(spelling, (group.spellings.get(spelling) ?? 0) + count)
    if (property.goal === GOAL_FOR_SALE) group.forSale += count
    else group.forRent += count
  }
  return [...groups.values()]
    .map(({ zip, spellings, forSale, forRent }) => ({ name: mostFrequent(spellings), zip, forSale, forRent, total: forSale + forRent }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.zip.localeCompare(b.zip, 'fr', { numeric: true }))
}

// Map keeps insertion order and only a strictly greater count replaces the best, so ties go to the first seen.
function mostFrequent(counts: ReadonlyMap<string, number>): string {
  let best = ''
  let bestCount = 0
  for (const [spelling, count] of counts) {
    if (count > bestCount) {
      best = spelling
      bestCount = count
    }
  }
  return best
}
