import { siteConfig } from '#/config/site-config.ts'
import type { LocalizedPage } from '#/content/content-types.ts'
import { pageShareMeta } from './share-meta.ts'

/** `<title>` of a page: its own title, then the agency's name. */
export function pageTitle(title: string): string {
  return `${title} | ${siteConfig().agency.name}`
}

/** Title and description meta of a content page (spec §3 "Page": SEO per language). */
export function contentHead(page: Pick<LocalizedPage, 'title' | 'description' | 'seoTitle'> | undefined) {
  if (!page) return {}
  const title = pageTitle(page.seoTitle ?? page.title)
  const description = page.description
  return {
    meta: [{ title }, { name: 'description', content: description }, ...pageShareMeta({ title, description })],
  }
}
