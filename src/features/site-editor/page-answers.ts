import type { EditablePageGroup, EditablePageKey } from '#/content/editable-page-keys.ts'
import type { EditableDocument } from '#/content/editable-pages.ts'
import type { Locale } from '#/i18n/locales.ts'
import type { SettingsVersion } from './settings-answers.ts'

// What the pages area's server side answers (decision 034), typed for the editor.

/** A page as the list shows it: its titles, which languages it is written in, what is live and whether a draft waits. */
export type PageSummary = {
  key: EditablePageKey
  group: EditablePageGroup
  titles: Partial<Record<Locale, string>>
  /** per language: written (true) or falling back to another language (false), in what visitors see */
  complete: Record<Locale, boolean>
  /** the published version visitors see, or null while they see the seed */
  version: number | null
  hasDraft: boolean
}

/** What a page's editor opens with: what visitors see, the draft if there is one, and the history. */
export type PageEditorState = {
  key: EditablePageKey
  group: EditablePageGroup
  published: { page: EditableDocument; version: number | null }
  draft: { body: EditableDocument; savedBy: string; savedAt: string } | null
  history: SettingsVersion[]
  /** each language's public address: the preview links, and a services article's fixed slug */
  paths: Record<Locale, string>
}

/** A problem of a saved page, by its path in the document (`de.title`), or '' for the page as a whole. */
export type PageProblem = { path: string }

/** Saving a draft: saved, or refused with the path of each problem. */
export type PageSaved = { kind: 'saved' } | { kind: 'invalid'; problems: PageProblem[] }
