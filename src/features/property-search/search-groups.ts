import { otherLanguage, type Locale } from '#/i18n/locales.ts'
import type { GoalCounts, SearchResults } from '#/domain/property-search.ts'
import { citySlug } from '#/domain/slugs.ts'
import { propertyPath } from '#/listings/property-paths.ts'
import { listingHref } from './search-links.ts'

// The rows of the search's three groups (types, towns, properties) with their links: the panel
// (SearchPanel.tsx) draws them as a listbox while the visitor types, and the listing's answer to a
// search sent without JavaScript (SearchAnswer.tsx) as plain links, so both offer the same choices.

export type GoalOption = { key: string; href: string | null; count: number }
export type GoalRowModel = { kind: 'goal'; key: string; name: string; detail?: string; spoken: string; options: [GoalOption, GoalOption] }
export type PropertyRowModel = {
  kind: 'property'
  key: string
  href: string
  text: string
  /** the text's lang when it is a fallback in another language than the page (WCAG 3.1.2) */
  lang?: string
  thumbnail: string | null
  id: number
  place: string
  goal: 0 | 1
}
export type GroupModel = { key: 'types' | 'towns' | 'properties'; rows: Array<GoalRowModel | PropertyRowModel> }

/** The listing filter of a row: the town by the name the row shows, which the listing accepts (decision 013). */
function listingFilter(filter: { type?: number; city?: { label: string; zip: string } }): {
  type?: number
  city?: { name: string; zip: string }
} {
  return { type: filter.type, city: filter.city ? { name: filter.city.label, zip: filter.city.zip } : undefined }
}

export type RowModel = GoalRowModel | PropertyRowModel

/** The rows of the three groups, in the order they show, with stable keys and objects (rowsOf). */
export function groupsOf(
  results: SearchResults,
  locale: Locale,
  inWord: (type: string, place: string) => string,
  built: Map<string, RowModel>,
): GroupModel[] {
  function row<T extends RowModel>(key: string, build: () => T): T {
    let known = built.get(key) as T | undefined
    if (!known) {
      known = build()
      built.set(key, known)
    }
    return known
  }
  const goalRow = (
    key: string,
    name: string,
    spoken: string,
    counts: GoalCounts,
    filter: { type?: number; city?: { label: string; zip: string } },
    detail?: string,
  ): GoalRowModel =>
    row(key, () => ({
      kind: 'goal',
      key,
      name,
      detail,
      spoken,
      // spec §2: a link with no property behind it is disabled.
      options: [
        { key: `${key}-sale`, href: counts.forSale > 0 ? listingHref(locale, 0, listingFilter(filter)) : null, count: counts.forSale },
        { key: `${key}-rent`, href: counts.forRent > 0 ? listingHref(locale, 1, listingFilter(filter)) : null, count: counts.forRent },
      ],
    }))
  const place = (town: { label: string; zip: string }) => `${town.label} (${town.zip})`
  const townKey = (town: { label: string; zip: string }) => `${citySlug(town.label)}-${town.zip}`
  return [
    {
      key: 'types',
      rows: [
        ...results.types.map((type) => goalRow(`type-${type.id}`, type.name, type.name, type, { type: type.id })),
        ...results.pairs.map((pair) =>
          goalRow(
            `pair-${pair.type.id}-${townKey(pair.town)}`,
            pair.type.name,
            inWord(pair.type.name, place(pair.town)),
            pair,
            { type: pair.type.id, city: pair.town },
            place(pair.town),
          ),
        ),
      ],
    },
    { key: 'towns', rows: results.towns.map((town) => goalRow(`town-${townKey(town)}`, place(town), place(town), town, { city: town })) },
    {
      key: 'properties',
      rows: results.properties.map((property) =>
        row(
          `property-${property.id}`,
          (): PropertyRowModel => ({
            kind: 'property',
            key: `property-${property.id}`,
            href: propertyPath(locale, property.goal, property.citySlug, property.slug, property.id),
            text: property.text,
            lang: property.textLanguage ? otherLanguage(property.textLanguage, locale) : undefined,
            thumbnail: property.thumbnail,
            id: property.id,
            place: property.town.label,
            goal: property.goal,
          }),
        ),
      ),
    },
  ]
}
