import { siteConfig } from '#/config/site-config.ts'
import type { Locale } from '#/i18n/locales.ts'

// What link previews (Open Graph, X/Twitter cards) read of a page (decision 015). The root route gives
// every page the site's name, its canonical URL and the agency's share picture; a page with its own
// title and picture gives them with `pageShareMeta`, and its values win (deepest route first).

type Meta = { property?: string; name?: string; content: string }

const origin = () => siteConfig().siteUrl.replace(/\/$/, '')

/** Open Graph wants language_TERRITORY; English pages follow British usage (day-month dates). */
const OPEN_GRAPH_LOCALES: Record<Locale, string> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB', de: 'de_BE' }

/** JSON inside a <script> must not be able to close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** An absolute URL of a picture on the site. */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : origin() + (path.startsWith('/') ? path : `/${path}`)
}

/**
 * The agency's one schema.org RealEstateAgent entry (on the home and contact pages), by its @id: every
 * listing's seller and every project's agent names it, so search engines join them to one agency.
 */
export function agencyEntityId(): string {
  return `${absoluteUrl('/')}#agency`
}

/** The defaults every page has: site name, language, URL and the agency's picture, so every page previews with an image. */
export function siteShareMeta(locale: Locale, canonicalUrl: string | undefined): Meta[] {
  const image = siteConfig().brand.shareImage
  return [
    { property: 'og:site_name', content: siteConfig().agency.name },
    { property: 'og:locale', content: OPEN_GRAPH_LOCALES[locale] },
    { property: 'og:type', content: 'website' },
    ...(canonicalUrl ? [{ property: 'og:url', content: canonicalUrl }] : []),
    { property: 'og:image', content: absoluteUrl(image.src) },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
}

/** A page's own title, description and (when it has one) picture for link previews. */
export function pageShareMeta(page: {
  title: string
  description?: string
  image?: { url: string; width: number; height: number }
  alt?: string
}): Meta[] {
  return [
    { property: 'og:title', content: page.title },
    { name: 'twitter:title', content: page.title },
    ...(page.description
      ? [
          { property: 'og:description', content: page.description },
          { name: 'twitter:description', content: page.description },
        ]
      : []),
    ...(page.image
      ? [
          { property: 'og:image', content: absoluteUrl(page.image.url) },
          // Its own size replaces the site picture's (the deepest route's meta wins per property).
          { property: 'og:image:width', content: String(page.image.width) },
          { property: 'og:image:height', content: String(page.image.height) },
        ]
      : []),
    ...(page.alt ? [{ property: 'og:image:alt', content: page.alt }] : []),
  ]
}
