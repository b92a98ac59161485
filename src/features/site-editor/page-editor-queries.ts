import { queryOptions } from '@tanstack/react-query'
import type { EditablePageKey } from '#/content/editable-page-keys.ts'
import { getPageEditor, getPagesOverview } from './page-editor.functions.ts'

// The pages area's reads as TanStack queries (decision 033): the views read them, the routes' loaders prefetch them.

export const pagesOverviewQuery = () => queryOptions({ queryKey: ['pages-overview'] as const, queryFn: () => getPagesOverview() })

export const pageEditorQuery = (key: EditablePageKey) =>
  queryOptions({ queryKey: ['page-editor', key] as const, queryFn: () => getPageEditor({ data: { key } }) })
