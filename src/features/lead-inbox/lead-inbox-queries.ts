import { queryOptions } from '@tanstack/react-query'
import { getDashboard, getInbox, getLead } from './lead-inbox.functions.ts'

// The inbox's and the dashboard's reads as TanStack queries (decision 033): the views read them, the
// routes' loaders prefetch them (src/admin/admin-query.ts prefetchAdminQueries), a change invalidates
// them by their keys' first part.

export const dashboardQuery = () => queryOptions({ queryKey: ['dashboard'] as const, queryFn: () => getDashboard() })

/** The inbox of the page's search parameters (inboxSearchParams: the filters and the page's cursor). */
export const inboxQuery = (search: Record<string, string>) =>
  queryOptions({ queryKey: ['leads', search] as const, queryFn: () => getInbox({ data: search }) })

export const leadQuery = (id: string) => queryOptions({ queryKey: ['lead', id] as const, queryFn: () => getLead({ data: { id } }) })
