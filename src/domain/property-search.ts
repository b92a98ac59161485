import Fuse from 'fuse.js/basic'
import { GOALS, goalOf } from './catalogue-ids.ts'
import { foldAccents } from './name-folding.ts'
import type { SearchIndex, SearchLanguage, SearchPropertyEntry, SearchTown } from './search-index.ts'
import { queryWords } from './query-words.ts'

// The hero search (spec §2 "Home hero and search", §4 "Search box", §5 "Search"), run in the browser
// over the index of the reader's language. Loaded on the first focus of the search box, never with
// the page.
//
// Matching, word by word (several words narrow the result, "appartement wavre"):
// - a property matches a word equal to its id (spec §5: exact token, threshold 0), or a word that
//   matches its type or its town;
// - a town matches a word found in one of its names, its postal code or its name without accents
//   (spec §5: threshold 0, so the word must appear as typed, not approximately);
// - a type matches a word found in one of its names, in any language.
// Type and town rows need every word to match them; property rows need every word to match the
// property. When the words name both a type and a town, the matching (type, town) pairs are offered
// too, with their own counts.

/** Rows shown per group: what a phone shows without scrolling; more words narrow the rest. */
export const MAX_TOWN_ROWS = 6
export const MAX_PROPERTY_ROWS = 6
export const MAX_PAIR_ROWS = 4

export type GoalCounts = { forSale: number; forRent: number }
export type TypeResult = GoalCounts & { id: number; name: string }
export type TownResult = GoalCounts & { label: string; zip: string }
export type PairResult = GoalCounts & { type: { id: number; name: string }; town: { label: string; zip: string } }
export type PropertyResult = {
  id: number
  goal: 0 | 1
  typeId: number | null
  town: SearchTown
  citySlug: string
  slug: string
  text: string
  /** the text's language when it is not the index's (a fallback), for its lang attribute */
  textLanguage?: SearchLanguage
  thumbnail: string | null
}

export type SearchResults = {
  query: string
  types: TypeResult[]
  pairs: PairResult[]
  towns: TownResult[]
  properties: PropertyResult[]
  /** properties matching, before the row limit */
  propertyTotal: number
}

export type SearchEngine = { search(query: string): SearchResults; language: SearchIndex['language'] }

export { queryWords }

type WordMatch = { types: ReadonlySet<number>; towns: ReadonlySet<number>; id: number | null }

