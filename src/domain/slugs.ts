import type { Locale } from '#/i18n/locales.ts'

/** The languages of the site (one list: src/i18n/locales.ts). */
export type SlugLanguage = Locale
export type PropertyStatus = 'sold' | 'option' | 'rented' | 'available'

/** Longest slug segment by default: long enough for a full property type, short enough for a readable URL. */
export const SLUG_MAX_LENGTH = 80

// spec §2: "Sold listings show the prefix "- VENDU -" in their French slug".
const SOLD_PREFIX_FR = '- VENDU -'

/** The property segment when a listing has neither type nor title: "property" in each language. */
export const PROPERTY_SLUG_FALLBACK: Readonly<Record<SlugLanguage, string>> = { fr: 'bien', nl: 'pand', en: 'property', de: 'immobilie' }

/** A city segment for a city whose name has no Latin letters or digits; neutral, since it is not a word in any language. */
export const CITY_SLUG_FALLBACK = 'x'

// Letters NFD does not split into a base letter and an accent, but which visitors type as plain Latin.
const LIGATURES: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' }

/**
 * A URL segment: lower case a-z and 0-9 joined by single dashes ('Liège' → 'liege', 'Maison & jardin'
 * → 'maison-jardin'). Longer than maxLength, it is cut at the last dash that keeps at least half of
 * it, so a word is not chopped unless a single very long word would leave almost nothing. May be
 * empty (for '' or '—'); callers choose their own fallback.
 */
export function slugify(text: string, maxLength = SLUG_MAX_LENGTH): string {
  const limit = Math.floor(maxLength)
  if (!(limit > 0)) return ''
  const slug = text
    // NFKD rather than NFD: it splits accents the same way, and also turns 'm²' into 'm2' and 'ﬁ' into 'fi'.
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (slug.length <= limit) return slug
  const cut = slug.slice(0, limit)
  if (slug[limit] === '-') return cut.replace(/-+$/, '')
  const lastDash = cut.lastIndexOf('-')
  return (lastDash >= limit / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '')
}

/**
 * The type-or-title segment of a property URL: the property type ('villa'), else the title, else a
 * generic word in the page's language. French URLs of sold listings start with 'vendu-': the spec's
 * "- VENDU -" prefix reduced to slug characters, since dashes and capitals cannot survive in a slug.
 * The prefix counts towards SLUG_MAX_LENGTH so the segment keeps the same maximum length.
 */
export function propertySlug(input: {
  title?: string | null
  typeName?: string | null
  status?: PropertyStatus
  language: SlugLanguage
}): string {
  const prefix = input.language === 'fr' && input.status === 'sold' ? `${slugify(SOLD_PREFIX_FR)}-` : ''
  const room = SLUG_MAX_LENGTH - prefix.length
  const segment = slugify(input.typeName ?? '', room) || slugify(input.title ?? '', room) || PROPERTY_SLUG_FALLBACK[input.language]
  return `${prefix}${segment}`
}

/** The city segment of a URL; never empty, because an empty segment would merge into its neighbours. */
export function citySlug(city: string): string {
  return slugify(city) || CITY_SLUG_FALLBACK
}
