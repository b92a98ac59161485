// The site editor's face for pages and the browser (decision 032); its server side is index.server.ts.
export type { SettingsImport, SettingsNow } from './settings-answers.ts'
export { SettingsEditorView } from './SettingsEditorView.tsx'
export { settingsEditorQuery } from './settings-editor-queries.ts'
export { PagesListView } from './PagesListView.tsx'
export { PageEditorView } from './PageEditorView.tsx'
export { pageEditorQuery, pagesOverviewQuery } from './page-editor-queries.ts'
