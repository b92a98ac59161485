import { queryOptions } from '@tanstack/react-query'
import { getTeamEditor } from './team-editor.functions.ts'

// The team area's read as a TanStack query (decision 033): the view reads it, the route's loader prefetches it.

export const teamEditorQuery = () => queryOptions({ queryKey: ['team-editor'] as const, queryFn: () => getTeamEditor() })
