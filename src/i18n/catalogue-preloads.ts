import type { Locale } from './locales.ts'

export type CatalogueChunkUrls = Readonly<Record<string, string>>

/**
 * The catalogue chunks of a language (the public messages and every section), by section: what
 * the root loader hands the page, so the server's head and the browser's agree.
 */
export function languageCatalogueChunks(urls: CatalogueChunkUrls, locale: Locale): CatalogueChunkUrls {
  const prefix = `${locale}/`
  return Object.fromEntries(Object.entries(urls).flatMap(([key, url]) => (key.startsWith(prefix) ? [[key.slice(prefix.length), url]] : [])))
}

/** Modulepreload links for the public catalogue and the page's sections, in that order; none it does not know. */
export function cataloguePreloadLinks(
  chunks: CatalogueChunkUrls,
  sections: Iterable<string>,
): Array<{ rel: 'modulepreload'; href: string }> {
  const hrefs = ['messages', ...sections].map((section) => chunks[section]).filter((href): href is string => href !== undefined)
  return [...new Set(hrefs)].map((href) => ({ rel: 'modulepreload' as const, href }))
}
