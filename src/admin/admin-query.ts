import { QueryClient } from '@tanstack/react-query'

// Server state in the back office (issue 18): TanStack Query, whose client lives only in the /admin
// layout route, so no public page loads it. Reads are JSON from /api/admin/; a change posts JSON
// there and invalidates the queries it touched.

/** A back-office answer that was not a success: `status` 401 means the session ended. */
export class AdminRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : `back office answered ${status}`)
  }
}

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 15_000, retry: (count, error) => !(error instanceof AdminRequestError && error.status < 500) && count < 2 },
      mutations: { retry: false },
    },
  })
}

async function answerOf<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.status === 401 && typeof window !== 'undefined') window.location.assign(`/admin/sign-in/?ended=1`)
  if (!response.ok) throw new AdminRequestError(response.status, body)
  return body as T
}

/** GET /api/admin/{path}. */
export async function adminGet<T>(path: string, search?: Record<string, string | number | undefined>): Promise<T> {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(search ?? {})) if (value !== undefined && value !== '') query.set(name, String(value))
  const suffix = query.size ? `?${query}` : ''
  return answerOf<T>(await fetch(`/api/admin/${path}${suffix}`, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }))
}

/** POST /api/admin/{path} with a JSON body. */
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

/** POST /api/admin/{path} with a multipart form (uploads). */
export async function adminUpload<T>(path: string, form: FormData): Promise<T> {
  return answerOf<T>(
    await fetch(`/api/admin/${path}`, { method: 'POST', headers: { Accept: 'application/json' }, body: form, credentials: 'same-origin' }),
  )
}
