import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { siteConfig } from '#/config/site-config.ts'
import { summarize } from '#/domain/text-cleaning.ts'
import { pictureUrl } from '#/domain/picture-urls.ts'
import type { Locale } from '#/i18n/locales.ts'
import { HOME_LABEL, hrefFor } from '#/i18n/path-table.ts'
import { pageTitle } from '#/components/content-head.ts'
import { absoluteUrl, pageShareMeta, scriptJson } from '#/components/share-meta.ts'
import type { ProjectDetail } from '#/listings/catalogue-types.ts'
import { projectHref } from '#/listings/property-paths.ts'

/**
 * The head of a project page (decision 015): title, description, link preview with the project's
 * picture, and JSON-LD — the project as a schema.org Residence with its address, and its breadcrumb.
 */
export function projectHead(project: ProjectDetail, locale: Locale, i18n: I18n) {
  const description = summarize(project.descriptionParagraphs.join(' '), 160)
  const picture = project.picture ? { url: absoluteUrl(pictureUrl(project.picture, 1360, '1')), width: 1360, height: 907 } : undefined
  const residence = {
    '@context': 'https://schema.org',
    '@type': 'Residence',
    name: project.name,
    description,
    url: absoluteUrl(projectHref(project, locale)),
    image: picture?.url ?? absoluteUrl(siteConfig().brand.shareImage.src),
    ...(project.number ? { identifier: project.number } : {}),
    address: {
      '@type': 'PostalAddress',
      addressLocality: project.town,
      postalCode: project.zip,
      addressCountry: 'BE',
      ...(project.publicAddress && project.street
        ? { streetAddress: [project.street, project.houseNumber].filter(Boolean).join(' ') }
        : {}),
    },
  }
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: i18n._(HOME_LABEL), item: absoluteUrl(hrefFor('', locale)) },
      { '@type': 'ListItem', position: 2, name: i18n._(msg`New-build projects`), item: absoluteUrl(hrefFor('projects', locale)) },
      { '@type': 'ListItem', position: 3, name: project.name },
    ],
  }
  const title = pageTitle(`${project.name} – ${project.town}`)
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...pageShareMeta({ title: project.name, description, image: picture }),
    ],
    scripts: [
      { type: 'application/ld+json', children: scriptJson(residence) },
      { type: 'application/ld+json', children: scriptJson(breadcrumb) },
    ],
  }
}
