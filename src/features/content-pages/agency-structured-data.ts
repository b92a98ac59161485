import { siteConfig } from '#/config/site-config.ts'
import { closuresAhead, closuresSpecification, openingHoursSpecification } from '#/domain/opening-hours.ts'
import { brusselsDay } from '#/domain/brussels-calendar.ts'
import { pickText, type Locale } from '#/i18n/locales.ts'
import { absoluteUrl, agencyEntityId, scriptJson } from '#/components/share-meta.ts'

/**
 * The agency as schema.org RealEstateAgent (decision 015, Google's local business rules): name, address,
 * geo, phone, opening hours and the closures still ahead, VAT, logo and its profiles elsewhere; on
 * the home and contact pages.
 */
export function agencyStructuredData(locale: Locale, now = new Date()) {
  const { agency, brand, languages } = siteConfig()
  const closures = closuresAhead(agency.closures, brusselsDay(now))
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': agencyEntityId(),
    name: agency.name,
    legalName: agency.legalName,
    url: absoluteUrl(`/${locale}/`),
    logo: absoluteUrl(brand.logo.src),
    image: absoluteUrl(brand.shareImage.src),
    telephone: agency.phone,
    email: agency.email,
    vatID: agency.vatNumber,
    address: {
      '@type': 'PostalAddress',
      streetAddress: agency.street,
      postalCode: agency.zip,
      addressLocality: pickText(agency.city, locale, languages.default),
      addressCountry: 'BE',
    },
    geo: { '@type': 'GeoCoordinates', latitude: agency.geo.latitude, longitude: agency.geo.longitude },
    openingHoursSpecification: openingHoursSpecification(agency.openingHours),
    ...(closures.length > 0 ? { specialOpeningHoursSpecification: closuresSpecification(closures) } : {}),
    sameAs: agency.sameAs,
  }
}

export function agencyStructuredDataScript(locale: Locale) {
  return { type: 'application/ld+json', children: scriptJson(agencyStructuredData(locale)) }
}
