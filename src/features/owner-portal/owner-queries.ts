import { QueryClient, queryOptions, type DehydratedState } from '@tanstack/react-query'
import { prefetchedQueries } from '#/components/prefetched-queries.ts'
import type { Locale } from '#/i18n/locales.ts'
import { getOwnerOverview, getOwnerProperty } from './owner.functions.ts'
import { portalData } from './owner-page-loader.ts'

// The owner portal's server state through TanStack Query (decision 018). Only the portal's layout and
// pages import this module, so no public page loads the library. Portal data is personal and always
// read fresh (staleTime 0): the query client only shares it between the page and its parts.

export const ownerOverviewQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['owner', 'overview', locale],
    queryFn: async () => portalData(await getOwnerOverview({ data: { locale } }), locale),
    staleTime: 0,
  })

export const ownerPropertyQuery = (locale: Locale, propertyId: number) =>
  queryOptions({
    queryKey: ['owner', 'property', locale, propertyId],
    queryFn: async () => portalData(await getOwnerProperty({ data: { locale, propertyId } }), locale),
    staleTime: 0,
  })

export function createOwnerQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 0, retry: false } } })
}

/**
 * A page loader's read, dehydrated: the server renders the page with it and sends it along, so the
 * browser's query client starts with the same data and hydration fetches nothing. A redirect to the
 * login or a not-found thrown by the read passes through to the router.
 */
export async function prefetchOwnerQuery(
  query: ReturnType<typeof ownerOverviewQuery> | ReturnType<typeof ownerPropertyQuery>,
): Promise<DehydratedState> {
  return prefetchedQueries([query], { client: createOwnerQueryClient, throwOnError: true })
}
