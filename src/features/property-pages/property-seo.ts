import { siteConfig } from '#/config/site-config.ts'
import { GOALS } from '#/domain/catalogue-ids.ts'
import type { Locale } from '#/i18n/locales.ts'
import { pictureUrl } from '#/domain/picture-urls.ts'
import { summarize } from '#/domain/text-cleaning.ts'
import type { PropertyDetail } from '#/listings/catalogue-types.ts'
import { propertyHref } from '#/listings/property-paths.ts'
import { absoluteUrl, agencyEntityId, scriptJson } from '#/components/share-meta.ts'

export type PropertySeo = {
  title: string
  description: string
  url: string
  picture?: { url: string; width: number; height: number }
  listingJson: string
}

/**
 * What search engines and link previews read of a property (worked out on the server, so the text
 * cleaning stays out of the browser bundle): title, summary, address, main picture and the JSON-LD
 * of a schema.org RealEstateListing with its Offer and address.
 */
export function propertySeo(property: PropertyDetail, locale: Locale): PropertySeo {
  const origin = siteConfig().siteUrl.replace(/\/$/, '')
  const url = origin + propertyHref(property, locale)
  const title = property.headline || `${property.typeName ?? ''} ${property.town}`.trim()
  const description = summarize(property.descriptionParagraphs.join(' ')) || title
  const picture = property.pictures[0] ?? property.picture
  const ownPicture = picture
    ? {
        url: origin + pictureUrl(picture.url, 1360, property.updatedAt.slice(0, 10)),
        width: 1360,
        height: Math.round((1360 * picture.height) / picture.width),
      }
    : undefined
  // Google requires an image on every listing: one without a picture shows the agency's.
  const image = ownPicture?.url ?? absoluteUrl(siteConfig().brand.shareImage.src)
  const listing = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: title,
    description,
    url,
    datePosted: property.createdAt,
    image,
    offers: {
      '@type': 'Offer',
      ...(property.publishPrice && property.price ? { price: property.price, priceCurrency: 'EUR' } : {}),
      businessFunction: GOALS[property.goal].businessFunction,
      availability:
        property.status === 'sold' || property.status === 'rented' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      seller: { '@type': 'RealEstateAgent', '@id': agencyEntityId(), name: siteConfig().agency.name, telephone: siteConfig().agency.phone },
      itemOffered: {
        '@type': 'Accommodation',
        ...(property.bedrooms ? { numberOfBedrooms: property.bedrooms } : {}),
        ...(property.surfaceLiving ? { floorSize: { '@type': 'QuantitativeValue', value: property.surfaceLiving, unitCode: 'MTK' } } : {}),
        address: {
          '@type': 'PostalAddress',
          addressLocality: property.town,
          postalCode: property.zip,
          addressCountry: 'BE',
          ...(property.publishAddress && property.street
            ? { streetAddress: [property.street, property.houseNumber].filter(Boolean).join(' ') }
            : {}),
        },
      },
    },
  }
  return { title, description, url, picture: ownPicture, listingJson: scriptJson(listing) }
}
