import { siteConfig } from '~/config/site-config'
import { hrefFor } from '~/i18n/path-table'
import type { SitePath } from '~/i18n/path-slugs'
import type { Locale } from '~/i18n/locales'
import { pageTitle } from '~/features/content-pages/content-head'
import type { PropertySeo } from './property-seo'

/** The head of a property page from its server-made SEO facts, with the BreadcrumbList in JSON-LD. */
export function propertyHead(seo: PropertySeo, city: string, locale: Locale, labels: { home: string; listing: string; listingPath: SitePath }) {
  const origin = siteConfig.siteUrl.replace(/\/$/, '')
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: labels.home, item: origin + hrefFor('', locale) },
      { '@type': 'ListItem', position: 2, name: labels.listing, item: origin + hrefFor(labels.listingPath, locale) },
      { '@type': 'ListItem', position: 3, name: seo.title, item: seo.url },
    ],
  }
  return {
    meta: [
      { title: pageTitle(`${seo.title} – ${city}`) },
      { name: 'description', content: seo.description },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: seo.title },
      { property: 'og:description', content: seo.description },
      { property: 'og:url', content: seo.url },
      ...(seo.image ? [{ property: 'og:image', content: seo.image }] : []),
    ],
    scripts: [
      { type: 'application/ld+json', children: seo.listingJson },
      { type: 'application/ld+json', children: JSON.stringify(breadcrumb).replace(/</g, '\\u003c') },
    ],
  }
}
