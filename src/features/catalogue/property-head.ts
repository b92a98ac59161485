import { siteConfig } from '~/config/site-config'
import { hrefFor } from '~/i18n/path-table'
import type { Locale } from '~/i18n/locales'
import { pictureUrl } from '~/domain/picture-urls'
import { cleanText, summarize } from '~/domain/text-cleaning'
import { pageTitle } from '~/features/content-pages/content-head'
import type { PropertyDetail } from './catalogue-types'
import { listingSegment, propertyHref } from './property-paths'

/** JSON inside a <script> must not be able to close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/**
 * Title, description, Open Graph with the main picture, and JSON-LD (schema.org RealEstateListing
 * with its Offer and address, and the BreadcrumbList) of a property page.
 */
export function propertyHead(property: PropertyDetail, locale: Locale, labels: { home: string; listing: string }) {
  const origin = siteConfig.siteUrl.replace(/\/$/, '')
  const url = origin + propertyHref(property, locale)
  const title = property.headline || `${property.typeName ?? ''} ${property.city}`.trim()
  const description = summarize(cleanText(property.description)) || title
  const picture = property.pictures[0] ?? property.picture
  const image = picture ? origin + pictureUrl(picture.url, 1360, property.updatedAt.slice(0, 10)) : undefined
  const listing = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: title,
    description,
    url,
    datePosted: property.createdAt,
    ...(image && { image }),
    offers: {
      '@type': 'Offer',
      ...(property.publishPrice && property.price ? { price: property.price, priceCurrency: 'EUR' } : {}),
      businessFunction: property.goal === 0 ? 'http://purl.org/goodrelations/v1#Sell' : 'http://purl.org/goodrelations/v1#LeaseOut',
      availability: property.status === 'sold' || property.status === 'rented' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      seller: { '@type': 'RealEstateAgent', name: siteConfig.agency.name, telephone: siteConfig.agency.phone },
      itemOffered: {
        '@type': 'Accommodation',
        ...(property.bedrooms ? { numberOfBedrooms: property.bedrooms } : {}),
        ...(property.surfaceLiving ? { floorSize: { '@type': 'QuantitativeValue', value: property.surfaceLiving, unitCode: 'MTK' } } : {}),
        address: {
          '@type': 'PostalAddress',
          addressLocality: property.city,
          postalCode: property.zip,
          addressCountry: 'BE',
          ...(property.publishAddress && property.street ? { streetAddress: [property.street, property.houseNumber].filter(Boolean).join(' ') } : {}),
        },
      },
    },
  }
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: labels.home, item: origin + hrefFor('', locale) },
      { '@type': 'ListItem', position: 2, name: labels.listing, item: origin + hrefFor(listingSegment(property.goal), locale) },
      { '@type': 'ListItem', position: 3, name: title, item: url },
    ],
  }
  return {
    meta: [
      { title: pageTitle(`${title} – ${property.city}`) },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      ...(image ? [{ property: 'og:image', content: image }] : []),
    ],
    scripts: [
      { type: 'application/ld+json', children: scriptJson(listing) },
      { type: 'application/ld+json', children: scriptJson(breadcrumb) },
    ],
  }
}
