import { queryOptions } from '@tanstack/react-query'
import { getSubscribers } from './subscriber-admin.functions.ts'
import type { SubscriptionStatus } from './subscriber-status.ts'

// The subscribers page's read as a TanStack query (decision 033); its route's loader prefetches the
// unfiltered lists the page opens with.

export const subscribersQuery = (filter: { status: '' | SubscriptionStatus; search: string }) =>
  queryOptions({ queryKey: ['subscribers', filter] as const, queryFn: () => getSubscribers({ data: filter }) })

/** The filter the page opens with. */
export const NO_SUBSCRIBER_FILTER: { status: '' | SubscriptionStatus; search: string } = { status: '', search: '' }
