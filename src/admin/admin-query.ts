import { QueryClient, type DehydratedState, type FetchQueryOptions } from '@tanstack/react-query'
import { prefetchedQueries } from '#/components/prefetched-queries.ts'
import { AdminRequestError, SESSION_ENDED_PAGE } from './admin-errors.ts'

// Server state in the back office (decision 018, decision 033): TanStack Query, whose client lives
// only in the /admin layout route, so no public page loads it. Reads are server functions behind the
// staff middleware, each with its `queryOptions` in the feature that owns it; a page's route loader
// prefetches them (`prefetchAdminQueries`), and a change invalidates the queries it touched.

export { AdminRequestError }

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 15_000, retry: (count, error) => !(error instanceof AdminRequestError && error.status < 500) && count < 2 },
      mutations: { retry: false },
    },
  })
}

/**
 * A back-office page's reads, for its loader: drawn on the server with the page. A read that fails
 * is left out, so the page asks again in the browser and shows the failure (or the sign-in) as before.
 */
export function prefetchAdminQueries(
  // biome-ignore lint/suspicious/noExplicitAny: a list of queries of any data, each typed where it is made
  queries: ReadonlyArray<FetchQueryOptions<any, any, any, any>>,
): Promise<DehydratedState> {
  return prefetchedQueries(queries, { client: createAdminQueryClient, throwOnError: false })
}

async function answerOf<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.status === 401 && typeof window !== 'undefined') window.location.assign(SESSION_ENDED_PAGE)
  if (!response.ok) throw new AdminRequestError(response.status, body)
  return body as T
}

/**
 * POST /api/admin/{path} with a JSON body: only for the passkey ceremony's doors, server routes
 * (decision 033) because the browser's WebAuthn ceremony posts to them by address. Everything else
 * calls its server function.
 */
export async function adminPost<T>(path: string, body: unknown = {}): Promise<T> {
  return answerOf<T>(
    await fetch(`/api/admin/${path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    }),
  )
}
