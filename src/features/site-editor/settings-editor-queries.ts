import { queryOptions } from '@tanstack/react-query'
import { getSettingsEditor } from './settings-editor.functions.ts'

// The settings area's read as a TanStack query (decision 033): the view reads it, the route's loader prefetches it.

export const settingsEditorQuery = () => queryOptions({ queryKey: ['settings-editor'] as const, queryFn: () => getSettingsEditor() })
