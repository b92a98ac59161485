import type * as v from 'valibot'
import type { ContentPage } from './content-types.ts'
import { serviceArticleOfKey, thankYouFormOfKey, type ContentPageKey, type EditablePageKey } from './editable-page-keys.ts'
import type { PageKey } from './page-keys.ts'
import { PageDocumentSchema, pageDocumentOf, type PageDocument } from './page-documents.ts'
import { PAGES } from './pages.ts'
import { SERVICE_ARTICLES } from './service-articles.ts'
import { HOME_FIELDS, THANK_YOU_FIELDS, homeSeed, textsDocumentSchema, thankYouSeed, type TextsDocument } from './text-documents.ts'

// Decision 034: src/content/ is the seed of the pages the agency edits: what a page shows until a
// version of it is published, and what the editor opens with the first time.

/** A page as stored: a content page's document, or a set of texts (home, a thank-you page). */
export type EditableDocument = PageDocument | TextsDocument

/** The content page of src/content/ a key names. */
export function seedPage(key: ContentPageKey): ContentPage {
  const article = serviceArticleOfKey(key)
  return article ? SERVICE_ARTICLES[article] : PAGES[key as PageKey]
}

const seedDocuments = new Map<EditablePageKey, EditableDocument>()

function seedOf(key: EditablePageKey): EditableDocument {
  if (key === 'home') return homeSeed()
  const form = thankYouFormOfKey(key)
  return form ? thankYouSeed(form) : pageDocumentOf(seedPage(key as ContentPageKey))
}

/** The seed as a document, written once per isolate. */
export function seedDocument(key: EditablePageKey): EditableDocument {
  let document = seedDocuments.get(key)
  if (!document) {
    document = seedOf(key)
    seedDocuments.set(key, document)
  }
  return document
}

const HOME_SCHEMA = textsDocumentSchema(HOME_FIELDS)
const THANK_YOU_SCHEMA = textsDocumentSchema(THANK_YOU_FIELDS)

/** What a stored page of `key` must be: checked before it is saved, published or read. */
export function documentSchemaOf(key: EditablePageKey): v.GenericSchema<unknown, EditableDocument> {
  if (key === 'home') return HOME_SCHEMA
  return thankYouFormOfKey(key) ? THANK_YOU_SCHEMA : PageDocumentSchema
}
