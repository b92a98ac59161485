import { queryOptions } from '@tanstack/react-query'
import { getOwner, getOwners } from './owner-admin.functions.ts'

// The owners pages' reads as TanStack queries (decision 033): the views read them, the routes'
// loaders prefetch them, a change invalidates them.

export const ownersQuery = () => queryOptions({ queryKey: ['owners'] as const, queryFn: () => getOwners() })

export const ownerQuery = (ownerId: string) =>
  queryOptions({ queryKey: ['owner', ownerId] as const, queryFn: () => getOwner({ data: { ownerId } }) })
