import { describe, expect, it } from 'vitest'
import { LOCALES } from '#/i18n/locales.ts'
import { NEUTRAL_ALIASES, PATH_SLUGS } from '#/i18n/path-slugs.ts'
import { localizePathname, neutralizePathname } from '#/i18n/path-table.ts'
import type { Text4 } from './content-types.ts'
import { findServiceArticle, SERVICE_ARTICLE_IDS, SERVICE_ARTICLE_SLUGS, serviceArticlePaths } from './service-article-slugs.ts'
import { SERVICE_ARTICLES } from './service-articles.ts'

/** Every Text4 inside a value (title, description, each paragraph, bullet and heading, the action's label). */
function texts(value: unknown, path = ''): Array<[string, Text4]> {
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`))
  if (value === null || typeof value !== 'object') return []
  if (LOCALES.some((locale) => locale in value)) return [[path, value as Text4]]
  return Object.entries(value).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key))
}

describe('service articles (spec §2 "Articles live under /services/...")', () => {
  it('gives every article its title, description, body and next step in all four languages', () => {
    for (const id of SERVICE_ARTICLE_IDS) {
      const article = SERVICE_ARTICLES[id]
      expect(article.sections.length, id).toBeGreaterThan(0)
      expect(texts(article).length, id).toBeGreaterThan(5)
      for (const [path, text] of texts(article)) {
        for (const locale of LOCALES) expect(text[locale]?.trim(), `${id} ${path} ${locale}`).toBeTruthy()
      }
    }
  })

  it('keeps each meta description within what search engines show', () => {
    for (const id of SERVICE_ARTICLE_IDS) {
      for (const locale of LOCALES) expect(SERVICE_ARTICLES[id].description[locale].length, `${id} ${locale}`).toBeLessThanOrEqual(160)
    }
  })

  it('has URL-safe slugs, unique per language, and never one slug for two articles across languages', () => {
    const owner = new Map<string, string>()
    for (const id of SERVICE_ARTICLE_IDS) {
      for (const locale of LOCALES) {
        const slug = SERVICE_ARTICLE_SLUGS[id][locale]
        expect(slug, `${id} ${locale}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
        // One article may share a slug between languages; two articles never: the redirect could not tell them apart.
        expect(owner.get(slug) ?? id, `${slug} (${locale})`).toBe(id)
        owner.set(slug, id)
      }
    }
    for (const locale of LOCALES) {
      const slugs = SERVICE_ARTICLE_IDS.map((id) => SERVICE_ARTICLE_SLUGS[id][locale])
      expect(new Set(slugs).size, locale).toBe(slugs.length)
    }
  })

  it('never uses a path-table slug, so /{lang}/{services}/{child}/ stays free for child menu paths', () => {
    const reserved = new Set<string>([
      ...Object.keys(PATH_SLUGS),
      ...Object.keys(NEUTRAL_ALIASES),
      ...Object.values(PATH_SLUGS).flatMap((entry) => Object.values(entry.localized)),
    ])
    for (const id of SERVICE_ARTICLE_IDS) {
      for (const locale of LOCALES)
        expect(reserved.has(SERVICE_ARTICLE_SLUGS[id][locale]), `${id} ${locale}: ${SERVICE_ARTICLE_SLUGS[id][locale]}`).toBe(false)
    }
  })

  it('lists every article at its public path in every language, for the sitemap', () => {
    expect(serviceArticlePaths('selling')).toEqual({
      nl: '/nl/diensten/verkopen/',
      fr: '/fr/services/vendre/',
      en: '/en/services/selling/',
      de: '/de/leistungen/verkaufen/',
    })
    expect(serviceArticlePaths('selling', ['nl', 'fr'])).toEqual({ nl: '/nl/diensten/verkopen/', fr: '/fr/services/vendre/' })
    for (const id of SERVICE_ARTICLE_IDS) {
      const entry = serviceArticlePaths(id)
      for (const locale of LOCALES) expect(localizePathname(neutralizePathname(entry[locale]!))).toBe(entry[locale])
    }
  })

  it('finds an article by its slug, the reader’s language first', () => {
    expect(findServiceArticle('verkopen', 'nl')).toEqual({ id: 'selling', slugLocale: 'nl' })
    expect(findServiceArticle('verkopen', 'fr')).toEqual({ id: 'selling', slugLocale: 'nl' })
    expect(findServiceArticle('gratis-schatting', 'nl')).toBeUndefined()
    expect(findServiceArticle('team', 'nl')).toBeUndefined()
  })
})
