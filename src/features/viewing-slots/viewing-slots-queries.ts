import { queryOptions } from '@tanstack/react-query'
import { getPropertyChoices, getViewingSlots } from './viewing-slots.functions.ts'

// The viewings pages' reads as TanStack queries (decision 033): the views read them, the routes'
// loaders prefetch them, a change invalidates them.

export const propertyChoicesQuery = (q: string) =>
  queryOptions({ queryKey: ['properties', q] as const, queryFn: () => getPropertyChoices({ data: { q } }) })

export const viewingSlotsQuery = (propertyId: number) =>
  queryOptions({ queryKey: ['viewings', propertyId] as const, queryFn: () => getViewingSlots({ data: { propertyId } }) })
