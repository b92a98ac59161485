import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { siteConfig } from '#/config/site-config.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import type { SitePath } from '#/i18n/path-slugs.ts'
import type { Locale } from '#/i18n/locales.ts'
import { pageTitle } from '#/components/content-head.ts'
import { pageShareMeta } from '#/components/share-meta.ts'
import type { PropertySeo } from './property-seo.ts'

/** "Ref: 4100348" in the reader's language: what makes two listings' titles differ. */
export function referenceLabel(i18n: I18n, id: number): string {
  return i18n._(msg`Ref: ${id}`)
}

/** The head of a property page from its server-made SEO facts, with the BreadcrumbList in JSON-LD. */
export function propertyHead(
  seo: PropertySeo,
  city: string,
  locale: Locale,
  labels: {
    home: string
    listing: string
    listingPath: SitePath
    reference: string
    project?: string
    localTitle?: string
    /** a unit's page: its project, between the projects and the unit, as the page's own breadcrumb shows it */
    projectCrumb?: { name: string; href: string }
  },
) {
  const origin = siteConfig().siteUrl.replace(/\/$/, '')
  const levels = [
    { name: labels.home, item: origin + hrefFor('', locale) },
    { name: labels.listing, item: origin + hrefFor(labels.listingPath, locale) },
    ...(labels.projectCrumb ? [{ name: labels.projectCrumb.name, item: origin + labels.projectCrumb.href }] : []),
    // The last level is the page itself: Google takes the page's URL for it.
    { name: seo.title },
  ]
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: levels.map((level, index) => ({ '@type': 'ListItem', position: index + 1, ...level })),
  }
  return {
    meta: [
      // Unique within a language (decision 015): two listings may share a headline and a town, never a reference.
      { title: pageTitle([labels.localTitle ?? seo.title, labels.project, city, labels.reference].filter(Boolean).join(' – ')) },
      { name: 'description', content: seo.description },
      ...pageShareMeta({ title: labels.localTitle ?? seo.title, description: seo.description, image: seo.picture }),
    ],
    scripts: [
      { type: 'application/ld+json', children: seo.listingJson },
      { type: 'application/ld+json', children: JSON.stringify(breadcrumb).replace(/</g, '\\u003c') },
    ],
  }
}
