import type { I18n } from '@lingui/core'
import { siteConfig } from '#/config/site-config.ts'
import type { LocalizedPage } from '#/content/content-types.ts'
import { LOCALE_TAGS, type Locale } from '#/i18n/locales.ts'
import { breadcrumbFor } from '#/i18n/path-table.ts'
import { absoluteUrl, agencyEntityId, pageShareMeta, scriptJson } from './share-meta.ts'

/** `<title>` of a page: its own title, then the agency's name. */
export function pageTitle(title: string): string {
  return `${title} | ${siteConfig().agency.name}`
}

/** Where a content page stands, for its structured data: the path-table entry it is (the breadcrumb it shows). */
export type ContentPlace = {
  neutral: string
  locale: Locale
  i18n: I18n
  /** a page below the entry (a services article): its name as the last crumb, and its own address */
  current?: { name: string; href: string }
  /** an article rather than a page (services articles) */
  article?: boolean
}

/**
 * A content page for search engines (decision 015): a WebPage (or an Article) in the page's language,
 * published by the agency's RealEstateAgent, with the breadcrumb the page shows.
 */
function contentStructuredData(page: Pick<LocalizedPage, 'title' | 'description'>, place: ContentPlace) {
  const crumbs = breadcrumbFor(place.neutral, place.locale).map((crumb) => ({ name: place.i18n._(crumb.label), href: crumb.href }))
  const trail = place.current ? [...crumbs, place.current] : crumbs
  const url = absoluteUrl(trail.at(-1)!.href)
  return {
    '@context': 'https://schema.org',
    '@type': place.article ? 'Article' : 'WebPage',
    ...(place.article ? { headline: page.title } : { name: page.title }),
    description: page.description,
    url,
    inLanguage: LOCALE_TAGS[place.locale],
    publisher: { '@id': agencyEntityId() },
    breadcrumb: {
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(crumb.href),
      })),
    },
  }
}

/** Title and description meta of a content page (spec §3 "Page": SEO per language); with its place, its structured data too. */
export function contentHead(
  page: Pick<LocalizedPage, 'title' | 'description' | 'seoTitle'> | undefined,
  place?: ContentPlace,
): { meta?: Array<Record<string, string>>; scripts?: Array<{ type: string; children: string }> } {
  if (!page) return {}
  const title = pageTitle(page.seoTitle ?? page.title)
  const description = page.description
  return {
    meta: [{ title }, { name: 'description', content: description }, ...pageShareMeta({ title, description })],
    ...(place ? { scripts: [{ type: 'application/ld+json', children: scriptJson(contentStructuredData(page, place)) }] } : {}),
  }
}