export function createSearchEngine(index: SearchIndex): SearchEngine {
  // Names are folded once here and words as they come (spec §5: the accent-stripped name matches),
  // which makes each search about twice as fast as Fuse's own ignoreDiacritics.
  const townDocuments = index.towns.map((town, position) => ({
    key: position,
    names: [town.label, ...town.aliases].map(foldAccents),
    zip: town.zip,
  }))
  const typeDocuments = index.types.map((type) => ({ key: type.id, names: [type.name, ...type.aliases].map(foldAccents) }))
  const townSearch = narrowingSearch(townDocuments, ['names', 'zip'])
  const typeSearch = narrowingSearch(typeDocuments, ['names'])
  const propertyById = new Map(index.properties.map((entry, position) => [entry[0], position]))
  const typeInitials = initialsOf(index.types.map((type) => [type.id, [type.name, ...type.aliases]] as const))
  const townInitials = initialsOf(index.towns.map((town, position) => [position, [town.label, ...town.aliases, town.zip]] as const))

  // Counts per type and per town over the whole index (spec §3: countSaleProperty/countRentProperty).
  const typeCounts = new Map<number, GoalCounts>()
  const townCounts = index.towns.map((): GoalCounts => ({ forSale: 0, forRent: 0 }))
  for (const [, goal, typeId, town] of index.properties) {
    const key = GOALS[goalOf(goal)].count
    if (typeId) {
      const counts = typeCounts.get(typeId) ?? { forSale: 0, forRent: 0 }
      counts[key] += 1
      typeCounts.set(typeId, counts)
    }
    townCounts[town]![key] += 1
  }
  const allTypes: TypeResult[] = index.types.map((type) => ({
    id: type.id,
    name: type.name,
    ...(typeCounts.get(type.id) ?? { forSale: 0, forRent: 0 }),
  }))
  const typeById = new Map(index.types.map((type) => [type.id, type]))
  const cells = cellsOf(index.properties)

  // As a visitor types, the earlier words come back on every keystroke: remember what each matched.
  const wordCache = new Map<string, WordMatch>()
  function matchWord(typed: string): WordMatch {
    const word = foldAccents(typed)
    const known = wordCache.get(word)
    if (known) return known
    const id = /^\d+$/.test(word) && propertyById.has(Number(word)) ? Number(word) : null
    // A single letter found anywhere matches nearly everything, so it says nothing about what the
    // visitor wants and costs the most to show: one letter matches the start of a name ('w' → Wavre).
    // A word one letter longer than one searched before can only match what that one matched (a
    // single letter matched only the start of names, so it narrows nothing).
    const earlier = word.length > 2 ? wordCache.get(word.slice(0, -1)) : undefined
    const match: WordMatch =
      word.length === 1
        ? { id, types: new Set(typeInitials.get(word) ?? []), towns: new Set(townInitials.get(word) ?? []) }
        : {
            id,
            types: typeSearch(word, earlier?.types),
            towns: townSearch(word, earlier?.towns),
          }
    if (wordCache.size > 500) wordCache.clear()
    wordCache.set(word, match)
    return match
  }

  function propertyMatches(entry: SearchPropertyEntry, words: WordMatch[]): boolean {
    return words.every((word) => word.id === entry[0] || word.types.has(entry[2]) || word.towns.has(entry[3]))
  }

  return {
    language: index.language,
    search(query: string): SearchResults {
      const words = queryWords(query).map(matchWord)
      // spec §4: empty text clears all filters and shows all types.
      if (words.length === 0) return { query, types: allTypes, pairs: [], towns: [], properties: [], propertyTotal: 0 }

      const types = allTypes.filter((type) => words.every((word) => word.types.has(type.id)))
      const towns: TownResult[] = []
      for (let position = 0; position < index.towns.length && towns.length < MAX_TOWN_ROWS; position += 1) {
        if (words.every((word) => word.towns.has(position))) towns.push(townResult(index.towns[position]!, townCounts[position]!))
      }

      // A property matches when each word names its type or its town, or is its reference. All
      // properties of one (type, town) cell match alike by type and town, so the search asks each of
      // the few hundred cells instead of each of thousands of properties; only a property named by
      // its reference can match without its cell.
      const cellMatches = new Uint8Array(cells.type.length)
      let total = 0
      for (let cell = 0; cell < cellMatches.length; cell += 1) {
        if (words.every((word) => word.types.has(cells.type[cell]!) || word.towns.has(cells.town[cell]!))) {
          cellMatches[cell] = 1
          total += cells.forSale[cell]! + cells.forRent[cell]!
        }
      }

      // An exact reference is what the visitor wants: it comes first.
      const exact: number[] = []
      for (const word of words) {
        const position = word.id !== null ? propertyById.get(word.id) : undefined
        if (position === undefined || exact.includes(position) || !propertyMatches(index.properties[position]!, words)) continue
        exact.push(position)
        if (!cellMatches[cells.of[position]!]) total += 1
      }
      // The rows in listing order after the exact references: the scan stops at the last row shown.
      const shown = exact.slice(0, MAX_PROPERTY_ROWS)
      for (let position = 0; position < index.properties.length && shown.length < MAX_PROPERTY_ROWS; position += 1) {
        if (cellMatches[cells.of[position]!] && !exact.includes(position)) shown.push(position)
      }

      const namesTypeAndTown = words.some((word) => word.types.size > 0) && words.some((word) => word.towns.size > 0)
      return {
        query,
        types,
        pairs: namesTypeAndTown ? pairsOf(cellMatches, exact) : [],
        towns,
        properties: shown.map((position) => propertyResult(index.properties[position]!)),
        propertyTotal: total,
      }
    },
  }

  /**
   * The (type, town) pairs of the matched properties, most properties first. A property found by its
   * reference alone says nothing about the type and town asked for: only matching cells count.
   * Equal counts keep the order in which the list meets them: exact references first, then
   * listing order.
   */
  function pairsOf(cellMatches: Uint8Array, exact: number[]): PairResult[] {
    const order: number[] = []
    const taken = new Uint8Array(cellMatches.length)
    for (const cell of [...exact.map((position) => cells.of[position]!), ...cells.inListingOrder]) {
      if (cellMatches[cell] && !taken[cell]) order.push(cell)
      taken[cell] = 1
    }
    const pairs: PairResult[] = []
    for (const cell of order) {
      const type = typeById.get(cells.type[cell]!)
      if (!type) continue
      const { label, zip } = index.towns[cells.town[cell]!]!
      pairs.push({
        type: { id: type.id, name: type.name },
        town: { label, zip },
        forSale: cells.forSale[cell]!,
        forRent: cells.forRent[cell]!,
      })
    }
    return pairs.sort((a, b) => b.forSale + b.forRent - (a.forSale + a.forRent)).slice(0, MAX_PAIR_ROWS)
  }

  function propertyResult([id, goal, typeId, town, citySlug, slug, text, thumbnail, textLanguage]: SearchPropertyEntry): PropertyResult {
    return {
      id,
      goal,
      typeId: typeId || null,
      town: index.towns[town]!,
      citySlug,
      slug,
      text,
      ...(textLanguage ? { textLanguage } : {}),
      thumbnail: thumbnail || null,
    }
  }
}

