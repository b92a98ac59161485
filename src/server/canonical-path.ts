import type { MenuChildPages } from '#/config/menu.ts'
import { withUnitSegment } from '#/domain/project-unit-address.ts'
import { isLocale, type Locale } from '#/i18n/locales.ts'
import { NEUTRAL_ALIASES, pageNamed, PATH_SLUGS, type NeutralPath } from '#/i18n/path-slugs.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import { findServiceArticle, SERVICE_ARTICLE_SLUGS } from '#/content/service-article-slugs.ts'

const NO_CHILD_PAGES: MenuChildPages = new Map()

/**
 * The canonical public form of a language-prefixed path: the page's slug in the path's language,
 * the site's unit address and a trailing slash, all in one step so no redirect leads to another.
 * `/nl/for-sale`, `/nl/a-vendre/` and `/nl/te-koop` all answer with `/nl/te-koop/`;
 * `/fr/projects/t/p/9001/duplex/12/` with `/fr/projets/t/p/9001/appartement/12/`; a menu child under
 * its parent (`/nl/diensten/gratis-schatting/`) with the child's own page. Paths that are already
 * canonical, or that are not page paths (assets, API), give undefined.
 */
export function canonicalRedirect(pathname: string, menuChildren: MenuChildPages = NO_CHILD_PAGES): string | undefined {
  if (!/^\/[a-z]{2}(\/|$)/.test(pathname) || isFileName(pathname)) return undefined
  const [lang = '', first, ...rest] = pathname.split('/').filter(Boolean)
  const page = first === undefined ? undefined : pageNamed(first)
  const canonical = isLocale(lang) && page ? pagePath(lang, page, rest, menuChildren) : joinPath([lang, first, ...rest])
  return canonical === pathname ? undefined : canonical
}

/**
 * Where a path without a language (`/for-sale/`, `/equipe/`, `/feedback/contact-me/`) goes for a
 * visitor reading `locale` (spec §2 "URL rewrites": neutral path to language path). Only the neutral
 * names and their earlier names count; anything else gives undefined.
 */
export function neutralPathTarget(
  pathname: string,
  visitorLanguage: () => Locale,
  menuChildren: MenuChildPages = NO_CHILD_PAGES,
): string | undefined {
  if (isFileName(pathname)) return undefined
  const [first = '', ...rest] = pathname.split('/').filter(Boolean)
  const page = isNeutralName(first) ? pageNamed(first) : undefined
  // The visitor's language is read (cookie, Accept-Language) only for a path that needs it.
  return page && pagePath(visitorLanguage(), page, rest, menuChildren)
}

function pagePath(locale: Locale, page: NeutralPath, rest: string[], menuChildren: MenuChildPages): string {
  const child = rest.length === 1 ? pageNamed(rest[0]!) : undefined
  if (child && menuChildren.get(page)?.has(child)) return hrefFor(child, locale)
  const below = page === 'projects' ? withUnitSegment(rest) : page === 'services' ? withArticleSlug(rest, locale) : rest
  return joinPath([locale, PATH_SLUGS[page].localized[locale], ...below])
}

/** A service article named by another language's slug (`/nl/diensten/vendre/`) takes this language's, in the same step. */
function withArticleSlug(rest: string[], locale: Locale): string[] {
  const article = rest.length === 1 ? findServiceArticle(rest[0]!, locale) : undefined
  return article ? [SERVICE_ARTICLE_SLUGS[article.id][locale]] : rest
}

/** A neutral name or an earlier one, as spec §2 lists them (`/for-sale/`, `/equipe/`), not another slug. */
function isNeutralName(segment: string): boolean {
  return Object.hasOwn(PATH_SLUGS, segment) || Object.hasOwn(NEUTRAL_ALIASES, segment)
}

/** `/sitemap.xml`, `/nl/brochure.pdf`: files, never pages. */
function isFileName(pathname: string): boolean {
  return (pathname.split('/').pop() ?? '').includes('.')
}

function joinPath(segments: Array<string | undefined>): string {
  return `/${segments.filter(Boolean).join('/')}/`
}
