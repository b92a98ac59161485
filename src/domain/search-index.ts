import { pickAlongChain, type Locale } from '#/i18n/locales.ts'
import { goalOf } from './catalogue-ids.ts'
import { foldAccents, foldName } from './name-folding.ts'
import { pictureUrl } from './picture-urls.ts'
import { citySlug, propertySlug, type PropertyStatus } from './slugs.ts'
import { cleanText, SEARCH_DESCRIPTION_LENGTH, summarize } from './text-cleaning.ts'
import { findTown, townAliases, townName } from './town-names.ts'

// The hero search's index (decision 006): built on the server once per language and catalogue version,
// fetched by the browser on the first focus of the search box. Compact on purpose: properties are
// tuples (JSON keys repeated 5,000 times would double the size), towns and types are referenced by
// position, and every text is already in the reader's language and cut to what the row shows.

/** The languages of the site (one list: src/i18n/locales.ts). */
export type SearchLanguage = Locale

export type SearchType = {
  id: number
  /** the name in the index's language */
  name: string
  /** its names in the other languages and common words for it, so 'maison' finds Huis in Dutch */
  aliases: string[]
}

export type SearchTown = {
  /** the town's one name in the index's language (townName: Luik for a Dutch reader of Liège); the listing's `city` filter takes it */
  label: string
  zip: string
  /** the town's other names and its name without accents */
  aliases: string[]
}

/**
 * (A change to this shape raises SEARCH_INDEX_FORMAT in search-index-path.ts.)
 * [id, goal (0 sale, 1 rent), type id (0 when none), town position, city slug, address slug, text,
 * thumbnail URL ('' when none), the text's language only when it is not the index's]. The city slug
 * is the property's own: a town's records may store Wavre or Waver, and each property keeps the
 * address it has everywhere else. The text's language is left out when it is the index's, as it
 * mostly is, so the index does not grow by a field per property.
 */
export type SearchPropertyEntry = [number, 0 | 1, number, number, string, string, string, string, SearchLanguage?]

export type SearchIndex = {
  language: SearchLanguage
  types: SearchType[]
  towns: SearchTown[]
  /** in listing order: newest first */
  properties: SearchPropertyEntry[]
}

export type IndexSourceType = { id: number; names: Partial<Record<SearchLanguage, string>> }
export type IndexSourceProperty = {
  id: number
  goal: number
  status: PropertyStatus
  typeId: number | null
  city: string
  zip: string
  /** headline and description in the index's language (already picked with the fallback chain) */
  headline: string
  description: string
  /** the language each was found in: another than the index's when the chain fell back */
  headlineLanguage: SearchLanguage
  descriptionLanguage: SearchLanguage
  picture: string | null
  /** the picture's cache-busting value */
  pictureVersion: string
}

// spec §3 "Property type": 1 house/villa/farm, 5 investment property (storage/building), 6 commercial
// premises (shop/offices), 7 garage/parking. Words a visitor types for a type, in the four languages.
const TYPE_WORDS: Readonly<Record<number, readonly string[]>> = {
  1: ['villa', 'fermette', 'ferme', 'boerderij', 'hoeve', 'woning', 'bungalow', 'farm', 'Bauernhof'],
  2: ['kot', 'flat'],
  3: ['flat', 'duplex', 'penthouse', 'loft', 'Apartment'],
  4: ['terrain à bâtir', 'bouwgrond', 'perceel', 'plot', 'land', 'Grundstück'],
  5: ['immeuble', 'opbrengst', 'investment', 'entrepôt', 'opslagplaats', 'storage', 'Lager', 'building'],
  6: ['commerce', 'magasin', 'bureau', 'bureaux', 'winkel', 'kantoor', 'shop', 'office', 'Büro', 'Laden'],
  7: ['parking', 'staanplaats', 'box', 'Stellplatz'],
}

/** The index of one language from the listed properties and the type table. */
export function buildSearchIndex(
  language: SearchLanguage,
  types: ReadonlyArray<IndexSourceType>,
  properties: ReadonlyArray<IndexSourceProperty>,
): SearchIndex {
  const townPosition = new Map<string, number>()
  const towns: SearchTown[] = []
  const typeNames = new Map(types.map((type) => [type.id, pickAlongChain(type.names, language).text]))
  const entries = properties.map((property): SearchPropertyEntry => {
    // spec §5: towns are the same when their names agree ignoring case and accents and their zips are
    // equal; decision 013: in any of their languages, so Wavre and Waver make one row.
    const key = findTown({ name: property.city, zip: property.zip })?.key ?? ''
    let position = townPosition.get(key)
    if (position === undefined) {
      position = towns.length
      townPosition.set(key, position)
      towns.push(townOf(property.city.trim(), property.zip.trim(), language))
    }
    const typeName = property.typeId ? (typeNames.get(property.typeId) ?? null) : null
    const slug = propertySlug({ typeName, title: property.headline, status: property.status, language })
    const text = summarize(cleanText(property.description || property.headline), SEARCH_DESCRIPTION_LENGTH)
    const textLanguage = property.description ? property.descriptionLanguage : property.headlineLanguage
    const thumbnail = property.picture ? pictureUrl(property.picture, 100, property.pictureVersion) : ''
    const entry: SearchPropertyEntry = [
      property.id,
      goalOf(property.goal),
      property.typeId ?? 0,
      position,
      citySlug(property.city),
      slug,
      text,
      thumbnail,
    ]
    // WCAG 3.1.2: the row shows a fallback text with its own lang.
    if (textLanguage !== language) entry.push(textLanguage)
    return entry
  })
  return {
    language,
    types: types.map((type) => ({
      id: type.id,
      name: typeNames.get(type.id) ?? '',
      aliases: unique([...Object.values(type.names), ...(TYPE_WORDS[type.id] ?? [])].filter((name) => name !== typeNames.get(type.id))),
    })),
    towns,
    properties: entries,
  }
}

function townOf(name: string, zip: string, language: SearchLanguage): SearchTown {
  const label = townName(name, zip, language)
  // The name without accents is matched by Fuse's ignoreDiacritics; it is listed only where folding
  // changes more than that (an apostrophe or dash spacing), so no name is sent twice.
  const own = new Set([label.toLowerCase(), foldAccents(label)])
  return { label, zip, aliases: unique([name, ...townAliases(name, zip), foldName(name)].filter((alias) => !own.has(alias.toLowerCase()))) }
}

function unique(values: string[]): string[] {
  const seen = new Set<string>()
  return values.filter((value) => {
    const key = value.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
