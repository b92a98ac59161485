// What a back-office server function's caller gets when the server refused (decision 033): the
// refusal's status and its body (`error`, a `message` in the member's language, the `fields` at
// fault). No library code, so the staff middleware's client part stays small.

/** A back-office answer that was not a success: `status` 401 means the session ended. */
export class AdminRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : `back office answered ${status}`)
  }
}

/** Where the browser goes when the session ended under a page (DESIGN.md "Staff and owners"). */
export const SESSION_ENDED_PAGE = '/admin/sign-in/?ended=1'

/**
 * A failed call as the pages read it: a refusal the server threw (a Response) becomes an
 * AdminRequestError; in the browser, a 401 sends the member to the sign-in first.
 */
export async function adminRequestError(error: unknown): Promise<unknown> {
  if (!(error instanceof Response)) return error
  const body = (await error.json().catch(() => ({}))) as Record<string, unknown>
  if (error.status === 401 && typeof window !== 'undefined') window.location.assign(SESSION_ENDED_PAGE)
  return new AdminRequestError(error.status, body)
}
