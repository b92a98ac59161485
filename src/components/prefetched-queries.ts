import { QueryClient, dehydrate, type DehydratedState, type FetchQueryOptions } from '@tanstack/react-query'

// Decision 033: a page's server state read by its route's loader, so the server draws the page with
// its data and the browser's query client starts with the same data (the route component wraps the
// page in a HydrationBoundary with the answer): hydration fetches nothing and no page shows a
// loading state after it. One kernel for the owner portal and the back office; it imports no
// feature. Only loaders that import it on demand (`await import(...)`) reach it, so TanStack Query
// stays out of the public pages' first load (decision 018).

// biome-ignore lint/suspicious/noExplicitAny: a list of queries of any data, each typed where it is made
type AnyFetchQuery = FetchQueryOptions<any, any, any, any>

export type PrefetchOptions = {
  /** the query client a loader reads with (one per loader run, like the section's own defaults) */
  client: () => QueryClient
  /**
   * `true`: a failed read fails the loader (a redirect to the login or a not-found thrown by the read
   * reaches the router). `false`: a failed read is left out, and the page asks again in the browser
   * and shows the failure as it does for any read.
   */
  throwOnError: boolean
}

/** The reads of a page, dehydrated for its HydrationBoundary. */
export async function prefetchedQueries(queries: readonly AnyFetchQuery[], options: PrefetchOptions): Promise<DehydratedState> {
  const client = options.client()
  if (options.throwOnError) await Promise.all(queries.map((query) => client.fetchQuery(query)))
  else await Promise.all(queries.map((query) => client.prefetchQuery(query)))
  return dehydrate(client)
}
