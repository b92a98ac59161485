import type { Locale } from '#/i18n/locales.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import { FEEDBACK_FORMS, type FeedbackForm } from './feedback.ts'
import { PAGE_KEYS, PAGE_PATHS, type PageKey } from './page-keys.ts'
import { PAGE_TEXT_LIMITS } from './page-documents.ts'
import { SERVICE_ARTICLE_IDS, serviceArticleHref, type ServiceArticleId } from './service-article-slugs.ts'
import { HOME_FIELDS, THANK_YOU_FIELDS, type TextFieldKind } from './text-documents.ts'

// Decision 034: the pages the agency edits as documents (`page/<key>` in site_documents), named once
// here for the reader, the editor and the browser alike. The team is a page document of its own,
// edited elsewhere: no key here is 'team', and whatever reads every page document skips the keys
// this list does not name.

export type ServiceArticleKey = `service-${ServiceArticleId}`
export type ThankYouKey = `thanks-${FeedbackForm}`
/** A page with a title, description, lead and Markdown body (page-documents.ts). */
export type ContentPageKey = PageKey | ServiceArticleKey
/** A set of plain texts (text-documents.ts): the home page's, a thank-you page's. */
export type TextsPageKey = 'home' | ThankYouKey
export type EditablePageKey = ContentPageKey | TextsPageKey

/** How the editor groups the pages. */
export type EditablePageGroup = 'home' | 'service' | 'legal' | 'page' | 'thanks'

const LEGAL_PAGES: ReadonlySet<PageKey> = new Set(['disclaimer', 'privacy', 'cookiePolicy'])

export const serviceArticleKey = (id: ServiceArticleId): ServiceArticleKey => `service-${id}`
export const thankYouKey = (form: FeedbackForm): ThankYouKey => `thanks-${form}`

export const EDITABLE_PAGE_KEYS: readonly EditablePageKey[] = [
  'home',
  ...SERVICE_ARTICLE_IDS.map(serviceArticleKey),
  ...PAGE_KEYS,
  ...FEEDBACK_FORMS.map(thankYouKey),
]

export function isEditablePageKey(key: string): key is EditablePageKey {
  return (EDITABLE_PAGE_KEYS as readonly string[]).includes(key)
}

/** The services article a key names, or undefined. */
export function serviceArticleOfKey(key: EditablePageKey): ServiceArticleId | undefined {
  return key.startsWith('service-') ? (key.slice('service-'.length) as ServiceArticleId) : undefined
}

/** The form whose thank-you page a key names, or undefined. */
export function thankYouFormOfKey(key: EditablePageKey): FeedbackForm | undefined {
  return key.startsWith('thanks-') ? (key.slice('thanks-'.length) as FeedbackForm) : undefined
}

export function isTextsPageKey(key: EditablePageKey): key is TextsPageKey {
  return key === 'home' || thankYouFormOfKey(key) !== undefined
}

export function editablePageGroup(key: EditablePageKey): EditablePageGroup {
  if (key === 'home') return 'home'
  if (serviceArticleOfKey(key)) return 'service'
  if (thankYouFormOfKey(key)) return 'thanks'
  return LEGAL_PAGES.has(key as PageKey) ? 'legal' : 'page'
}

/** Where visitors read the page in `locale`: the editor's preview links. */
export function editablePageHref(key: EditablePageKey, locale: Locale): string {
  if (key === 'home') return hrefFor('', locale)
  const article = serviceArticleOfKey(key)
  if (article) return serviceArticleHref(article, locale)
  const form = thankYouFormOfKey(key)
  if (form) return hrefFor(`feedback/${form}`, locale)
  return hrefFor(PAGE_PATHS[key as PageKey], locale)
}

/** A field of the editor: a text of the document, by its name in each language. */
export type EditorField = { name: string; kind: TextFieldKind | 'markdown'; max: number; optional?: true }

const CONTENT_PAGE_FIELDS: readonly EditorField[] = [
  { name: 'title', kind: 'line', max: PAGE_TEXT_LIMITS.title },
  { name: 'description', kind: 'paragraph', max: PAGE_TEXT_LIMITS.description },
  { name: 'seoTitle', kind: 'line', max: PAGE_TEXT_LIMITS.seoTitle, optional: true },
  { name: 'lead', kind: 'paragraph', max: PAGE_TEXT_LIMITS.lead, optional: true },
  { name: 'body', kind: 'markdown', max: PAGE_TEXT_LIMITS.body },
]

/** The texts a page holds in each language, in the editor's order. */
export function editorFieldsOf(key: EditablePageKey): readonly EditorField[] {
  if (key === 'home') return HOME_FIELDS
  if (thankYouFormOfKey(key)) return THANK_YOU_FIELDS
  return CONTENT_PAGE_FIELDS
}
