import { siteConfig } from '#/config/site-config.ts'
import type { Locale } from '#/i18n/locales.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import { SERVICE_ARTICLE_IDS, serviceArticlePaths } from '#/content/service-article-slugs.ts'
import { alternateLinks, type LanguagePaths } from '#/i18n/language-paths.ts'
import { listProjects } from '#/listings/project-queries.server.ts'
import { propertyLanguagePaths, sitemapProperties } from '#/listings/property-addresses.server.ts'
import { projectHref } from '#/listings/property-paths.ts'
import type { AppEnv } from '#/server/env.server.ts'
import type { SitePath } from '#/i18n/path-slugs.ts'
import { escapeMarkup } from '#/server/markup-escape.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

/** Neutral paths of the pages every language has; thank-you pages and the owner login stay out (they are noindex). */
const STATIC_PAGES: ReadonlyArray<SitePath> = [
  '',
  'for-sale',
  'for-rent',
  'projects',
  'contact-demand',
  'search-request',
  'demand-register',
  'newsletter',
  'testimonials',
  'references',
  'services',
  'team',
  'contact',
  'purchase-costs',
  'disclaimer',
  'privacy',
  'cookie-policy',
]

type Entry = { paths: LanguagePaths; lastModified?: string }

// GET /sitemap.xml and GET /robots.txt; their server routes are src/routes/sitemap[.]xml.ts and
// src/routes/robots[.]txt.ts (decision 033).

/**
 * robots.txt, naming the sitemap on the configured origin. Thank-you and owner pages are not
 * disallowed: they say `noindex`, which a crawler reads only on a page it may fetch (spec §2).
 */
export function robotsResponse(): Response {
  const origin = siteConfig().siteUrl.replace(/\/$/, '')
  const text = ['User-agent: *', 'Allow: /', 'Disallow: /api/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}

/** Every indexable page of the site, each with its address in every enabled language (spec §2). */
export async function sitemapEntries(db: D1Queryable): Promise<Entry[]> {
  const languages = siteConfig().languages.enabled
  const each = (make: (locale: Locale) => string): LanguagePaths => Object.fromEntries(languages.map((locale) => [locale, make(locale)]))
  const entries: Entry[] = STATIC_PAGES.map((page) => ({ paths: each((locale) => hrefFor(page, locale)) }))
  for (const id of SERVICE_ARTICLE_IDS) entries.push({ paths: serviceArticlePaths(id, languages) })
  const [properties, projects] = await Promise.all([sitemapProperties(db), listProjects(db)])
  // A unit of a project is listed once, at its page under the project (spec §2).
  for (const property of properties) entries.push({ lastModified: property.updatedAt.slice(0, 10), paths: propertyLanguagePaths(property) })
  for (const project of projects.filter((item) => !item.externalUrl))
    entries.push({ paths: each((locale) => projectHref(project, locale)) })
  return entries
}

/** sitemap.xml (spec §2; its server route is src/routes/sitemap[.]xml.ts): every localized URL with its hreflang alternates. */
export async function sitemapResponse(env: Pick<AppEnv, 'DB'>): Promise<Response> {
  const origin = siteConfig().siteUrl.replace(/\/$/, '')
  const entries = await sitemapEntries(env.DB)
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap((entry) =>
      (Object.keys(entry.paths) as Locale[]).map((locale) =>
        [
          '<url>',
          `<loc>${escapeMarkup(origin + entry.paths[locale])}</loc>`,
          entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : '',
          ...alternateLinks(origin, entry.paths, locale, siteConfig().languages.default)
            .filter((link) => link.hrefLang)
            .map((link) => `<xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${escapeMarkup(link.href)}"/>`),
          '</url>',
        ].join(''),
      ),
    ),
    '</urlset>',
  ].join('\n')
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
