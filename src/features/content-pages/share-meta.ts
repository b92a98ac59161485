import { siteConfig } from '~/config/site-config'
import { LOCALE_TAGS, type Locale } from '~/i18n/locales'

// What link previews (Open Graph, X/Twitter cards) read of a page (issue 14). The root route gives
// every page the site's name, its canonical URL and the agency's share picture; a page with its own
// title and picture gives them with `pageShareMeta`, and its values win (deepest route first).

type Meta = { property?: string; name?: string; content: string }

const origin = () => siteConfig.siteUrl.replace(/\/$/, '')

/** JSON inside a <script> must not be able to close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** An absolute URL of a picture on the site. */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : origin() + (path.startsWith('/') ? path : `/${path}`)
}

/** The defaults every page has: site name, language, URL and the agency's picture, so every page previews with an image. */
export function siteShareMeta(locale: Locale, canonicalUrl: string | undefined): Meta[] {
  const image = siteConfig.brand.shareImage
  return [
    { property: 'og:site_name', content: siteConfig.agency.name },
    { property: 'og:locale', content: LOCALE_TAGS[locale].replace('-', '_') },
    { property: 'og:type', content: 'website' },
    ...(canonicalUrl ? [{ property: 'og:url', content: canonicalUrl }] : []),
    { property: 'og:image', content: absoluteUrl(image.src) },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
}

/** A page's own title, description and (when it has one) picture for link previews. */
export function pageShareMeta(page: { title: string; description?: string; image?: { url: string; width?: number; height?: number }; alt?: string }): Meta[] {
  return [
    { property: 'og:title', content: page.title },
    { name: 'twitter:title', content: page.title },
    ...(page.description ? [{ property: 'og:description', content: page.description }, { name: 'twitter:description', content: page.description }] : []),
    ...(page.image
      ? [
          { property: 'og:image', content: absoluteUrl(page.image.url) },
          // The site picture's size must not be claimed for this one.
          { property: 'og:image:width', content: page.image.width ? String(page.image.width) : '' },
          { property: 'og:image:height', content: page.image.height ? String(page.image.height) : '' },
        ].filter((meta) => meta.content !== '')
      : []),
    ...(page.alt ? [{ property: 'og:image:alt', content: page.alt }] : []),
  ]
}
