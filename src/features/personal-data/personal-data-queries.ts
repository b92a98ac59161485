import { queryOptions } from '@tanstack/react-query'
import { getPersonRecords } from './personal-data.functions.ts'

// The personal-data page's read as a TanStack query (decision 033): what one address left, asked
// once the member searches (no loader read: the page opens on an empty search).

export const personRecordsQuery = (email: string) =>
  queryOptions({ queryKey: ['personal-data', email] as const, queryFn: () => getPersonRecords({ data: { email } }) })
