import type { Locale } from '#/i18n/locales.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import { PAGE_KEYS, PAGE_PATHS, type PageKey } from './page-keys.ts'
import { SERVICE_ARTICLE_IDS, serviceArticleHref, type ServiceArticleId } from './service-article-slugs.ts'

// Decision 034: the pages the agency edits as documents (`page/<key>` in site_documents), named once
// here for the reader, the editor and the browser alone. The team is a page document of its own,
// edited elsewhere: no key here is 'team', and whatever reads every page document skips the keys
// this list does not name.

export type ServiceArticleKey = `service-${ServiceArticleId}`
export type EditablePageKey = PageKey | ServiceArticleKey

/** How the editor groups the pages: the services articles, the legal texts, the other pages. */
export type EditablePageGroup = 'service' | 'legal' | 'page'

const LEGAL_PAGES: ReadonlySet<PageKey> = new Set(['disclaimer', 'privacy', 'cookiePolicy'])

export const serviceArticleKey = (id: ServiceArticleId): ServiceArticleKey => `service-${id}`

export const EDITABLE_PAGE_KEYS: readonly EditablePageKey[] = [...SERVICE_ARTICLE_IDS.map(serviceArticleKey), ...PAGE_KEYS]

export function isEditablePageKey(key: string): key is EditablePageKey {
  return (EDITABLE_PAGE_KEYS as readonly string[]).includes(key)
}

/** The services article a key names, or undefined for a content page. */
export function serviceArticleOfKey(key: EditablePageKey): ServiceArticleId | undefined {
  return key.startsWith('service-') ? (key.slice('service-'.length) as ServiceArticleId) : undefined
}

export function editablePageGroup(key: EditablePageKey): EditablePageGroup {
  if (serviceArticleOfKey(key)) return 'service'
  return LEGAL_PAGES.has(key as PageKey) ? 'legal' : 'page'
}

/** Where visitors read the page in `locale`: the editor's preview links. */
export function editablePageHref(key: EditablePageKey, locale: Locale): string {
  const article = serviceArticleOfKey(key)
  return article ? serviceArticleHref(article, locale) : hrefFor(PAGE_PATHS[key as PageKey], locale)
}
