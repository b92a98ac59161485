// spec §4: a property with goal 0 is for sale; any other goal (rent, short stay…) counts as for rent.
const GOAL_FOR_SALE = 0

export type CityCount = { name: string; zip: string; forSale: number; forRent: number; total: number }
export type CityProperty = { city: string; zip: string; goal: number }

/** Lower case without accents: 'Liège' → 'liege' (spec §5: the accent-stripped name). */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * A city name folded for comparison and search (spec §5: case and accents are ignored): 'LIÈGE' and
 * 'liege' both give 'liege'. Whitespace is collapsed and removed around dashes, so
 * 'Ottignies - Louvain-la-Neuve' equals 'Ottignies-Louvain-la-Neuve'. A dash stays distinct from a
 * space: official names carry their dashes, and an entry without them is a typo to fix at the source
 * rather than one to merge silently.
 */
export function foldName(name: string): string {
  return foldAccents(name)
    // Typographic apostrophes come from word processors; 's-Gravenbrakel is the same town either way.
    .replace(/[‘’`´]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/ ?- ?/g, '-')
    .trim()
}

/**
 * Properties per city (spec §3 City, spec §5: counting ignores case and accents and requires an equal
 * zip, so Liège 4000 and Liège 4020 stay apart). The shown name is the spelling most properties use,
 * the first one seen on a tie. Properties without a city name are left out: a nameless entry would
 * be useless in a city list. Sorted by name as French readers expect, then by zip.
 */
export function countCities(properties: ReadonlyArray<CityProperty>): CityCount[] {
  const groups = new Map<string, { zip: string; spellings: Map<string, number>; forSale: number; forRent: number }>()
  for (const property of properties) {
    const spelling = property.city.trim().replace(/\s+/g, ' ')
    const folded = foldName(spelling)
    if (folded === '') continue
    const zip = property.zip.trim()
    const key = `${folded}\u0000${zip}`
    const group = groups.get(key) ?? { zip, spellings: new Map<string, number>(), forSale: 0, forRent: 0 }
    groups.set(key, group)
    group.spellings.set(spelling, (group.spellings.get(spelling) ?? 0) + 1)
    if (property.goal === GOAL_FOR_SALE) group.forSale += 1
    else group.forRent += 1
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
