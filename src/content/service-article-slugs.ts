import { LOCALES, type Locale } from '#/i18n/locales.ts'
import { hrefFor } from '#/i18n/path-table.ts'

/**
 * The service articles under /services/ (spec §2 "Articles live under /services/..."), in the order
 * the services page lists them, each with its slug per language. Kept apart from the article texts
 * (service-articles.ts): the sitemap and the article route's addresses in every language need only
 * the slugs. An article slug never equals a path-table slug (service-articles.test.ts), so
 * /nl/diensten/{child}/ stays free for the menu's child paths.
 */
export const SERVICE_ARTICLE_SLUGS = {
  selling: { nl: 'verkopen', fr: 'vendre', en: 'selling', de: 'verkaufen' },
  valuation: { nl: 'schatting', fr: 'estimation', en: 'valuation', de: 'bewertung' },
  letting: { nl: 'verhuren', fr: 'mise-en-location', en: 'letting', de: 'vermieten' },
  management: { nl: 'huurbeheer', fr: 'gestion-locative', en: 'property-management', de: 'mietverwaltung' },
  'new-build': { nl: 'nieuwbouw', fr: 'projets-neufs', en: 'new-build', de: 'neubau' },
  certificates: { nl: 'attesten', fr: 'certificats', en: 'certificates', de: 'bescheinigungen' },
  'owner-portal': { nl: 'eigenaarsportaal', fr: 'portail-proprietaire', en: 'owner-portal', de: 'eigentuemerportal' },
} as const satisfies Record<string, Record<Locale, string>>

export type ServiceArticleId = keyof typeof SERVICE_ARTICLE_SLUGS
export const SERVICE_ARTICLE_IDS = Object.keys(SERVICE_ARTICLE_SLUGS) as ServiceArticleId[]

/**
 * The article a slug names and the language of that slug. The reader's language is tried first, so
 * a slug that two languages share resolves to the reader's own article.
 */
export function findServiceArticle(slug: string, locale: Locale): { id: ServiceArticleId; slugLocale: Locale } | undefined {
  for (const slugLocale of [locale, ...LOCALES.filter((other) => other !== locale)]) {
    const id = SERVICE_ARTICLE_IDS.find((candidate) => SERVICE_ARTICLE_SLUGS[candidate][slugLocale] === slug)
    if (id) return { id, slugLocale }
  }
  return undefined
}

/** The public path of an article in a language: `/nl/diensten/verkopen/`. */
export function serviceArticleHref(id: ServiceArticleId, locale: Locale): string {
  return hrefFor(`services/${SERVICE_ARTICLE_SLUGS[id][locale]}`, locale)
}

/** An article's public path in each of `languages`: its canonical, hreflang alternates and sitemap entry. */
export function serviceArticlePaths(id: ServiceArticleId, languages: ReadonlyArray<Locale> = LOCALES): Partial<Record<Locale, string>> {
  return Object.fromEntries(languages.map((locale) => [locale, serviceArticleHref(id, locale)]))
}