/**
 * The index's properties grouped by (type, town): each cell's type, town and counts, the cell of
 * every property, and the cells in the order the listing first meets them.
 */
type Cells = { type: number[]; town: number[]; forSale: number[]; forRent: number[]; of: Uint32Array; inListingOrder: number[] }

function cellsOf(properties: ReadonlyArray<SearchPropertyEntry>): Cells {
  const cells: Cells = { type: [], town: [], forSale: [], forRent: [], of: new Uint32Array(properties.length), inListingOrder: [] }
  const byKey = new Map<string, number>()
  properties.forEach(([, goal, typeId, town], position) => {
    const key = `${typeId}:${town}`
    let cell = byKey.get(key)
    if (cell === undefined) {
      cell = cells.type.length
      byKey.set(key, cell)
      cells.type.push(typeId)
      cells.town.push(town)
      cells.forSale.push(0)
      cells.forRent.push(0)
      cells.inListingOrder.push(cell)
    }
    cells.of[position] = cell
    cells[GOALS[goalOf(goal)].count][cell]! += 1
  })
  return cells
}

const FUSE_OPTIONS = { threshold: 0, ignoreLocation: true, shouldSort: false, includeScore: false } as const

/**
 * Fuse over a group's documents, or over the few that matched the word typed one key earlier: as a
 * visitor types "wav", "wavr", "wavre", each search runs over a handful of towns instead of all.
 */
function narrowingSearch<K>(documents: Array<{ key: K }>, keys: string[]): (word: string, earlier?: ReadonlySet<K>) => ReadonlySet<K> {
  const all = new Fuse(documents, { ...FUSE_OPTIONS, keys })
  return (word, earlier) => {
    const fuse = earlier
      ? new Fuse(
          documents.filter((document) => earlier.has(document.key)),
          { ...FUSE_OPTIONS, keys },
        )
      : all
    return new Set(fuse.search(word).map((result) => result.item.key))
  }
}

/** First letter (lower case, without accents) of any name → the items that have a name starting with it. */
function initialsOf<K>(items: ReadonlyArray<readonly [K, readonly string[]]>): Map<string, K[]> {
  const initials = new Map<string, K[]>()
  for (const [key, names] of items) {
    for (const initial of new Set(names.map((name) => foldAccents(name).charAt(0)))) {
      const list = initials.get(initial) ?? []
      list.push(key)
      initials.set(initial, list)
    }
  }
  return initials
}

function townResult(town: SearchTown, counts: GoalCounts): TownResult {
  return { label: town.label, zip: town.zip, ...counts }
}
