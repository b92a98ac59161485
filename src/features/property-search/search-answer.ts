import { GOALS, type Goal, type PropertyTypeId } from '#/domain/catalogue-ids.ts'
import { foldAccents } from '#/domain/name-folding.ts'
import type { GoalCounts, SearchResults } from '#/domain/property-search.ts'
import { queryWords } from '#/domain/query-words.ts'
import type { Locale } from '#/i18n/locales.ts'
import { propertyPath } from '#/listings/property-paths.ts'

// What the listing answers to a search sent without JavaScript (decision 028): the hero's
// box is a GET form to the for-sale listing with `q`; the server runs the panel's own engine on it
// and answers with what the visitor would have chosen in the panel, or with the panel's groups.

/** The box's maxLength (PropertySearch.tsx): a longer `q` did not come from the box and is cut, never refused. */
export const SEARCH_QUERY_MAX_LENGTH = 80

/**
 * The listing's `q`, trimmed and cut to the box's length; nothing when it holds no word. The router
 * reads a query value as JSON where it can, so the text 1300 or true arrives as a number or a boolean.
 */
export function searchQueryOf(raw: unknown): string | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') return undefined
  const query = String(raw).trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim()
  return queryWords(query).length > 0 ? query : undefined
}

export type SearchAnswer =
  /** the one property the query names by its reference */
  | { kind: 'property'; href: string }
  /** the one town, type or (type, town) pair the query names, with properties on this listing */
  | { kind: 'listing'; type?: PropertyTypeId; city?: { label: string; zip: string } }
  /** several candidates (or one without properties on this listing): the panel's groups */
  | { kind: 'results'; query: string; results: SearchResults }
  | { kind: 'nothing'; query: string }

/**
 * The answer to `query` on the listing of `goal`, from the engine's results:
 * - a reference the engine matched exactly, and nothing else → that property;
 * - one (type, town) pair, else one type or one town (the one whose name is the query, when several
 *   contain it: "Braine" before "Braine-le-Comte") with properties on this listing → the listing filtered by it;
 * - otherwise the groups, or nothing.
 */
export function searchAnswerOf(query: string, results: SearchResults, goal: Goal, locale: Locale): SearchAnswer {
  const { types, pairs, towns, properties, propertyTotal } = results
  if (types.length === 0 && pairs.length === 0 && towns.length === 0 && properties.length === 0) return { kind: 'nothing', query }

  const words = queryWords(query)
  // The engine puts a property named by its reference first.
  const references = words.filter((word) => /^\d+$/.test(word)).map(Number)
  const exact = properties[0] && references.includes(properties[0].id) ? properties[0] : undefined
  if (exact && propertyTotal === 1 && types.length === 0 && pairs.length === 0 && towns.length === 0)
    return { kind: 'property', href: propertyPath(locale, exact.goal, exact.citySlug, exact.slug, exact.id) }

  const onThisListing = (counts: GoalCounts) => counts[GOALS[goal].count] > 0
  // A type the catalogue has no property of is offered by the panel (disabled), never chosen.
  const listed = <T extends GoalCounts>(rows: T[]) => rows.filter((row) => row.forSale + row.forRent > 0)
  const folded = foldAccents(words.join(' '))
  if (pairs.length > 0) {
    // The words name a type and a town: the pairs are the candidates (a type or town row alone matched every word too only by chance).
    const pair = pairs.length === 1 ? pairs[0]! : undefined
    if (pair && !exact && onThisListing(pair)) return { kind: 'listing', type: pair.type.id as PropertyTypeId, city: pair.town }
    return { kind: 'results', query, results }
  }
  const candidates = [
    ...listed(types).map((type) => ({
      counts: type,
      name: type.name,
      answer: { kind: 'listing', type: type.id as PropertyTypeId } as const,
    })),
    ...listed(towns).map((town) => ({
      counts: town,
      name: town.label,
      answer: { kind: 'listing', city: { label: town.label, zip: town.zip } } as const,
    })),
  ]
  const named = candidates.length === 1 ? candidates : candidates.filter((candidate) => foldAccents(candidate.name) === folded)
  const only = named.length === 1 ? named[0]! : undefined
  if (only && !exact && onThisListing(only.counts)) return only.answer
  return { kind: 'results', query, results }
}
