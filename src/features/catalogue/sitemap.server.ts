import { siteConfig } from '~/config/site-config'
import { LOCALE_TAGS, type Locale } from '~/i18n/locales'
import { localizePathname } from '~/i18n/path-table'
import { citySlug, slugify } from '~/domain/slugs'
import { headlineStatus } from '~/domain/price'
import { listProjects, pickLanguage, sitemapProperties } from '~/features/catalogue/catalogue-repository.server'
import { propertyHref } from '~/features/catalogue/property-paths'
import type { AppEnv } from '~/server/env.server'
import type { WorkerRoute } from '~/server/worker-routes'
import type { SitePath } from '~/i18n/path-slugs'
import { escapeMarkup } from '~/server/markup-escape'

/** Neutral paths of the pages every language has; thank-you pages stay out (they are noindex). */
const STATIC_PAGES: ReadonlyArray<SitePath> = ['', 'for-sale', 'for-rent', 'projects', 'contact-demand', 'services', 'team', 'contact', 'disclaimer', 'privacy', 'cookie-policy', 'login']

type Entry = { paths: Record<Locale, string>; lastModified?: string }

export const SITEMAP_ROUTES: WorkerRoute[] = [{ path: '/sitemap.xml', methods: ['GET'], handle: ({ env }) => sitemapResponse(env) }]

/** sitemap.xml (issue 3): every localized URL with its hreflang alternates. */
async function sitemapResponse(env: Pick<AppEnv, 'DB'>): Promise<Response> {
  const origin = siteConfig.siteUrl.replace(/\/$/, '')
  const languages = siteConfig.languages.enabled
  const each = (make: (locale: Locale) => string) => Object.fromEntries(languages.map((locale) => [locale, make(locale)])) as Record<Locale, string>
  const entries: Entry[] = STATIC_PAGES.map((page) => ({ paths: each((locale) => localizePathname(`/${locale}/${page ? `${page}/` : ''}`)) }))
  const [properties, projects] = await Promise.all([sitemapProperties(env.DB), listProjects(env.DB)])
  for (const property of properties) {
    entries.push({
      lastModified: property.updatedAt.slice(0, 10),
      paths: each((locale) => {
        const headline = headlineStatus(pickLanguage(property.headlines, locale, property.language).text).headline
        return propertyHref({ id: property.id, goal: property.goal, city: property.city, typeName: property.typeNames?.[locale] ?? null, headline, status: property.status }, locale)
      }),
    })
  }
  for (const project of projects.filter((item) => !item.externalUrl)) {
    entries.push({ paths: each((locale) => localizePathname(`/${locale}/projects/${citySlug(project.city)}/${slugify(project.name) || 'project'}/${project.id}/`)) })
  }
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap((entry) =>
      languages.map((locale) =>
        [
          '<url>',
          `<loc>${escapeMarkup(origin + entry.paths[locale])}</loc>`,
          entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : '',
          ...languages.map((other) => `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[other]}" href="${escapeMarkup(origin + entry.paths[other])}"/>`),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeMarkup(origin + entry.paths[siteConfig.languages.default])}"/>`,
          '</url>',
        ].join(''),
      ),
    ),
    '</urlset>',
  ].join('\n')
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
