import type { ContentPage } from './content-types.ts'
import { serviceArticleOfKey, type EditablePageKey } from './editable-page-keys.ts'
import type { PageKey } from './page-keys.ts'
import { pageDocumentOf, type PageDocument } from './page-documents.ts'
import { PAGES } from './pages.ts'
import { SERVICE_ARTICLES } from './service-articles.ts'

// Decision 034: src/content/ is the seed of the pages the agency edits: what a page shows until a
// version of it is published, and what the editor opens with the first time.

/** The page of src/content/ a key names. */
export function seedPage(key: EditablePageKey): ContentPage {
  const article = serviceArticleOfKey(key)
  return article ? SERVICE_ARTICLES[article] : PAGES[key as PageKey]
}

const seedDocuments = new Map<EditablePageKey, PageDocument>()

/** The seed as a document, written once per isolate. */
export function seedDocument(key: EditablePageKey): PageDocument {
  let document = seedDocuments.get(key)
  if (!document) {
    document = pageDocumentOf(seedPage(key))
    seedDocuments.set(key, document)
  }
  return document
}
